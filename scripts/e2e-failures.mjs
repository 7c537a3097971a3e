// Prints, after the browser-test projects have run side by side, the tests that failed in each,
// with the first lines of their errors. `concurrently --group` prints one project's whole output
// after the other's, so a failure in the first would otherwise sit hundreds of lines above the end
// of the log, where a CI page that shows only the tail never reaches.
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";

const ERROR_LINES = 12;
/** An error's first lines, without the test runner's own stack frames. */
const shown = (text) =>
  text
    .split("\n")
    .filter((line) => !/node_modules|new Promise \(<anonymous>\)/.test(line))
    .slice(0, ERROR_LINES)
    .join("\n");
let failures = 0;
for (const report of process.argv.slice(2)) {
  if (!existsSync(report)) {
    console.log(`${report}: no report; that project stopped before it ended (its output above says why).`);
    failures += 1;
    continue;
  }
  const { testResults = [] } = JSON.parse(readFileSync(report, "utf8"));
  for (const file of testResults) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    if (failed.length === 0 && file.status === "failed") {
      failures += 1;
      console.log(`\n✗ ${relative(".", file.name)}\n${shown(file.message ?? "")}`);
    }
    for (const test of failed) {
      failures += 1;
      console.log(
        `\n✗ ${relative(".", file.name)} > ${test.fullName}\n${shown((test.failureMessages ?? []).join("\n"))}`,
      );
    }
  }
}
console.log(failures === 0 ? "\nBrowser tests: no failures." : `\nBrowser tests: ${failures} failed (above).`);
