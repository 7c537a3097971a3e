import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "./client";
import { rooms } from "./schema";

/** A room as stored: the document, its version, and the two columns the sweeps read. */
export type StoredRoomRow<Document> = { code: string; document: Document; version: number; roundEndsAt: number | null };

/**
 * Catchphrase rooms, one JSON document each. Every write after the first is a compare-and-set on
 * the version (one statement), so concurrent writers cannot lose each other's changes.
 */
export function createRoomRepository<Document>(db: Database) {
  return {
    /** Creates a room; false when the code is already taken. */
    async insert(code: string, document: Document, now: number): Promise<boolean> {
      const created = await db
        .insert(rooms)
        .values({ code, state: document, version: 1, roundEndsAt: null, lastActiveAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning({ code: rooms.code });
      return created.length === 1;
    },

    async find(code: string): Promise<StoredRoomRow<Document> | null> {
      const [row] = await db
        .select({ code: rooms.code, document: rooms.state, version: rooms.version, roundEndsAt: rooms.roundEndsAt })
        .from(rooms)
        .where(eq(rooms.code, code));
      return row ? { ...row, document: row.document as Document } : null;
    },

    /** Replaces the room if it is still at `version`; the new version, or null when it changed or is gone. */
    async replace(
      code: string,
      version: number,
      document: Document,
      roundEndsAt: number | null,
      now: number,
    ): Promise<number | null> {
      const [row] = await db
        .update(rooms)
        .set({ state: document, version: sql`${rooms.version} + 1`, roundEndsAt, lastActiveAt: now })
        .where(and(eq(rooms.code, code), eq(rooms.version, version)))
        .returning({ version: rooms.version });
      return row?.version ?? null;
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

    /** Rooms whose running round ends at or before `time`, with that moment. */
    async roundsEndingBy(time: number): Promise<{ code: string; roundEndsAt: number }[]> {
      const rows = await db
        .select({ code: rooms.code, roundEndsAt: rooms.roundEndsAt })
        .from(rooms)
        .where(and(isNotNull(rooms.roundEndsAt), lte(rooms.roundEndsAt, time)));
      return rows.flatMap((row) =>
        row.roundEndsAt === null ? [] : [{ code: row.code, roundEndsAt: row.roundEndsAt }],
      );
    },

    /** Deletes rooms idle since before `cutoff`; their codes. */
    async removeIdle(cutoff: number): Promise<string[]> {
      const deleted = await db.delete(rooms).where(lte(rooms.lastActiveAt, cutoff)).returning({ code: rooms.code });
      return deleted.map((row) => row.code);
    },
  };
}

export type RoomRepository<Document> = ReturnType<typeof createRoomRepository<Document>>;
