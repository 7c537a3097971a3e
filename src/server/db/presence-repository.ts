import { sql } from "drizzle-orm";
import { type Database, rowsOf } from "./client";

/** One player of one room. */
export type PresenceKey = { code: string; playerId: string };

/**
 * The last moment a presence row's player was known connected through it: when their tabs there
 * closed, or else when its process was last seen (never, for a process no longer known).
 */
const lastSeen = (row = sql`room_presence`) =>
  sql`coalesce(${row}.left_at, (select seen_at from presence_processes where presence_processes.id = ${row}.process_id), 0)`;

/**
 * The rows that may have been stale at `cutoff`, each found through an index: those whose tabs
 * closed by then, and those of processes not seen since (but a tab there may have closed later).
 */
const staleRows = (cutoff: number) => sql`
  select code, player_id, process_id from room_presence where left_at <= ${cutoff}
  union
  select code, player_id, process_id from room_presence
  where process_id in (select id from presence_processes where seen_at <= ${cutoff})`;

/**
 * Who is connected to which room through which server process (tables presence_processes and
 * room_presence, decision 044). A process writes its own row every few seconds and a player's row
 * only when their first tab on it arrives or their last one there closes.
 */
export function createPresenceRepository(db: Database) {
  return {
    /**
     * Records that this process is running at `now`. True when its row was missing: the sweep had
     * found the process dead, and may have dropped its players' rows and marked them offline.
     */
    async heartbeat(processId: string, now: number): Promise<boolean> {
      const [row] = await rowsOf<{ inserted: boolean }>(
        db,
        sql`
          insert into presence_processes (id, seen_at) values (${processId}, ${now}::bigint)
          on conflict (id) do update set seen_at = greatest(presence_processes.seen_at, excluded.seen_at)
          returning (xmax = 0) as inserted`,
      );
      return row?.inserted ?? false;
    },

    /**
     * Records that these players have a tab open on this process (of rooms that still exist), and
     * that the process runs. Answers the players that had no row here: either their first tab here,
     * or one whose row the sweep dropped, which may have marked them offline meanwhile.
     */
    async arrive(processId: string, players: readonly PresenceKey[], now: number): Promise<PresenceKey[]> {
      if (players.length === 0) return [];
      const rows = await rowsOf<PresenceKey & { inserted: boolean }>(
        db,
        sql`
          with running as (
            insert into presence_processes (id, seen_at) values (${processId}, ${now}::bigint)
            on conflict (id) do update set seen_at = greatest(presence_processes.seen_at, excluded.seen_at)
          )
          insert into room_presence (code, player_id, process_id, left_at)
          select player.code, player.player_id, ${processId}, null
          from (values ${sql.join(
            players.map(({ code, playerId }) => sql`(${code}, ${playerId})`),
            sql`, `,
          )}) as player (code, player_id)
          where exists (select 1 from rooms where rooms.code = player.code)
          on conflict (code, player_id, process_id) do update set left_at = null
          returning code, player_id as "playerId", (xmax = 0) as inserted`,
      );
      return rows.filter((row) => row.inserted).map(({ code, playerId }) => ({ code, playerId }));
    },

    /** The player's last tab on this process closed at `now`. */
    async leave(processId: string, { code, playerId }: PresenceKey, now: number): Promise<void> {
      await db.execute(sql`
        update room_presence set left_at = ${now}::bigint
        where code = ${code} and player_id = ${playerId} and process_id = ${processId}`);
    },

    /**
     * Players all of whose rows were stale at `cutoff`, with the moment they were last known
     * connected; of one room and player when `only` is given. Only players with a stale row are
     * looked at.
     */
    async goneBy(cutoff: number, only?: PresenceKey): Promise<(PresenceKey & { seenAt: number })[]> {
      const candidates = only
        ? sql`select ${only.code}::text, ${only.playerId}::text`
        : sql`select code, player_id from (${staleRows(cutoff)}) as stale`;
      const rows = await rowsOf<PresenceKey & { seenAt: string | number }>(
        db,
        sql`
          select code, player_id as "playerId", max(${lastSeen()}) as "seenAt"
          from room_presence
          where (code, player_id) in (${candidates})
          group by code, player_id
          having max(${lastSeen()}) <= ${cutoff}`,
      );
      return rows.map(({ code, playerId, seenAt }) => ({ code, playerId, seenAt: Number(seenAt) }));
    },

    /**
     * Drops the player's rows that were stale at `cutoff`, once the room has been told they are
     * gone. True when they have a tab open again: they came back meanwhile.
     */
    async dropStale({ code, playerId }: PresenceKey, cutoff: number): Promise<boolean> {
      const ofPlayer = sql`code = ${code} and player_id = ${playerId}`;
      await db.execute(sql`delete from room_presence where ${ofPlayer} and ${lastSeen()} <= ${cutoff}`);
      const open = sql`select 1 from room_presence where ${ofPlayer} and left_at is null limit 1`;
      return (await rowsOf<unknown>(db, open)).length > 0;
    },

    /**
     * Forgets what the sweep no longer needs: the stale rows of players who have a row that is not
     * (connected, or lately, through another process), and the processes that were not seen since
     * `cutoff` and that no row names any more. Only stale rows are looked at, through the indexes.
     */
    async forget(cutoff: number): Promise<void> {
      await db.execute(sql`
        delete from room_presence
        where (code, player_id, process_id) in (${staleRows(cutoff)})
          and ${lastSeen()} <= ${cutoff}
          and exists (
            select 1 from room_presence as other
            where other.code = room_presence.code and other.player_id = room_presence.player_id
              and ${lastSeen(sql`other`)} > ${cutoff})`);
      await db.execute(sql`
        delete from presence_processes
        where seen_at <= ${cutoff}
          and not exists (select 1 from room_presence where room_presence.process_id = presence_processes.id)`);
    },
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
