import { afterEach, describe, expect, it, vi } from "vitest";
import { groupCommit } from "./group-commit";

/** A write that records its batches and holds each until released. */
function heldWrites() {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  const write = (batch: readonly string[]) => {
    batches.push([...batch]);
    return new Promise<string[]>((resolve) => releases.push(() => resolve(batch.map((request) => `${request}!`))));
  };
  const releaseNext = async () => {
    releases.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { batches, write, releaseNext };
}

/** Resolves after the event loop's current turn, with its immediates, has run. */
const endOfTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("group commit", () => {
  it("writes a lone request once the current turn of the event loop ends, waiting for no timer", async () => {
    const held = heldWrites();
    const commit = groupCommit(held.write, { maxBatch: 10 });
    const answer = commit("a");
    expect(held.batches).toEqual([]);
    await endOfTurn();
    expect(held.batches).toEqual([["a"]]);
    await held.releaseNext();
    expect(await answer).toBe("a!");
  });

  it("writes the requests of one turn together, and those that arrive during a write in the next", async () => {
    const held = heldWrites();
    const commit = groupCommit(held.write, { maxBatch: 3 });
    const answers = ["a", "b"].map((request) => commit(request));
    await endOfTurn();
    expect(held.batches).toEqual([["a", "b"]]);
    answers.push(...["c", "d", "e", "f"].map((request) => commit(request)));
    await endOfTurn();
    expect(held.batches).toEqual([["a", "b"]]);
    await held.releaseNext();
    expect(held.batches).toEqual([
      ["a", "b"],
      ["c", "d", "e"],
    ]);
    await held.releaseNext();
    expect(held.batches).toEqual([["a", "b"], ["c", "d", "e"], ["f"]]);
    await held.releaseNext();
    expect(await Promise.all(answers)).toEqual(["a!", "b!", "c!", "d!", "e!", "f!"]);
  });

  it("never puts two requests of one key in a batch", async () => {
    const held = heldWrites();
    const commit = groupCommit(held.write, { maxBatch: 10, keyOf: (request) => request.slice(0, 1) });
    const answers = ["x1", "r1", "r2", "s1", "r3"].map((request) => commit(request));
    await endOfTurn();
    await held.releaseNext();
    await held.releaseNext();
    expect(held.batches).toEqual([["x1", "r1", "s1"], ["r2"], ["r3"]]);
    await held.releaseNext();
    expect(await Promise.all(answers)).toHaveLength(5);
  });

  it("fails a whole batch when its write fails, and writes each alone again after a retryable failure", async () => {
    const batches: string[][] = [];
    let failures = 0;
    const write = async (batch: readonly string[]) => {
      batches.push([...batch]);
      if (batch.length > 1) {
        failures += 1;
        throw Object.assign(new Error("deadlock"), { code: failures === 1 ? "40P01" : "other" });
      }
      return batch.map((request) => `${request}!`);
    };
    const retrying = groupCommit(write, {
      maxBatch: 10,
      retryAlone: (error) => (error as { code: string }).code === "40P01",
    });
    const first = ["a", "b", "c"].map((request) => retrying(request));
    expect(await Promise.all(first)).toEqual(["a!", "b!", "c!"]);
    expect(batches).toEqual([["a", "b", "c"], ["a"], ["b"], ["c"]]);

    // The last write was still finishing its turn: these three arrived meanwhile, and go together.
    const failing = ["d", "e", "f"].map((request) => retrying(request).catch((error: Error) => error.message));
    expect(await Promise.all(failing)).toEqual(["deadlock", "deadlock", "deadlock"]);
    expect(batches.at(-1)).toEqual(["d", "e", "f"]);
  });

  describe("under load", () => {
    // The clock stands still unless a test moves it; immediates run as usual.
    afterEach(() => {
      vi.useRealTimers();
    });
    const frozenClock = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });

    /** One request written and its write ended, so that the next one finds the store busy. */
    async function afterAWrite(gatherMs: number, maxBatch = 10) {
      const held = heldWrites();
      const commit = groupCommit(held.write, { maxBatch, gatherMs });
      const first = commit("a");
      await endOfTurn();
      held.releaseNext();
      expect(await first).toBe("a!");
      await endOfTurn();
      return { held, commit };
    }

    it("waits gatherMs for more requests when the last write ended less than gatherMs ago", async () => {
      frozenClock();
      const { held, commit } = await afterAWrite(2);
      const answers = [commit("b")];
      await endOfTurn();
      answers.push(commit("c"));
      await endOfTurn();
      expect(held.batches).toEqual([["a"]]);
      vi.advanceTimersByTime(1);
      await endOfTurn();
      expect(held.batches).toEqual([["a"]]);
      vi.advanceTimersByTime(1);
      await endOfTurn();
      expect(held.batches).toEqual([["a"], ["b", "c"]]);
      held.releaseNext();
      expect(await Promise.all(answers)).toEqual(["b!", "c!"]);
    });

    it("writes at once, waiting for no timer, once the last write ended gatherMs ago or more", async () => {
      frozenClock();
      const { held, commit } = await afterAWrite(2);
      vi.advanceTimersByTime(2);
      const answer = commit("b");
      await endOfTurn();
      expect(held.batches).toEqual([["a"], ["b"]]);
      held.releaseNext();
      expect(await answer).toBe("b!");
    });

    it("writes a full batch without waiting out the window", async () => {
      frozenClock();
      const { held, commit } = await afterAWrite(2, 3);
      const answers = ["b", "c"].map((request) => commit(request));
      await endOfTurn();
      expect(held.batches).toEqual([["a"]]);
      answers.push(commit("d"), commit("e"));
      await endOfTurn();
      expect(held.batches).toEqual([["a"], ["b", "c", "d"]]);
      held.releaseNext();
      await endOfTurn();
      expect(held.batches).toEqual([["a"], ["b", "c", "d"], ["e"]]);
      held.releaseNext();
      expect(await Promise.all(answers)).toEqual(["b!", "c!", "d!", "e!"]);
    });
  });
});
