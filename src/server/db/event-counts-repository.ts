import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "./client";
import { eventCounts } from "./schema";

export type DailyEventCount = { name: string; day: string; count: number };

/** Reads and bumps the per-day event counters in one statement each, safe under concurrency. */
export function createEventCountsRepository(db: Database) {
  return {
    /** Adds `by` to the counter of `name` on `day` (YYYY-MM-DD), creating it at zero first. */
    async increment(name: string, day: string, by = 1): Promise<number> {
      const [row] = await db
        .insert(eventCounts)
        .values({ name, day, count: by })
        .onConflictDoUpdate({
          target: [eventCounts.name, eventCounts.day],
          set: { count: sql`${eventCounts.count} + ${by}` },
        })
        .returning({ count: eventCounts.count });
      return row?.count ?? 0;
    },

    /** Counts of one event from `from` to `to` inclusive, oldest first; days without events are absent. */
    async range(name: string, from: string, to: string): Promise<DailyEventCount[]> {
      return db
        .select({ name: eventCounts.name, day: eventCounts.day, count: eventCounts.count })
        .from(eventCounts)
        .where(and(eq(eventCounts.name, name), gte(eventCounts.day, from), lte(eventCounts.day, to)))
        .orderBy(asc(eventCounts.day));
    },
  };
}

export type EventCountsRepository = ReturnType<typeof createEventCountsRepository>;
