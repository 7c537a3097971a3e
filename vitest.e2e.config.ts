import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/** Tests that mostly wait for the server's timers: whole games, and players who close their tabs. */
const WHOLE_GAMES = ["tests/e2e/catchphrase-game.test.ts", "tests/e2e/catchphrase-presence.test.ts"];

const browserTests: TestProjectInlineConfiguration["test"] = {
  globalSetup: ["tests/e2e/support/global-setup.ts"],
  environment: "node",
  // A minute: a test of a dozen steps may take that long on a busy two-core machine, while a single
  // stuck step fails sooner with its own name (the pages' default timeout, support/browser.ts).
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // One Chromium at a time within a project: the machine has two cores, and the server needs one.
  fileParallelism: false,
};

/**
 * Browser tests: the production build in a real Chromium (run `npm run build` first). The whole
 * Catchphrase games spend minutes waiting for round timers, so they are a project of their own,
 * which `npm run test:e2e` runs in a second Vitest process beside the other browser tests (Vitest
 * would run the two projects one after the other on a two-core machine). Their players ask for
 * reduced motion, which keeps their time bars from redrawing every frame; gliding, a dozen bars
 * kept a core busy and slowed the other tests. The other browser tests start 40 s later, once the
 * whole games have opened their thirteen pages: that first half minute keeps both cores busy (see
 * global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { ...browserTests, name: "browser", include: ["tests/e2e/**/*.test.ts"], exclude: WHOLE_GAMES } },
      { test: { ...browserTests, name: "whole-games", include: WHOLE_GAMES } },
    ],
  },
});
