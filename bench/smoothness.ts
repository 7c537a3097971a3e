/**
 * Long tasks (over 50 ms of blocked main thread) while the mini-games are drawn on, dragged,
 * putted and typed into, in the production build (run `npm run build` first). The browser tests
 * of those games are the scenarios: they record the long tasks of their play and, with
 * LONG_TASKS_REPORT naming a file, write them there (tests/e2e/support/long-tasks.ts). This
 * script runs them, gathers the reports and prints the figures; it asserts nothing.
 *
 *   npm run bench:smoothness -- [runs, default 3]
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LongTask } from "../tests/e2e/support/long-tasks";

const FILES = [
  "tests/e2e/mini-games-canvas.test.ts",
  "tests/e2e/mini-games-golf.test.ts",
  "tests/e2e/mini-games-puzzles.test.ts",
];
const runs = Number(process.argv[2] ?? 3);

const folder = await mkdtemp(path.join(tmpdir(), "smoothness-"));
const report = path.join(folder, "long-tasks.jsonl");
try {
  for (let run = 1; run <= runs; run += 1) {
    console.log(`run ${run} of ${runs}…`);
    const result = spawnSync(
      path.join("node_modules", ".bin", "vitest"),
      ["run", "--config", "vitest.e2e.config.ts", "--project", "browser", ...FILES],
      { env: { ...process.env, LONG_TASKS_REPORT: report }, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (result.status !== 0) throw new Error(`The browser tests failed in run ${run}; run them alone to see why.`);
  }
  printFigures(await readFile(report, "utf8"));
} finally {
  await rm(folder, { recursive: true, force: true });
}

/** One row per test: how often it ran, its long tasks, the longest, and the blocking time per run. */
function printFigures(lines: string) {
  const byTest = new Map<string, LongTask[][]>();
  for (const line of lines.split("\n").filter(Boolean)) {
    const { test, tasks } = JSON.parse(line) as { test: string; tasks: LongTask[] };
    byTest.set(test, [...(byTest.get(test) ?? []), tasks]);
  }
  console.log("\n| test | runs | long tasks | longest | blocking per run (time over 50 ms) |");
  console.log("|---|---|---|---|---|");
  for (const [test, reports] of byTest) {
    const tasks = reports.flat();
    const longest = Math.max(0, ...tasks.map((task) => task.duration));
    const blocking = tasks.reduce((sum, task) => sum + task.duration - 50, 0) / reports.length;
    console.log(
      `| ${test} | ${reports.length} | ${tasks.length} | ${longest.toFixed(0)} ms | ${blocking.toFixed(0)} ms |`,
    );
  }
}
