import { describe, expect, it } from "vitest";
import { keyedTokenBuckets, tokenBucket } from "./token-buckets";

describe("tokenBucket", () => {
  it("allows a burst, then refills at its rate", () => {
    const clock = { now: 0 };
    const allow = tokenBucket({ burst: 3, perSecond: 2 }, () => clock.now);
    expect([allow(), allow(), allow(), allow()]).toEqual([true, true, true, false]);
    clock.now += 500;
    expect([allow(), allow()]).toEqual([true, false]);
    clock.now += 60_000;
    expect([allow(), allow(), allow(), allow()]).toEqual([true, true, true, false]);
  });
});

describe("keyedTokenBuckets", () => {
  it("keeps a separate allowance per key", () => {
    const clock = { now: 0 };
    const buckets = keyedTokenBuckets({ burst: 2, perSecond: 1 / 30 }, { now: () => clock.now });
    expect([buckets.take("a"), buckets.take("a"), buckets.take("a")]).toEqual([true, true, false]);
    expect(buckets.take("b")).toBe(true);
    expect([buckets.available("a"), buckets.available("b"), buckets.available("c")]).toEqual([false, true, true]);
    clock.now += 30_000;
    expect(buckets.available("a")).toBe(true);
    expect([buckets.take("a"), buckets.take("a")]).toEqual([true, false]);
  });

  it("forgets buckets once they have refilled, and never holds more than its maximum", () => {
    const clock = { now: 0 };
    const buckets = keyedTokenBuckets({ burst: 2, perSecond: 1 }, { now: () => clock.now, maxKeys: 3 });
    buckets.take("a");
    clock.now += 1_000;
    buckets.take("b");
    buckets.sweep();
    expect(buckets.size).toBe(2);
    clock.now += 1_000;
    buckets.sweep();
    expect(buckets.size).toBe(1);
    for (const key of ["c", "d", "e", "f"]) buckets.take(key);
    expect(buckets.size).toBe(3);
  });
});
