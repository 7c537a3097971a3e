import { sql } from "drizzle-orm";
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
    /**
     * The engine's Room plus the hashes of the players' secret tokens, without the parts kept in
     * `setup` and in rows of their own (room_story, room_used_words). Stored uncompressed
     * (`SET STORAGE EXTERNAL`, migration 0010, decision 054): every intent rewrites it.
     */
    state: jsonb("state").notNull(),
    /**
     * The parts of the room that change rarely (decision 056): for Catchphrase, who is in it, their
     * token hashes and the words it plays with. A write sends them only when they changed, so
     * most intents leave this column as it was. Stored uncompressed, as `state` (migration 0012).
     */
    setup: jsonb("setup"),
    version: integer("version").notNull().default(1),
    /**
     * The next moment (epoch ms) at which the room has something to do on its own, else null: its
     * round ends, an absent describer's turn passes, an absent host's role is handed on. Whichever
     * process is alive wakes the room then (the due-room sweep reads it).
     */
    wakesAt: bigint("wakes_at", { mode: "number" }),
    /** Last time a member was connected or acted (epoch ms): idle rooms are removed after 24 hours. */
    lastActiveAt: bigint("last_active_at", { mode: "number" }).notNull(),
    createdAt: bigint("created_at", { mode: "number" }).notNull(),
  },
  (table) => [index("rooms_wakes_at_idx").on(table.wakesAt), index("rooms_last_active_at_idx").on(table.lastActiveAt)],
);

/**
 * A list of each room kept in rows of its own (the room store's LISTS): one row per entry, in
 * order (`seq` from 0), deleted with its room. Kept apart from the room's document so that a write
 * adds only the entries that are new, however long the game has run; the room store reads them
 * back into the document.
 */
const roomListRows = (name: string) =>
  pgTable(
    name,
    {
      code: text("code")
        .notNull()
        .references(() => rooms.code, { onDelete: "cascade" }),
      seq: integer("seq").notNull(),
      entry: jsonb("entry").notNull(),
    },
    (table) => [primaryKey({ columns: [table.code, table.seq] })],
  );

/** The story of each Catchphrase room's game (decision 047): every word that has left the screen (`room.story`). */
export const roomStory = roomListRows("room_story");

/**
 * The words each Catchphrase room has drawn since its bank was last used up (decision 055):
 * `room.usedWords`, never sent to browsers.
 */
export const roomUsedWords = roomListRows("room_used_words");

/**
 * Likes of the mini-games (mini-games.md section 7): one row per game and anonymous visitor, so
 * a visitor likes a game at most once. A game's count is its starting count plus its rows.
 */
export const gameLikes = pgTable(
  "game_likes",
  {
    gameId: text("game_id").notNull(),
    /** The visitor's anonymous id, issued by the server (decision 020); likes of before carry an id a browser made. */
    userId: text("user_id").notNull(),
    likedAt: bigint("liked_at", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.userId] })],
);

/**
 * Secrets the server makes for itself, so that running it needs no setting: generated by the
 * first process that needs one and read by every other process of the cluster, and by itself
 * after a restart (decision 020). Never sent to a browser.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  /** 32 random bytes as hex. */
  secret: text("secret").notNull(),
  createdAt: bigint("created_at", { mode: "number" }).notNull(),
});

/**
 * The server processes sharing the presence of Catchphrase players (DESIGN decision 12, decision
 * 044): each process writes its row every few seconds while it runs. A process not seen for
 * OFFLINE_AFTER_MS has died, and so have its players' connections to it.
 */
export const presenceProcesses = pgTable("presence_processes", {
  /** Chosen at random when the process starts. */
  id: text("id").primaryKey(),
  /** The last moment (epoch ms) the process said it was running. */
  seenAt: bigint("seen_at", { mode: "number" }).notNull(),
});

/**
 * Which process holds connections of which player of which Catchphrase room (decision 044): a row
 * is written when a player's first tab on a process arrives, and again when their last one there
 * closes (`left_at`), never while they stay. A player is connected while some row of theirs has
 * no `left_at` and its process is running; a player all of whose rows have gone stale (left, or on
 * a dead process) for OFFLINE_AFTER_MS is marked offline by the presence sweep, and the rows go.
 * `process_id` has no foreign key: a row outlives its process until the sweep has judged it.
 */
export const roomPresence = pgTable(
  "room_presence",
  {
    code: text("code")
      .notNull()
      .references(() => rooms.code, { onDelete: "cascade" }),
    playerId: text("player_id").notNull(),
    processId: text("process_id").notNull(),
    /** When the player's last tab on this process closed (epoch ms); null while one is open. */
    leftAt: bigint("left_at", { mode: "number" }),
  },
  (table) => [
    primaryKey({ columns: [table.code, table.playerId, table.processId] }),
    // The sweep's two ways in: rows whose tabs closed, and rows of processes that died.
    index("room_presence_left_at_idx").on(table.leftAt).where(sql`left_at is not null`),
    index("room_presence_process_id_idx").on(table.processId),
  ],
);
