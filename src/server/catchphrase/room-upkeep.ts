import type { FastifyInstance } from "fastify";
import type { Server } from "socket.io";
import type { RoomRepository } from "../db/room-repository";
import { settlesWithin } from "../time-limit";
import type { Presence } from "./presence";
import type { RoomDocument, RoomMaster } from "./room-master";
import type { SocketTransport } from "./room-transport";

/** How often each process looks for rooms with something due, and for players nobody has seen. */
const DUE_SWEEP_MS = 1000;
/** How often each process says it runs, for its players' presence (well within OFFLINE_AFTER_MS). */
const PRESENCE_BEAT_MS = 2000;
const IDLE_SWEEP_MS = 10 * 60 * 1000;
export const IDLE_ROOM_MS = 24 * 60 * 60 * 1000;
/** How long a stopping server waits for room changes under way (the whole stop has five seconds). */
const SETTLE_LIMIT_MS = 2_000;
/** What a process tells the others when its Redis connection is back (a Socket.IO server-side event). */
const CATCH_UP_EVENT = "rooms:catch-up";

export type RoomUpkeepParts = {
  master: RoomMaster;
  transport: SocketTransport;
  presence: Presence;
  rooms: Pick<RoomRepository<RoomDocument>, "wakingBy" | "touch" | "removeIdle">;
};

/**
 * What keeps the rooms right without anyone asking: every second, waking the rooms that have
 * something due (whoever scheduled it: rounds ending, absent players' deadlines) and marking
 * offline the players with no tab open; every two seconds, saying that this process runs (its
 * players' presence rests on it); every ten minutes, removing rooms idle for a day; after a Redis
 * outage, sending players the rooms they missed changes of; and at shutdown, letting the room
 * changes under way finish, and no longer writing each player's closing connection.
 */
export function startRoomUpkeep(app: FastifyInstance, io: Server, parts: RoomUpkeepParts) {
  const { master, transport, presence, rooms } = parts;
  const { dependencies, now } = app.services;
  // While the database is away the sweeps could only fail; they run again once it is back.
  const databaseUp = () => !dependencies.down().includes("database");
  // The tasks under way: a task does not start again before its last run ends (a slow sweep is not
  // stacked on), and a stop waits for them, so that none meets a closed database.
  const running = new Map<string, Promise<void>>();
  const every = (ms: number, what: string, task: () => Promise<void>) =>
    setInterval(() => {
      if (running.has(what) || !databaseUp()) return;
      const run = task()
        .catch((error: unknown) => app.log.error({ err: error }, what))
        .finally(() => running.delete(what));
      running.set(what, run);
    }, ms);

  const upkeep = {
    /**
     * Wakes every room with something due, whoever scheduled it (restarts, other processes), and
     * sets this process's timer for each room due within `lookaheadMs`, so that it wakes on time to
     * the millisecond rather than at the next sweep.
     */
    async wakeDueRooms(lookaheadMs = 0): Promise<void> {
      const time = now();
      for (const { code, wakesAt } of await rooms.wakingBy(time + lookaheadMs)) {
        if (wakesAt <= time) await master.wake(code);
        else master.wakeAt(code, wakesAt);
      }
    },

    /** Marks rooms with connected members as in use, then removes rooms idle for IDLE_ROOM_MS. */
    async removeIdleRooms(): Promise<void> {
      await rooms.touch(transport.localRooms(), now());
      for (const code of await rooms.removeIdle(now() - IDLE_ROOM_MS)) master.removed(code);
    },
  };

  const timers = [
    every(DUE_SWEEP_MS, "due-room sweep failed", async () => {
      await upkeep.wakeDueRooms(DUE_SWEEP_MS);
      await presence.sweep();
    }),
    every(PRESENCE_BEAT_MS, "presence beat failed", () => presence.beat()),
    every(IDLE_SWEEP_MS, "idle-room sweep failed", () => upkeep.removeIdleRooms()),
  ];
  // While Redis was away, broadcasts between processes were lost (and changes were refused). When
  // a process's connection comes back it sends its own players their rooms as stored, and asks the
  // other processes to do the same for the rooms it knows (those it has players in or wrote to
  // lately), so that every player catches up, whichever process lost which broadcast.
  const catchUp = (codes: readonly string[]) => void master.resendLocal(codes);
  io.on(CATCH_UP_EVENT, (codes: unknown) => {
    if (!Array.isArray(codes)) return;
    const local = new Set(transport.localRooms());
    catchUp(codes.filter((code): code is string => typeof code === "string" && local.has(code)));
  });
  dependencies.onRecovery("database", () => presence.afterOutage());
  dependencies.onRecovery("redis", () => {
    const local = transport.localRooms();
    io.serverSideEmit(CATCH_UP_EVENT, [...new Set([...local, ...master.recentRooms()])]);
    catchUp(local);
  });

  app.services.stopTasks.push(async () => {
    for (const timer of timers) clearInterval(timer);
    presence.stop();
    master.stop();
    // Room changes and sweeps already begun finish before the database closes, so none meets a
    // closed pool; those stuck on an unreachable database are not waited for past SETTLE_LIMIT_MS.
    await settlesWithin(Promise.all([master.settle(), ...running.values()]), SETTLE_LIMIT_MS);
  });
  return upkeep;
}

export type RoomUpkeep = ReturnType<typeof startRoomUpkeep>;
