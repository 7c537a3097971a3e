import { afterEach } from "vitest";

/**
 * A test that makes the code log an unexpected console.error fails: errors that are only logged
 * would otherwise go unnoticed. A test expecting one spies on console.error itself.
 */
let unexpected: unknown[][] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  unexpected.push(args);
  original(...args);
};

afterEach(() => {
  const logged = unexpected;
  unexpected = [];
  if (logged.length > 0) {
    throw new Error(
      `Unexpected console.error during the test:\n${logged.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});
