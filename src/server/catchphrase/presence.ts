import type { FastifyBaseLogger } from "fastify";
import { OFFLINE_AFTER_MS } from "../../shared/catchphrase/constants";
import type { PresenceKey, PresenceRepository } from "../db/presence-repository";
import type { RoomClock } from "./room-clock";
import type { RoomMaster } from "./room-master";
import type { SocketTransport } from "./room-transport";

export type PresenceDeps = {
  repository: Pick<PresenceRepository, "renew" | "seenBy" | "drop">;
  master: Pick<RoomMaster, "setPresence">;
  transport: Pick<SocketTransport, "localMembers" | "isLocal">;
  clock: RoomClock;
  now: () => number;
  log: Pick<FastifyBaseLogger, "error">;
};

/** How many players' rows one renewal statement writes. */
const RENEW_CHUNK = 250;

/**
 * Resolves once the event loop has read the sockets and the writes their intents asked for are
 * queued (group commit queues its write at the end of the turn, db/group-commit.ts). Without it,
 * one chunk's statement would follow the last in the same turn, and the embedded database, which
 * runs on this thread, held every intent back for all of them (about 200 ms for 4,000 players).
 */
const afterWaitingWrites = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** The name of a player's presence check on the room clock. */
const checkOf = (playerId: string) => `presence:${playerId}`;

/**
 * Who is connected, shared by every server process through the database (DESIGN decision 12,
 * docs/decisions/023). Each process renews the presence rows of the players it holds sockets for
 * (`renewLocal`, every few seconds); when a player's last socket on a process closes, that process
 * renews their row once more and checks again OFFLINE_AFTER_MS later: if no process has renewed it
 * since, the player is marked offline in the room, from the moment their last connection closed.
 * The sweep does the same for players whose process died. A player who comes back is marked
 * online as soon as one of their tabs is in. The room's own rules (an absent describer's turn, an
 * absent host's role) then follow from those marks, on the room's clock.
 */
export function createPresence(deps: PresenceDeps) {
  const { repository, master, transport, clock, now, log } = deps;
  // After a restart, nobody is judged gone before every player has had the time to reconnect.
  let judgingFrom = now() + OFFLINE_AFTER_MS;
  let renewing = false;

  /** Marks as offline the players last seen at or before the cutoff who have no socket here. */
  async function markGone(only?: PresenceKey): Promise<void> {
    if (now() < judgingFrom) return;
    for (const { code, playerId, seenAt } of await repository.seenBy(now() - OFFLINE_AFTER_MS, only)) {
      const member = { code, playerId };
      if (transport.isLocal(member)) continue;
      // The row goes once the room says so, and only then: a player whose mark could not be written
      // is found again by the next sweep. A player who left is refused by the room, and dropped too.
      if (await master.setPresence(code, playerId, seenAt)) await repository.drop(member);
    }
  }

  /** Marks as online again the players the sweep had dropped while they were in fact here. */
  async function welcomeBack(returned: readonly PresenceKey[]): Promise<void> {
    await Promise.all(returned.map(({ code, playerId }) => master.setPresence(code, playerId, null)));
  }

  const failed = (what: string) => (error: unknown) => log.error({ err: error }, what);

  return {
    /**
     * One of the player's tabs entered the room on this process (created, joined or resumed);
     * `shownOffline` when the room still shows them offline.
     */
    async arrived(member: PresenceKey, shownOffline: boolean): Promise<void> {
      clock.cancel(member.code, checkOf(member.playerId));
      await repository.renew([member], now());
      if (shownOffline) await master.setPresence(member.code, member.playerId, null);
    },

    /** One of the player's tabs closed; when it was their last on this process, they are checked on later. */
    async departed(member: PresenceKey): Promise<void> {
      if (transport.isLocal(member)) return;
      await repository.renew([member], now());
      clock.at(member.code, checkOf(member.playerId), now() + OFFLINE_AFTER_MS, () => {
        markGone(member).catch(failed("presence check failed"));
      });
    },

    /**
     * Renews the rows of every player with a socket here, RENEW_CHUNK at a time: the embedded
     * database runs on this process's one thread, and one statement for 4,000 players held every
     * intent back for about 100 ms; between chunks, the intents that came meanwhile are written.
     * A renewal asked for while the last is still going does nothing: that one renews everyone,
     * and two at once would only slow each other (and the intents) down.
     */
    async renewLocal(): Promise<void> {
      if (renewing) return;
      renewing = true;
      try {
        const members = transport.localMembers();
        for (let start = 0; start < members.length; start += RENEW_CHUNK) {
          if (start > 0) await afterWaitingWrites();
          await welcomeBack(await repository.renew(members.slice(start, start + RENEW_CHUNK), now()));
        }
      } finally {
        renewing = false;
      }
    },

    /** Marks as offline every player no process has seen for OFFLINE_AFTER_MS. */
    sweep: () => markGone(),

    /**
     * The database is back after an outage, during which no process could renew its players'
     * rows: nobody is judged gone until every process has had the time to renew them again.
     */
    afterOutage(): void {
      judgingFrom = Math.max(judgingFrom, now() + OFFLINE_AFTER_MS);
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
