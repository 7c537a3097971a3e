import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startTcpProxy } from "../../tests/support/tcp-proxy";
import { buildApp } from "./app";
import { parseEnv } from "./env";
import { connectRedisAdapter } from "./redis-adapter";
import { attachSocketGateway } from "./socket-gateway";

const apps: FastifyInstance[] = [];
const clients: Socket[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function startServer(redisUrl?: string, atPort = 0, { ready = true, startWaitMs = 10_000 } = {}) {
  const app = await buildApp({ config: parseEnv({}), webRoot: "/nonexistent-build", logger: false });
  apps.push(app);
  const io = await attachSocketGateway(app, { redisUrl, startWaitMs });
  if (ready) app.services.sockets.open();
  await app.listen({ port: atPort, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { app, io, url: `http://127.0.0.1:${port}` };
}

function connectClient(url: string): Promise<Socket> {
  const client = connect(url, { transports: ["websocket"], reconnection: false });
  clients.push(client);
  return new Promise((resolve, reject) => {
    client.once("connect", () => resolve(client));
    client.once("connect_error", reject);
  });
}

describe("socket gateway", () => {
  it("accepts Socket.IO connections on the HTTP port and tells the server's time", async () => {
    const { url } = await startServer();
    const client = await connectClient(url);
    const before = Date.now();
    const reply = (await client.timeout(2000).emitWithAck("clock:sync")) as { serverTime: number };
    expect(reply.serverTime).toBeGreaterThanOrEqual(before - 1);
    expect(reply.serverTime).toBeLessThanOrEqual(Date.now() + 1);
  });

  it("holds a connection made while the server starts, and lets it in the moment the server is ready", async () => {
    const { app, url } = await startServer(undefined, 0, { ready: false });
    const connecting = connectClient(url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(clients.at(-1)?.connected).toBe(false);
    app.services.sockets.open();
    const client = await connecting;
    const reply = (await client.timeout(2000).emitWithAck("clock:sync")) as { serverTime: number };
    expect(reply.serverTime).toBeGreaterThan(0);
  });

  it("refuses a connection still waiting after the limit, and the browser comes back by itself once ready", async () => {
    const { app, url } = await startServer(undefined, 0, { ready: false, startWaitMs: 200 });
    const client = connect(url, { transports: ["websocket"], reconnectionDelay: 100, reconnectionDelayMax: 100 });
    clients.push(client);
    await new Promise((resolve) => client.io.once("error", resolve));
    expect(client.connected).toBe(false);
    const connected = new Promise((resolve) => client.once("connect", () => resolve(undefined)));
    app.services.sockets.open();
    await connected;
  });

  it("turns away those at the door when the server stops while starting", async () => {
    const { app, url } = await startServer(undefined, 0, { ready: false });
    const refused = connectClient(url);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = app.close();
    await expect(refused).rejects.toThrow();
    await closing;
  });

  it("closes players' connections when the server stops, and a reconnecting socket comes back by itself to the next server", async () => {
    const { app, url } = await startServer();
    // As a page connects (tests/integration/server-process.test.ts uses the page's own options).
    const client = connect(url, { transports: ["websocket"], reconnectionDelay: 100 });
    clients.push(client);
    await new Promise((resolve) => client.once("connect", () => resolve(undefined)));
    const disconnected = new Promise<string>((resolve) => client.once("disconnect", resolve));
    await app.close();
    // Any reason but "io server disconnect", which tells a client it was sent away for good.
    expect(await disconnected).toBe("transport close");

    const reconnected = new Promise((resolve) => client.once("connect", () => resolve(undefined)));
    await startServer(undefined, Number(new URL(url).port));
    await reconnected;
    const reply = (await client.timeout(2000).emitWithAck("clock:sync")) as { serverTime: number };
    expect(reply.serverTime).toBeGreaterThan(0);
  });

  // Runs where a Redis server is available (TEST_REDIS_URL; CI sets it).
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) {
    it("relays a broadcast from one server process to the clients of another through Redis", async () => {
      const first = await startServer(redisUrl);
      const second = await startServer(redisUrl);
      const client = await connectClient(first.url);
      const received = new Promise<unknown>((resolve) => client.once("announcement", resolve));
      second.io.emit("announcement", { from: "second" });
      expect(await received).toEqual({ from: "second" });
    });

    it("relays the other processes' broadcasts to a socket that waited at the door while its process attached Redis", async () => {
      // As main.ts starts a cluster's process: the gateway first, Redis once the database is ready.
      const starting = await startServer(undefined, 0, { ready: false });
      const client = connectClient(starting.url);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await connectRedisAdapter(starting.app, starting.io, redisUrl);
      starting.app.services.sockets.open();
      const waited = await client;
      const other = await startServer(redisUrl);
      const received = new Promise<unknown>((resolve) => waited.once("announcement", resolve));
      other.io.emit("announcement", { from: "other" });
      expect(await received).toEqual({ from: "other" });
    });

    it("drops a broadcast made while Redis is away instead of failing, and relays again once it is back", async () => {
      const target = new URL(redisUrl);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      const through = `redis://127.0.0.1:${proxy.port}`;
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on("unhandledRejection", onUnhandled);
      try {
        const first = await startServer(through);
        const second = await startServer(through);
        const client = await connectClient(first.url);
        proxy.cut();
        await vi.waitFor(() => expect(second.app.services.dependencies.down()).toContain("redis"), { timeout: 10_000 });
        // The adapter publishes without waiting for the answer; a failure must not escape.
        second.io.emit("announcement", { from: "second", during: "outage" });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(unhandled).toEqual([]);

        proxy.restore();
        await vi.waitFor(() => expect(second.app.services.dependencies.down()).not.toContain("redis"), {
          timeout: 10_000,
        });
        await vi.waitFor(() => expect(first.app.services.dependencies.down()).not.toContain("redis"), {
          timeout: 10_000,
        });
        const received = new Promise<unknown>((resolve) => client.once("announcement", resolve));
        second.io.emit("announcement", { from: "second", during: "after" });
        expect(await received).toEqual({ from: "second", during: "after" });
      } finally {
        process.off("unhandledRejection", onUnhandled);
        await proxy.close();
      }
    });
  }
});
