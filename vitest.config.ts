import { defineConfig } from "vitest/config";

/** Unit and integration tests: next to the code they test, in Node. */
export default defineConfig({
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/support/fail-on-console-error.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
