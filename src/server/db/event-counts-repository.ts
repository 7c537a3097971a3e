import { and, asc, gte, inArray, lte, type SQL, sql, sum } from "drizzle-orm";
import { type Database, rowsOf } from "./client";
import { eventCounts } from "./schema";

export type DailyEventCount = { name: string; day: string; count: number };

/**
 * Counting, in one place (DESIGN decision 10, issue 23): which day and shard an event is counted
 * in, and the one piece of SQL that adds events to their counters, alone or inside a room's write.
 */

/** The counters' day bucket: the UTC calendar day (YYYY-MM-DD) of a timestamp in milliseconds. */
export function utcDay(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

/** How many shards the counters of Catchphrase rooms are spread over; other events count in shard 0. */
export const ROOM_COUNTER_SHARDS = 16;

/** The counter shard of a room: the same for every change of one room, spread across rooms. */
export function counterShard(code: string): number {
  let hash = 0;
  for (let index = 0; index < code.length; index += 1) hash = (hash * 31 + code.charCodeAt(index)) >>> 0;
  return hash % ROOM_COUNTER_SHARDS;
}

/**
 * An event to add to a counter: its name, day (YYYY-MM-DD), shard and how many; `room` is the room
 * whose write it belongs to, if any (counted only if that write commits).
 */
export type CountedEvent = { name: string; day: string; shard: number; count: number; room?: string };

/** The events `names` happening at `now`, in the shard of `room` (or shard 0 for no room). */
export function eventsAt(names: readonly string[], now: number, room?: string): CountedEvent[] {
  const day = utcDay(now);
  const shard = room === undefined ? 0 : counterShard(room);
  return names.map((name) => ({ name, day, shard, count: 1, ...(room === undefined ? {} : { room }) }));
}

/** Events as the JSON array that countingSql reads (cast to jsonb). */
export function eventsJson(events: readonly CountedEvent[]): string {
  return JSON.stringify(events);
}

/**
 * The statement adding `events` (an SQL expression of type jsonb: an eventsJson array, as a
 * parameter or a prepared statement's `$n`) to their counters, creating them at zero first: one
 * row per counter (an upsert may not touch a row twice), rows in a fixed order (two writers never
 * wait on each other's counters in opposite orders), and, with `committed` (a query of room codes,
 * say the rooms a statement just wrote), only the events of those rooms. Answers each counter's
 * new count.
 */
export function countingSql(events: SQL, committed?: SQL): SQL {
  return sql`
    insert into event_counts (name, day, shard, count)
    select event.name, event.day, event.shard, sum(event.count)::integer
    from jsonb_to_recordset(${events}) as event (room text, name text, day date, shard smallint, count integer)
    ${committed ? sql`where event.room in (${committed})` : sql``}
    group by event.name, event.day, event.shard
    order by event.name, event.day, event.shard
    on conflict (name, day, shard) do update set count = event_counts.count + excluded.count
    returning count`;
}

/** Reads and bumps the per-day event counters in one statement each, safe under concurrency. */
export function createEventCountsRepository(db: Database) {
  return {
    /**
     * Adds `by` to the counter of `name` on the UTC day of `now`, in shard 0 (a room's events are
     * counted by the room store, with the room's write); answers that shard's new count.
     */
    async increment(name: string, now: number, by = 1): Promise<number> {
      const [event] = eventsAt([name], now);
      if (!event) return 0;
      const events = eventsJson([{ ...event, count: by }]);
      const [row] = await rowsOf<{ count: number }>(db, countingSql(sql`${events}::jsonb`));
      return row?.count ?? 0;
    },

    /** Counts of the given events from `from` to `to` inclusive, oldest first; days without events are absent. */
    async range(names: readonly string[], from: string, to: string): Promise<DailyEventCount[]> {
      if (names.length === 0) return [];
      return db
        .select({ name: eventCounts.name, day: eventCounts.day, count: sum(eventCounts.count).mapWith(Number) })
        .from(eventCounts)
        .where(and(inArray(eventCounts.name, [...names]), gte(eventCounts.day, from), lte(eventCounts.day, to)))
        .groupBy(eventCounts.name, eventCounts.day)
        .orderBy(asc(eventCounts.day), asc(eventCounts.name));
    },

    /** All-time totals of the given events; an event never counted totals 0. */
    async totals<Name extends string>(names: readonly Name[]): Promise<Record<Name, number>> {
      const result = Object.fromEntries(names.map((name) => [name, 0])) as Record<Name, number>;
      if (names.length === 0) return result;
      const rows = await db
        .select({ name: eventCounts.name, total: sum(eventCounts.count).mapWith(Number) })
        .from(eventCounts)
        .where(inArray(eventCounts.name, [...names]))
        .groupBy(eventCounts.name);
      for (const row of rows) result[row.name as Name] = row.total;
      return result;
    },
  };
}

export type EventCountsRepository = ReturnType<typeof createEventCountsRepository>;
