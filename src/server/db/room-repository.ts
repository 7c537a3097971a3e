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
  /** The document as stored at `version`, when the writer has it: only what changed of its lists and setup is written. */
  previous: unknown;
};

/** PostgreSQL's code for a deadlock: the statement was rolled back, and may be tried again. */
const DEADLOCK = "40P01";
const isDeadlock = (error: unknown) =>
  (error as { code?: unknown })?.code === DEADLOCK ||
  (error as { cause?: { code?: unknown } })?.cause?.code === DEADLOCK;

/**
 * `statement` with, when there are events, their counting in the same statement, for the rooms
 * `written` names; `also` are further statements (named) of the same write.
 */
function withCounting(
  statement: SQL,
  written: string,
  events: readonly CountedEvent[],
  answer: SQL,
  also: readonly { name: string; statement: SQL }[] = [],
): SQL {
  const parts = [
    sql`${sql.raw(written)} as (${statement})`,
    ...also.map(({ name, statement }) => sql`${sql.raw(name)} as (${statement})`),
  ];
  if (events.length > 0) {
    const counting = countingSql(sql`${eventsJson(events)}::jsonb`, sql`select code from ${sql.raw(written)}`);
    parts.push(sql`counted as (${counting})`);
  }
  return sql`with ${sql.join(parts, sql`, `)} ${answer}`;
}

/**
 * The lists of a room kept in rows of their own, each in its table (code, seq, entry): lists that
 * grow at their end as a game goes on, so that a write adds only their new entries however long
 * the game has run. The game's story (decision 047) and the words it has drawn (decision 055).
 */
const LISTS = [
  { name: "story", column: "story", table: "room_story" },
  { name: "usedWords", column: "used_words", table: "room_used_words" },
] as const;

export type ListName = (typeof LISTS)[number]["name"];

/**
 * How a room's document is stored (decisions 047, 055, 056): `lists` are its lists kept in rows
 * (`LISTS`); `setup` its parts that change rarely, kept in the room's `setup` column, each written
 * again only when it is not the same object as in the document replaced; `state` what the room's
 * `state` column keeps, the rest; `with` puts the document together again from all three.
 */
export type RoomParts<Document> = {
  lists(document: Document): Record<ListName, readonly unknown[]>;
  setup(document: Document): Record<string, unknown>;
  state(document: Document): unknown;
  with(stored: { state: unknown; setup: unknown; lists: Record<ListName, unknown[]> }): Document;
};

/** For documents kept whole: everything stays in the room's `state`. */
const WHOLE: RoomParts<never> = {
  lists: () => ({ story: [], usedWords: [] }),
  setup: () => ({}),
  state: (document) => document,
  with: ({ state }) => state as never,
};

/**
 * The room's setup to write: none (null) when every part of it is the same object as in the
 * document replaced, so the column keeps what it has; else all of it.
 */
function setupWrite<Document>(parts: RoomParts<Document>, document: Document, previous: Document | undefined) {
  const setup = parts.setup(document);
  if (previous === undefined) return setup;
  const before = parts.setup(previous);
  const same = Object.keys({ ...setup, ...before }).every((key) => Object.is(setup[key], before[key]));
  return same ? undefined : setup;
}

/**
 * What a write must store of a list: from which entry (the length of the `before` list when the
 * new one only adds to it, else 0, every entry), its new length, and the entries from there.
 */
function listWrite(entries: readonly unknown[], before: readonly unknown[] | undefined) {
  const adds =
    before !== undefined && before.length <= entries.length && before.every((entry, i) => entries[i] === entry);
  const from = adds ? before.length : 0;
  return { from, length: entries.length, entries: entries.slice(from) };
}

/** The columns of a room's write (REPLACE_ROOMS's input) that carry its lists' new entries. */
function listsWrite<Document>(parts: RoomParts<Document>, document: Document, previous: Document | undefined) {
  const now = parts.lists(document);
  const before = previous === undefined ? undefined : parts.lists(previous);
  const columns: Record<string, unknown> = {};
  for (const { name, column } of LISTS) {
    const { from, length, entries } = listWrite(now[name], before?.[name]);
    Object.assign(columns, { [`${column}_from`]: from, [`${column}_length`]: length, [column]: entries });
  }
  return columns;
}

/**
 * The parts of REPLACE_ROOMS that write each list, for the rooms whose version check passed (a
 * lost race writes nothing of its lists): rows past the list's new length go (a new game), the
 * entries sent are written at their positions (an upsert, so a new game's list overwrites the old
 * rows).
 */
const LIST_WRITES = LISTS.map(({ column, table }) =>
  sql.raw(`
  ${column}_trimmed as (
    delete from ${table} using input
    where ${table}.code = input.code and ${table}.seq >= input.${column}_length
      and input.code in (select code from updated)
  ),
  ${column}_written as (
    insert into ${table} (code, seq, entry)
    select input.code, input.${column}_from + (told.ordinality - 1)::integer, told.value
    from input cross join lateral jsonb_array_elements(input.${column}) with ordinality as told (value, ordinality)
    where input.code in (select code from updated)
    on conflict (code, seq) do update set entry = excluded.entry
  ),`),
);

/** REPLACE_ROOMS's input columns of the lists. */
const LIST_COLUMNS = sql.raw(
  LISTS.map(({ column }) => `${column}_from integer, ${column}_length integer, ${column} jsonb`).join(", "),
);

/**
 * A room's lists as `find` reads them, in order (written out in full: Drizzle names a column of
 * the one table it reads without the table).
 */
const LIST_READS = Object.fromEntries(
  LISTS.map(({ name, table }) => [
    name,
    sql<unknown[]>`${sql.raw(`coalesce(
      (select jsonb_agg(told.entry order by told.seq) from ${table} as told where told.code = rooms.code),
      '[]'::jsonb)`)}`,
  ]),
) as Record<ListName, SQL<unknown[]>>;

/** How finely a room's last activity is kept: idle rooms are removed after a day, so a minute is plenty. */
export const ACTIVITY_RESOLUTION_MS = 60_000;

/** A room as stored: the document, its version, and when it next has something to do on its own. */
export type StoredRoomRow<Document> = { code: string; document: Document; version: number; wakesAt: number | null };

/**
 * One group commit's write, prepared once per database session (decision 046): `$1` the rooms (a
 * JSON array of code, version, state, setup (absent when unchanged), wakes_at, now, and for each
 * list of LISTS its new entries from `<list>_from` and its new length `<list>_length`), `$2` their
 * events (eventsJson). Rooms are locked in code order, so two processes' batches never wait on each
 * other in a circle. Each room is found through the primary key, one lookup per room, however many
 * rooms are stored: PostgreSQL guesses a hundred rows for the batch (`jsonb_to_recordset`), and
 * with that guess it read the whole table to join it with the batch (a sequential scan: 3 ms of a
 * 4 ms write with 500 rooms stored, the dead versions of their earlier writes included). So locking
 * goes room by room (a lateral lookup), and the update finds the rooms locked through an array
 * (guessed at ten). Activity is kept to the minute: most writes then leave both indexed columns as
 * they were, so PostgreSQL updates the row in place (a HOT update, no new index entries) and a busy
 * room leaves no dead index entries behind. Answers the rooms written, with their new versions.
 */
export const REPLACE_ROOMS = sql`
  with input as (
    select * from jsonb_to_recordset($1::jsonb) as input (
      code text, version integer, state jsonb, setup jsonb, wakes_at bigint, now bigint, ${LIST_COLUMNS}
    )
  ),
  locked as (
    select locking.code
    from (select code, version from input order by code) as wanted
    cross join lateral (
      select rooms.code from rooms where rooms.code = wanted.code and rooms.version = wanted.version
      for update
    ) as locking
  ),
  updated as (
    update rooms
    set state = input.state, setup = coalesce(input.setup, rooms.setup), version = rooms.version + 1,
        wakes_at = input.wakes_at,
        last_active_at = case when rooms.last_active_at <= input.now - ${sql.raw(String(ACTIVITY_RESOLUTION_MS))}
                              then input.now else rooms.last_active_at end
    from input
    where rooms.code = any (array(select code from locked)) and rooms.code = input.code
      and rooms.version = input.version
    returning rooms.code, rooms.version
  ),
  ${sql.join(LIST_WRITES, sql` `)}
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
  {
    groupCommits = true,
    writeWindowMs = 0,
    parts = WHOLE,
  }: {
    /** False writes each replacement in a statement of its own, as they come (the benchmark's comparison). */
    groupCommits?: boolean;
    /** Under load, how long a batch waits for more replacements (group commit's `gatherMs`). */
    writeWindowMs?: number;
    /** How the documents are stored in parts (whole in `state` without it). */
    parts?: RoomParts<Document>;
  } = {},
) {
  const execute = <Row>(statement: SQL) => rowsOf<Row>(db, statement);

  const replaceRooms = preparedStatement<{ code: string; version: number }>(db, "replace_rooms", REPLACE_ROOMS, [
    "jsonb",
    "jsonb",
  ]);

  /** One statement for a batch of replacements: the new version of each room written, or null. */
  async function replaceAll(batch: readonly Replacement[]): Promise<(number | null)[]> {
    const input = batch.map(({ code, version, document, wakesAt, now, previous }) => ({
      code,
      version,
      state: parts.state(document as Document),
      setup: setupWrite(parts, document as Document, previous as Document | undefined),
      wakes_at: wakesAt,
      now,
      ...listsWrite(parts, document as Document, previous as Document | undefined),
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
    gatherMs: writeWindowMs,
  });

  return {
    /** Under load, how long a batch of replacements waits for more (0: never). */
    writeWindowMs,

    /** Creates a room, counting `events` with it; false when the code is already taken (nothing counted). */
    async insert(code: string, document: Document, now: number, events: readonly string[] = []): Promise<boolean> {
      const insert = sql`
        insert into rooms (code, state, setup, version, wakes_at, last_active_at, created_at)
        values (${code}, ${JSON.stringify(parts.state(document))}::jsonb, ${JSON.stringify(parts.setup(document))}::jsonb,
                1, null, ${now}, ${now})
        on conflict do nothing
        returning code`;
      const entries = parts.lists(document);
      const also = LISTS.filter(({ name }) => entries[name].length > 0).map(({ name, column, table }) => ({
        name: `${column}_written`,
        statement: sql`
          insert into ${sql.raw(table)} (code, seq, entry)
          select inserted.code, (told.ordinality - 1)::integer, told.value
          from inserted, jsonb_array_elements(${JSON.stringify(entries[name])}::jsonb) with ordinality as told (value, ordinality)`,
      }));
      const rows = await execute(
        withCounting(insert, "inserted", eventsAt(events, now, code), sql`select code from inserted`, also),
      );
      return rows.length === 1;
    },

    async find(code: string): Promise<StoredRoomRow<Document> | null> {
      const [row] = await db
        .select({
          code: rooms.code,
          state: rooms.state,
          setup: rooms.setup,
          version: rooms.version,
          wakesAt: rooms.wakesAt,
          ...LIST_READS,
        })
        .from(rooms)
        .where(eq(rooms.code, code));
      if (!row) return null;
      const { code: found, state, setup, version, wakesAt, ...lists } = row;
      return { code: found, version, wakesAt, document: parts.with({ state, setup, lists }) };
    },

    /**
     * Replaces the room if it is still at `version`, and counts `events` (names) in the same
     * statement. The new version, or null when the room changed or is gone (nothing is counted then).
     * `previous`, the document as stored at `version`, lets the write add only its lists' new
     * entries and leave its setup as it was when unchanged; without it all are written.
     */
    replace(
      code: string,
      version: number,
      document: Document,
      wakesAt: number | null,
      now: number,
      events: readonly string[] = [],
      previous?: Document,
    ): Promise<number | null> {
      const replacement = { code, version, document, wakesAt, now, events, previous };
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
