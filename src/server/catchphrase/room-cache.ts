/** A room as this process last read or wrote it: the stored document and its version. */
export type CachedRoom<Document> = { document: Document; version: number };

export type RoomCacheOptions<Document> = {
  /** The most the rooms held may take, about, in bytes of the process's memory. */
  maxBytes: number;
  /** About how many bytes of memory a document takes (room-size.ts). */
  sizeOf: (document: Document) => number;
};

/**
 * The rooms this process has touched lately, newest last, as many as fit in `maxBytes` by their
 * approximate size: a room with a long list of its own words takes as much as twenty without, so a
 * count of rooms would bound nothing. A cached room may be out of date when another process wrote
 * it since; the version check on every write finds that out, so the cache saves a read on the hot
 * path without ever deciding anything.
 */
export function createRoomCache<Document>({ maxBytes, sizeOf }: RoomCacheOptions<Document>) {
  const rooms = new Map<string, CachedRoom<Document> & { bytes: number }>();
  let bytes = 0;

  function forget(code: string): void {
    const room = rooms.get(code);
    if (!room) return;
    rooms.delete(code);
    bytes -= room.bytes;
  }

  return {
    get(code: string): CachedRoom<Document> | undefined {
      const room = rooms.get(code);
      if (!room) return undefined;
      // Re-inserting moves the room to the end: the least recently used room is always first.
      rooms.delete(code);
      rooms.set(code, room);
      return { document: room.document, version: room.version };
    },

    /** Keeps the room, the least recently used ones making way; one larger than the whole cache is not kept. */
    set(code: string, room: CachedRoom<Document>): void {
      forget(code);
      const size = sizeOf(room.document);
      if (size > maxBytes) return;
      rooms.set(code, { ...room, bytes: size });
      bytes += size;
      for (const oldest of rooms.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    },

    delete: forget,

    /** The codes of the rooms held, least recently used first. */
    codes(): string[] {
      return [...rooms.keys()];
    },

    get size(): number {
      return rooms.size;
    },

    /** About how much memory the rooms held take, in bytes. */
    get bytes(): number {
      return bytes;
    },
  };
}
