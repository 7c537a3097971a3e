import type { FastifyBaseLogger } from "fastify";
import { OFFLINE_AFTER_MS } from "../../shared/catchphrase/constants";
import type { PresenceKey, PresenceRepository } from "../db/presence-repository";
import type { RoomClock } from "./room-clock";
import type { RoomMaster } from "./room-master";
import { createRoomQueue } from "./room-queue";
import type { SocketTransport } from "./room-transport";

export type PresenceDeps = {
  repository: Pick<PresenceRepository, "heartbeat" | "arrive" | "leave" | "goneBy" | "dropStale" | "forget">;
  /** This process, as its rows name it; chosen at random when it starts. */
  processId: string;
  master: Pick<RoomMaster, "setPresence">;
  transport: Pick<SocketTransport, "localMembers" | "isLocal">;
  clock: RoomClock;
  now: () => number;
  log: Pick<FastifyBaseLogger, "error">;
};

/** How many players' rows one statement writes when a process writes all of its players again. */
const REJOIN_CHUNK = 250;

/**
 * Resolves once the event loop has read the sockets and the writes their intents asked for are
 * queued (group commit queues its write at the end of the turn, db/group-commit.ts). Without it,
 * one chunk's statement would follow the last in the same turn, and the embedded database, which
 * runs on this thread, held every intent back for all of them (about 200 ms for 4,000 players).
 */
const afterWaitingWrites = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** The name of a player's presence check on the room clock. */
const checkOf = (playerId: string) => `presence:${playerId}`;
const keyOf = ({ code, playerId }: PresenceKey) => `${code} ${playerId}`;

/**
 * Who is connected, shared by every server process through the database (DESIGN decision 12,
 * docs/decisions/023 and 044). Each process says every few seconds that it runs (`beat`), and
 * writes a player's row only when their first tab on it arrives or their last one there closes;
 * then it checks OFFLINE_AFTER_MS later, and if no tab of theirs is open on any process, the
 * player is marked offline in the room, from the moment their last connection closed. The sweep
 * does the same for the players of a process that stopped beating (it died), from its last beat.
 * A player who comes back is marked online as soon as one of their tabs is in. The room's own
 * rules (an absent describer's turn, an absent host's role) then follow from those marks.
 */
export function createPresence(deps: PresenceDeps) {
  const { repository, processId, master, transport, clock, now, log } = deps;
  // After a restart, nobody is judged gone before every player has had the time to reconnect.
  let judgingFrom = now() + OFFLINE_AFTER_MS;
  let beating = false;
  let lastBeat: number | undefined;
  let stopped = false;
  // A player's writes go one after the other: two statements sent at once may run in either order
  // on a pool of connections, and a close written after the arrival that followed it would leave
  // a player who is here looking gone.
  const writes = createRoomQueue();
  const inTurn = (member: PresenceKey, write: () => Promise<void>) => writes.run(keyOf(member), write);
  const failed = (error: unknown) => log.error({ err: error }, "presence could not be recorded");

  /** Marks as offline the players with no tab open on any running process since the cutoff. */
  async function markGone(only?: PresenceKey): Promise<void> {
    if (now() < judgingFrom) return;
    const cutoff = now() - OFFLINE_AFTER_MS;
    if (!only) await repository.forget(cutoff);
    for (const { code, playerId, seenAt } of await repository.goneBy(cutoff, only)) {
      const member = { code, playerId };
      if (transport.isLocal(member)) continue;
      // The rows go once the room says so, and only then: a player whose mark could not be written
      // is found again by the next sweep. A player who left is refused by the room, and dropped too.
      if (!(await master.setPresence(code, playerId, seenAt))) continue;
      // A tab of theirs that opened meanwhile undoes the mark.
      if (await repository.dropStale(member, cutoff)) await master.setPresence(code, playerId, null);
    }
  }

  /** Marks as online again the players the sweep had dropped while they were in fact here. */
  async function welcomeBack(returned: readonly PresenceKey[]): Promise<void> {
    await Promise.all(returned.map(({ code, playerId }) => master.setPresence(code, playerId, null)));
  }

  /**
   * Writes again the rows of every player with a tab here, after other processes may have judged
   * this one dead, REJOIN_CHUNK at a time: the embedded database runs on this process's one thread,
   * and between chunks the intents that came meanwhile are written.
   */
  async function rejoin(): Promise<void> {
    const members = transport.localMembers();
    for (let start = 0; start < members.length; start += REJOIN_CHUNK) {
      if (start > 0) await afterWaitingWrites();
      const chunk = members.slice(start, start + REJOIN_CHUNK);
      await welcomeBack(await repository.arrive(processId, chunk, now()));
      // A tab that closed while the chunk was written: its close is written again, after it.
      for (const member of chunk) if (!transport.isLocal(member)) void presence.departed(member).catch(failed);
    }
  }

  const presence = {
    /**
     * One of the player's tabs entered the room on this process (created, joined or resumed);
     * `shownOffline` when the room still shows them offline.
     */
    arrived(member: PresenceKey, shownOffline: boolean): Promise<void> {
      clock.cancel(member.code, checkOf(member.playerId));
      return inTurn(member, async () => {
        // A row that had to be written anew may have been dropped by a sweep that marked them offline.
        const anew = await repository.arrive(processId, [member], now());
        if (shownOffline || anew.length > 0) await master.setPresence(member.code, member.playerId, null);
      });
    },

    /** One of the player's tabs closed; when it was their last on this process, they are checked on later. */
    departed(member: PresenceKey): Promise<void> {
      if (stopped) return Promise.resolve();
      return inTurn(member, async () => {
        if (transport.isLocal(member)) return;
        await repository.leave(processId, member, now());
        clock.at(member.code, checkOf(member.playerId), now() + OFFLINE_AFTER_MS, () => {
          markGone(member).catch(failed);
        });
      });
    },

    /**
     * Says that this process runs. When it may have been judged dead meanwhile (it had not said so
     * for OFFLINE_AFTER_MS, or its row was gone), it writes its players' rows again. A beat asked
     * for while the last is still going does nothing.
     */
    async beat(): Promise<void> {
      if (beating) return;
      beating = true;
      try {
        const time = now();
        const missing = await repository.heartbeat(processId, time);
        const silent = lastBeat !== undefined && time - lastBeat >= OFFLINE_AFTER_MS;
        lastBeat = time;
        if (missing || silent) await rejoin();
      } finally {
        beating = false;
      }
    },

    /** Marks as offline every player with no tab open on a running process for OFFLINE_AFTER_MS. */
    sweep: () => markGone(),

    /**
     * The process is stopping and about to close every socket: their closes are not written one
     * by one (thousands of statements, past the five seconds a stop has). Its rows stay open and
     * its beats stop, so every process judges its players as those of a process that died: from
     * its last beat, unless they have reconnected elsewhere by then (decision 049).
     */
    stop(): void {
      stopped = true;
    },

    /**
     * The database is back after an outage, during which no process could say it ran: nobody is
     * judged gone until every process has had the time to say so again.
     */
    afterOutage(): void {
      judgingFrom = Math.max(judgingFrom, now() + OFFLINE_AFTER_MS);
    },
  };
  return presence;
}

export type Presence = ReturnType<typeof createPresence>;
