import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";

/**
 * First-party analytics: how many times each named event happened on each day. Counts only,
 * never who or where (DESIGN decision 10). An event's count on a day is the sum over its shards:
 * Catchphrase rooms add to the shard of their code, so that busy games do not all queue for one
 * row's lock; everything else counts in shard 0.
 */
export const eventCounts = pgTable(
  "event_counts",
  {
    name: text("name").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    shard: smallint("shard").notNull().default(0),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.name, table.day, table.shard] })],
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

/**
 * Catchphrase rooms (catchphrase.md section 3). The whole room is one JSON document, changed
 * only by the room master with a version check, so two server processes never both apply an
 * intent to the same state (DESIGN decision 5).
 */
export const rooms = pgTable(
  "rooms",
  {
    code: text("code").primaryKey(),
    /** The engine's Room plus the hashes of the players' secret tokens. */
    state: jsonb("state").notNull(),
    version: integer("version").notNull().default(1),
    /** When the current round ends (epoch ms) while its timer runs, else null: the timer sweep reads it. */
    roundEndsAt: bigint("round_ends_at", { mode: "number" }),
    /** Last time a member was connected or acted (epoch ms): idle rooms are removed after 24 hours. */
    lastActiveAt: bigint("last_active_at", { mode: "number" }).notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (table) => [
    index("rooms_round_ends_at_idx").on(table.roundEndsAt),
    index("rooms_last_active_at_idx").on(table.lastActiveAt),
  ],
);

/**
 * Likes of the mini-games (mini-games.md section 7): one row per game and anonymous visitor, so
 * a visitor likes a game at most once. A game's count is its starting count plus its rows.
 */
export const gameLikes = pgTable(
  "game_likes",
  {
    gameId: text("game_id").notNull(),
    /** The browser's anonymous id ("anon-" and random characters). */
    userId: text("user_id").notNull(),
    likedAt: bigint("liked_at", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.userId] })],
);
