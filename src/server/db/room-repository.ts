import { and, eq, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { type Database, preparedStatement, rowsOf } from "./client";
import { type CountedEvent, countingSql, eventsAt, eventsJson } from "./event-counts-repository";
import { groupCommit } from "./group-commit";
import { rooms } from "./schema";

/** The most rooms one group commit writes in one statement. */
export const MAX_ROOMS_PER_COMMIT = 64;

/** One room's write waiting for its group commit. */
type Replacement = {
  code: string;
  version: number;
  document: unknown;
  wakesAt: number | null;
  now: number;
  events: readonly string[];
};

/** PostgreSQL's code for a deadlock: the statement was rolled back, and may be tried again. */
const DEADLOCK = "40P01";
const isDeadlock = (error: unknown) =>
  (error as { code?: unknown })?.code === DEADLOCK ||
  (error as { cause?: { code?: unknown } })?.cause?.code === DEADLOCK;

/** `statement` with, when there are events, their counting in the same statement, for the rooms `written` names. */
function withCounting(statement: SQL, written: string, events: readonly CountedEvent[], answer: SQL): SQL {
  if (events.length === 0) return sql`with ${sql.raw(written)} as (${statement}) ${answer}`;
  return sql`
    with ${sql.raw(written)} as (${statement}),
    counted as (${countingSql(sql`${eventsJson(events)}::jsonb`, sql`select code from ${sql.raw(written)}`)})
    ${answer}`;
}

/** How finely a room's last activity is kept: idle rooms are removed after a day, so a minute is plenty. */
export const ACTIVITY_RESOLUTION_MS = 60_000;

/** A room as stored: the document, its version, and when it next has something to do on its own. */
export type StoredRoomRow<Document> = { code: string; document: Document; version: number; wakesAt: number | null };

/**
 * One group commit's write, prepared once per database session (decision 046): `$1` the rooms (a
 * JSON array of code, version, state, wakes_at and now), `$2` their events (eventsJson). Rooms are
 * locked in code order, so two processes' batches never wait on each other in a circle. Activity
 * is kept to the minute: most writes then leave both indexed columns as they were, so PostgreSQL
 * updates the row in place (a HOT update, no new index entries) and a busy room leaves no dead
 * index entries behind. Answers the rooms written, with their new versions.
 */
const REPLACE_ROOMS = sql`
  with input as (
    select * from jsonb_to_recordset($1::jsonb)
      as input (code text, version integer, state jsonb, wakes_at bigint, now bigint)
  ),
  locked as (
    select rooms.code from rooms join input on rooms.code = input.code and rooms.version = input.version
    order by rooms.code for update of rooms
  ),
  updated as (
    update rooms
    set state = input.state, version = rooms.version + 1, wakes_at = input.wakes_at,
        last_active_at = case when rooms.last_active_at <= input.now - ${sql.raw(String(ACTIVITY_RESOLUTION_MS))}
                              then input.now else rooms.last_active_at end
    from input join locked on locked.code = input.code
    where rooms.code = input.code and rooms.version = input.version
    returning rooms.code, rooms.version
  ),
  counted as (${countingSql(sql.raw("$2::jsonb"), sql`select code from updated`)})
  select code, version from updated`;

/**
 * Catchphrase rooms, one JSON document each. Every write after the first is a compare-and-set on
 * the version, so concurrent writers cannot lose each other's changes. Each write carries the
 * events it caused (created, joined, an intent's effects, removed), counted in the same statement,
 * so a write and its counts commit together or not at all. Replacements are group-committed: many
 * rooms in one statement, each with its own version check (group-commit.ts).
 */
export function createRoomRepository<Document>(
  db: Database,
  /** False writes each replacement in a statement of its own, as they come (the benchmark's comparison). */
  { groupCommits = true }: { groupCommits?: boolean } = {},
) {
  const execute = <Row>(statement: SQL) => rowsOf<Row>(db, statement);

  const replaceRooms = preparedStatement<{ code: string; version: number }>(db, "replace_rooms", REPLACE_ROOMS, [
    "jsonb",
    "jsonb",
  ]);

  /** One statement for a batch of replacements: the new version of each room written, or null. */
  async function replaceAll(batch: readonly Replacement[]): Promise<(number | null)[]> {
    const input = batch.map(({ code, version, document, wakesAt, now }) => ({
      code,
      version,
      state: document,
      wakes_at: wakesAt,
      now,
    }));
    const events = batch.flatMap(({ code, now, events }) => eventsAt(events, now, code));
    const rows = await replaceRooms(JSON.stringify(input), eventsJson(events));
    const versions = new Map(rows.map((row) => [row.code, Number(row.version)]));
    return batch.map(({ code }) => versions.get(code) ?? null);
  }

  const replaceInGroup = groupCommit(replaceAll, {
    maxBatch: MAX_ROOMS_PER_COMMIT,
    keyOf: (replacement) => replacement.code,
    retryAlone: isDeadlock,
  });

  return {
    /** Creates a room, counting `events` with it; false when the code is already taken (nothing counted). */
    async insert(code: string, document: Document, now: number, events: readonly string[] = []): Promise<boolean> {
      const insert = sql`
        insert into rooms (code, state, version, wakes_at, last_active_at, created_at)
        values (${code}, ${JSON.stringify(document)}::jsonb, 1, null, ${now}, ${now})
        on conflict do nothing
        returning code`;
      const rows = await execute(
        withCounting(insert, "inserted", eventsAt(events, now, code), sql`select code from inserted`),
      );
      return rows.length === 1;
    },

    async find(code: string): Promise<StoredRoomRow<Document> | null> {
      const [row] = await db
        .select({ code: rooms.code, document: rooms.state, version: rooms.version, wakesAt: rooms.wakesAt })
        .from(rooms)
        .where(eq(rooms.code, code));
      return row ? { ...row, document: row.document as Document } : null;
    },

    /**
     * Replaces the room if it is still at `version`, and counts `events` (names) in the same
     * statement. The new version, or null when the room changed or is gone (nothing is counted then).
     */
    replace(
      code: string,
      version: number,
      document: Document,
      wakesAt: number | null,
      now: number,
      events: readonly string[] = [],
    ): Promise<number | null> {
      const replacement = { code, version, document, wakesAt, now, events };
      if (!groupCommits) return replaceAll([replacement]).then(([written]) => written ?? null);
      return replaceInGroup(replacement);
    },

    /** Deletes the room, counting `events` with it; false when it was already gone (nothing counted). */
    async remove(code: string, now: number, events: readonly string[] = []): Promise<boolean> {
      const remove = sql`delete from rooms where code = ${code} returning code`;
      const rows = await execute(
        withCounting(remove, "deleted", eventsAt(events, now, code), sql`select code from deleted`),
      );
      return rows.length === 1;
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
