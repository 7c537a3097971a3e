import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { createClient } from "redis";
import { Server } from "socket.io";

export const UNKNOWN_EVENT = "That request is not one this server knows.";

export type SocketGatewayOptions = {
  /** With a Redis URL, broadcasts reach the clients of every server process (DESIGN decision 5). */
  redisUrl?: string | undefined;
};

/**
 * Socket.IO on the Fastify server's port. The gateway only parses and forwards; game rules live
 * in the room master. Its own event, `clock:sync`, answers with the server's time so browsers can
 * correct timers for their clock offset (DESIGN decision 8).
 */
export async function attachSocketGateway(app: FastifyInstance, options: SocketGatewayOptions): Promise<Server> {
  const io = new Server(app.server, {
    serveClient: false,
    // WebSocket only, as the browsers connect: a long-polling session would need every one of its
    // requests to reach this process, which a load balancer without sticky sessions cannot promise.
    transports: ["websocket"],
    // Same origin only: the site and the socket share one port.
    cors: { origin: false },
    maxHttpBufferSize: 16 * 1024,
    // Closed while the server starts; a browser page on another site may never open a socket here
    // (its Origin would differ).
    allowRequest: (request, callback) =>
      callback(null, app.services.socketsOpen && sameOrigin(request.headers.origin, request.headers.host)),
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });

  let closeRedis: (() => Promise<void>) | undefined;
  if (options.redisUrl) {
    const publisher = createClient({ url: options.redisUrl });
    const subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) {
      client.on("error", (error) => app.log.error({ err: error }, "redis connection error"));
    }
    await Promise.all([publisher.connect(), subscriber.connect()]);
    io.adapter(createAdapter(publisher, subscriber));
    closeRedis = async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    };
  }

  io.on("connection", (socket) => {
    socket.on("clock:sync", (...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack === "function") ack({ serverTime: Date.now() });
    });
    // An event nobody listens to would leave the sender waiting for an acknowledgement forever.
    socket.onAny((event: unknown, ...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack === "function" && (typeof event !== "string" || socket.listenerCount(event) === 0)) {
        ack({ ok: false, error: UNKNOWN_EVENT });
      }
    });
  });

  // Disconnect players before the HTTP server stops so that close() does not wait on them.
  app.addHook("preClose", async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook("onClose", async () => {
    await closeRedis?.();
  });
  return io;
}

/** True without an Origin header (not a browser page) or when the Origin's host is this host. */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
