import { and, asc, gte, inArray, lte, sql, sum } from "drizzle-orm";
import type { Database } from "./client";
import { eventCounts } from "./schema";

export type DailyEventCount = { name: string; day: string; count: number };

/** The counters' day bucket: the UTC calendar day (YYYY-MM-DD) of a timestamp in milliseconds. */
export function utcDay(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10);
}

/** Reads and bumps the per-day event counters in one statement each, safe under concurrency. */
export function createEventCountsRepository(db: Database) {
  return {
    /**
     * Adds `by` to the counter of `name` on `day` (YYYY-MM-DD) in shard 0, creating it at zero
     * first; answers that shard's new count.
     */
    async increment(name: string, day: string, by = 1): Promise<number> {
      const [row] = await db
        .insert(eventCounts)
        .values({ name, day, count: by })
        .onConflictDoUpdate({
          target: [eventCounts.name, eventCounts.day, eventCounts.shard],
          set: { count: sql`${eventCounts.count} + ${by}` },
        })
        .returning({ count: eventCounts.count });
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
