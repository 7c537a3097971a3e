import { afterEach, describe, expect, it, vi } from "vitest";

/** A browser's local storage. */
function fakeStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

async function freshPage(storage: ReturnType<typeof fakeStorage>) {
  vi.stubGlobal("window", { localStorage: storage, sessionStorage: fakeStorage() });
  vi.resetModules();
  return import("./local-likes");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the likes chosen while the server cannot be reached (decision 061)", () => {
  it("keeps the state the visitor chose last for each game, liked or not", async () => {
    const storage = fakeStorage();
    const likes = await freshPage(storage);
    expect(likes.wantedLikes()).toEqual({});
    likes.wantLike("nordle", true);
    likes.wantLike("mini-golf", true);
    likes.wantLike("nordle", false);
    expect(likes.wantedLikes()).toEqual({ nordle: false, "mini-golf": true });
    // Another tab of the same browser reads the same.
    expect((await freshPage(storage)).wantedLikes()).toEqual({ nordle: false, "mini-golf": true });
  });

  it("forgets a state once the server has it, unless the visitor chose again meanwhile", async () => {
    const likes = await freshPage(fakeStorage());
    likes.wantLike("nordle", true);
    likes.wantLike("mini-golf", false);
    // "Liked" was sent, but the visitor has since taken the like back: that is still to be sent.
    likes.wantLike("nordle", false);
    likes.likeSettled("nordle", true);
    likes.likeSettled("mini-golf", false);
    expect(likes.wantedLikes()).toEqual({ nordle: false });
    // A click that reached the server settles whatever was chosen before it.
    likes.likeSettled("nordle");
    expect(likes.wantedLikes()).toEqual({});
  });

  it("takes over the likes a browser still had to send as toggles before, in the state it shows them", async () => {
    const storage = fakeStorage();
    storage.values.set("huddle_likedGames", JSON.stringify(["nordle", "vibe-check"]));
    storage.values.set("huddle_likesUnsent", JSON.stringify(["nordle", "bottle-swap", "pong"]));
    const likes = await freshPage(storage);
    expect(likes.wantedLikes()).toEqual({ nordle: true, "bottle-swap": false });
    expect(storage.values.has("huddle_likesUnsent")).toBe(false);
  });

  it("drops what is not a game's state: unknown games, a damaged record", async () => {
    const storage = fakeStorage();
    storage.values.set("huddle_likesWanted", JSON.stringify({ nordle: true, pong: true, constructor: false }));
    expect((await freshPage(storage)).wantedLikes()).toEqual({ nordle: true });
    for (const damaged of ["{", "[true]", JSON.stringify({ nordle: "yes" })]) {
      storage.values.set("huddle_likesWanted", damaged);
      expect((await freshPage(storage)).wantedLikes()).toEqual({});
    }
  });

  it("tells which changes of another tab change the likes a page shows", async () => {
    const likes = await freshPage(fakeStorage());
    expect(likes.changesLikesShown("huddle_likedGames")).toBe(true);
    expect(likes.changesLikesShown("huddle_likeCounts")).toBe(true);
    expect(likes.changesLikesShown(null)).toBe(true);
    expect(likes.changesLikesShown("huddle_likesWanted")).toBe(false);
    expect(likes.changesLikesShown("likedGames")).toBe(false);
    expect(likes.changesLikesShown("huddle_theme")).toBe(false);
  });
});
