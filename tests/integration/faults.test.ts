import { type ChildProcess, spawn } from "node:child_process";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachDatabase, buildApp } from "../../src/server/app";
import { startCatchphrase } from "../../src/server/catchphrase/room-gateway";
import type { RoomDocument, RoomMaster } from "../../src/server/catchphrase/room-master";
import { type DatabaseConnection, openDatabase } from "../../src/server/db/client";
import { createEventCountsRepository } from "../../src/server/db/event-counts-repository";
import { createRoomRepository } from "../../src/server/db/room-repository";
import { parseEnv } from "../../src/server/env";
import { attachSocketGateway } from "../../src/server/socket-gateway";
import { roundEndsAt } from "../../src/shared/catchphrase/engine";
import { catchphraseErrors, intentFailures } from "../../src/shared/catchphrase/messages";
import { type RoomView, type SharedRoomView, withViewer } from "../../src/shared/catchphrase/player-view";
import type { Ack, EnterRoomAck, ResumeAck, SavedSession } from "../../src/shared/catchphrase/protocol";
import type { Intent, TeamId } from "../../src/shared/catchphrase/types";
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

/** A socket.io-client player that, like the browser, resumes its saved session on every connect. */
type Player = {
  name: string;
  socket: Socket;
  /** Every view received; state updates are shared by a group of players. */
  views: SharedRoomView[];
  session: SavedSession | undefined;
  /** Answers to the resumes sent on reconnection, in order. */
  resumes: ResumeAck[];
};

/** The newest view completed with the player's own place, as the browser does. */
const latest = (player: Player): RoomView => {
  const shared = player.views.at(-1);
  const view = shared && player.session && withViewer(shared, player.session.playerId);
  if (!view) throw new Error(`${player.name} has no view yet`);
  return view;
};

const send = <T extends Ack>(socket: Socket, event: string, payload?: unknown): Promise<T> =>
  (payload === undefined
    ? socket.timeout(10_000).emitWithAck(event)
    : socket.timeout(10_000).emitWithAck(event, payload)) as Promise<T>;

const intent = (player: Player, body: Intent) => send(player.socket, "room:intent", body);

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = "a condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Opens a player's socket. With `reconnect`, a lost connection is re-established by Socket.IO
 * and the saved session re-sent, asking again whenever no answer came (use-room.ts does both).
 */
function openPlayer(url: string, name: string, reconnect: boolean): Promise<Player> {
  const socket = connect(url, {
    transports: ["websocket"],
    reconnection: reconnect,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  const player: Player = { name, socket, views: [], session: undefined, resumes: [] };
  socket.on("room:state", (view: SharedRoomView) => player.views.push(view));
  const resume = async (): Promise<void> => {
    const session = player.session;
    if (!session || !socket.connected) return;
    try {
      const ack = await send<ResumeAck>(socket, "room:resume", {
        code: session.roomCode,
        playerId: session.playerId,
        token: session.token,
      });
      player.resumes.push(ack);
      if (ack.ok) player.views.push(ack.view);
      else setTimeout(() => void resume(), 500);
    } catch {
      setTimeout(() => void resume(), 500);
    }
  };
  socket.on("connect", () => void resume());
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(player));
    socket.once("connect_error", reject);
  });
}

async function enter(player: Player, event: "room:create" | "room:join", payload: object): Promise<Player> {
  const ack = await send<EnterRoomAck>(player.socket, event, payload);
  if (!ack.ok) throw new Error(ack.error);
  player.session = ack.session;
  player.views.unshift(ack.view);
  return player;
}

/** Four players in a new room, everyone seeing all four. */
async function fourPlayers(url: string, reconnect: boolean) {
  const host = await enter(await openPlayer(url, "Hana", reconnect), "room:create", {
    name: "Hana",
    totalRounds: 3,
    roundDuration: 60,
  });
  const code = host.session?.roomCode ?? "";
  const all = [host];
  for (const name of ["Ben", "Cleo", "Dev"]) {
    all.push(await enter(await openPlayer(url, name, reconnect), "room:join", { code, name }));
  }
  await until(() => all.every((player) => latest(player).players.length === 4), 20_000, "four players");
  return { code, host, all };
}

function describerOf(players: Player[]): Player {
  const describer = players.find((player) => latest(player).you.isDescriber);
  if (!describer) throw new Error("nobody is describing");
  return describer;
}

/** Sends an intent that must succeed and waits until every player has the view it caused. */
async function play(all: Player[], actor: Player, body: Intent): Promise<void> {
  const before = all.map((player) => player.views.length);
  expect(await intent(actor, body)).toEqual({ ok: true });
  await until(() => all.every((player, index) => player.views.length > (before[index] ?? 0)), 20_000, body.type);
}

function difference(after: Counts, before: Counts): Counts {
  return Object.fromEntries(COUNTED.map((name) => [name, after[name] - before[name]])) as Counts;
}

const other = (team: TeamId): TeamId => (team === "A" ? "B" : "A");
const score = (view: RoomView, team: TeamId) => (team === "A" ? view.game.teamAScore : view.game.teamBScore);

describe(`PostgreSQL going away mid-game${needsPostgres}`, { skip: !adminUrl }, () => {
  type Fixture = {
    app: FastifyInstance;
    master: RoomMaster;
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
    const master = startCatchphrase(app, io);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    if (typeof address !== "object" || !address) throw new Error("no port");
    const direct = await openDatabase({ url: temporary.url });
    fixture = { app, master, url: `http://127.0.0.1:${address.port}`, proxy, direct, drop: temporary.drop };
  });

  afterAll(async () => {
    for (const player of players.splice(0)) player.socket.disconnect();
    fixture?.proxy.restore();
    await fixture?.app.close();
    await fixture?.proxy.close();
    await fixture?.direct.close();
    await fixture?.drop();
  });

  const stored = (code: string) => createRoomRepository<RoomDocument>(fixture.direct.db).find(code);
  const counts = () => createEventCountsRepository(fixture.direct.db).totals(COUNTED);

  async function room() {
    const started = await fourPlayers(fixture.url, false);
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
    await fixture.master.sweepDueRounds(1000);
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
    expect(rowAfter?.roundEndsAt).toBeNull();

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
    const { host, all } = await fourPlayers(url, true);
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
    await until(
      () => all.every((player, index) => player.resumes.slice(resumesBefore[index]).some((ack) => ack.ok)),
      60_000,
      "every player to resume",
    );
    for (const [index, player] of all.entries()) {
      expect(player.resumes.slice(resumesBefore[index]).find((ack) => ack.ok)).toEqual({
        ok: true,
        view: lastViews[index],
      });
    }

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
