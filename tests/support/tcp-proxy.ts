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
  /**
   * Keeps every connection open but lets no byte through, either way, as a network partition
   * does: nothing is closed, nothing answers. New connections are accepted and held silent too.
   * restore() delivers what was held back, as a healed network would.
   */
  silence(): void;
  /** Lets connections through to the target again. */
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
  /** Each open connection's two directions, to stop and start. */
  const pairs = new Set<[Socket, Socket]>();
  let up = true;
  let silent = false;
  const halt = ([client, upstream]: [Socket, Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };
  const flow = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
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
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    if (silent) halt(pair);
    else flow(pair);
    // Either side ending or failing ends the pair, as a broken TCP connection would.
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      socket.on("error", () => drop(other));
      socket.on("close", () => {
        open.delete(socket);
        pairs.delete(pair);
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
    silence() {
      silent = true;
      for (const pair of pairs) halt(pair);
    },
    restore() {
      up = true;
      if (silent) for (const pair of pairs) flow(pair);
      silent = false;
    },
    async close() {
      up = false;
      for (const socket of [...open]) drop(socket);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
