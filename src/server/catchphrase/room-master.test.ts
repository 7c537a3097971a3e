import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createMemoryPresenceRepository,
  createMemoryRoomStore,
  createRecordingTransport,
} from "../../../tests/support/memory-rooms";
import { seededRandom } from "../../../tests/support/seeded-random";
import { catchphraseErrors, intentFailures } from "../../shared/catchphrase/messages";
import type { Intent } from "../../shared/catchphrase/types";
import { createDependencies } from "../dependencies";
import { createPresence } from "./presence";
import { createRoomClock } from "./room-clock";
import { createRoomMaster, type RoomDocument } from "./room-master";

const quietLog = () => ({ error: vi.fn(), warn: vi.fn(), debug: vi.fn() });
const T0 = Date.UTC(2026, 10, 25, 12, 0, 0);
/** The rules, written out here rather than read from the code under test. */
const SHOWN_OFFLINE_AFTER = 5_000;
const DESCRIBER_SKIPPED_AFTER = 10_000;
const HOST_HANDED_ON_AFTER = 30_000;

let time = T0;
beforeEach(() => {
  time = T0;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets time pass on the server's clock and its timers. */
async function pass(ms: number): Promise<void> {
  time += ms;
  await vi.advanceTimersByTimeAsync(ms);
}

/** One server process: a room master on a (shared) in-memory store, with its clock and transport. */
function process(
  store = createMemoryRoomStore<RoomDocument>(),
  { cachedRoomsBytes, random = () => 0 }: { cachedRoomsBytes?: number; random?: () => number } = {},
) {
  const transport = createRecordingTransport();
  const clock = createRoomClock(() => time);
  const log = quietLog();
  const dependencies = createDependencies(log as never);
  dependencies.need("database");
  dependencies.report("database", true);
  const master = createRoomMaster({
    store,
    transport,
    clock,
    log,
    now: () => time,
    dependencies,
    visitorIds: { isGenuine: (id) => id.startsWith("anon-") },
    random,
    ...(cachedRoomsBytes === undefined ? {} : { cachedRoomsBytes }),
  });
  return { master, store, transport, clock, log, dependencies };
}

/** A room of `names.length` players, the first hosting; their ids in join order. */
async function roomOf(master: ReturnType<typeof createRoomMaster>, names = ["Ann", "Ben", "Cleo", "Dev"]) {
  const created = await master.create({ name: names[0] ?? "Ann", totalRounds: 3, roundDuration: 60 });
  if (!created.ok) throw new Error(created.error);
  const code = created.session.roomCode;
  const ids = [created.session.playerId];
  for (const name of names.slice(1)) {
    const joined = await master.join({ code, name, visitorId: `anon-${name}` });
    if (!joined.ok) throw new Error(joined.error);
    ids.push(joined.session.playerId);
  }
  return { code, ids };
}

async function startedRoom(master: ReturnType<typeof createRoomMaster>, names?: string[]) {
  const room = await roomOf(master, names);
  expect(await master.intent(room.code, room.ids[0] as string, { type: "start" })).toEqual({ ok: true });
  return room;
}

const stored = (store: ReturnType<typeof createMemoryRoomStore<RoomDocument>>, code: string) =>
  store.rows.get(code)?.document.room;

describe("the room master's writes", () => {
  it("writes an intent in one statement once it has the room", async () => {
    const { master, store } = process();
    const { code, ids } = await startedRoom(master);
    store.calls.find = 0;
    store.calls.replace = 0;
    for (const id of ids)
      await master.intent(code, id, { type: "updateSettings", settings: { allowWordChange: true } });
    expect({ find: store.calls.find, replace: store.calls.replace }).toEqual({ find: 0, replace: ids.length });
  });

  it("keeps rooms at hand by their size in memory: two rooms of long lists fill what five plain ones do not", async () => {
    // 500 words of 40 CJK characters take about 55 kB of memory in a room (bench/README.md, "bench:memory").
    const ourWords = Array.from({ length: 500 }, (_, word) =>
      Array.from({ length: 40 }, (__, letter) => String.fromCodePoint(0x4e00 + word * 40 + letter)).join(""),
    );
    // Each room its own code, drawn from a seeded stream.
    const { master, store } = process(createMemoryRoomStore<RoomDocument>(), {
      cachedRoomsBytes: 120_000,
      random: seededRandom(1),
    });
    const plain = [];
    for (let room = 0; room < 5; room += 1) plain.push(await roomOf(master));
    const touch = async ({ code, ids }: { code: string; ids: string[] }) => {
      expect(
        await master.intent(code, ids[0] as string, { type: "updateSettings", settings: { showTimer: true } }),
      ).toEqual({ ok: true });
    };
    store.calls.find = 0;
    for (const room of plain) await touch(room);
    expect(store.calls.find).toBe(0);
    for (let room = 0; room < 2; room += 1) {
      const { code, ids } = await roomOf(master);
      expect(
        await master.intent(code, ids[0] as string, { type: "chooseWords", categories: [], mode: "only", ourWords }),
      ).toEqual({
        ok: true,
      });
    }
    // The plain rooms made way, and are read again when next changed.
    store.calls.find = 0;
    for (const room of plain) await touch(room);
    expect(store.calls.find).toBe(plain.length);
  });

  it("re-reads a room another process wrote since, instead of overwriting it", async () => {
    const first = process();
    const second = process(first.store);
    const { code, ids } = await startedRoom(first.master);
    const [host, ben] = ids as [string, string];
    const setting = (settings: Extract<Intent, { type: "updateSettings" }>["settings"]) =>
      ({ type: "updateSettings", settings }) as const;
    expect(await second.master.intent(code, host, setting({ allowWordChange: true }))).toEqual({ ok: true });
    first.store.calls.find = 0;
    expect(await first.master.intent(code, ben, setting({ oppositeTeamCanSeeWord: false }))).toEqual({ ok: true });
    expect(first.store.calls.find).toBe(1);
    expect(stored(first.store, code)?.game).toMatchObject({ allowWordChange: true, oppositeTeamCanSeeWord: false });
  });

  it("checks a refusal of its old copy against the store before answering it", async () => {
    const first = process();
    const second = process(first.store);
    const { code, ids } = await roomOf(first.master);
    expect(await second.master.intent(code, ids[0] as string, { type: "start" })).toEqual({ ok: true });
    const describer = stored(first.store, code)?.game.currentPlayer ?? "";
    expect(await first.master.intent(code, describer, { type: "wordGuessed" })).toEqual({ ok: true });
  });

  it("answers an intent it could not save with the spec's message for that intent, and keeps the room", async () => {
    const { master, store } = process();
    const { code, ids } = await startedRoom(master);
    const before = structuredClone(store.rows.get(code));
    const { find, replace } = store;
    const unreachable = async () => {
      throw new Error("Connection terminated unexpectedly");
    };
    store.find = unreachable;
    store.replace = unreachable;
    for (const intent of [{ type: "wordGuessed" }, { type: "changeWord" }, { type: "nextRound" }] as const) {
      for (const id of ids) {
        expect(await master.intent(code, id, intent)).toEqual({ ok: false, error: intentFailures[intent.type] });
      }
    }
    store.find = find;
    store.replace = replace;
    expect(store.rows.get(code)).toEqual(before);
  });

  it("hands the store each change's events with its write: creating, joining, playing, leaving, removing", async () => {
    const { master, store } = process();
    const { code, ids } = await startedRoom(master);
    const [host, ben] = ids as [string, string];
    const watched = await master.watch({ code, name: "Eve", visitorId: "anon-Eve" });
    expect(watched.ok).toBe(true);
    expect(await master.intent(code, ben, { type: "leave" })).toEqual({ ok: true });
    // A refused intent writes nothing, so counts nothing.
    expect(await master.intent(code, ben, { type: "wordGuessed" })).toMatchObject({ ok: false });
    expect(await master.intent(code, host, { type: "leave" })).toEqual({ ok: true });
    expect(store.rows.has(code)).toBe(false);
    expect(store.counted).toEqual(
      [
        "room_created",
        "room_joined",
        "room_joined",
        "room_joined",
        "game_started",
        "round_started",
        "room_left",
        "room_left",
      ].map((name) => ({ code, name })),
    );
  });

  it("counts nothing of a change whose write failed", async () => {
    const { master, store } = process();
    const { code, ids } = await startedRoom(master);
    const counted = store.counted.length;
    const { replace, remove } = store;
    const unreachable = async (): Promise<never> => {
      throw new Error("Connection terminated unexpectedly");
    };
    store.replace = unreachable;
    store.remove = unreachable;
    expect(await master.intent(code, ids[0] as string, { type: "wordGuessed" })).toMatchObject({ ok: false });
    expect(await master.join({ code, name: "Fay" })).toMatchObject({ ok: false });
    expect(await master.intent(code, ids[0] as string, { type: "leave" })).toMatchObject({ ok: false });
    expect(store.counted).toHaveLength(counted);
    store.replace = replace;
    store.remove = remove;
  });

  it("sends everyone the room as stored when a write was saved but its reply was lost", async () => {
    const { master, store, transport } = process();
    const { code, ids } = await startedRoom(master);
    const describer = stored(store, code)?.game.currentPlayer ?? "";
    const replace = store.replace;
    store.replace = async (...args) => {
      await replace(...args);
      throw new Error("Connection terminated unexpectedly");
    };
    expect(await master.intent(code, describer, { type: "wordGuessed" })).toEqual({
      ok: false,
      error: intentFailures.wordGuessed,
    });
    store.replace = replace;
    const next = stored(store, code)?.game.currentPlayer;
    expect(next).not.toBe(describer);
    await pass(1000);
    for (const id of ids) expect(transport.latest(id)?.game.currentPlayer).toBe(next);
  });

  it("refuses every change at once while Redis is away, and stores and sends nothing", async () => {
    const { master, store, transport, dependencies } = process();
    dependencies.need("redis");
    dependencies.report("redis", true);
    const { code, ids } = await startedRoom(master);
    const before = structuredClone(store.rows.get(code));
    const describer = before?.document.room.game.currentPlayer ?? "";
    dependencies.report("redis", false);
    store.calls.replace = 0;
    const sentBefore = [...transport.views.values()].flat().length;
    expect(await master.intent(code, describer, { type: "wordGuessed" })).toEqual({
      ok: false,
      error: intentFailures.wordGuessed,
    });
    expect(await master.intent(code, ids[0] as string, { type: "skipTurn" })).toEqual({
      ok: false,
      error: intentFailures.skipTurn,
    });
    expect(await master.join({ code, name: "Eve" })).toEqual({ ok: false, error: catchphraseErrors.joinFailed });
    expect(await master.create({ name: "Eve", totalRounds: 3, roundDuration: 60 })).toEqual({
      ok: false,
      error: catchphraseErrors.createFailed,
    });
    expect(store.calls.replace).toBe(0);
    expect([...transport.views.values()].flat().length).toBe(sentBefore);
    dependencies.report("redis", true);
    expect(store.rows.get(code)).toEqual(before);
    expect(await master.intent(code, describer, { type: "wordGuessed" })).toEqual({ ok: true });
  });

  it("settles the room changes it has begun", async () => {
    const { master, store } = process();
    const { code, ids } = await startedRoom(master);
    const replace = store.replace;
    let release = () => {};
    store.replace = async (...args) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return replace(...args);
    };
    const change = master.intent(code, ids[1] as string, { type: "updateSettings", settings: { showTimer: false } });
    const settled = master.settle();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await settled;
    expect(stored(store, code)?.game.showTimer).toBe(false);
    expect(await change).toEqual({ ok: true });
  });

  it("logs a wake-up it could not carry out instead of crashing, and leaves it for the next sweep", async () => {
    const { master, store, log } = process();
    store.find = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    };
    await expect(master.wake("ABC123")).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ code: "ABC123" }),
      catchphraseErrors.endRoundFailed,
    );
  });
});

describe("the room's clock", () => {
  it("ends the round at its time and keeps the moment with the room for other processes", async () => {
    const { master, store, transport } = process();
    const { code, ids } = await startedRoom(master);
    expect(store.rows.get(code)?.wakesAt).toBe(T0 + 60_000);
    await pass(59_999);
    expect(transport.latest(ids[0] as string)?.game.status).toBe("playing");
    await pass(1);
    expect(transport.latest(ids[0] as string)?.game.status).toBe("roundEnd");
    expect(store.rows.get(code)?.wakesAt).toBeNull();
  });

  it(`passes an offline describer's turn ${DESCRIBER_SKIPPED_AFTER / 1000} s after their last connection closed`, async () => {
    const { master, store, transport } = process();
    const { code, ids } = await startedRoom(master);
    const describer = stored(store, code)?.game.currentPlayer ?? "";
    const name = (id: string) => stored(store, code)?.players.find((player) => player.id === id)?.name;
    await pass(2_000);
    const closedAt = time;
    // Marked offline when the presence check runs, five seconds after the close.
    await pass(SHOWN_OFFLINE_AFTER);
    await master.setPresence(code, describer, closedAt);
    expect(transport.latest(ids[1] as string)?.players.find((player) => player.id === describer)?.offline).toBe(true);
    expect(store.rows.get(code)?.wakesAt).toBe(closedAt + DESCRIBER_SKIPPED_AFTER);
    await pass(closedAt + DESCRIBER_SKIPPED_AFTER - time - 1);
    expect(stored(store, code)?.game.currentPlayer).toBe(describer);
    const wordBefore = stored(store, code)?.game.currentWord;
    await pass(1);
    const game = stored(store, code)?.game;
    expect(game?.currentPlayer).not.toBe(describer);
    expect(game?.currentWord).not.toBe(wordBefore);
    expect([game?.teamAScore, game?.teamBScore]).toEqual([0, 0]);
    const next = name(game?.currentPlayer ?? "") ?? "";
    expect(transport.notices.map(({ notice }) => notice)).toEqual([
      { type: "turnPassed", from: name(describer), to: next, reason: "offline" },
    ]);
    // The describer was the host (Ann): the host role is handed on next, before the round's end.
    expect(name(describer)).toBe("Ann");
    expect(store.rows.get(code)?.wakesAt).toBe(closedAt + HOST_HANDED_ON_AFTER);
  });

  it("keeps the turn of a describer who comes back just in time", async () => {
    const { master, store, transport } = process();
    const { code } = await startedRoom(master);
    const describer = stored(store, code)?.game.currentPlayer ?? "";
    const closedAt = time;
    await pass(SHOWN_OFFLINE_AFTER);
    await master.setPresence(code, describer, closedAt);
    await pass(DESCRIBER_SKIPPED_AFTER - SHOWN_OFFLINE_AFTER - 100);
    await master.setPresence(code, describer, null);
    await pass(1_000);
    expect(stored(store, code)?.game.currentPlayer).toBe(describer);
    expect(transport.notices).toEqual([]);
    expect(store.rows.get(code)?.wakesAt).toBe(T0 + 60_000);
  });

  it(`hands an offline host's role to the earliest connected joiner after ${HOST_HANDED_ON_AFTER / 1000} s, once`, async () => {
    const first = process();
    const second = process(first.store);
    const { code, ids } = await roomOf(first.master, ["Ann", "Ben", "Cleo", "Dev"]);
    const [host, ben, cleo] = ids as [string, string, string];
    const closedAt = time;
    await pass(SHOWN_OFFLINE_AFTER);
    await first.master.setPresence(code, host, closedAt);
    await first.master.setPresence(code, ben, closedAt);
    // Both processes have the room's wake-up on their clocks (the second through its sweep).
    second.master.wakeAt(code, first.store.rows.get(code)?.wakesAt ?? 0);
    await pass(closedAt + HOST_HANDED_ON_AFTER - time - 1);
    expect(stored(first.store, code)?.players.find((player) => player.isHost)?.id).toBe(host);
    await pass(1);
    expect(
      stored(first.store, code)
        ?.players.filter((player) => player.isHost)
        .map((player) => player.id),
    ).toEqual([cleo]);
    const notices = [...first.transport.notices, ...second.transport.notices].map(({ notice }) => notice);
    expect(notices).toEqual([{ type: "hostChanged", to: "Cleo" }]);
    // The old host comes back as an ordinary player.
    await first.master.setPresence(code, host, null);
    expect(first.transport.latest(host)?.players.find((player) => player.id === host)).toMatchObject({
      isHost: false,
      offline: false,
    });
  });

  it("keeps the host role with a host who comes back just in time", async () => {
    const { master, store, transport } = process();
    const { code, ids } = await roomOf(master);
    const closedAt = time;
    await pass(SHOWN_OFFLINE_AFTER);
    await master.setPresence(code, ids[0] as string, closedAt);
    await pass(HOST_HANDED_ON_AFTER - SHOWN_OFFLINE_AFTER - 1);
    await master.setPresence(code, ids[0] as string, null);
    await pass(5_000);
    expect(stored(store, code)?.players[0]?.isHost).toBe(true);
    expect(transport.notices).toEqual([]);
  });

  it("forgets a destroyed room's timers", async () => {
    const { master, clock } = process();
    const { code, ids } = await startedRoom(master);
    expect(clock.has(code, "wake")).toBe(true);
    await master.intent(code, ids[0] as string, { type: "leave" });
    expect(clock.has(code, "wake")).toBe(false);
  });
});

describe("removing a player", () => {
  it("drops their token, sends their tabs away and keeps their browser out", async () => {
    const { master, store, transport } = process();
    const { code, ids } = await roomOf(master, ["Ann", "Ben", "Cleo", "Dev", "Eve"]);
    const ben = ids[1] as string;
    expect(await master.intent(code, ids[0] as string, { type: "removePlayer", playerId: ben })).toEqual({ ok: true });
    expect(store.rows.get(code)?.document.tokenHashes).not.toHaveProperty(ben);
    expect(transport.dismissed).toEqual([{ code, playerId: ben, reason: "playerRemoved" }]);
    expect(await master.intent(code, ben, { type: "updateSettings", settings: { showTimer: false } })).toEqual({
      ok: false,
      error: catchphraseErrors.notMember,
    });
    expect(await master.join({ code, name: "Ben again", visitorId: "anon-Ben" })).toEqual({
      ok: false,
      error: catchphraseErrors.removedFromThisRoom,
    });
    // A made-up id is no id: the room, having a removal, asks the browser to prove which it is.
    expect(await master.join({ code, name: "Ben again", visitorId: "made-up" })).toEqual({
      ok: false,
      error: catchphraseErrors.browserUnknown,
    });
    await pass(10 * 60 * 1000);
    expect(await master.join({ code, name: "Ben again", visitorId: "anon-Ben" })).toMatchObject({ ok: true });
  });
});

describe("spectators giving way to newcomers", () => {
  /** A room of four with 20 spectators watching; their sessions by name. */
  async function watchedRoom(master: ReturnType<typeof createRoomMaster>) {
    const room = await roomOf(master);
    const watchers = new Map<string, { playerId: string; token: string }>();
    for (let index = 1; index <= 20; index += 1) {
      const watched = await master.watch({ code: room.code, name: `Watcher ${index}` });
      if (!watched.ok) throw new Error(watched.error);
      watchers.set(`Watcher ${index}`, watched.session);
    }
    return { ...room, watchers };
  }
  const sessionOf = (watchers: Map<string, { playerId: string; token: string }>, name: string) => {
    const session = watchers.get(name);
    if (!session) throw new Error(`no ${name}`);
    return session;
  };

  it("drops the token of the one who gave way and sends their tabs away, saying why, however often it happens", async () => {
    const { master, store, transport } = process();
    const { code, ids, watchers } = await watchedRoom(master);
    for (let cycle = 1; cycle <= 3; cycle += 1) {
      const gone = sessionOf(watchers, `Watcher ${cycle}`);
      expect(await master.setPresence(code, gone.playerId, time - 9000)).toBe(true);
      const newcomer = await master.watch({ code, name: `Newcomer ${cycle}` });
      expect(newcomer.ok).toBe(true);
      expect(transport.dismissed.at(-1)).toEqual({ code, playerId: gone.playerId, reason: "spectatorEvicted" });
      expect(await master.resume(code, gone.playerId, gone.token)).toEqual({
        ok: false,
        error: catchphraseErrors.notMember,
      });
    }
    // One token for each player and spectator in the room, and no more.
    const document = store.rows.get(code)?.document;
    expect(Object.keys(document?.tokenHashes ?? {}).sort()).toEqual(
      [...ids, ...(document?.room.spectators ?? []).map((spectator) => spectator.id)].sort(),
    );
  });

  it("never gives away the place of a spectator whose return was accepted, whichever process is first", async () => {
    for (const [first, ticks] of [
      ["resume", 0],
      ["watch", 0],
      ["resume", 1],
      ["watch", 1],
      ["resume", 3],
      ["watch", 3],
    ] as const) {
      const store = createMemoryRoomStore<RoomDocument>();
      const one = process(store);
      const other = process(store);
      const { code, watchers } = await watchedRoom(one.master);
      const away = sessionOf(watchers, "Watcher 3");
      expect(await one.master.setPresence(code, away.playerId, time - 9000)).toBe(true);
      const resume = () => one.master.resume(code, away.playerId, away.token);
      const watch = () => other.master.watch({ code, name: "Newcomer" });
      const later = async <T>(run: () => Promise<T>) => {
        for (let tick = 0; tick < ticks; tick += 1) await Promise.resolve();
        return run();
      };
      const [resumed, watched] = await Promise.all(
        first === "resume" ? [resume(), later(watch)] : [later(resume), watch()],
      );
      const spectators = stored(store, code)?.spectators ?? [];
      expect([resumed.ok, watched.ok], `${first} first, ${ticks} ticks apart`).not.toEqual([true, true]);
      if (resumed.ok) {
        expect(watched).toEqual({ ok: false, error: catchphraseErrors.spectatorsFull });
        expect(spectators.find((spectator) => spectator.id === away.playerId)?.offlineSince).toBeUndefined();
      } else {
        expect(resumed).toEqual({ ok: false, error: catchphraseErrors.notMember });
        expect(spectators.map((spectator) => spectator.id)).not.toContain(away.playerId);
      }
    }
  });
});

describe("removing a former host", () => {
  it("keeps their browser out too: the room's creator is known by their visitor id as well", async () => {
    const { master, store } = process();
    const created = await master.create({ name: "Ann", totalRounds: 3, roundDuration: 60, visitorId: "anon-Ann" });
    if (!created.ok) throw new Error(created.error);
    const code = created.session.roomCode;
    const ann = created.session.playerId;
    const ben = await master.join({ code, name: "Ben", visitorId: "anon-Ben" });
    if (!ben.ok) throw new Error(ben.error);
    await master.setPresence(code, ann, time);
    await pass(HOST_HANDED_ON_AFTER);
    expect(stored(store, code)?.players.find((player) => player.isHost)?.name).toBe("Ben");
    expect(await master.intent(code, ben.session.playerId, { type: "removePlayer", playerId: ann })).toEqual({
      ok: true,
    });
    expect(await master.join({ code, name: "Ann", visitorId: "anon-Ann" })).toEqual({
      ok: false,
      error: catchphraseErrors.removedFromThisRoom,
    });
  });
});

describe("presence", () => {
  /** This process's presence; unless `beating` is false, it says it runs every 2 s, as upkeep has it do. */
  function withPresence({ beating = true } = {}) {
    const server = process();
    const repository = createMemoryPresenceRepository();
    const local = new Set<string>();
    const presence = createPresence({
      repository,
      processId: "here",
      master: server.master,
      transport: {
        localMembers: () =>
          [...local].map((key) => {
            const [code = "", playerId = ""] = key.split(" ");
            return { code, playerId };
          }),
        isLocal: ({ code, playerId }) => local.has(`${code} ${playerId}`),
      },
      clock: server.clock,
      now: () => time,
      log: server.log,
    });
    if (beating) setInterval(() => void presence.beat(), 2_000);
    const shownOffline = (code: string, playerId: string) =>
      stored(server.store, code)?.players.find((p) => p.id === playerId)?.offlineSince !== undefined;
    const connect = async (code: string, playerId: string) => {
      local.add(`${code} ${playerId}`);
      await presence.arrived({ code, playerId }, shownOffline(code, playerId));
    };
    const disconnect = async (code: string, playerId: string) => {
      local.delete(`${code} ${playerId}`);
      await presence.departed({ code, playerId });
    };
    return { ...server, presence, repository, connect, disconnect, local, shownOffline };
  }

  const offline = (server: ReturnType<typeof process>, viewer: string, id: string) =>
    server.transport.latest(viewer)?.players.find((player) => player.id === id)?.offline;

  it(`shows a player offline ${SHOWN_OFFLINE_AFTER / 1000} s after their last tab closed, not before`, async () => {
    const server = withPresence();
    const { code, ids } = await roomOf(server.master);
    await pass(SHOWN_OFFLINE_AFTER);
    for (const id of ids) await server.connect(code, id);
    const ben = ids[1] as string;
    await server.disconnect(code, ben);
    await pass(SHOWN_OFFLINE_AFTER - 1);
    expect(offline(server, ids[0] as string, ben)).toBe(false);
    await pass(1);
    expect(offline(server, ids[0] as string, ben)).toBe(true);
    await server.connect(code, ben);
    expect(offline(server, ids[0] as string, ben)).toBe(false);
  });

  it("writes nothing per player while players stay connected: the process says it runs, once every 2 s", async () => {
    const server = withPresence();
    const { code, ids } = await roomOf(server.master);
    for (const id of ids) await server.connect(code, id);
    for (let index = 0; index < 1_000; index += 1) await server.connect(code, `someone-${index}`);
    const calls: string[] = [];
    for (const name of ["heartbeat", "arrive", "leave", "dropStale"] as const) {
      const real = server.repository[name] as (...args: unknown[]) => Promise<unknown>;
      server.repository[name] = ((...args: unknown[]) => {
        calls.push(name);
        return real(...args);
      }) as never;
    }
    await pass(60_000);
    await server.presence.sweep();
    expect(calls).toEqual(Array.from({ length: 30 }, () => "heartbeat"));
    expect(stored(server.store, code)?.players.every((player) => player.offlineSince === undefined)).toBe(true);
  });

  it("shows nothing for a blip shorter than that", async () => {
    const server = withPresence();
    const { code, ids } = await roomOf(server.master);
    await pass(SHOWN_OFFLINE_AFTER);
    for (const id of ids) await server.connect(code, id);
    const ben = ids[1] as string;
    const sentBefore = server.transport.views.get(ids[0] as string)?.length;
    await server.disconnect(code, ben);
    await pass(SHOWN_OFFLINE_AFTER - 100);
    await server.connect(code, ben);
    await pass(SHOWN_OFFLINE_AFTER * 2);
    await server.presence.sweep();
    expect(server.transport.views.get(ids[0] as string)?.length).toBe(sentBefore);
  });

  it("finds players whose server died (no close seen) by its silence, marks them from its last beat, and forgets it", async () => {
    const server = withPresence();
    const { code, ids } = await roomOf(server.master);
    await pass(SHOWN_OFFLINE_AFTER);
    const [ann, ben, , dev] = ids as [string, string, string, string];
    // Dev was connected to another process, which said it ran and then died.
    await server.repository.arrive("other", [{ code, playerId: dev }], time);
    const lastBeat = time;
    // Ben too, but he has reconnected here since.
    await server.repository.arrive("other", [{ code, playerId: ben }], time);
    await server.connect(code, ann);
    await server.connect(code, ben);
    await pass(SHOWN_OFFLINE_AFTER);
    await server.presence.sweep();
    expect(stored(server.store, code)?.players.find((player) => player.id === dev)?.offlineSince).toBe(lastBeat);
    expect(server.shownOffline(code, ben)).toBe(false);
    await server.presence.sweep();
    // Only the rows of players connected here are left, and only this process.
    expect([...server.repository.rows.values()].map((row) => [row.playerId, row.processId])).toEqual([
      [ann, "here"],
      [ben, "here"],
    ]);
    expect([...server.repository.processes.keys()]).toEqual(["here"]);
  });

  it("judges nobody in the first seconds after a restart, while players reconnect", async () => {
    const server = withPresence();
    const { code, ids } = await roomOf(server.master);
    await server.repository.arrive("before-the-restart", [{ code, playerId: ids[1] as string }], time - 60_000);
    await server.presence.sweep();
    expect(stored(server.store, code)?.players.every((player) => player.offlineSince === undefined)).toBe(true);
  });

  it("judges nobody for 5 s after a database outage, while every process says it runs again", async () => {
    const server = withPresence();
    const { code, ids } = await roomOf(server.master);
    await pass(SHOWN_OFFLINE_AFTER);
    // Cleo's process said it ran before the outage, and will again once it is over.
    await server.repository.arrive("other", [{ code, playerId: ids[2] as string }], time);
    await pass(30_000);
    server.presence.afterOutage();
    await server.presence.sweep();
    await pass(SHOWN_OFFLINE_AFTER - 1);
    await server.presence.sweep();
    expect(stored(server.store, code)?.players.every((player) => player.offlineSince === undefined)).toBe(true);
    await pass(1);
    await server.presence.sweep();
    expect(stored(server.store, code)?.players[2]?.offlineSince).toBeDefined();
  });

  it("marks online again a player who arrived while a sweep marked them gone and dropped their rows", async () => {
    const server = withPresence();
    const { code, ids } = await roomOf(server.master);
    const ben = ids[1] as string;
    await pass(SHOWN_OFFLINE_AFTER);
    // Ben's tab came in here as the room still showed him connected; meanwhile a sweep elsewhere
    // marked him gone and dropped his rows, before his arrival was written.
    server.local.add(`${code} ${ben}`);
    await server.master.setPresence(code, ben, time - SHOWN_OFFLINE_AFTER);
    await server.presence.arrived({ code, playerId: ben }, false);
    expect(offline(server, ids[0] as string, ben)).toBe(false);
  });

  it("undoes a sweep's mark when the player's tab was written while the sweep marked them", async () => {
    const server = withPresence();
    const { code, ids } = await roomOf(server.master);
    const ben = ids[1] as string;
    await pass(SHOWN_OFFLINE_AFTER);
    await server.connect(code, ben);
    // The check after Ben's close finds him gone; as it marks him, his new tab's row is written
    // (its arrival had read the room before the mark, so it leaves the room as it is).
    const { setPresence } = server.master;
    server.master.setPresence = async (...args) => {
      const done = await setPresence(...args);
      if (args[2] !== null) {
        server.local.add(`${code} ${ben}`);
        await server.repository.arrive("here", [{ code, playerId: ben }], time);
      }
      return done;
    };
    await server.disconnect(code, ben);
    await pass(SHOWN_OFFLINE_AFTER);
    expect(offline(server, ids[0] as string, ben)).toBe(false);
  });

  it("writes its players' rows again after other processes judged it dead, and marks online those they marked gone", async () => {
    const server = withPresence({ beating: false });
    const { code, ids } = await roomOf(server.master);
    await server.presence.beat();
    for (const id of ids) await server.connect(code, id);
    const ben = ids[1] as string;
    // This process stalled for longer than 5 s; another's sweep marked Ben gone and dropped his row
    // (and would have dropped the others' too, had it got to them).
    await pass(SHOWN_OFFLINE_AFTER + 1_000);
    await server.master.setPresence(code, ben, time - 1_000);
    server.repository.rows.delete(`${code} ${ben} here`);
    await server.presence.beat();
    expect(offline(server, ids[0] as string, ben)).toBe(false);
    expect(server.repository.rows.size).toBe(4);
    // Likewise when the sweep had gone as far as forgetting this process.
    await server.master.setPresence(code, ben, time);
    server.repository.rows.clear();
    server.repository.processes.clear();
    await server.presence.beat();
    expect(offline(server, ids[0] as string, ben)).toBe(false);
    expect(server.repository.rows.size).toBe(4);
  });

  it("writes one player's arrival and close in the order they happened, whichever statement is quicker", async () => {
    const server = withPresence();
    const { code, ids } = await roomOf(server.master);
    const ben = ids[1] as string;
    await server.connect(code, ben);
    // On a pool of connections, a close may take longer than the arrival sent right after it.
    const { leave } = server.repository;
    server.repository.leave = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return leave(...args);
    };
    const closed = server.disconnect(code, ben);
    const back = server.connect(code, ben);
    await pass(50);
    await Promise.all([closed, back]);
    expect(server.repository.rows.get(`${code} ${ben} here`)?.leftAt).toBeNull();
    await pass(SHOWN_OFFLINE_AFTER * 2);
    await server.presence.sweep();
    expect(offline(server, ids[0] as string, ben)).toBe(false);
  });
});
