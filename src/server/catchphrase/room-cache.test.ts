import { describe, expect, it } from "vitest";
import { createRoomCache } from "./room-cache";

/** Documents whose size is their length, for a cache of `maxBytes`. */
const cacheOf = (maxBytes: number) => createRoomCache<string>({ maxBytes, sizeOf: (document) => document.length });

describe("the room cache", () => {
  it("keeps the rooms used most recently, as many as fit in its bytes", () => {
    const cache = cacheOf(20);
    cache.set("AAAAAA", { document: "a".repeat(8), version: 1 });
    cache.set("BBBBBB", { document: "b".repeat(8), version: 1 });
    expect(cache.get("AAAAAA")).toEqual({ document: "a".repeat(8), version: 1 });
    // A larger room makes way for itself by the least recently used: B, not A.
    cache.set("CCCCCC", { document: "c".repeat(12), version: 1 });

    expect(cache.codes()).toEqual(["AAAAAA", "CCCCCC"]);
    expect(cache.bytes).toBe(20);
    expect(cache.get("BBBBBB")).toBeUndefined();
  });

  it("lets one room with a long list push out many small ones, never holding more than its bytes", () => {
    const cache = cacheOf(1_000);
    for (let index = 0; index < 100; index += 1)
      cache.set(`R${String(index).padStart(5, "0")}`, { document: "x".repeat(10), version: 1 });
    expect(cache.size).toBe(100);
    cache.set("BIGONE", { document: "y".repeat(600), version: 1 });
    expect(cache.size).toBe(41);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });

  it("keeps no room larger than the whole cache, and counts a room's new size when it is written again", () => {
    const cache = cacheOf(100);
    cache.set("AAAAAA", { document: "a".repeat(101), version: 1 });
    expect(cache.get("AAAAAA")).toBeUndefined();
    expect(cache.bytes).toBe(0);
    cache.set("AAAAAA", { document: "a".repeat(40), version: 2 });
    cache.set("AAAAAA", { document: "a".repeat(60), version: 3 });
    expect(cache.bytes).toBe(60);
    expect(cache.get("AAAAAA")).toEqual({ document: "a".repeat(60), version: 3 });
  });

  it("forgets a deleted room and its bytes", () => {
    const cache = cacheOf(100);
    cache.set("AAAAAA", { document: "a2", version: 2 });
    cache.delete("AAAAAA");
    expect(cache.get("AAAAAA")).toBeUndefined();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
