import { createConnection, createServer, type Server, type Socket } from "node:net";

export type TcpProxy = {
  /** The loopback port clients connect to instead of the target's. */
  port: number;
  /** Connections accepted so far (each one a client that reached the target, or tried to). */
  accepted(): number;
  /**
   * Drops every open connection, as a restarting database server terminates its backends, and
   * drops each new one the moment it arrives until restore() (the server is not back yet).
   */
  cut(): void;
  /** Lets new connections through to the target again. */
  restore(): void;
  close(): Promise<void>;
};

/**
 * A TCP proxy on a free loopback port that pipes every connection to `target`. It exists to take
 * a service away from one server under test and give it back, without touching the service
 * itself (which other tests on the machine may be using).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let up = true;
  let accepted = 0;

  const drop = (socket: Socket) => {
    open.delete(socket);
    socket.destroy();
  };

  const server: Server = createServer((client) => {
    accepted += 1;
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    open.add(client);
    open.add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    // Either side ending or failing ends the pair, as a broken TCP connection would.
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      socket.on("error", () => drop(other));
      socket.on("close", () => {
        open.delete(socket);
        drop(other);
      });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("the proxy has no port");

  return {
    port: address.port,
    accepted: () => accepted,
    cut() {
      up = false;
      for (const socket of [...open]) drop(socket);
    },
    restore() {
      up = true;
    },
    async close() {
      up = false;
      for (const socket of [...open]) drop(socket);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
