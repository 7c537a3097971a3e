import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catchphraseErrors, intentFailures } from "../../src/shared/catchphrase/messages";
import type { Intent, Room } from "../../src/shared/catchphrase/types";
import { enter, latest, openPlayer, type Player, play, send, until } from "../support/catchphrase-players";
import { bundleServer, type ClusterNode, startNode, stopCluster } from "../support/cluster";
import { createTemporaryPostgresDatabase } from "../support/postgres";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

/**
 * Cluster mode (decision 015) while Redis goes away (decision 018): two server processes on one
 * PostgreSQL, reaching the machine's Redis through a TCP proxy that cuts every connection and
 * refuses new ones, as a Redis restart or a failed network does. Needs TEST_DATABASE_URL and
 * TEST_REDIS_URL; CI has both.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [adminUrl ? "" : "TEST_DATABASE_URL is not set", redisUrl ? "" : "TEST_REDIS_URL is not set"].filter(
  (reason) => reason.length > 0,
);
if (missing.length > 0) console.warn(`Skipping the Redis outage tests: ${missing.join("; ")}.`);

async function health(node: ClusterNode): Promise<{ status: number; body: { status: string } }> {
  const response = await fetch(`${node.url}/healthz`);
  return { status: response.status, body: await response.json() };
}

describe.skipIf(missing.length > 0)("cluster mode while Redis is away", () => {
  let database: { url: string; drop(): Promise<void> };
  let bundle: { entry: string; remove(): Promise<void> };
  let proxy: TcpProxy;
  let env: Record<string, string>;
  const nodes: ClusterNode[] = [];
  const players: Player[] = [];

  beforeAll(async () => {
    database = await createTemporaryPostgresDatabase(adminUrl as string);
    bundle = await bundleServer();
    const target = new URL(redisUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const proxied = new URL(redisUrl as string);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    env = { DATABASE_URL: database.url, REDIS_URL: proxied.toString() };
    nodes.push(await startNode(bundle.entry, env));
  }, 90_000);

  afterAll(async () => {
    for (const player of players.splice(0)) player.socket.disconnect();
    await stopCluster();
    await bundle?.remove();
    await proxy?.close();
    await database?.drop();
  }, 60_000);

  const stored = async (code: string): Promise<{ room: Room; version: number }> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: { room: Room }; version: number }>(
        "SELECT state, version FROM rooms WHERE code = $1",
        [code],
      );
      const row = rows[0];
      if (!row) throw new Error(`room ${code} is gone`);
      return { room: row.state.room, version: row.version };
    } finally {
      await client.end();
    }
  };

  it("starts while Redis is away: it listens, says 503, and serves once Redis is back", async () => {
    proxy.cut();
    const second = await startNode(bundle.entry, env, { healthy: false });
    nodes.push(second);
    // Once its database is ready, it says what it is still waiting for.
    await until(async () => (await health(second)).body.status !== "starting", 30_000, "the database to be ready");
    expect(await health(second)).toEqual({ status: 503, body: { status: "unavailable", down: ["redis"] } });
    const [first] = nodes as [ClusterNode];
    await until(async () => (await health(first)).status === 503, 20_000, "the first node to say 503");
    expect((await health(first)).body).toEqual({ status: "unavailable", down: ["redis"] });

    proxy.restore();
    await until(async () => (await health(second)).status === 200, 30_000, "the second node to say 200");
    await until(async () => (await health(first)).status === 200, 30_000, "the first node to say 200");
    expect(nodes.map((node) => node.running())).toEqual([true, true]);
  }, 90_000);

  it("keeps both processes up through an outage, refuses changes meanwhile, and every player catches up", async () => {
    const [first, second] = nodes as [ClusterNode, ClusterNode];
    // Two players on each process.
    const host = await enter(await openPlayer(first.url, "Hana", true), "room:create", {
      name: "Hana",
      totalRounds: 3,
      roundDuration: 60,
    });
    players.push(host);
    const code = host.session?.roomCode as string;
    for (const [name, node] of [
      ["Ben", second],
      ["Cleo", first],
      ["Dev", second],
    ] as const) {
      players.push(await enter(await openPlayer(node.url, name, true), "room:join", { code, name }));
    }
    const all = [...players];
    await until(() => all.every((player) => latest(player).players.length === 4), 20_000, "four players");
    await play(all, host, { type: "start" });
    const describerNow = async () => {
      const { room } = await stored(code);
      return all.find((player) => player.session?.playerId === room.game.currentPlayer) as Player;
    };
    await play(all, await describerNow(), { type: "wordGuessed" });
    const intent = (player: Player, body: Intent) => send(player.socket, "room:intent", body);

    proxy.cut();
    // A change sent as Redis goes: refused, or stored and answered; never the end of a process.
    const raced = await intent(await describerNow(), { type: "wordGuessed" });
    expect([{ ok: true }, { ok: false, error: intentFailures.wordGuessed }]).toContainEqual(raced);
    for (const node of [first, second]) {
      await until(async () => (await health(node)).status === 503, 20_000, "/healthz to say 503");
      expect((await health(node)).body).toEqual({ status: "unavailable", down: ["redis"] });
    }
    const during = await stored(code);
    const describer = await describerNow();
    expect(await intent(describer, { type: "wordGuessed" })).toEqual({
      ok: false,
      error: intentFailures.wordGuessed,
    });
    expect(await intent(host, { type: "updateSettings", settings: { showTimer: false } })).toEqual({
      ok: false,
      error: intentFailures.updateSettings,
    });
    const newcomer = await openPlayer(second.url, "Eve", false);
    players.push(newcomer);
    expect(await send(newcomer.socket, "room:join", { code, name: "Eve" })).toEqual({
      ok: false,
      error: catchphraseErrors.joinFailed,
    });
    // The processes stay up (the unhandled Redis error used to end one within about 1.5 s).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(nodes.map((node) => node.running())).toEqual([true, true]);
    expect(await stored(code)).toEqual(during);
    const viewsAtRestore = all.map((player) => player.views.length);

    proxy.restore();
    for (const node of [first, second]) {
      await until(async () => (await health(node)).status === 200, 30_000, "/healthz to say 200 again");
    }
    // Nobody did anything, yet every player is sent the room as stored: whatever broadcast was
    // lost as Redis went, on either process, is made good.
    await until(
      () => all.every((player, index) => player.views.length > (viewsAtRestore[index] ?? 0)),
      20_000,
      "every player to be sent the room again",
    );
    for (const player of all) {
      expect(latest(player).game).toMatchObject({
        currentPlayer: during.room.game.currentPlayer,
        teamAScore: during.room.game.teamAScore,
        teamBScore: during.room.game.teamBScore,
        showTimer: true,
      });
    }
    // And the game goes on across both processes.
    await play(all, await describerNow(), { type: "wordGuessed" });
    expect(nodes.map((node) => node.running())).toEqual([true, true]);
    // Nothing but the server's own log lines: no crash, no unhandled error printed by Node.
    const printedByNode = (node: ClusterNode) =>
      node
        .output()
        .split("\n")
        .filter((line) => line !== "" && !line.startsWith("{"));
    for (const node of nodes) expect(printedByNode(node)).toEqual([]);
  }, 120_000);
});
