import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import { proxyTrust, requestAddressKey } from "./proxy-trust";

/**
 * The largest socket message, in bytes; a larger one closes its connection. Room for a host's full
 * list of Our Words (OUR_WORDS_TEXT_MAX UTF-16 units, up to three bytes each), little more.
 */
export const SOCKET_MESSAGE_MAX_BYTES = 96 * 1024;

export const UNKNOWN_EVENT = "That request is not one this server knows.";

/**
 * How long a connection made while the server starts waits for it to be ready. Then it is refused,
 * and the browser tries again as after any refusal (behind a load balancer, perhaps reaching
 * another process): a process that cannot reach its database holds nobody for long.
 */
export const START_WAIT_MS = 10_000;

export type SocketGatewayOptions = {
  /**
   * With a Redis URL, broadcasts reach the clients of every server process (DESIGN decision 5),
   * and the gateway is ready once Redis is. The server itself connects Redis later, after listening
   * (connectRedisAdapter), so that /healthz can answer while Redis is away.
   */
  redisUrl?: string | undefined;
  /** START_WAIT_MS unless given (tests). */
  startWaitMs?: number;
};

/**
 * Socket.IO on the Fastify server's port. The gateway only parses and forwards; game rules live
 * in the room master. Its own event, `clock:sync`, answers with the server's time so browsers can
 * correct timers for their clock offset (DESIGN decision 8).
 */
export async function attachSocketGateway(app: FastifyInstance, options: SocketGatewayOptions): Promise<Server> {
  const sockets = socketsPerAddress(app);
  const startWaitMs = options.startWaitMs ?? START_WAIT_MS;
  const io = new Server(app.server, {
    serveClient: false,
    // WebSocket only, as the browsers connect: a long-polling session would need every one of its
    // requests to reach this process, which a load balancer without sticky sessions cannot promise.
    transports: ["websocket"],
    // Same origin only: the site and the socket share one port.
    cors: { origin: false },
    maxHttpBufferSize: SOCKET_MESSAGE_MAX_BYTES,
    // A browser page on another site may never open a socket here (its Origin would differ). One
    // that connects while the server starts (a restart) waits at the door and is let in the moment
    // the game is ready, instead of being refused and trying again up to seconds later (its
    // back-off). It waits before its connection exists: a socket made earlier would keep the
    // adapter of its making, not the Redis adapter a cluster's process attaches once Redis is
    // there, and would miss every broadcast of the other processes.
    allowRequest: (request, callback) => {
      if (!sameOrigin(request.headers.origin, request.headers.host) || !sockets.allows(request)) {
        return callback(null, false);
      }
      if (app.services.sockets.isOpen) return callback(null, true);
      void app.services.sockets.wait(startWaitMs).then((open) => callback(null, open));
    },
    // A phone that lost its network is noticed within 15 s (its last connection closes then, and the
    // presence rules of docs/decisions/023 start counting); a tab that closes is noticed at once.
    pingInterval: 10_000,
    pingTimeout: 5_000,
  });

  sockets.count(io);
  if (options.redisUrl) await (await import("./redis-adapter")).connectRedisAdapter(app, io, options.redisUrl);

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

  // Close the players' connections before the HTTP server stops, so that close() does not wait on
  // them. Only the transports: a client sees "transport close" and reconnects (to this process once
  // it is back, or to another behind the load balancer), where a Socket.IO disconnect would tell it
  // the server sent it away for good, and it would never come back by itself.
  app.addHook("preClose", async () => {
    // Those still at the door are turned away: a stopping server holds nobody.
    app.services.sockets.turnAway();
    io.engine.close();
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

/** What limitSocketsPerAddress needs of an engine.io connection. */
type EngineConnection = { request: IncomingMessage; close(): void; once(event: "close", listener: () => void): void };

/**
 * Holds each client address (an IPv6 /64) to CATCHPHRASE_SOCKETS_PER_ADDRESS open sockets on this
 * process, so that one address cannot tie up the server with thousands of idle connections. A
 * household or a classroom behind one router stays far below it. `allows` refuses a handshake once
 * the address is at its cap; `count` keeps the tally from the server's connections, and closes a
 * socket that got past the check in a burst of handshakes as it opens.
 */
function socketsPerAddress(app: FastifyInstance) {
  const cap = app.services.config.CATCHPHRASE_SOCKETS_PER_ADDRESS;
  const trust = proxyTrust(app.services.config.TRUST_PROXY);
  const open = new Map<string, number>();
  return {
    allows: (request: IncomingMessage) => (open.get(requestAddressKey(request, trust)) ?? 0) < cap,
    count(io: Server) {
      io.engine.on("connection", (connection: EngineConnection) => {
        const key = requestAddressKey(connection.request, trust);
        const count = (open.get(key) ?? 0) + 1;
        open.set(key, count);
        connection.once("close", () => {
          const left = (open.get(key) ?? 1) - 1;
          if (left > 0) open.set(key, left);
          else open.delete(key);
        });
        if (count > cap) connection.close();
      });
    },
  };
}
