import { defineConfig } from "vitest/config";
import { nordleWords } from "./scripts/nordle-words";

/** Unit and integration tests: next to the code they test, in Node. */
export default defineConfig({
  plugins: [nordleWords()],
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/support/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/support/fail-on-console-error.ts", "tests/support/stop-servers.ts"],
    // Many files spend most of their time waiting (databases, server processes, round timers), so
    // more files run at once than there are cores (Vitest's default is one fewer than the cores).
    maxWorkers: 3,
    testTimeout: 20_000,
    // An embedded database takes seconds to start, many more while other files keep the cores busy.
    hookTimeout: 60_000,
  },
});
