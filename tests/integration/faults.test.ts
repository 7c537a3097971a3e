import { type ChildProcess, spawn } from "node:child_process";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachDatabase, buildApp } from "../../src/server/app";
import { startCatchphrase } from "../../src/server/catchphrase/room-gateway";
import type { RoomDocument } from "../../src/server/catchphrase/room-master";
import type { RoomUpkeep } from "../../src/server/catchphrase/room-upkeep";
import { roomParts } from "../../src/server/catchphrase/room-writer";
import { type DatabaseConnection, openDatabase } from "../../src/server/db/client";
import { createEventCountsRepository } from "../../src/server/db/event-counts-repository";
import { createRoomRepository } from "../../src/server/db/room-repository";
import { parseEnv } from "../../src/server/env";
import { UNAVAILABLE } from "../../src/server/routes/http-errors";
import { attachSocketGateway } from "../../src/server/socket-gateway";
import { roundEndsAt } from "../../src/shared/catchphrase/engine";
import { catchphraseErrors, intentFailures } from "../../src/shared/catchphrase/messages";
import type { RoomView, SharedRoomView } from "../../src/shared/catchphrase/player-view";
import type { ResumeAck } from "../../src/shared/catchphrase/protocol";
import type { Intent, TeamId } from "../../src/shared/catchphrase/types";
import {
  describerOf,
  expectEveryoneResumed,
  fourPlayers,
  latest,
  openPlayer,
  type Player,
  play,
  send,
  until,
} from "../support/catchphrase-players";
import { createTemporaryPostgresDatabase } from "../support/postgres";
import { freePort } from "../support/processes";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

/**
 * Catchphrase under the two faults a production server meets: its database going away for a
 * while (PostgreSQL restarting) and the server process itself dying mid-round. Both need a real
 * PostgreSQL server, given by TEST_DATABASE_URL; each test works in a throw-away database of it.
 *
 * The machine's PostgreSQL is shared, so it is never restarted: the server under test reaches it
 * through a TCP proxy that can cut every connection and refuse new ones, which is what a server
 * sees while its database restarts.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const needsPostgres = adminUrl ? "" : " (skipped: set TEST_DATABASE_URL to a PostgreSQL server)";

const COUNTED = [
  "room_created",
  "room_joined",
  "game_started",
  "round_started",
  "word_guessed",
  "round_ended",
  "game_ended",
  "game_restarted",
] as const;
type Counts = Record<(typeof COUNTED)[number], number>;

/** Four players in a new room, the host first. */
async function room4(url: string, reconnect: boolean) {
  const { code, all } = await fourPlayers(url, reconnect);
  return { code, host: all[0] as Player, all };
}

const intent = (player: Player, body: Intent) => send(player.socket, "room:intent", body);

function difference(after: Counts, before: Counts): Counts {
  return Object.fromEntries(COUNTED.map((name) => [name, after[name] - before[name]])) as Counts;
}

const other = (team: TeamId): TeamId => (team === "A" ? "B" : "A");
const score = (view: RoomView, team: TeamId) => (team === "A" ? view.game.teamAScore : view.game.teamBScore);

describe(`PostgreSQL going away mid-game${needsPostgres}`, { skip: !adminUrl }, () => {
  type Fixture = {
    app: FastifyInstance;
    upkeep: RoomUpkeep;
    url: string;
    proxy: TcpProxy;
    /** A connection that bypasses the proxy, to read what is really stored. */
    direct: DatabaseConnection;
    drop: () => Promise<void>;
  };
  let fixture: Fixture;
  const clock = { now: Date.now() };
  const logLines: { level: number; msg: string; code?: string }[] = [];
  const players: Player[] = [];

  beforeAll(async () => {
    const temporary = await createTemporaryPostgresDatabase(adminUrl as string);
    const target = new URL(temporary.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(temporary.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    const app = await buildApp({
      config: parseEnv({}),
      webRoot: "/nonexistent-build",
      logger: {
        level: "info",
        stream: new Writable({
          write(chunk, _encoding, done) {
            for (const line of String(chunk).split("\n")) if (line) logLines.push(JSON.parse(line));
            done();
          },
        }),
      },
      now: () => clock.now,
    });
    const io = await attachSocketGateway(app, {});
    await attachDatabase(app, await openDatabase({ url: proxied.toString() }));
    const { upkeep } = startCatchphrase(app, io);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (typeof address !== "object" || !address) throw new Error("no port");
    const direct = await openDatabase({ url: temporary.url });
    fixture = { app, upkeep, url: `http://127.0.0.1:${address.port}`, proxy, direct, drop: temporary.drop };
  });

  afterAll(async () => {
    for (const player of players.splice(0)) player.socket.disconnect();
    fixture?.proxy.restore();
    await fixture?.app.close();
    await fixture?.proxy.close();
    await fixture?.direct.close();
    await fixture?.drop();
  });

  const stored = (code: string) =>
    createRoomRepository<RoomDocument>(fixture.direct.db, { parts: roomParts }).find(code);
  const counts = () => createEventCountsRepository(fixture.direct.db).totals(COUNTED);

  async function room() {
    const started = await room4(fixture.url, false);
    players.push(...started.all);
    return started;
  }

  it("answers each intent with its spec message while the database is away, and goes on unchanged after", async () => {
    const countsBefore = await counts();
    const { code, host, all } = await room();
    await play(all, host, { type: "updateSettings", settings: { allowWordChange: true } });
    await play(all, host, { type: "start" });
    expect(latest(host).game.status).toBe("playing");
    await play(all, describerOf(all), { type: "wordGuessed" });

    const rowBefore = await stored(code);
    const viewsBefore = all.map((player) => player.views.length);
    const lastViews = all.map(latest);
    const describer = describerOf(all);
    const bystander = all.find((player) => player !== host && player !== describer) as Player;

    fixture.proxy.cut();
    expect(await intent(describer, { type: "wordGuessed" })).toEqual({
      ok: false,
      error: intentFailures.wordGuessed,
    });
    expect(await intent(describer, { type: "changeWord" })).toEqual({
      ok: false,
      error: intentFailures.changeWord,
    });
    expect(await intent(host, { type: "updateSettings", settings: { showTimer: false } })).toEqual({
      ok: false,
      error: intentFailures.updateSettings,
    });
    expect(await intent(bystander, { type: "updateSettings", settings: { oppositeTeamCanSeeWord: false } })).toEqual({
      ok: false,
      error: intentFailures.updateSettings,
    });
    // Newcomers are turned away with the spec's messages too.
    const newcomer = await openPlayer(fixture.url, "Eve", false);
    players.push(newcomer);
    expect(await send(newcomer.socket, "room:join", { code, name: "Eve" })).toEqual({
      ok: false,
      error: catchphraseErrors.joinFailed,
    });
    expect(await send(newcomer.socket, "room:create", { name: "Eve", totalRounds: 3, roundDuration: 60 })).toEqual({
      ok: false,
      error: catchphraseErrors.createFailed,
    });
    // A returning player is not told they left the room or that it is gone: they may try again.
    const resumeDuring = await send<ResumeAck>(newcomer.socket, "room:resume", {
      code,
      playerId: host.session?.playerId,
      token: host.session?.token,
    });
    expect(resumeDuring.ok).toBe(false);
    expect([catchphraseErrors.notMember, catchphraseErrors.roomNotFound]).not.toContain(
      !resumeDuring.ok && resumeDuring.error,
    );
    // The server stays up: every socket is still open and the clock still answers.
    for (const player of all) {
      expect(player.socket.connected).toBe(true);
      const sync = (await player.socket.timeout(10_000).emitWithAck("clock:sync")) as { serverTime: number };
      expect(typeof sync.serverTime).toBe("number");
    }
    // Nobody was told of a change that was never stored.
    expect(all.map((player) => player.views.length)).toEqual(viewsBefore);

    fixture.proxy.restore();
    expect(await stored(code)).toEqual(rowBefore);
    for (const [index, player] of all.entries()) {
      const resumed = await send<ResumeAck>(newcomer.socket, "room:resume", {
        code,
        playerId: player.session?.playerId,
        token: player.session?.token,
      });
      expect(resumed).toEqual({ ok: true, view: lastViews[index] });
    }

    // The game goes on from where it was.
    await play(all, describer, { type: "wordGuessed" });
    expect(latest(describer).you.isDescriber).toBe(false);
    await play(all, describerOf(all), { type: "changeWord" });
    await play(all, host, { type: "updateSettings", settings: { showTimer: false } });
    expect(latest(bystander).game.showTimer).toBe(false);
    expect(difference(await counts(), countsBefore)).toEqual({
      room_created: 1,
      room_joined: 3,
      game_started: 1,
      round_started: 1,
      word_guessed: 2,
      round_ended: 0,
      game_ended: 0,
      game_restarted: 0,
    });
    // The host leaving closes the room, so that its round does not run on into the next test.
    expect(await intent(host, { type: "leave" })).toEqual({ ok: true });
    expect(await stored(code)).toBeNull();
  });

  const health = async () => {
    const response = await fetch(`${fixture.url}/healthz`);
    return { status: response.status, body: await response.json() };
  };

  it("answers 503 on /healthz and the HTTP API while the database is away, and 200 again once it is back", async () => {
    expect(await health()).toEqual({ status: 200, body: { status: "ok", database: "postgres" } });
    fixture.proxy.cut();
    // A request right after the cut meets the broken connections themselves: "try again", not a fault.
    const during = await fetch(`${fixture.url}/api/likes/nordle/count`);
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({ error: UNAVAILABLE });
    await until(async () => (await health()).status === 503, 20_000, "/healthz to say 503");
    expect((await health()).body).toEqual({ status: "unavailable", down: ["database"] });
    const feedback = await fetch(`${fixture.url}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "sam@example.com", message: "Hello" }),
    });
    expect(feedback.status).toBe(503);
    expect(await feedback.json()).toEqual({ error: UNAVAILABLE });

    fixture.proxy.restore();
    await until(async () => (await health()).status === 200, 20_000, "/healthz to say 200 again");
    expect((await fetch(`${fixture.url}/api/likes/nordle/count`)).status).toBe(200);
  });

  it("answers within seconds while the database is silent, says 503, and sends everyone the room as stored after", async () => {
    const { code, host, all } = await room();
    await play(all, host, { type: "start" });
    const describer = describerOf(all);

    // A network partition: every connection stays open, nothing answers.
    fixture.proxy.silence();
    try {
      // Each answer comes within the players' ten-second wait, not when the partition ends. This
      // first one may still be applied when the network heals: its statement is already sent.
      expect(await intent(describer, { type: "wordGuessed" })).toEqual({
        ok: false,
        error: intentFailures.wordGuessed,
      });
      await until(async () => (await health()).status === 503, 20_000, "/healthz to say 503");
      // Once the database is known to be away, nothing more is sent to it.
      expect(await intent(host, { type: "updateSettings", settings: { showTimer: false } })).toEqual({
        ok: false,
        error: intentFailures.updateSettings,
      });
      const api = await fetch(`${fixture.url}/api/likes/nordle/count`);
      expect([api.status, await api.json()]).toEqual([503, { error: UNAVAILABLE }]);
    } finally {
      fixture.proxy.restore();
    }
    await until(async () => (await health()).status === 200, 20_000, "/healthz to say 200 again");
    const after = (await stored(code))?.document.room.game;
    expect(after?.showTimer).toBe(true);
    // Every player is sent the room as it was stored, whether or not the first guess landed.
    await until(
      () => all.every((player) => latest(player).game.currentPlayer === after?.currentPlayer),
      20_000,
      "every player to see the room as stored",
    );
    for (const player of all) {
      expect(latest(player).game).toMatchObject({
        teamAScore: after?.teamAScore,
        teamBScore: after?.teamBScore,
        status: "playing",
        showTimer: true,
      });
    }
    await play(all, describerOf(all), { type: "wordGuessed" });
    expect(await intent(host, { type: "leave" })).toEqual({ ok: true });
  });

  it("ends a round whose time ran out during the outage once the database is back, and finishes the game", async () => {
    const countsBefore = await counts();
    const { code, host, all } = await room();
    await play(all, host, { type: "start" });
    const describer = describerOf(all);
    const playing = latest(host).game;
    const endsAt = roundEndsAt(playing);
    const member = all.find((player) => player !== host) as Player;

    // A second before the end, this process sets its timer for the round's last moment.
    clock.now = endsAt - 1000;
    await fixture.upkeep.wakeDueRooms(1000);
    const rowBefore = await stored(code);
    fixture.proxy.cut();
    clock.now = endsAt;
    await until(
      () => logLines.some((line) => line.msg === catchphraseErrors.endRoundFailed && line.code === code),
      20_000,
      "the failed round end to be logged",
    );
    expect(await intent(describer, { type: "wordGuessed" })).toEqual({
      ok: false,
      error: intentFailures.wordGuessed,
    });
    expect(await intent(host, { type: "nextRound" })).toEqual({ ok: false, error: intentFailures.nextRound });
    expect(await intent(host, { type: "endGame" })).toEqual({ ok: false, error: intentFailures.endGame });
    expect(all.every((player) => latest(player).game.status === "playing")).toBe(true);

    fixture.proxy.restore();
    // The sweep finds the round due and ends it, once, for the team that was not describing.
    await until(
      () => all.every((player) => latest(player).game.status === "roundEnd"),
      20_000,
      "the round to end after the outage",
    );
    const ended = latest(host).game;
    expect(ended.roundStartTime).toBe(playing.roundStartTime);
    const describingTeam = latest(describer).game.currentTeam;
    expect([score(latest(host), describingTeam), score(latest(host), other(describingTeam))]).toEqual([0, 1]);
    const rowAfter = await stored(code);
    expect(rowAfter?.version).toBe((rowBefore?.version ?? 0) + 1);
    expect(rowAfter?.wakesAt).toBeNull();

    // The host's round-end choices fail while the database is away, and work once it is back.
    fixture.proxy.cut();
    expect(await intent(host, { type: "nextRound" })).toEqual({ ok: false, error: intentFailures.nextRound });
    expect(await intent(host, { type: "endGame" })).toEqual({ ok: false, error: intentFailures.endGame });
    fixture.proxy.restore();
    expect(await stored(code)).toEqual(rowAfter);
    await play(all, host, { type: "endGame" });
    expect(latest(member).game.status).toBe("gameEnd");

    fixture.proxy.cut();
    expect(await intent(member, { type: "playAgain" })).toEqual({ ok: false, error: intentFailures.playAgain });
    fixture.proxy.restore();
    await play(all, member, { type: "playAgain" });
    expect(latest(host).game.status).toBe("waiting");

    expect(difference(await counts(), countsBefore)).toEqual({
      room_created: 1,
      room_joined: 3,
      game_started: 1,
      round_started: 1,
      word_guessed: 0,
      round_ended: 1,
      game_ended: 1,
      game_restarted: 1,
    });
  });
});

describe(`the server process killed mid-round${needsPostgres}`, { skip: !adminUrl }, () => {
  let databaseUrl = "";
  let drop: (() => Promise<void>) | undefined;
  let child: ChildProcess | undefined;
  let output = "";
  const players: Player[] = [];

  beforeAll(async () => {
    const temporary = await createTemporaryPostgresDatabase(adminUrl as string);
    databaseUrl = temporary.url;
    drop = temporary.drop;
  });

  afterAll(async () => {
    for (const player of players.splice(0)) player.socket.disconnect();
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
    await drop?.();
  });

  /** Starts src/server/main.ts as production does, and waits until it takes players. */
  async function launch(port: number): Promise<ChildProcess> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      // One process: the Redis adapter matters only between processes, and Redis is shared.
      REDIS_URL: "",
      ADMIN_TOKEN: "",
      LOG_LEVEL: "warn",
    };
    delete env.DATA_DIR;
    const started = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [started.stdout, started.stderr]) {
      stream?.on("data", (chunk) => {
        output += chunk;
      });
    }
    child = started;
    await until(
      async () => {
        if (started.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
        const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
        return health?.status === 200;
      },
      60_000,
      "the server to become healthy",
    );
    return started;
  }

  it("resumes every player by themselves after SIGKILL and a restart, and ends the round at its time", {
    timeout: 180_000,
  }, async () => {
    const port = await freePort();
    const first = await launch(port);
    const url = `http://127.0.0.1:${port}`;
    const { host, all } = await room4(url, true);
    players.push(...all);
    await play(all, host, { type: "start" });
    await play(all, describerOf(all), { type: "wordGuessed" });
    const lastViews = all.map(latest);
    const endsAt = roundEndsAt(latest(host).game);
    let endedAt: number | undefined;
    host.socket.on("room:state", (view: SharedRoomView) => {
      if (view.game.status === "roundEnd") endedAt ??= Date.now();
    });

    const exited = new Promise((resolve) => first.once("exit", resolve));
    first.kill("SIGKILL");
    await exited;
    await until(() => all.every((player) => !player.socket.connected), 20_000, "the sockets to notice");
    const resumesBefore = all.map((player) => player.resumes.length);

    await launch(port);
    // Nobody does anything: each player's socket reconnects and resumes its saved session.
    await expectEveryoneResumed(all, resumesBefore, lastViews);

    // The game goes on, and the new process ends the round when the first one would have.
    await play(all, describerOf(all), { type: "wordGuessed" });
    const describingTeam = latest(host).game.currentTeam;
    await until(
      () => all.every((player) => latest(player).game.status === "roundEnd"),
      Math.max(0, endsAt - Date.now()) + 60_000,
      "the round to end",
    );
    expect(endedAt).toBeGreaterThanOrEqual(endsAt);
    const ended = latest(host).game;
    expect(ended.roundStartTime).toBe(lastViews[0]?.game.roundStartTime);
    expect([score(latest(host), describingTeam), score(latest(host), other(describingTeam))]).toEqual([0, 1]);

    const direct = await openDatabase({ url: databaseUrl });
    try {
      expect(await createEventCountsRepository(direct.db).totals(COUNTED)).toEqual({
        room_created: 1,
        room_joined: 3,
        game_started: 1,
        round_started: 1,
        word_guessed: 2,
        round_ended: 1,
        game_ended: 0,
        game_restarted: 0,
      });
    } finally {
      await direct.close();
    }
  });
});
