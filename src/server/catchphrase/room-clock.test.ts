import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoomClock } from "./room-clock";

describe("the room clock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs a task once the server's clock says its moment has come, even when the timer fires early", () => {
    vi.useFakeTimers();
    const time = { now: 1_000 };
    const due: string[] = [];
    const clock = createRoomClock(() => time.now);
    clock.at("ABC123", "wake", 61_000, () => due.push("ABC123"));
    // The timer fires after 60 s, but the clock says a millisecond is left: it waits for it.
    time.now = 60_999;
    vi.advanceTimersByTime(60_000);
    expect(due).toEqual([]);
    time.now = 61_000;
    vi.advanceTimersByTime(1);
    expect(due).toEqual(["ABC123"]);
    expect(clock.has("ABC123", "wake")).toBe(false);
  });

  it("keeps one timer of each name per room: moving, cancelling, forgetting a room and stopping", () => {
    vi.useFakeTimers();
    const time = { now: 0 };
    const due: string[] = [];
    const clock = createRoomClock(() => time.now);
    const at = (code: string, name: string, when: number) =>
      clock.at(code, name, when, () => due.push(`${code} ${name}`));
    at("AAAAAA", "wake", 10_000);
    at("AAAAAA", "wake", 20_000);
    at("AAAAAA", "presence:p1", 10_000);
    at("BBBBBB", "wake", 10_000);
    at("CCCCCC", "wake", 10_000);
    at("DDDDDD", "wake", 10_000);
    clock.cancel("BBBBBB", "wake");
    clock.forget("DDDDDD");
    time.now = 10_000;
    vi.advanceTimersByTime(10_000);
    expect(due).toEqual(["AAAAAA presence:p1", "CCCCCC wake"]);
    clock.stop();
    time.now = 20_000;
    vi.advanceTimersByTime(10_000);
    expect(due).toEqual(["AAAAAA presence:p1", "CCCCCC wake"]);
  });
});
