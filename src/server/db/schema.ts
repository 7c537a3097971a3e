import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

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

/** Feedback sent from the floating form (site.md section 3, "Feedback record"). */
export const feedback = pgTable(
  "feedback",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** When the server received it, in epoch milliseconds. */
    timestamp: bigint("timestamp", { mode: "number" }).notNull(),
    /** The same instant as an ISO 8601 string. */
    date: text("date").notNull(),
    /** The same instant in the Asia/Kolkata zone, formatted for reading. */
    istTime: text("ist_time").notNull(),
    /** The Catchphrase room code, or 'lobby' when sent from outside a room. */
    roomId: text("room_id").notNull(),
    /** The player's name in Catchphrase, or 'Anonymous'. */
    playerName: text("player_name").notNull(),
  },
  (table) => [index("feedback_timestamp_idx").on(table.timestamp)],
);
