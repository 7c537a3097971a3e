import type { FastifyInstance } from "fastify";
import type { Server } from "socket.io";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type RoomUpkeepParts, startRoomUpkeep } from "./room-upkeep";

/** The upkeep with every part faked: a presence sweep that runs until the test lets it end. */
function upkeepWithSlowSweep() {
  let endSweep: () => void = () => {};
  const sweep = vi.fn(() => new Promise<void>((resolve) => (endSweep = resolve)));
  const stopTasks: (() => void | Promise<void>)[] = [];
  const app = {
    services: { dependencies: { down: () => [], onRecovery: () => {} }, now: () => 0, stopTasks },
    log: { error: vi.fn() },
  } as unknown as FastifyInstance;
  const io = { on: () => {}, serverSideEmit: () => {} } as unknown as Server;
  const parts = {
    master: { wake: vi.fn(), wakeAt: vi.fn(), stop: vi.fn(), settle: async () => {}, removed: vi.fn() },
    transport: { localRooms: () => [] },
    presence: { sweep, beat: async () => {}, afterOutage: async () => {}, stop: vi.fn() },
    rooms: { wakingBy: async () => [], touch: async () => {}, removeIdle: async () => [] },
  } as unknown as RoomUpkeepParts;
  startRoomUpkeep(app, io, parts);
  return {
    sweep,
    endSweep: () => endSweep(),
    presence: parts.presence,
    stop: () => Promise.all(stopTasks.map((task) => task())),
  };
}

describe("the room upkeep", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts no sweep while the last one still runs", async () => {
    const upkeep = upkeepWithSlowSweep();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(upkeep.sweep).toHaveBeenCalledTimes(1);
    upkeep.endSweep();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(upkeep.sweep).toHaveBeenCalledTimes(2);
    upkeep.endSweep();
    await upkeep.stop();
  });

  it("lets a sweep under way end before the stop goes on to close the database", async () => {
    const upkeep = upkeepWithSlowSweep();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(upkeep.sweep).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = upkeep.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(stopped).toBe(false);
    upkeep.endSweep();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(upkeep.sweep).toHaveBeenCalledTimes(1);
  });

  it("tells presence, as the server stops, that the connections about to close are not to be written one by one", async () => {
    const upkeep = upkeepWithSlowSweep();
    expect(upkeep.presence.stop).not.toHaveBeenCalled();
    await upkeep.stop();
    expect(upkeep.presence.stop).toHaveBeenCalledTimes(1);
  });
});
