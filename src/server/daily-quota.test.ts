import { describe, expect, it } from "vitest";
import { dailyQuota } from "./daily-quota";

const NOON = Date.UTC(2026, 10, 25, 12, 0, 0);
const NEXT_MIDNIGHT = Date.UTC(2026, 10, 26, 0, 0, 0);

describe("dailyQuota", () => {
  it("allows each key its number a day, whatever the hour, and each key its own", () => {
    const clock = { now: NOON };
    const quota = dailyQuota(3, { now: () => clock.now });
    expect([quota.take("a"), quota.take("a"), quota.take("a"), quota.take("a")]).toEqual([true, true, true, false]);
    expect(quota.take("b")).toBe(true);
    clock.now = NEXT_MIDNIGHT - 1;
    expect(quota.take("a")).toBe(false);
  });

  it("starts afresh when the UTC day changes", () => {
    const clock = { now: NOON };
    const quota = dailyQuota(2, { now: () => clock.now });
    quota.take("a");
    quota.take("a");
    clock.now = NEXT_MIDNIGHT;
    expect([quota.take("a"), quota.take("a"), quota.take("a")]).toEqual([true, true, false]);
    expect(quota.size).toBe(1);
  });

  it("takes back what was given back, never below nothing", () => {
    const quota = dailyQuota(1, { now: () => NOON });
    quota.giveBack("a");
    expect([quota.take("a"), quota.take("a")]).toEqual([true, false]);
    quota.giveBack("a");
    expect([quota.take("a"), quota.take("a")]).toEqual([true, false]);
  });

  it("never holds more keys than its maximum, dropping the one seen first", () => {
    const quota = dailyQuota(1, { now: () => NOON, maxKeys: 3 });
    for (const key of ["a", "b", "c", "d"]) quota.take(key);
    expect(quota.size).toBe(3);
    expect(quota.take("d")).toBe(false);
    expect(quota.take("a")).toBe(true);
  });
});
