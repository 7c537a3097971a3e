import type { ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fourPlayers, type Player, send, until } from "../support/catchphrase-players";
import { bundleServer } from "../support/cluster";
import { createTemporaryPostgresDatabase } from "../support/postgres";
import { freePort, serverEnv, spawnServer, waitForHealthy } from "../support/processes";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

/**
 * The production server as a process on PostgreSQL reached through a TCP proxy (decision 018):
 * started while its database is away, and stopped during outages. Needs TEST_DATABASE_URL; the
 * outages of a running server, in one process with the test, are in faults.test.ts.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const needsPostgres = adminUrl ? "" : " (skipped: set TEST_DATABASE_URL to a PostgreSQL server)";

describe(`a server process while its database is away${needsPostgres}`, { skip: !adminUrl }, () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let proxy: TcpProxy | undefined;
  let bundle: { entry: string; remove(): Promise<void> } | undefined;
  let proxiedUrl = "";
  const children: ChildProcess[] = [];
  const players: Player[] = [];

  beforeAll(async () => {
    database = await createTemporaryPostgresDatabase(adminUrl as string);
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    proxiedUrl = proxied.toString();
    bundle = await bundleServer();
  });

  afterAll(async () => {
    for (const player of players.splice(0)) player.socket.disconnect();
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    proxy?.restore();
    await proxy?.close();
    await bundle?.remove();
    await database?.drop();
  });

  /** The production server on PostgreSQL through the proxy; answers once it listens. */
  async function launch() {
    const port = await freePort();
    // The data folder is not used with PostgreSQL.
    const server = spawnServer(bundle?.entry as string, port, serverEnv(port, tmpdir(), { DATABASE_URL: proxiedUrl }));
    children.push(server.child);
    await waitForHealthy(`${server.url}/healthz`, server.child, { statuses: [200, 503] });
    const health = async () => {
      const response = await fetch(`${server.url}/healthz`);
      return { status: response.status, body: await response.json() };
    };
    return { ...server, health };
  }

  it("waits for a database that is away at start, serves once it is back, and stops with code 0 after a cut", async () => {
    proxy?.cut();
    const server = await launch();
    expect(await server.health()).toEqual({ status: 503, body: { status: "starting" } });
    // It keeps trying, and keeps answering, for as long as the database is away.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(server.child.exitCode).toBeNull();
    expect(await server.health()).toEqual({ status: 503, body: { status: "starting" } });

    proxy?.restore();
    await until(async () => (await server.health()).status === 200, 30_000, "the server to become healthy");
    const { all } = await fourPlayers(server.url, false);
    players.push(...all);

    proxy?.cut();
    await until(async () => (await server.health()).status === 503, 20_000, "/healthz to say 503");
    await new Promise((resolve) => setTimeout(resolve, 2000));
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain("shutdown took too long");
    proxy?.restore();
  }, 120_000);

  it("stops with code 0 within its limit while the database is silent and requests wait on it", async () => {
    const server = await launch();
    await until(async () => (await server.health()).status === 200, 30_000, "the server to become healthy");
    const { all } = await fourPlayers(server.url, false);
    players.push(...all);

    proxy?.silence();
    // Requests and a change left waiting on the silent database when the stop begins.
    const waiting = [
      fetch(`${server.url}/api/likes/nordle/count`).catch(() => undefined),
      send((all[0] as Player).socket, "room:intent", { type: "updateSettings", settings: { showTimer: false } }).catch(
        () => undefined,
      ),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain("shutdown took too long");
    await Promise.all(waiting);
    proxy?.restore();
  }, 120_000);
});
