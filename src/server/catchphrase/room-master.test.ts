import type { FastifyBaseLogger } from "fastify";
import type { Server } from "socket.io";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMigratedDatabase } from "../../../tests/support/databases";
import { catchphraseErrors, intentFailures } from "../../shared/catchphrase/messages";
import type { SharedRoomView } from "../../shared/catchphrase/player-view";
import { openDatabase } from "../db/client";
import { createEventCountsRepository, type EventCountsRepository } from "../db/event-counts-repository";
import { createRoomRepository, type RoomRepository } from "../db/room-repository";
import { createDependencies } from "../dependencies";
import { createRoomMaster, type RoomDocument } from "./room-master";

const quietLog = () => ({ error: vi.fn(), warn: vi.fn(), debug: vi.fn() });

describe("the room master when the database is away", () => {
  it("logs a round it could not end instead of crashing, and leaves it for the next sweep", async () => {
    const unreachable = async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    };
    const rooms = { find: vi.fn(unreachable), roundsEndingBy: vi.fn(unreachable) };
    const log = quietLog();
    const master = createRoomMaster({
      rooms: rooms as unknown as RoomRepository<RoomDocument>,
      eventCounts: {} as EventCountsRepository,
      io: {} as Server,
      log: log as unknown as FastifyBaseLogger,
      now: () => 0,
      dependencies: { ensure: async () => {} },
      visitorIds: { isGenuine: () => false },
    });
    await expect(master.expire("ABC123")).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ code: "ABC123" }),
      catchphraseErrors.endRoundFailed,
    );
    expect(rooms.find).toHaveBeenCalledTimes(1);
  });
});

describe("the room master on a database", () => {
  const connection = useMigratedDatabase({ name: "pglite", open: () => openDatabase({}) });

  const masters: ReturnType<typeof createRoomMaster>[] = [];
  afterEach(() => {
    for (const master of masters.splice(0)) master.stop();
  });

  /** A room master as one server process has it, with its database calls counted. */
  function process() {
    const rooms = createRoomRepository<RoomDocument>(connection().db);
    const calls = { find: 0, replace: 0 };
    let failing = false;
    let losingReplies = false;
    let writeDelayMs = 0;
    const dependencies = createDependencies(quietLog() as unknown as FastifyBaseLogger);
    dependencies.need("database");
    dependencies.report("database", true);
    /** Every view sent, by each channel it went to. */
    const sent: { channel: string; view: SharedRoomView }[] = [];
    const io = {
      to: (channels: string | string[]) => ({
        emit: (_event: string, view: SharedRoomView) => {
          for (const channel of [channels].flat()) sent.push({ channel, view });
        },
      }),
      in: () => ({ socketsLeave() {} }),
    } as unknown as Server;
    const counted: RoomRepository<RoomDocument> = {
      ...rooms,
      async find(code) {
        calls.find += 1;
        if (failing) throw new Error("Connection terminated unexpectedly");
        return rooms.find(code);
      },
      async replace(...args) {
        calls.replace += 1;
        if (failing) throw new Error("Connection terminated unexpectedly");
        if (writeDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, writeDelayMs));
        const version = await rooms.replace(...args);
        if (losingReplies) throw new Error("Connection terminated unexpectedly");
        return version;
      },
    };
    const master = createRoomMaster({
      rooms: counted,
      eventCounts: createEventCountsRepository(connection().db),
      io,
      log: quietLog() as unknown as FastifyBaseLogger,
      now: Date.now,
      dependencies,
      visitorIds: { isGenuine: () => false },
    });
    masters.push(master);
    return {
      master,
      calls,
      sent,
      failWrites(value: boolean) {
        failing = value;
      },
      loseReplies(value: boolean) {
        losingReplies = value;
      },
      delayWrites(ms: number) {
        writeDelayMs = ms;
      },
      dependencies,
    };
  }

  /** A room of four with the game started; the players' ids, host first. */
  async function startedRoom(master: ReturnType<typeof createRoomMaster>) {
    const created = await master.create({ name: "Host", totalRounds: 3, roundDuration: 60 });
    if (!created.ok) throw new Error(created.error);
    const code = created.session.roomCode;
    const ids = [created.session.playerId];
    for (const name of ["Ben", "Cleo", "Dev"]) {
      const joined = await master.join({ code, name });
      if (!joined.ok) throw new Error(joined.error);
      ids.push(joined.session.playerId);
    }
    expect(await master.intent(code, created.session.playerId, { type: "start" })).toEqual({ ok: true });
    return { code, ids };
  }

  it("writes an intent in one statement once it has the room", async () => {
    const { master, calls } = process();
    const { code, ids } = await startedRoom(master);
    calls.find = 0;
    calls.replace = 0;
    for (const id of ids)
      await master.intent(code, id, { type: "updateSettings", settings: { allowWordChange: true } });
    expect(calls).toEqual({ find: 0, replace: ids.length });
  });

  it("re-reads a room another process wrote since, instead of overwriting it", async () => {
    const first = process();
    const second = process();
    const { code, ids } = await startedRoom(first.master);
    const [host, ben] = ids as [string, string];
    expect(
      await second.master.intent(code, host, { type: "updateSettings", settings: { allowWordChange: true } }),
    ).toEqual({ ok: true });
    // The first process's copy is a version behind: its write loses, it reads again and succeeds.
    first.calls.find = 0;
    expect(
      await first.master.intent(code, ben, { type: "updateSettings", settings: { oppositeTeamCanSeeWord: false } }),
    ).toEqual({ ok: true });
    expect(first.calls.find).toBe(1);
    const room = await createRoomRepository<RoomDocument>(connection().db).find(code);
    expect(room?.document.room.game).toMatchObject({ allowWordChange: true, oppositeTeamCanSeeWord: false });
  });

  it("checks a refusal of its old copy against the database before answering it", async () => {
    const first = process();
    const second = process();
    const created = await first.master.create({ name: "Host", totalRounds: 3, roundDuration: 60 });
    if (!created.ok) throw new Error(created.error);
    const code = created.session.roomCode;
    for (const name of ["Ben", "Cleo", "Dev"]) await first.master.join({ code, name });
    // The game starts through the second process; the first still has the room waiting.
    expect(await second.master.intent(code, created.session.playerId, { type: "start" })).toEqual({ ok: true });
    const started = await createRoomRepository<RoomDocument>(connection().db).find(code);
    const describer = started?.document.room.game.currentPlayer ?? "";
    expect(await first.master.intent(code, describer, { type: "wordGuessed" })).toEqual({ ok: true });
  });

  it("answers an intent it could not save with the spec's message for that intent, and keeps the room", async () => {
    const { master, failWrites } = process();
    const { code, ids } = await startedRoom(master);
    const before = await createRoomRepository<RoomDocument>(connection().db).find(code);
    failWrites(true);
    for (const intent of [{ type: "wordGuessed" }, { type: "changeWord" }, { type: "nextRound" }] as const) {
      for (const id of ids) {
        expect(await master.intent(code, id, intent)).toEqual({ ok: false, error: intentFailures[intent.type] });
      }
    }
    failWrites(false);
    expect(await createRoomRepository<RoomDocument>(connection().db).find(code)).toEqual(before);
  });

  it("sends everyone the room as stored when a write was saved but its reply was lost", async () => {
    const { master, sent, loseReplies } = process();
    const { code, ids } = await startedRoom(master);
    const stored = async () => (await createRoomRepository<RoomDocument>(connection().db).find(code))?.document.room;
    const describer = (await stored())?.game.currentPlayer ?? "";
    loseReplies(true);
    expect(await master.intent(code, describer, { type: "wordGuessed" })).toEqual({
      ok: false,
      error: intentFailures.wordGuessed,
    });
    loseReplies(false);
    // The turn did pass in the database; within a few seconds every player is told so.
    const next = (await stored())?.game.currentPlayer;
    expect(next).not.toBe(describer);
    await vi.waitFor(
      () => {
        for (const id of ids) {
          const views = sent.filter((message) => message.channel.endsWith(`:${id}`));
          expect(views.at(-1)?.view.game.currentPlayer).toBe(next);
        }
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it("refuses every change at once while Redis is away, and stores nothing", async () => {
    const { master, calls, sent, dependencies } = process();
    dependencies.need("redis");
    dependencies.report("redis", true);
    const { code, ids } = await startedRoom(master);
    const before = await createRoomRepository<RoomDocument>(connection().db).find(code);
    const describer = before?.document.room.game.currentPlayer ?? "";
    dependencies.report("redis", false);
    calls.replace = 0;
    const sentBefore = sent.length;
    expect(await master.intent(code, describer, { type: "wordGuessed" })).toEqual({
      ok: false,
      error: intentFailures.wordGuessed,
    });
    expect(
      await master.intent(code, ids[0] as string, { type: "updateSettings", settings: { showTimer: false } }),
    ).toEqual({
      ok: false,
      error: intentFailures.updateSettings,
    });
    expect(await master.join({ code, name: "Eve" })).toEqual({ ok: false, error: catchphraseErrors.joinFailed });
    expect(await master.create({ name: "Eve", totalRounds: 3, roundDuration: 60 })).toEqual({
      ok: false,
      error: catchphraseErrors.createFailed,
    });
    expect(calls.replace).toBe(0);
    expect(sent.length).toBe(sentBefore);
    dependencies.report("redis", true);
    expect(await createRoomRepository<RoomDocument>(connection().db).find(code)).toEqual(before);
    expect(await master.intent(code, describer, { type: "wordGuessed" })).toEqual({ ok: true });
  });

  it("settles the room changes it has begun", async () => {
    const { master, delayWrites } = process();
    const { code, ids } = await startedRoom(master);
    delayWrites(300);
    const change = master.intent(code, ids[1] as string, { type: "updateSettings", settings: { showTimer: false } });
    await master.settle();
    // Written by the time settle() resolves: the database may close now.
    const stored = await createRoomRepository<RoomDocument>(connection().db).find(code);
    expect(stored?.document.room.game.showTimer).toBe(false);
    expect(await change).toEqual({ ok: true });
  });
});
