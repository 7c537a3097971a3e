import { defineConfig } from "vitest/config";

/** Browser tests: the production build in a real Chromium (run `npm run build` first). */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One Chromium at a time: the machine has two cores, and the server needs one.
    fileParallelism: false,
  },
});
