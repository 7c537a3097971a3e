import type { FastifyInstance } from "fastify";
import type { Server } from "socket.io";
import { settlesWithin } from "../time-limit";
import type { RoomMaster } from "./room-master";

const DUE_ROUND_SWEEP_MS = 1000;
const IDLE_SWEEP_MS = 10 * 60 * 1000;
export const IDLE_ROOM_MS = 24 * 60 * 60 * 1000;
/** How long a stopping server waits for room changes under way (the whole stop has five seconds). */
const SETTLE_LIMIT_MS = 2_000;
/** What a process tells the others when its Redis connection is back (a Socket.IO server-side event). */
const CATCH_UP_EVENT = "rooms:catch-up";

/**
 * What keeps the rooms right without anyone asking: every second, ending the rounds that are due
 * (whoever scheduled them); every ten minutes, removing rooms idle for a day; after a Redis
 * outage, sending players the rooms they missed changes of; and at shutdown, letting the room
 * changes under way finish.
 */
export function startRoomUpkeep(app: FastifyInstance, io: Server, master: RoomMaster): void {
  const { dependencies } = app.services;
  // While the database is away the sweeps could only fail; they run again once it is back.
  const databaseUp = () => !dependencies.down().includes("database");
  const localRooms = () =>
    [...io.of("/").adapter.rooms.keys()].filter((name) => name.startsWith("room:")).map((name) => name.slice(5));

  const dueRounds = setInterval(() => {
    if (!databaseUp()) return;
    master
      .sweepDueRounds(DUE_ROUND_SWEEP_MS)
      .catch((error: unknown) => app.log.error({ err: error }, "round sweep failed"));
  }, DUE_ROUND_SWEEP_MS);
  const idleRooms = setInterval(() => {
    if (!databaseUp()) return;
    master
      .touch(localRooms())
      .then(() => master.sweepIdleRooms(IDLE_ROOM_MS))
      .catch((error: unknown) => app.log.error({ err: error }, "idle-room sweep failed"));
  }, IDLE_SWEEP_MS);

  // While Redis was away, broadcasts between processes were lost (and changes were refused). When
  // a process's connection comes back it sends its own players their rooms as stored, and asks the
  // other processes to do the same for the rooms it knows (those it has players in or wrote to
  // lately), so that every player catches up, whichever process lost which broadcast.
  const catchUp = (codes: readonly string[]) => void master.resendLocal(codes);
  io.on(CATCH_UP_EVENT, (codes: unknown) => {
    if (!Array.isArray(codes)) return;
    const local = new Set(localRooms());
    catchUp(codes.filter((code): code is string => typeof code === "string" && local.has(code)));
  });
  dependencies.onRecovery("redis", () => {
    const local = localRooms();
    io.serverSideEmit(CATCH_UP_EVENT, [...new Set([...local, ...master.recentRooms()])]);
    catchUp(local);
  });

  app.services.stopTasks.push(async () => {
    clearInterval(dueRounds);
    clearInterval(idleRooms);
    master.stop();
    // Room changes already begun finish before the database closes, so none meets a closed pool;
    // changes stuck on an unreachable database are not waited for past SETTLE_LIMIT_MS.
    await settlesWithin(master.settle(), SETTLE_LIMIT_MS);
  });
}
