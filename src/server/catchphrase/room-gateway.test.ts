import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { perTestPglite } from "../../../tests/support/databases";
import { COMBINING_MARKS_LINE, normalizedLengths } from "../../../tests/support/normalize-spy";
import { intentSchema } from "../../shared/catchphrase/intents";
import { catchphraseErrors } from "../../shared/catchphrase/messages";
import { type SharedRoomView, withViewer } from "../../shared/catchphrase/player-view";
import type { Ack, DisplayAck, EnterRoomAck, ExistsAck, ResumeAck } from "../../shared/catchphrase/protocol";
import { attachDatabase, buildApp } from "../app";
import { openDatabase } from "../db/client";
import { parseEnv } from "../env";
import { attachSocketGateway, UNKNOWN_EVENT } from "../socket-gateway";
import { startCatchphrase } from "./room-gateway";
import type { RoomUpkeep } from "./room-upkeep";
import { MALFORMED, TOO_FAST, TOO_MANY_ROOM_ATTEMPTS } from "./socket-requests";

type Server = { app: FastifyInstance; upkeep: RoomUpkeep; url: string; clock: { now: number } };
type Player = {
  socket: Socket;
  /** Every view received; state updates are shared by a group of players. */
  views: SharedRoomView[];
  frames: string[];
  session: Extract<EnterRoomAck, { ok: true }>["session"];
};

const servers: Server[] = [];
const sockets: Socket[] = [];
const folders: string[] = [];
const emptyDatabase = perTestPglite();

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await Promise.all(servers.splice(0).map((server) => server.app.close()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function startServer(dataDir?: string, env: Record<string, string> = {}): Promise<Server> {
  const clock = { now: Date.UTC(2026, 10, 22, 12, 0, 0) };
  const app = await buildApp({
    config: parseEnv(env),
    webRoot: "/nonexistent-build",
    logger: false,
    now: () => clock.now,
  });
  const io = await attachSocketGateway(app, {});
  await attachDatabase(app, await (dataDir ? openDatabase({ dataDir }) : emptyDatabase()));
  const { upkeep } = startCatchphrase(app, io);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const server = { app, upkeep, clock, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  servers.push(server);
  return server;
}

function open(server: Server, headers: Record<string, string> = {}): Promise<Socket> {
  const socket = connect(server.url, { transports: ["websocket"], reconnection: false, extraHeaders: headers });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

const send = <T extends Ack>(socket: Socket, event: string, payload?: unknown): Promise<T> =>
  (payload === undefined
    ? socket.timeout(5000).emitWithAck(event)
    : socket.timeout(5000).emitWithAck(event, payload)) as Promise<T>;

/** A connected player whose every frame is recorded as text. */
async function enter(
  server: Server,
  event: "room:create" | "room:join" | "room:watch",
  payload: object,
): Promise<Player> {
  const socket = await open(server);
  const views: SharedRoomView[] = [];
  const frames: string[] = [];
  socket.onAny((name: string, ...args: unknown[]) => frames.push(JSON.stringify([name, ...args])));
  socket.on("room:state", (view: SharedRoomView) => views.push(view));
  const ack = await send<EnterRoomAck>(socket, event, payload);
  if (!ack.ok) throw new Error(ack.error);
  frames.push(JSON.stringify(ack));
  // Like the browser, a newcomer starts from the view in the acknowledgement.
  views.unshift(ack.view);
  return { socket, views, frames, session: ack.session };
}

/** A big-screen display of the room: no name, no seat; every frame recorded as text. */
async function display(server: Server, code: string) {
  const socket = await open(server);
  const views: SharedRoomView[] = [];
  const frames: string[] = [];
  socket.onAny((name: string, ...args: unknown[]) => frames.push(JSON.stringify([name, ...args])));
  socket.on("room:state", (view: SharedRoomView) => views.push(view));
  const ack = await send<DisplayAck>(socket, "room:display", { code });
  if (!ack.ok) throw new Error(ack.error);
  frames.push(JSON.stringify(ack));
  views.unshift(ack.view);
  return { socket, views, frames };
}

const create = (server: Server, name = "Hana") =>
  enter(server, "room:create", { name, totalRounds: 3, roundDuration: 60 });
const join = (server: Server, code: string, name: string) => enter(server, "room:join", { code, name });
/** The newest view completed with the player's own place, as the browser does. */
const latest = (player: Player) => {
  const view = player.views.at(-1);
  return view && withViewer(view, player.session.playerId);
};

/** The player's sockets: their own, then `count - 1` more sockets resuming their session (tabs). */
async function tabsOf(server: Server, player: Player, count: number): Promise<Socket[]> {
  const { roomCode: code, playerId, token } = player.session;
  const tabs = [player.socket];
  while (tabs.length < count) {
    const socket = await open(server);
    expect((await send<ResumeAck>(socket, "room:resume", { code, playerId, token })).ok).toBe(true);
    tabs.push(socket);
  }
  return tabs;
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function fourPlayers(server: Server) {
  const host = await create(server);
  const code = host.session.roomCode;
  const others = [];
  for (const name of ["Ben", "Cleo", "Dev"]) others.push(await join(server, code, name));
  await until(() => latest(host)?.players.length === 4);
  return { code, host, others, all: [host, ...others] };
}

describe("creating and joining", () => {
  it("creates a room with a 6-character code and hands the host a secret session", async () => {
    const server = await startServer();
    const host = await create(server);
    expect(host.session.roomCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(host.session.roomId).toBe(host.session.roomCode);
    expect(host.session.playerName).toBe("Hana");
    expect(host.session.token.length).toBeGreaterThanOrEqual(32);
  });

  it("puts joiners in teams by the player count and tells everyone", async () => {
    const server = await startServer();
    const { host, all } = await fourPlayers(server);
    expect(latest(host)?.players.map((player) => [player.name, player.team, player.isHost])).toEqual([
      ["Hana", "A", true],
      ["Ben", "B", false],
      ["Cleo", "A", false],
      ["Dev", "B", false],
    ]);
    for (const player of all) await until(() => latest(player)?.players.length === 4);
  });

  it("refuses bad names, missing rooms and a full room with the spec's messages", async () => {
    const server = await startServer();
    const socket = await open(server);
    expect(await send(socket, "room:create", { name: "  ", totalRounds: 5, roundDuration: 90 })).toEqual({
      ok: false,
      error: catchphraseErrors.nameRequired,
    });
    expect(await send(socket, "room:join", { code: "", name: "Ben" })).toEqual({
      ok: false,
      error: catchphraseErrors.roomCodeRequired,
    });
    expect(await send(socket, "room:join", { code: "ZZZZZZ", name: "Ben" })).toEqual({
      ok: false,
      error: catchphraseErrors.roomNotFound,
    });
    const host = await create(server);
    expect(await send(socket, "room:join", { code: host.session.roomCode, name: " " })).toEqual({
      ok: false,
      error: catchphraseErrors.nameRequiredToJoin,
    });
    expect(await send(socket, "room:join", { code: host.session.roomCode, name: "x".repeat(21) })).toEqual({
      ok: false,
      error: catchphraseErrors.nameTooLong,
    });
    for (let i = 1; i < 10; i += 1) await join(server, host.session.roomCode, `P${i}`);
    expect(await send(socket, "room:join", { code: host.session.roomCode, name: "Eleven" })).toEqual({
      ok: false,
      error: catchphraseErrors.roomFull,
    });
  });
});

describe("authority", () => {
  it("lets only the host start, and only with 4 players", async () => {
    const server = await startServer();
    const host = await create(server);
    const ben = await join(server, host.session.roomCode, "Ben");
    expect(await send(host.socket, "room:intent", { type: "start" })).toEqual({
      ok: false,
      error: catchphraseErrors.notEnoughPlayers,
    });
    await join(server, host.session.roomCode, "Cleo");
    await join(server, host.session.roomCode, "Dev");
    expect(await send(ben.socket, "room:intent", { type: "start" })).toEqual({
      ok: false,
      error: catchphraseErrors.hostOnly,
    });
    expect(await send(host.socket, "room:intent", { type: "start" })).toEqual({ ok: true });
    await until(() => latest(ben)?.game.status === "playing");
  });

  it("refuses intents from a socket that has not proved who it is, and a wrong token", async () => {
    const server = await startServer();
    const host = await create(server);
    const stranger = await open(server);
    expect(await send(stranger, "room:intent", { type: "start" })).toEqual({
      ok: false,
      error: catchphraseErrors.notMember,
    });
    const wrong = await send<ResumeAck>(stranger, "room:resume", {
      code: host.session.roomCode,
      playerId: host.session.playerId,
      token: "x".repeat(32),
    });
    expect(wrong).toEqual({ ok: false, error: catchphraseErrors.notMember });
    const right = await send<ResumeAck>(stranger, "room:resume", {
      code: host.session.roomCode,
      playerId: host.session.playerId,
      token: host.session.token,
    });
    expect(right.ok && right.view.you.isHost).toBe(true);
  });

  it("answers malformed and unknown messages with an error and keeps serving", async () => {
    const server = await startServer();
    const host = await create(server);
    for (const payload of [
      { type: "hack" },
      { type: "start", extra: 1 },
      "start",
      null,
      { type: "updateSettings", settings: { showTimer: "yes" } },
    ]) {
      const ack = await send(host.socket, "room:intent", payload);
      expect(ack.ok).toBe(false);
    }
    host.socket.emit("room:intent", { type: "start" });
    host.socket.emit("no:such:event", { a: 1 });
    expect(await send<ExistsAck>(host.socket, "room:exists", { code: host.session.roomCode })).toEqual({
      ok: true,
      exists: true,
    });
  });

  it("limits how fast one connection may send", async () => {
    const server = await startServer();
    const socket = await open(server);
    const acks = await Promise.all(Array.from({ length: 30 }, () => send(socket, "room:exists", { code: "ABCDEF" })));
    expect(acks.filter((ack) => !ack.ok && ack.error === TOO_FAST).length).toBeGreaterThan(0);
    expect(acks.filter((ack) => ack.ok).length).toBeGreaterThanOrEqual(20);
  });

  it("limits how often one address may try to enter rooms, across connections", async () => {
    const server = await startServer(undefined, { CATCHPHRASE_JOINS_PER_MINUTE: "5" });
    const host = await create(server);
    const code = host.session.roomCode;
    const guesser = await open(server);
    for (const guess of ["AAAAAA", "AAAAAB", "AAAAAC"]) {
      expect(await send(guesser, "room:join", { code: guess, name: "Eve" })).toEqual({
        ok: false,
        error: catchphraseErrors.roomNotFound,
      });
    }
    expect(await send<ExistsAck>(guesser, "room:exists", { code })).toEqual({ ok: true, exists: true });
    // A new connection from the same address shares the allowance.
    const again = await open(server);
    for (const [event, payload] of [
      ["room:join", { code, name: "Eve" }],
      ["room:exists", { code }],
      ["room:create", { name: "Eve", totalRounds: 3, roundDuration: 60 }],
      ["room:resume", { code, playerId: host.session.playerId, token: "x".repeat(32) }],
      ["room:resume", { code: "AAAAAD", playerId: host.session.playerId, token: host.session.token }],
    ] as const) {
      expect(await send(again, event, payload)).toEqual({ ok: false, error: TOO_MANY_ROOM_ATTEMPTS });
    }
    // Proving one's identity still works: a player reconnecting is never locked out.
    const resumed = await send<ResumeAck>(again, "room:resume", {
      code,
      playerId: host.session.playerId,
      token: host.session.token,
    });
    expect(resumed.ok).toBe(true);
    // Players already in a room keep playing.
    expect(await send(host.socket, "room:intent", { type: "updateSettings", settings: { showTimer: false } })).toEqual({
      ok: true,
    });
  });

  it("answers a missing room, a stranger, a wrong token and built-in names alike, charging each to the address", async () => {
    // The allowance at its default: 60 attempts a minute per address (every socket here is 127.0.0.1).
    const server = await startServer();
    const host = await create(server);
    const { roomCode: code, playerId, token } = host.session;
    const stranger = "2b1e7c9a-3d4f-4a5b-8c6d-7e8f9a0b1c2d";
    const refusals = [
      { code: "ZZZZZZ", playerId, token },
      { code, playerId: stranger, token },
      { code, playerId, token: "x".repeat(32) },
    ];
    const builtIns = ["constructor", "__proto__", "toString", "hasOwnProperty"].flatMap((name) => [
      { code, playerId: name, token },
      { code: "ZZZZZZ", playerId: name, token },
    ]);
    // Spread over several sockets, each within its own rate, as a prober would.
    const probers = await Promise.all(Array.from({ length: 6 }, () => open(server)));
    const answers: Ack[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (const [index, payload] of [...refusals, ...builtIns].entries()) {
        answers.push(await send(probers[index % probers.length] as Socket, "room:resume", payload));
      }
    }
    // 44 refusals so far, plus the host's create: 45 of the 60 spent. The first answers tell
    // nothing apart: every lookup gets one sentence, every built-in name is not even a player id.
    expect(answers.slice(0, 11)).toEqual([
      ...refusals.map(() => ({ ok: false, error: catchphraseErrors.notMember })),
      ...builtIns.map(() => ({ ok: false, error: MALFORMED })),
    ]);
    for (let more = 0; more < 15; more += 1) {
      await send(probers[more % probers.length] as Socket, "room:resume", refusals[more % refusals.length]);
    }
    // Spent: from here on every refusal reads alike, whatever the room or the id.
    const late = await open(server);
    for (const payload of [...refusals, ...builtIns.slice(0, 2)]) {
      expect(await send(late, "room:resume", payload)).toEqual({ ok: false, error: TOO_MANY_ROOM_ATTEMPTS });
    }
    expect(await send(late, "room:exists", { code })).toEqual({ ok: false, error: TOO_MANY_ROOM_ATTEMPTS });
    // The host, proving who they are, is never refused.
    const resumed = await send<ResumeAck>(late, "room:resume", { code, playerId, token });
    expect(resumed.ok).toBe(true);
  });

  it("limits how fast one player may change their room, over all their sockets together", async () => {
    const server = await startServer();
    const host = await create(server);
    // The same player on four sockets: each socket alone may send 20 at once.
    const tabs = await tabsOf(server, host, 4);
    const acks = await Promise.all(
      Array.from({ length: 80 }, (_, index) =>
        send(tabs[index % tabs.length] as Socket, "room:intent", {
          type: "updateSettings",
          settings: { showTimer: index % 2 === 0 },
        }),
      ),
    );
    const accepted = acks.filter((ack) => ack.ok).length;
    // One allowance of 20 at once (and 5 a second after), not four.
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThan(40);
    expect(acks.filter((ack) => !ack.ok).every((ack) => !ack.ok && ack.error === TOO_FAST)).toBe(true);
  });

  it("holds one address to its cap of open sockets", async () => {
    const server = await startServer(undefined, { CATCHPHRASE_SOCKETS_PER_ADDRESS: "3" });
    const first = await open(server);
    await open(server);
    await open(server);
    await expect(open(server)).rejects.toThrow();
    // A socket closing makes room for another.
    first.disconnect();
    await until(async () => {
      try {
        await open(server);
        return true;
      } catch {
        return false;
      }
    }, 5000);
  });

  it("counts by the forwarded address only behind a trusted proxy", async () => {
    const spoofed = await startServer(undefined, { CATCHPHRASE_JOINS_PER_MINUTE: "1" });
    const first = await open(spoofed, { "x-forwarded-for": "198.51.100.1" });
    expect((await send(first, "room:exists", { code: "AAAAAA" })).ok).toBe(true);
    const second = await open(spoofed, { "x-forwarded-for": "198.51.100.2" });
    expect(await send(second, "room:exists", { code: "AAAAAA" })).toEqual({ ok: false, error: TOO_MANY_ROOM_ATTEMPTS });

    const proxied = await startServer(undefined, { CATCHPHRASE_JOINS_PER_MINUTE: "1", TRUST_PROXY: "loopback" });
    for (const client of ["198.51.100.1", "198.51.100.2"]) {
      const socket = await open(proxied, { "x-forwarded-for": client });
      expect((await send(socket, "room:exists", { code: "AAAAAA" })).ok).toBe(true);
    }
    const repeat = await open(proxied, { "x-forwarded-for": "198.51.100.2" });
    expect(await send(repeat, "room:exists", { code: "AAAAAA" })).toEqual({ ok: false, error: TOO_MANY_ROOM_ATTEMPTS });
  });

  it("answers an event it does not know instead of leaving the sender waiting", async () => {
    const server = await startServer();
    const socket = await open(server);
    expect(await send(socket, "room:destroyAll", { code: "AAAAAA" })).toEqual({ ok: false, error: UNKNOWN_EVENT });
    expect(await send(socket, "constructor")).toEqual({ ok: false, error: UNKNOWN_EVENT });
    expect((await send<ExistsAck>(socket, "room:exists", { code: "AAAAAA" })).ok).toBe(true);
  });

  it("refuses sockets opened by pages of another site", async () => {
    const server = await startServer();
    await expect(open(server, { origin: "https://evil.example" })).rejects.toThrow();
    await expect(open(server, { origin: server.url })).resolves.toBeDefined();
  });
});

describe("what one message may cost", () => {
  it("refuses the review's Our Words line of 24,000 combining marks as too long, without composing it", async () => {
    const server = await startServer();
    const host = await create(server);
    const request = { type: "chooseWords", categories: [], mode: "only", ourWords: COMBINING_MARKS_LINE };
    let ack: Ack | undefined;
    const composed = await normalizedLengths(async () => {
      ack = await send(host.socket, "room:intent", request);
    });
    expect(ack).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Nothing was saved\. Line 1 \(".*"\) is longer than 40 characters\.$/u),
    });
    expect(Math.max(0, ...composed)).toBeLessThan(100);
    // The room keeps its words, and takes a good list at once.
    expect(await send(host.socket, "room:intent", { ...request, ourWords: "Aunt Mo\nThe lake" })).toEqual({ ok: true });
  });

  it("counts a refused change against the player's allowance, over all their sockets", async () => {
    const server = await startServer();
    const host = await create(server);
    const ben = await join(server, host.session.roomCode, "Ben");
    const tabs = await tabsOf(server, ben, 2);
    // Only the host may start: each of these is refused, and each costs the room's checks.
    const acks = await Promise.all(
      Array.from({ length: 30 }, (_, index) => send(tabs[index % 2] as Socket, "room:intent", { type: "start" })),
    );
    const errors = acks.map((ack) => (ack.ok ? "ok" : ack.error));
    expect(errors.filter((error) => error === catchphraseErrors.hostOnly).length).toBeLessThanOrEqual(21);
    expect(errors.filter((error) => error === TOO_FAST).length).toBeGreaterThanOrEqual(9);
  });

  it("reads no more of one player's messages than their allowance, whatever the number of their sockets", async () => {
    const server = await startServer();
    const host = await create(server);
    const tabs = await tabsOf(server, host, 4);
    const request = { type: "chooseWords", categories: ["Food"], mode: "mixed", ourWords: "Aunt Mo\nThe lake" };
    const read = vi.spyOn(intentSchema, "safeParse");
    try {
      // Four sockets, each within its own rate of 20 at once: 60 messages, one player's burst of 20.
      const acks = await Promise.all(
        Array.from({ length: 60 }, (_, index) => send(tabs[index % 4] as Socket, "room:intent", request)),
      );
      const tooFast = acks.filter((ack) => !ack.ok && ack.error === TOO_FAST).length;
      expect(tooFast).toBeGreaterThanOrEqual(30);
      // Only the messages the player's allowance let through were read at all.
      expect(read.mock.calls).toHaveLength(acks.length - tooFast);
    } finally {
      read.mockRestore();
    }
  });

  it("holds one address to its allowance of refused changes, over all its players, then reads its intents no more", async () => {
    const server = await startServer();
    const { host, others } = await fourPlayers(server);
    // Each of the three joiners sends 19 intents only the host may send (with their join, each
    // socket's burst of 20), and the host 3 that cannot be done before a game: 60 refusals.
    const refused = [
      ...others.flatMap((player) =>
        Array.from({ length: 19 }, () => [player, "start", catchphraseErrors.hostOnly] as const),
      ),
      ...Array.from({ length: 3 }, () => [host, "nextRound", catchphraseErrors.notNow] as const),
    ];
    for (const [player, type, error] of refused) {
      expect(await send(player.socket, "room:intent", { type })).toEqual({ ok: false, error });
    }
    // The allowance is spent (the server's clock stands still here): even the host's good change waits.
    expect(await send(host.socket, "room:intent", { type: "updateSettings", settings: { showTimer: false } })).toEqual({
      ok: false,
      error: TOO_FAST,
    });
    expect(latest(host)?.game.showTimer).toBe(true);
    // One second later, one more change may be tried.
    server.clock.now += 1000;
    expect(await send(host.socket, "room:intent", { type: "updateSettings", settings: { showTimer: false } })).toEqual({
      ok: true,
    });
  });
});

describe("secrets", () => {
  it("never sends the word to the describer's teammates, in any frame", async () => {
    const server = await startServer();
    const { host, all } = await fourPlayers(server);
    expect(await send(host.socket, "room:intent", { type: "start" })).toEqual({ ok: true });
    await until(() => all.every((player) => latest(player)?.game.status === "playing"));
    const secrets: { word: string; teammates: Player[] }[] = [];
    for (let turn = 0; turn < 6; turn += 1) {
      const describer = all.find((player) => latest(player)?.you.isDescriber);
      if (!describer) throw new Error("no describer");
      const view = latest(describer);
      if (!view?.game.currentWord) throw new Error("the describer cannot see the word");
      const teammates = all.filter(
        (player) => player !== describer && latest(player)?.you.team === view.game.currentTeam,
      );
      const opponents = all.filter((player) => latest(player)?.you.team !== view.game.currentTeam);
      secrets.push({ word: view.game.currentWord, teammates });
      for (const teammate of teammates) expect(latest(teammate)?.game.currentWord).toBeNull();
      for (const opponent of opponents) expect(latest(opponent)?.game.currentWord).toBe(view.game.currentWord);
      const before = all.map((player) => player.views.length);
      expect(await send(describer.socket, "room:intent", { type: "wordGuessed" })).toEqual({ ok: true });
      await until(() => all.every((player, index) => player.views.length > (before[index] ?? 0)));
    }
    // Words never repeat within a game, so a word in any frame a teammate received is a leak.
    expect(new Set(secrets.map((secret) => secret.word)).size).toBe(secrets.length);
    for (const { word, teammates } of secrets) {
      expect(teammates.length).toBeGreaterThan(0);
      for (const teammate of teammates) {
        expect(teammate.frames.some((frame) => frame.includes(JSON.stringify(word)))).toBe(false);
      }
    }
  });

  it("never sends a spectator or a big-screen display the word, in any frame, while the round runs", async () => {
    const server = await startServer();
    const { code, host, all } = await fourPlayers(server);
    const spectator = await enter(server, "room:watch", { code, name: "Eve" });
    const screen = await display(server, code);
    await until(() => latest(host)?.spectators.length === 1);
    expect(latest(spectator)?.you).toMatchObject({ watching: true, team: null, canSeeWord: false });
    // A spectator may not play: every player's intent is refused, and changes nothing.
    expect(await send(spectator.socket, "room:intent", { type: "start" })).toEqual({
      ok: false,
      error: catchphraseErrors.watchingOnly,
    });
    expect(await send(host.socket, "room:intent", { type: "start" })).toEqual({ ok: true });
    const words: string[] = [];
    for (let turn = 0; turn < 6; turn += 1) {
      await until(() => all.filter((player) => latest(player)?.you.isDescriber).length === 1);
      const describer = all.find((player) => latest(player)?.you.isDescriber) as Player;
      words.push(latest(describer)?.game.currentWord ?? "");
      expect(await send(spectator.socket, "room:intent", { type: "wordGuessed" })).toMatchObject({ ok: false });
      const before = [spectator.views.length, screen.views.length];
      expect(await send(describer.socket, "room:intent", { type: "wordGuessed" })).toEqual({ ok: true });
      await until(() => spectator.views.length > (before[0] ?? 0) && screen.views.length > (before[1] ?? 0));
      expect(spectator.views.at(-1)?.game.status).toBe("playing");
      expect(screen.views.at(-1)?.players).toHaveLength(4);
    }
    expect(words.every((word) => word !== "")).toBe(true);
    for (const watcher of [spectator, screen]) {
      expect(watcher.frames.length).toBeGreaterThan(6);
      for (const word of words)
        expect(watcher.frames.filter((frame) => frame.includes(JSON.stringify(word)))).toEqual([]);
    }
  });

  it("stops sending a player's views to their socket once it shows the room as a display", async () => {
    const server = await startServer();
    const { code, host, others } = await fourPlayers(server);
    // Ben is on Team B, which sees the word while Team A describes, as it does first.
    const ben = others[0] as Player;
    expect(await send(ben.socket, "room:display", { code })).toMatchObject({ ok: true });
    const from = ben.frames.length;
    expect(await send(host.socket, "room:intent", { type: "start" })).toEqual({ ok: true });
    await until(() => ben.views.at(-1)?.game.status === "playing");
    const after = ben.frames.slice(from).map((frame) => JSON.parse(frame) as [string, SharedRoomView]);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every(([, view]) => view.game.currentWord === null)).toBe(true);
    // Ben is still a player of the room, as with a closed tab.
    expect(latest(host)?.players.map((player) => player.name)).toContain("Ben");
  });

  it("hides the word from the other team too when Opposite Team Sees Word is off", async () => {
    const server = await startServer();
    const { host, all } = await fourPlayers(server);
    await send(host.socket, "room:intent", { type: "updateSettings", settings: { oppositeTeamCanSeeWord: false } });
    await send(host.socket, "room:intent", { type: "start" });
    await until(() => all.every((player) => latest(player)?.game.status === "playing"));
    const seeing = all.filter((player) => latest(player)?.game.currentWord !== null);
    expect(seeing).toHaveLength(1);
    expect(latest(seeing[0] as Player)?.you.isDescriber).toBe(true);
    const word = latest(seeing[0] as Player)?.game.currentWord ?? "";
    for (const player of all.filter((p) => p !== seeing[0])) {
      expect(player.frames.some((frame) => frame.includes(JSON.stringify(word)))).toBe(false);
    }
  });
});

describe("the server's timer", () => {
  it("ends the round when its time is up, giving the point to the team not describing", async () => {
    const server = await startServer();
    const { host, all } = await fourPlayers(server);
    await send(host.socket, "room:intent", { type: "start" });
    await until(() => latest(host)?.game.status === "playing");
    const describingTeam = latest(host)?.game.currentTeam;
    server.clock.now += 59_000;
    await server.upkeep.wakeDueRooms();
    expect(latest(host)?.game.status).toBe("playing");
    server.clock.now += 1_000;
    await server.upkeep.wakeDueRooms();
    await server.upkeep.wakeDueRooms();
    await until(() => all.every((player) => latest(player)?.game.status === "roundEnd"));
    const game = latest(host)?.game;
    expect(game?.timerActive).toBe(false);
    expect(
      describingTeam === "A" ? [game?.teamAScore, game?.teamBScore] : [game?.teamBScore, game?.teamAScore],
    ).toEqual([0, 1]);
  });

  it("keeps rooms through a restart: players resume and the round still ends on time", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "catchphrase-restart-"));
    folders.push(dataDir);
    const first = await startServer(dataDir);
    const { host, code } = await fourPlayers(first);
    await send(host.socket, "room:intent", { type: "start" });
    await until(() => latest(host)?.game.status === "playing");
    const startedAt = first.clock.now;
    for (const socket of sockets.splice(0)) socket.disconnect();
    await first.app.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await startServer(dataDir);
    second.clock.now = startedAt + 10_000;
    const socket = await open(second);
    const views: SharedRoomView[] = [];
    socket.on("room:state", (view: SharedRoomView) => views.push(view));
    const resumed = await send<ResumeAck>(socket, "room:resume", {
      code,
      playerId: host.session.playerId,
      token: host.session.token,
    });
    expect(resumed.ok && resumed.view.game.status).toBe("playing");
    // The new process learns of the round from the sweep and times its end exactly.
    second.clock.now = startedAt + 59_800;
    await second.upkeep.wakeDueRooms(1000);
    expect(views.at(-1)?.game.status ?? "playing").toBe("playing");
    second.clock.now = startedAt + 60_000;
    await until(() => views.at(-1)?.game.status === "roundEnd");
  });
});

describe("leaving", () => {
  it("takes a player out of their room when their socket creates or joins another", async () => {
    const server = await startServer();
    const { host, others } = await fourPlayers(server);
    const [ben, cleo] = others as [Player, Player];
    const other = await create(server, "Olga");
    await send(ben.socket, "room:create", { name: "Ben", totalRounds: 3, roundDuration: 60 });
    await send(cleo.socket, "room:join", { code: other.session.roomCode, name: "Cleo" });
    await until(() => latest(host)?.players.length === 2);
    expect(latest(host)?.players.map((player) => player.name)).toEqual(["Hana", "Dev"]);
    await until(() => latest(other)?.players.length === 2);
  });

  it("closes the room for everyone when the host leaves", async () => {
    const server = await startServer();
    const { host, others, code } = await fourPlayers(server);
    const closed = others.map((player) => new Promise((resolve) => player.socket.once("room:closed", resolve)));
    expect(await send(host.socket, "room:intent", { type: "leave" })).toEqual({ ok: true });
    expect(await Promise.all(closed)).toEqual([{ reason: "hostLeft" }, { reason: "hostLeft" }, { reason: "hostLeft" }]);
    expect(await send<ExistsAck>(host.socket, "room:exists", { code })).toEqual({ ok: true, exists: false });
  });

  it("removes a player who leaves and keeps the room for the others", async () => {
    const server = await startServer();
    const { host, others, code } = await fourPlayers(server);
    const dev = others[2] as Player;
    expect(await send(dev.socket, "room:intent", { type: "leave" })).toEqual({ ok: true });
    await until(() => latest(host)?.players.length === 3);
    const again = await send<ResumeAck>(dev.socket, "room:resume", {
      code,
      playerId: dev.session.playerId,
      token: dev.session.token,
    });
    expect(again).toEqual({ ok: false, error: catchphraseErrors.notMember });
  });
});

describe("host tools and presence over sockets", () => {
  it("lets only the host skip, remove and shuffle, and nobody switch another player's team", async () => {
    const server = await startServer();
    const { host, others, code } = await fourPlayers(server);
    const [ben, cleo] = others as [Player, Player];
    const intent = (player: Player, body: object) => send(player.socket, "room:intent", body);
    expect(await intent(host, { type: "updateSettings", settings: { pickTeams: true } })).toEqual({ ok: true });
    const teamsBefore = latest(host)?.players.map((player) => player.team);
    expect(await intent(ben, { type: "shuffleTeams" })).toEqual({ ok: false, error: catchphraseErrors.hostOnly });
    expect(await intent(ben, { type: "removePlayer", playerId: cleo.session.playerId })).toEqual({
      ok: false,
      error: catchphraseErrors.hostOnly,
    });
    // A switch names nobody: a request naming another player is not one the server understands.
    expect(await intent(ben, { type: "switchTeam", playerId: cleo.session.playerId })).toEqual({
      ok: false,
      error: MALFORMED,
    });
    expect(await intent(ben, { type: "switchTeam" })).toEqual({ ok: true });
    await until(() => latest(host)?.players.find((p) => p.id === ben.session.playerId)?.team !== teamsBefore?.[1]);
    expect(latest(host)?.players.find((p) => p.id === cleo.session.playerId)?.team).toBe(teamsBefore?.[2]);
    // Even teams again, then a round: only the host may skip the describer's turn.
    expect(await intent(ben, { type: "switchTeam" })).toEqual({ ok: true });
    expect(await intent(host, { type: "start" })).toEqual({ ok: true });
    await until(() => latest(host)?.game.status === "playing");
    const describer = latest(host)?.game.currentPlayer;
    const notDescribing = others.find((player) => player.session.playerId !== describer) as Player;
    expect(await intent(notDescribing, { type: "skipTurn" })).toEqual({ ok: false, error: catchphraseErrors.hostOnly });
    const notices: unknown[] = [];
    ben.socket.on("room:notice", (notice: unknown) => notices.push(notice));
    expect(await intent(host, { type: "skipTurn" })).toEqual({ ok: true });
    await until(() => notices.length === 1);
    expect(notices[0]).toMatchObject({ type: "turnPassed", reason: "skipped" });
    expect(latest(ben)?.game.currentPlayer).not.toBe(describer);
    expect(code).toBeTruthy();
  });

  it("refuses a removed player's token at once, for intents and resumes alike", async () => {
    const server = await startServer();
    const { host, others, code } = await fourPlayers(server);
    const dev = others[2] as Player;
    const closed = new Promise((resolve) => dev.socket.once("room:closed", resolve));
    expect(await send(host.socket, "room:intent", { type: "removePlayer", playerId: dev.session.playerId })).toEqual({
      ok: true,
    });
    expect(await closed).toEqual({ reason: "playerRemoved" });
    await until(() => latest(host)?.players.length === 3);
    expect(await send(dev.socket, "room:intent", { type: "updateSettings", settings: { showTimer: false } })).toEqual({
      ok: false,
      error: catchphraseErrors.notMember,
    });
    const again = await send<ResumeAck>(dev.socket, "room:resume", {
      code,
      playerId: dev.session.playerId,
      token: dev.session.token,
    });
    expect(again).toEqual({ ok: false, error: catchphraseErrors.notMember });
    // The room's later changes never reach the removed player's socket.
    const framesBefore = dev.frames.length;
    expect(await send(host.socket, "room:intent", { type: "updateSettings", settings: { showTimer: false } })).toEqual({
      ok: true,
    });
    await until(() => latest(host)?.game.showTimer === false);
    expect(dev.frames.slice(framesBefore).filter((frame) => frame.includes("room:state"))).toEqual([]);
  });

  it("hands the room over when the host leaves that way, and the leaver hears nothing more from it", async () => {
    const server = await startServer();
    const { host, others } = await fourPlayers(server);
    const [ben, cleo] = others as [Player, Player];
    const notices: unknown[] = [];
    cleo.socket.on("room:notice", (notice: unknown) => notices.push(notice));
    expect(await send(host.socket, "room:intent", { type: "handOverAndLeave" })).toEqual({ ok: true });
    await until(() => notices.length === 1);
    expect(notices).toEqual([{ type: "hostChanged", to: "Ben" }]);
    expect(latest(ben)?.you.isHost).toBe(true);
    expect(latest(ben)?.players.map((player) => player.name)).toEqual(["Ben", "Cleo", "Dev"]);
    const framesBefore = host.frames.length;
    expect(await send(ben.socket, "room:intent", { type: "skipTurn" })).toEqual({
      ok: false,
      error: catchphraseErrors.notNow,
    });
    // The room's next notice (Ben handing over in turn) reaches everyone still in it, not Hana.
    expect(await send(ben.socket, "room:intent", { type: "handOverAndLeave" })).toEqual({ ok: true });
    await until(() => notices.length === 2);
    expect(notices[1]).toEqual({ type: "hostChanged", to: "Cleo" });
    expect(host.frames.slice(framesBefore)).toEqual([]);
  });

  it("shows a player whose last socket closed as offline five seconds later, and online when they resume", async () => {
    const server = await startServer();
    const { host, others, code } = await fourPlayers(server);
    const cleo = others[1] as Player;
    // Presence is judged from five seconds after the server started.
    server.clock.now += 5_000;
    const shownOffline = () => latest(host)?.players.find((p) => p.id === cleo.session.playerId)?.offline;
    cleo.socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A few sweeps go by with the server's clock short of five seconds: nothing shows.
    server.clock.now += 4_900;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(shownOffline()).toBe(false);
    server.clock.now += 100;
    await until(() => shownOffline() === true, 5_000);
    const back = await open(server);
    const ack = await send<ResumeAck>(back, "room:resume", {
      code,
      playerId: cleo.session.playerId,
      token: cleo.session.token,
    });
    expect(ack.ok).toBe(true);
    await until(() => latest(host)?.players.find((p) => p.id === cleo.session.playerId)?.offline === false);
  });
});

describe("counters", () => {
  it("counts rooms, games, rounds and game ends atomically on the server", async () => {
    const server = await startServer();
    const { host } = await fourPlayers(server);
    await send(host.socket, "room:intent", { type: "start" });
    server.clock.now += 60_000;
    await server.upkeep.wakeDueRooms();
    await until(() => latest(host)?.game.status === "roundEnd");
    await send(host.socket, "room:intent", { type: "endGame" });
    await until(() => latest(host)?.game.status === "gameEnd");
    const totals = await server.app.services.repositories?.eventCounts.totals([
      "room_created",
      "room_joined",
      "game_started",
      "round_started",
      "round_ended",
      "game_ended",
    ]);
    expect(totals).toEqual({
      room_created: 1,
      room_joined: 3,
      game_started: 1,
      round_started: 1,
      round_ended: 1,
      game_ended: 1,
    });
  });
});
