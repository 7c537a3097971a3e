import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "./client";
import { rooms } from "./schema";

/** An event to count on a day (YYYY-MM-DD) in a shard of the counters (see the schema). */
export type CountedEvent = { name: string; day: string; shard: number };

/** How many shards the counters of Catchphrase rooms are spread over. */
export const ROOM_COUNTER_SHARDS = 16;

/** How finely a room's last activity is kept: idle rooms are removed after a day, so a minute is plenty. */
export const ACTIVITY_RESOLUTION_MS = 60_000;

/** The counter shard of a room: the same for every change of one room, spread across rooms. */
export function counterShard(code: string): number {
  let hash = 0;
  for (let index = 0; index < code.length; index += 1) hash = (hash * 31 + code.charCodeAt(index)) >>> 0;
  return hash % ROOM_COUNTER_SHARDS;
}

/** One row per counter: an upsert may not touch the same row twice in one statement. */
function totalsByCounter(counts: readonly CountedEvent[]): (CountedEvent & { count: number })[] {
  const totals = new Map<string, CountedEvent & { count: number }>();
  for (const { name, day, shard } of counts) {
    const key = `${name}\u0000${day}\u0000${shard}`;
    const total = totals.get(key);
    if (total) total.count += 1;
    else totals.set(key, { name, day, shard, count: 1 });
  }
  return [...totals.values()];
}

/** A room as stored: the document, its version, and when it next has something to do on its own. */
export type StoredRoomRow<Document> = { code: string; document: Document; version: number; wakesAt: number | null };

/**
 * Catchphrase rooms, one JSON document each. Every write after the first is a compare-and-set on
 * the version (one statement, with the counters it bumps), so concurrent writers cannot lose each
 * other's changes.
 */
export function createRoomRepository<Document>(db: Database) {
  return {
    /** Creates a room; false when the code is already taken. */
    async insert(code: string, document: Document, now: number): Promise<boolean> {
      const created = await db
        .insert(rooms)
        .values({ code, state: document, version: 1, wakesAt: null, lastActiveAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning({ code: rooms.code });
      return created.length === 1;
    },

    async find(code: string): Promise<StoredRoomRow<Document> | null> {
      const [row] = await db
        .select({ code: rooms.code, document: rooms.state, version: rooms.version, wakesAt: rooms.wakesAt })
        .from(rooms)
        .where(eq(rooms.code, code));
      return row ? { ...row, document: row.document as Document } : null;
    },

    /**
     * Replaces the room if it is still at `version`, and adds `counts` to the day's event counters
     * in the same statement, so a room change and what it counts commit together or not at all.
     * The new version, or null when the room changed or is gone (nothing is counted then).
     */
    async replace(
      code: string,
      version: number,
      document: Document,
      wakesAt: number | null,
      now: number,
      counts: readonly CountedEvent[] = [],
    ): Promise<number | null> {
      // Activity is kept to the minute: most writes then leave both indexed columns as they were,
      // so PostgreSQL updates the row in place (a HOT update, no new index entries) and a busy room
      // leaves no dead index entries behind; the embedded database has no autovacuum to clear them.
      const update = sql`
        update rooms
        set state = ${JSON.stringify(document)}::jsonb, version = version + 1, wakes_at = ${wakesAt},
            last_active_at = case when last_active_at <= ${now - ACTIVITY_RESOLUTION_MS}::bigint
                                  then ${now}::bigint else last_active_at end
        where code = ${code} and version = ${version}
        returning version`;
      const totals = totalsByCounter(counts);
      const statement =
        totals.length === 0
          ? update
          : sql`
            with updated as (${update}),
            counted as (
              insert into event_counts (name, day, shard, count)
              select event.name, event.day::date, event.shard, event.count
              from (values ${sql.join(
                totals.map(
                  ({ name, day, shard, count }) => sql`(${name}, ${day}, ${shard}::smallint, ${count}::integer)`,
                ),
                sql`, `,
              )}) as event (name, day, shard, count)
              where exists (select 1 from updated)
              on conflict (name, day, shard) do update set count = event_counts.count + excluded.count
            )
            select version from updated`;
      const { rows } = (await db.execute(statement)) as unknown as { rows: { version: number }[] };
      return rows[0]?.version ?? null;
    },

    /** Deletes the room; false when it was already gone. */
    async remove(code: string): Promise<boolean> {
      const deleted = await db.delete(rooms).where(eq(rooms.code, code)).returning({ code: rooms.code });
      return deleted.length === 1;
    },

    /** Marks rooms as in use at `now` (members are connected). */
    async touch(codes: readonly string[], now: number): Promise<void> {
      if (codes.length === 0) return;
      await db
        .update(rooms)
        .set({ lastActiveAt: now })
        .where(inArray(rooms.code, [...codes]));
    },

    /** Rooms that have something to do on their own at or before `time`, with that moment. */
    async wakingBy(time: number): Promise<{ code: string; wakesAt: number }[]> {
      const rows = await db
        .select({ code: rooms.code, wakesAt: rooms.wakesAt })
        .from(rooms)
        .where(and(isNotNull(rooms.wakesAt), lte(rooms.wakesAt, time)));
      return rows.flatMap((row) => (row.wakesAt === null ? [] : [{ code: row.code, wakesAt: row.wakesAt }]));
    },

    /** Deletes rooms idle since before `cutoff`; their codes. */
    async removeIdle(cutoff: number): Promise<string[]> {
      const deleted = await db.delete(rooms).where(lte(rooms.lastActiveAt, cutoff)).returning({ code: rooms.code });
      return deleted.map((row) => row.code);
    },
  };
}

export type RoomRepository<Document> = ReturnType<typeof createRoomRepository<Document>>;

/** What the room master needs of a room store (DESIGN decision 13): the repository, or an in-memory one in tests. */
export type RoomStore<Document> = Pick<RoomRepository<Document>, "find" | "insert" | "replace" | "remove">;
