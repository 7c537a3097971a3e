import { afterEach, describe, expect, it, vi } from "vitest";
import { createDoor } from "./door";

afterEach(() => {
  vi.useRealTimers();
});

describe("a door", () => {
  it("lets through at once when open, and the waiting when it opens", async () => {
    const door = createDoor();
    expect(door.isOpen).toBe(false);
    const waiting = [door.wait(10_000), door.wait(10_000)];
    door.open();
    await expect(Promise.all(waiting)).resolves.toEqual([true, true]);
    expect(door.isOpen).toBe(true);
    await expect(door.wait(0)).resolves.toBe(true);
  });

  it("gives up on a wait after its limit, and the others wait on", async () => {
    vi.useFakeTimers();
    const door = createDoor();
    const short = door.wait(1_000);
    const long = door.wait(5_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(short).resolves.toBe(false);
    door.open();
    await expect(long).resolves.toBe(true);
  });

  it("turns away who is waiting without opening", async () => {
    const door = createDoor();
    const waiting = door.wait(10_000);
    door.turnAway();
    await expect(waiting).resolves.toBe(false);
    expect(door.isOpen).toBe(false);
  });
});
