import { readFileSync } from "node:fs";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const WHOLE_GAMES = "tests/e2e/catchphrase-game.test.ts";

const browserTests: TestProjectInlineConfiguration["test"] = {
  globalSetup: ["tests/e2e/support/global-setup.ts"],
  environment: "node",
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One Chromium at a time within a project: the machine has two cores, and the server needs one.
  fileParallelism: false,
};

/** Whether a test file checks smoothness: it looks for long tasks, which a busy machine makes. */
const checksSmoothness = (spec: TestSpecification) =>
  readFileSync(spec.moduleId, "utf8").includes("./support/long-tasks");

/**
 * Vitest's order, except that the files checking smoothness run last. Beside the whole Catchphrase
 * games, which keep a share of both cores busy for their first few minutes, Vitest's usual order
 * (the largest file first, on a fresh clone) would run the drawing games' checks during them.
 */
class SmoothnessLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = new Set(sorted.filter(checksSmoothness));
    return [...sorted.filter((spec) => !last.has(spec)), ...last];
  }
}

/**
 * Browser tests: the production build in a real Chromium (run `npm run build` first). The whole
 * Catchphrase games spend minutes waiting for round timers, so they are a project of their own,
 * which `npm run test:e2e` runs in a second Vitest process beside the other browser tests (Vitest
 * would run the two projects one after the other on a two-core machine). Their players ask for
 * reduced motion, which keeps their time bars from redrawing every frame; gliding, a dozen bars
 * kept a core busy and slowed the other tests. The other browser tests start 40 s later, once the
 * whole games have opened their thirteen pages: that first half minute keeps both cores busy, and
 * the smoothness checks, which look for long tasks, would fail in it (see global-setup.ts). Those
 * checks run last, when the whole games are over (SmoothnessLast).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: SmoothnessLast },
    projects: [
      { test: { ...browserTests, name: "browser", include: ["tests/e2e/**/*.test.ts"], exclude: [WHOLE_GAMES] } },
      { test: { ...browserTests, name: "whole-games", include: [WHOLE_GAMES] } },
    ],
  },
});
