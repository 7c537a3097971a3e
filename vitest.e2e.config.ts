import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const WHOLE_GAMES = "tests/e2e/catchphrase-game.test.ts";

const browserTests: TestProjectInlineConfiguration["test"] = {
  globalSetup: ["tests/e2e/support/global-setup.ts"],
  environment: "node",
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One Chromium at a time within a project: the machine has two cores, and the server needs one.
  fileParallelism: false,
};

/**
 * Browser tests: the production build in a real Chromium (run `npm run build` first). The whole
 * Catchphrase games, which spend minutes waiting for round timers, are a project of their own,
 * with their own server. (Run beside the other browser tests or the unit tests, their ten open
 * pages slow those so much that nothing is gained and timing checks fail.)
 */
export default defineConfig({
  test: {
    projects: [
      { test: { ...browserTests, name: "browser", include: ["tests/e2e/**/*.test.ts"], exclude: [WHOLE_GAMES] } },
      { test: { ...browserTests, name: "whole-games", include: [WHOLE_GAMES] } },
    ],
  },
});
