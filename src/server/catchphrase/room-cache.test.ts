import { describe, expect, it } from "vitest";
import { createRoomCache } from "./room-cache";

describe("the room cache", () => {
  it("keeps the rooms used most recently, up to its capacity", () => {
    const cache = createRoomCache<string>(2);
    cache.set("AAAAAA", { document: "a", version: 1 });
    cache.set("BBBBBB", { document: "b", version: 1 });
    expect(cache.get("AAAAAA")).toEqual({ document: "a", version: 1 });
    cache.set("CCCCCC", { document: "c", version: 1 });

    expect(cache.size).toBe(2);
    expect(cache.get("BBBBBB")).toBeUndefined();
    expect(cache.get("AAAAAA")?.document).toBe("a");
    expect(cache.get("CCCCCC")?.document).toBe("c");
  });

  it("replaces a room's entry and forgets a deleted room", () => {
    const cache = createRoomCache<string>(2);
    cache.set("AAAAAA", { document: "a", version: 1 });
    cache.set("AAAAAA", { document: "a2", version: 2 });
    expect(cache.get("AAAAAA")).toEqual({ document: "a2", version: 2 });
    cache.delete("AAAAAA");
    expect(cache.get("AAAAAA")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
