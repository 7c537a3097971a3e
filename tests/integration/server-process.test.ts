import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { io as connect } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { SOCKET_OPTIONS } from "../../src/web/lib/socket";

/**
 * The server as a real process (src/server/main.ts): configuration errors at start, the
 * database coming up after listen, and graceful shutdown on signals.
 */

type Started = { child: ChildProcess; url: string; output: () => string };
const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function startServer(again?: { port: string; dataDir: string }): Promise<Started & { dataDir: string }> {
  const dataDir = again?.dataDir ?? (await mkdtemp(path.join(tmpdir(), "server-data-")));
  if (!again) folders.push(dataDir);
  const { child, output } = spawnServer({ DATA_DIR: dataDir, PORT: again?.port ?? "0" });
  const url = await waitFor(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1], 15_000);
  await waitFor(async () => ((await fetch(`${url}/healthz`)).status === 200 ? true : undefined), 20_000);
  return { child, url, output, dataDir };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("server process", () => {
  it("refuses to start with a readable list of bad settings", async () => {
    const { child, output } = spawnServer({ PORT: "not-a-port", DATABASE_URL: "mysql://nowhere/db" });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain("Invalid configuration");
    expect(output()).toContain('PORT="not-a-port"');
    expect(output()).toContain('DATABASE_URL="mysql://nowhere/db"');
  });

  it.each(["SIGTERM", "SIGINT"] as const)(
    "stops cleanly on %s before its 5-second deadline, closing open sockets, and browsers reconnect once it is back",
    async (signal) => {
      const server = await startServer();
      const socket = connect(server.url, SOCKET_OPTIONS);
      await new Promise((resolve, reject) => {
        socket.once("connect", () => resolve(undefined));
        socket.once("connect_error", reject);
      });
      const disconnected = new Promise((resolve) => socket.once("disconnect", resolve));
      const keepAlive = await fetch(`${server.url}/healthz`, { keepalive: true });
      expect(keepAlive.status).toBe(200);

      server.child.kill(signal);
      // Exit code 0: the shutdown finished before the server's own 5-second deadline (which exits 1).
      expect(await exitOf(server.child)).toBe(0);
      await disconnected;
      expect(server.output()).toContain("shutting down");

      // Started again on its port, it is found by the page's socket without a reload.
      const reconnected = new Promise((resolve) => socket.once("connect", () => resolve(undefined)));
      await startServer({ port: new URL(server.url).port, dataDir: server.dataDir });
      await reconnected;
      const reply = (await socket.timeout(2000).emitWithAck("clock:sync")) as { serverTime: number };
      expect(reply.serverTime).toBeGreaterThan(0);
      socket.disconnect();
    },
    // Starting through the TypeScript loader takes seconds, many more on a busy machine.
    60_000,
  );
});
