import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoundTimers } from "./round-timers";

describe("round timers", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ends a round once the server's clock says it is over, even when the timer fires early", () => {
    vi.useFakeTimers();
    const clock = { now: 1_000 };
    const due: string[] = [];
    const timers = createRoundTimers(
      () => clock.now,
      (code) => due.push(code),
    );
    timers.schedule("ABC123", 61_000);
    // The timer fires after 60 s, but the clock says a millisecond is left: it waits for it.
    clock.now = 60_999;
    vi.advanceTimersByTime(60_000);
    expect(due).toEqual([]);
    clock.now = 61_000;
    vi.advanceTimersByTime(1);
    expect(due).toEqual(["ABC123"]);
  });

  it("keeps one timer per room: moving, cancelling and clearing them", () => {
    vi.useFakeTimers();
    const clock = { now: 0 };
    const due: string[] = [];
    const timers = createRoundTimers(
      () => clock.now,
      (code) => due.push(code),
    );
    timers.schedule("AAAAAA", 10_000);
    timers.schedule("AAAAAA", 20_000);
    timers.schedule("BBBBBB", 10_000);
    timers.schedule("CCCCCC", 10_000);
    timers.cancel("BBBBBB");
    clock.now = 10_000;
    vi.advanceTimersByTime(10_000);
    expect(due).toEqual(["CCCCCC"]);
    timers.clear();
    clock.now = 20_000;
    vi.advanceTimersByTime(10_000);
    expect(due).toEqual(["CCCCCC"]);
  });
});
