import type { Page } from "playwright-core";

export type LongTask = { start: number; duration: number };

/**
 * The options of a test that checks for long tasks. Those checks measure wall-clock time, and on a
 * shared two-core machine a busy neighbour (another test's browsers, the server) can stretch a
 * 10 ms task past 50 ms; such a stall does not come back on every try, while a long task of the
 * game's own would. So these tests may run again, twice at most.
 */
export const smoothnessTest = { retry: 2, timeout: 60_000 };

/** Records the page's long tasks (over 50 ms of blocked main thread) from its first moment. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
}

/** The recorded long tasks that started from `since` (the page's performance.now()) until now. */
export function longTasksSince(page: Page, since: number): Promise<LongTask[]> {
  return page.evaluate(
    (from) =>
      (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks.filter(
        (task) => task.start >= from && task.start <= performance.now() && task.duration > 50,
      ),
    since,
  );
}
