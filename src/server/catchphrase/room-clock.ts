/**
 * The timers of this process's rooms, all in one place (DESIGN decision 13, as Colyseus gives each
 * room one clock): each room has named timers ("wake", a player's presence check, a re-read after a
 * failed write), at most one of each name. Forgetting a room clears all of its timers; stopping
 * the process clears every timer.
 */
export function createRoomClock(now: () => number) {
  const rooms = new Map<string, Map<string, NodeJS.Timeout>>();

  function cancel(code: string, name: string): void {
    const timers = rooms.get(code);
    const timer = timers?.get(name);
    if (!timers || timer === undefined) return;
    clearTimeout(timer);
    timers.delete(name);
    if (timers.size === 0) rooms.delete(code);
  }

  /** Sets the room's timer of that name (replacing it) to call `fire` after `delayMs`. */
  function set(code: string, name: string, delayMs: number, fire: () => void): void {
    cancel(code, name);
    const timers = rooms.get(code) ?? new Map<string, NodeJS.Timeout>();
    rooms.set(code, timers);
    const timer = setTimeout(() => {
      cancel(code, name);
      fire();
    }, delayMs);
    timers.set(name, timer);
  }

  const clock = {
    /**
     * Runs `task` once the server's clock reaches `when`. Timers may fire a millisecond before the
     * wall clock agrees: the task then waits for it.
     */
    at(code: string, name: string, when: number, task: () => void): void {
      set(code, name, Math.max(0, when - now()), () => {
        if (now() < when) clock.at(code, name, when, task);
        else task();
      });
    },

    /** Runs `task` after `delayMs` of real time, whatever the server's clock says (retries, not game moments). */
    after(code: string, name: string, delayMs: number, task: () => void): void {
      set(code, name, delayMs, task);
    },

    cancel,

    /** Whether the room has a timer of that name set. */
    has(code: string, name: string): boolean {
      return rooms.get(code)?.has(name) ?? false;
    },

    /** Clears every timer of the room (it is gone). */
    forget(code: string): void {
      for (const timer of rooms.get(code)?.values() ?? []) clearTimeout(timer);
      rooms.delete(code);
    },

    /** Clears every timer of every room (the process is stopping). */
    stop(): void {
      for (const code of [...rooms.keys()]) clock.forget(code);
    },
  };
  return clock;
}

export type RoomClock = ReturnType<typeof createRoomClock>;
