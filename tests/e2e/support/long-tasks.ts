import { appendFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect } from "vitest";

export type LongTask = { start: number; duration: number };

/**
 * Long tasks (over 50 ms of blocked main thread) during the games' drawing, dragging and typing.
 * The tests record them but never judge them: wall-clock time on a shared machine is noise, and a
 * busy neighbour can stretch a 10 ms task past 50 ms. `npm run bench:smoothness` runs these tests
 * with LONG_TASKS_REPORT naming a file, gathers what they report there, and prints the figures.
 */
const REPORT_FILE = process.env.LONG_TASKS_REPORT;

/** Records the page's long tasks from its first moment. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
}

/** Adds the running test's long tasks to the report, when one is asked for. */
export function reportLongTasks(tasks: LongTask[]): void {
  if (!REPORT_FILE) return;
  appendFileSync(REPORT_FILE, `${JSON.stringify({ test: expect.getState().currentTestName, tasks })}\n`);
}

/** Reports the long tasks that started from `since` (the page's performance.now()) until now. */
export async function reportLongTasksSince(page: Page, since: number): Promise<void> {
  if (!REPORT_FILE) return;
  // Long-task entries are reported a moment after the task.
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(
    (from) =>
      (window as unknown as { longTasks: LongTask[] }).longTasks.filter(
        (task) => task.start >= from && task.start <= performance.now() && task.duration > 50,
      ),
    since,
  );
  reportLongTasks(tasks);
}

/** Runs `play` and reports the long tasks meanwhile (see recordLongTasks). */
export async function reportLongTasksDuring(page: Page, play: () => Promise<void>): Promise<void> {
  const since = await page.evaluate(() => performance.now());
  await play();
  await reportLongTasksSince(page, since);
}
