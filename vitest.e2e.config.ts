import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The Catchphrase tests, then the route table and two mini-games', in this order. The whole games
 * mostly wait for the server's timers, leaving a core idle; the route table's seventy pages and the
 * mini-games fill that time, so that the projects end at about the same time.
 */
const CATCHPHRASE = [
  "tests/e2e/catchphrase-game.test.ts",
  "tests/e2e/catchphrase-lobby.test.ts",
  "tests/e2e/catchphrase-groups.test.ts",
  "tests/e2e/catchphrase-room-addresses.test.ts",
  "tests/e2e/routes.test.ts",
  "tests/e2e/mini-games-trivia.test.ts",
  "tests/e2e/nordle.test.ts",
];

/**
 * Tests that spend nearly all their time waiting for the server's clock: a whole game through two
 * restarts (four rounds of a minute), players who close their tabs (turns and the host role passed
 * after 10 and 30 seconds) and a round followed on the big screen. Run in a project of their own
 * beside the other two, they take little of the machine and none of the others' time.
 */
const WAITING = [
  "tests/e2e/catchphrase-restarts.test.ts",
  "tests/e2e/catchphrase-presence.test.ts",
  "tests/e2e/catchphrase-party.test.ts",
];

/** Runs the listed files in the order listed, the whole games first (see below); others as Vitest would. */
class CatchphraseInListedOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const listed = [...WAITING, ...CATCHPHRASE];
    const rank = (file: TestSpecification) => {
      const index = listed.findIndex((name) => file.moduleId.endsWith(name));
      return index < 0 ? listed.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

const browserTests: TestProjectInlineConfiguration["test"] = {
  globalSetup: ["tests/e2e/support/global-setup.ts"],
  setupFiles: ["tests/support/stop-servers.ts"],
  environment: "node",
  // A minute: a test of a dozen steps may take that long on a busy two-core machine, while a single
  // stuck step fails sooner with its own name (the pages' default timeout, support/browser.ts).
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // `expect.poll` waits as long as a page step may (support/browser.ts), not Vitest's one second: on a
  // busy machine a picture or a server's answer can take longer, and a poll only ever waits for
  // something to come true, so a longer wait lets no broken behaviour pass.
  expect: { poll: { timeout: 20_000 } },
  // One Chromium at a time within a project: the machine has two cores, and the server needs one.
  fileParallelism: false,
};

/**
 * Browser tests: the production build in a real Chromium (run `npm run build` first), in three
 * projects that `npm run test:e2e` runs side by side, each in its own Vitest process (Vitest would
 * run them one after the other on a two-core machine). The whole Catchphrase games' players
 * ask for reduced motion, which keeps their time bars from redrawing every frame; gliding, a dozen
 * bars kept a core busy and slowed the other tests. The browser project starts 40 s later, once the
 * whole games have opened their thirteen pages: that first half minute keeps both cores busy (see
 * global-setup.ts). Four projects (the browser project's site pages and mini-games apart) were
 * tried on 2026-12-01: 11 min 30 s against 11 min 52 s for these three, with the load average at 15;
 * the machine is then busy throughout, and a fourth Chromium buys little but more contention.
 */
export default defineConfig({
  test: {
    sequence: { sequencer: CatchphraseInListedOrder },
    projects: [
      {
        test: {
          ...browserTests,
          name: "browser",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: [...CATCHPHRASE, ...WAITING],
        },
      },
      { test: { ...browserTests, name: "catchphrase", include: CATCHPHRASE } },
      { test: { ...browserTests, name: "waiting", include: WAITING } },
    ],
  },
});
