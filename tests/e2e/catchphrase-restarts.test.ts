import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catchphraseErrors, winnerTexts } from "../../src/shared/catchphrase/messages";
import { reconnectingTexts } from "../../src/web/features/catchphrase/reconnecting";
import { dataTemplate, setupBrowser } from "./support/browser";
import {
  allSee,
  COUNTDOWN_AGREEMENT_MS,
  createRoom,
  describingTeam,
  expectRoundResult,
  joinByCode,
  openPlayerPages,
  ROUND,
  reconnectingBanner,
  recordCountdown,
  skewClock,
  takeCountdown,
  textOf,
} from "./support/catchphrase";
import { type ProductionServer, startProductionServer } from "./support/production-server";

/**
 * A whole game of Catchphrase through two restarts of its server, one killed and one stopped
 * gracefully. Its own project runs it beside the other Catchphrase tests: most of its four minutes
 * are rounds running out on the server's clock.
 */

const browser = setupBrowser();

/**
 * Four players on their own server, two of them with computer clocks far off: the server is
 * killed mid-round and restarted, the browsers carry on by themselves, every countdown changes
 * within 250 ms of the others; it is stopped gracefully and started again in another round, and
 * the browsers carry on again; four rounds end in a tie.
 */
async function tieThroughRestart(server: ProductionServer) {
  const base = server.url;
  const players = await openPlayerPages(browser, 4);
  const [host, ...guests] = players as [Page, Page, Page, Page];
  await skewClock(players[2] as Page, 47_000);
  await skewClock(players[3] as Page, -31_500);
  for (const page of players) await recordCountdown(page);

  const code = await createRoom(host, base, "Ana", 4);
  for (const [index, guest] of guests.entries()) await joinByCode(guest, base, code, ["Bo", "Cy", "Di"][index] ?? "");
  await host.getByRole("button", { name: "Start Game" }).click();
  await allSee(players, "Round 1 of 4");

  // Killed without warning a few seconds into the round; nothing is lost.
  browser.expectError(/WebSocket connection to .* failed|ERR_CONNECTION_REFUSED/);
  await expect
    .poll(async () => Number.parseInt((await textOf(host, "time-left")) ?? "", 10), { timeout: 15_000 })
    .toBeLessThanOrEqual(ROUND - 5);
  await server.restart("SIGKILL");
  for (const page of players) {
    await page.getByRole("heading", { name: "Round 1 of 4" }).waitFor();
    expect(await describingTeam(page)).toBe("A");
  }
  await allSee(players, "Round 1 Complete!", ROUND);
  await expectRoundResult(host, 1, "B", [0, 1]);

  for (const page of players) await takeCountdown(page);
  await host.getByRole("button", { name: "Start Next Round" }).click();
  await allSee(players, "Round 2 Complete!", ROUND);
  await expectRoundResult(players[3] as Page, 2, "A", [1, 1]);
  const countdowns = await Promise.all(players.map(takeCountdown));
  // Where each page's countdown is set: a busy machine may run a page's timer late, never early,
  // so its earliest change, counted back from the second it shows, is where its seconds fall. A
  // page on its own clock shifts every change. Those settings must agree. A timer held back for
  // over a second skips that second: nine in ten must show.
  const settings = countdowns.map((ticks, player) => {
    const counted: number[] = [];
    for (let seconds = ROUND - 5; seconds >= 1; seconds -= 1) {
      const at = ticks.find((tick) => tick.text === `${seconds}s left`)?.at;
      if (at !== undefined) counted.push(at + seconds * 1000);
    }
    expect(counted.length, `seconds player ${player + 1} showed`).toBeGreaterThanOrEqual(0.9 * (ROUND - 5));
    return Math.min(...counted);
  });
  expect(Math.max(...settings) - Math.min(...settings)).toBeLessThanOrEqual(COUNTDOWN_AGREEMENT_MS);

  // Stopped gracefully (as for an update) and started again, the host pressing Start Next Round
  // while it is down: the pages, and the room's big screen, say they are reconnecting and find it
  // by themselves, the press goes through once the host's page is back in the room (not refused as
  // "not in this room"), and the round runs to its end.
  const tv = (await browser.open({ viewport: { width: 1280, height: 720 }, reducedMotion: "reduce" })).page;
  await tv.goto(`${base}/catchphrase/${code}/display`);
  await tv.getByText("Round 2 Complete!").waitFor();
  await server.restart("SIGTERM", async () => {
    for (const page of [host, tv]) await reconnectingBanner(page).getByText(reconnectingTexts.away).waitFor();
    await host.getByRole("button", { name: "Start Next Round" }).click();
  });
  await allSee(players, "Round 3 of 4");
  await tv.getByText("Round 3 of 4").waitFor();
  for (const page of [host, tv]) await reconnectingBanner(page).waitFor({ state: "detached" });
  expect(await host.getByText(catchphraseErrors.notMember).count()).toBe(0);
  await allSee(players, "Round 3 Complete!", ROUND);
  await host.getByRole("button", { name: "Start Next Round" }).click();
  await allSee(players, "Round 4 Complete!", ROUND);
  await host.getByRole("button", { name: "End Game" }).click();
  for (const page of players) await page.getByText(winnerTexts.tie).waitFor();
  expect([await textOf(host, "score-A"), await textOf(host, "score-B")]).toEqual(["2", "2"]);
}

describe("a whole game of Catchphrase through server restarts", () => {
  let server: ProductionServer;
  beforeAll(async () => {
    server = await startProductionServer({}, dataTemplate());
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("carries on by itself after a kill and after a graceful stop, and ends in a tie", { timeout: 420_000 }, () =>
    tieThroughRestart(server),
  );
});
