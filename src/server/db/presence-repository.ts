import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "./client";
import { roomPresence } from "./schema";

/** One player of one room. */
export type PresenceKey = { code: string; playerId: string };

/**
 * Who is connected to which room, as every server process last saw it (the room_presence table).
 * A row lives while its player is believed connected; see the schema for the rules.
 */
export function createPresenceRepository(db: Database) {
  return {
    /**
     * Records that these players were connected at `now` (never moving a row back in time), for
     * rooms that still exist. Answers the players that had no row: the presence sweep had found
     * them gone, so the room may show them offline although they are back.
     */
    async renew(players: readonly PresenceKey[], now: number): Promise<PresenceKey[]> {
      if (players.length === 0) return [];
      const { rows } = (await db.execute(sql`
        insert into room_presence (code, player_id, seen_at)
        select player.code, player.player_id, ${now}::bigint
        from (values ${sql.join(
          players.map(({ code, playerId }) => sql`(${code}, ${playerId})`),
          sql`, `,
        )}) as player (code, player_id)
        where exists (select 1 from rooms where rooms.code = player.code)
        on conflict (code, player_id) do update set seen_at = greatest(room_presence.seen_at, excluded.seen_at)
        returning code, player_id as "playerId", (xmax = 0) as inserted`)) as unknown as {
        rows: (PresenceKey & { inserted: boolean })[];
      };
      return rows.filter((row) => row.inserted).map(({ code, playerId }) => ({ code, playerId }));
    },

    /** Players last seen at or before `cutoff`, with that moment; of one room and player when `only` is given. */
    async seenBy(cutoff: number, only?: PresenceKey): Promise<(PresenceKey & { seenAt: number })[]> {
      const stale = lte(roomPresence.seenAt, cutoff);
      return db
        .select({ code: roomPresence.code, playerId: roomPresence.playerId, seenAt: roomPresence.seenAt })
        .from(roomPresence)
        .where(only ? and(stale, eq(roomPresence.code, only.code), eq(roomPresence.playerId, only.playerId)) : stale);
    },

    /** Drops a player's row once the room has been told they are gone. */
    async drop({ code, playerId }: PresenceKey): Promise<void> {
      await db.delete(roomPresence).where(and(eq(roomPresence.code, code), eq(roomPresence.playerId, playerId)));
    },
  };
}

export type PresenceRepository = ReturnType<typeof createPresenceRepository>;
