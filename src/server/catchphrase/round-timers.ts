/**
 * The round timers of one process (DESIGN decision 8): at most one per room, each calling `due`
 * with the room's code once the server's clock says its round is over. Rounds that other
 * processes scheduled are found by the room master's sweep; these make a round end on time to the
 * millisecond rather than at the next sweep.
 */
export function createRoundTimers(now: () => number, due: (code: string) => void) {
  const pending = new Map<string, NodeJS.Timeout>();
  const timers = {
    /** Sets (or moves) the room's timer to `endsAt`. */
    schedule(code: string, endsAt: number): void {
      clearTimeout(pending.get(code));
      pending.set(
        code,
        setTimeout(
          () => {
            pending.delete(code);
            // Timers may fire a millisecond before the wall clock agrees that the round is over.
            if (now() < endsAt) timers.schedule(code, endsAt);
            else due(code);
          },
          Math.max(0, endsAt - now()),
        ),
      );
    },
    cancel(code: string): void {
      clearTimeout(pending.get(code));
      pending.delete(code);
    },
    /** Cancels every timer (the process is stopping). */
    clear(): void {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
  return timers;
}
