import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * First-party analytics: how many times each named event happened on each day. Counts only,
 * never who or where (DESIGN decision 10).
 */
export const eventCounts = pgTable(
  "event_counts",
  {
    name: text("name").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.name, table.day] })],
);
