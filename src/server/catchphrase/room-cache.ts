/** A room as this process last read or wrote it: the stored document and its version. */
export type CachedRoom<Document> = { document: Document; version: number };

/**
 * The rooms this process has touched lately, newest last, at most `capacity` of them. A cached
 * room may be out of date when another process wrote it since; the version check on every write
 * finds that out, so the cache saves a read on the hot path without ever deciding anything.
 */
export function createRoomCache<Document>(capacity: number) {
  const rooms = new Map<string, CachedRoom<Document>>();
  return {
    get(code: string): CachedRoom<Document> | undefined {
      const room = rooms.get(code);
      if (room) {
        // Re-inserting moves the room to the end: the least recently used room is always first.
        rooms.delete(code);
        rooms.set(code, room);
      }
      return room;
    },

    set(code: string, room: CachedRoom<Document>): void {
      rooms.delete(code);
      rooms.set(code, room);
      if (rooms.size > capacity) {
        const oldest = rooms.keys().next();
        if (!oldest.done) rooms.delete(oldest.value);
      }
    },

    delete(code: string): void {
      rooms.delete(code);
    },

    /** The codes of the rooms held, least recently used first. */
    codes(): string[] {
      return [...rooms.keys()];
    },

    get size(): number {
      return rooms.size;
    },
  };
}
