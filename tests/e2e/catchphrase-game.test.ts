import type { Page } from "playwright-core";
import { io as connect, type Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { catchphraseErrors, catchphraseSuccesses, winnerTexts } from "../../src/shared/catchphrase/messages";
import type { Intent } from "../../src/shared/catchphrase/types";
import { WORD_BANK } from "../../src/shared/catchphrase/words/word-bank";
import { expectAccessible } from "./support/accessibility";
import { setupBrowser, siteUrl } from "./support/browser";
import {
  allSee,
  createRoom,
  describerOf,
  describingTeam,
  expectRoundResult,
  joinByCode,
  joinByLink,
  joinWithSocket,
  openPlayerPages,
  ROUND,
  refuseIntents,
  textOf,
  wordOf,
} from "./support/catchphrase";
import { expectLayoutFits } from "./support/layout";

/** The longest word of the bank with no space or hyphen, where a line could break. */
const longestWord = Object.values(WORD_BANK)
  .flat()
  .filter((word) => !/[\s-]/.test(word))
  .reduce((longest, word) => (word.length > longest.length ? word : longest), "");

const browser = setupBrowser();

const openPlayers = (count: number, gliding = 0) => openPlayerPages(browser, count, gliding);

/** Runs a scenario, naming it in its failure (two run at once). */
async function scenario(name: string, play: () => Promise<void>): Promise<void> {
  try {
    await play();
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * How many animations a player could see run on the page's time bar: those lasting longer than a
 * frame. For a visitor who asks for less motion, app.css turns every change of style into a
 * 0.01 ms transition; each second's step of the bar is one, and it counts as running until the
 * browser draws its next frame, which on a busy machine can be a while.
 */
const barAnimations = (page: Page) =>
  page
    .getByTestId("time-bar")
    .evaluate(
      (bar) =>
        bar
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === "running" && Number(animation.effect?.getComputedTiming().duration) > 1000 / 60,
          ).length,
    );

/**
 * Whether the time bar's width is the shown seconds left over the round's (a bar that steps). Both
 * are read at once, so that no second passes between them. The browser keeps the scale to six
 * digits; a second is a sixtieth of the bar.
 */
async function barShowsCount(page: Page): Promise<boolean> {
  const { seconds, transform } = await page.evaluate(() => ({
    seconds: document.querySelector('[data-testid="time-left"]')?.textContent ?? "",
    transform: (document.querySelector('[data-testid="time-bar"]') as HTMLElement | null)?.style.transform ?? "",
  }));
  const share = Number(/scaleX\(([\d.]+)\)/.exec(transform)?.[1]);
  return Math.abs(share - Number.parseInt(seconds, 10) / ROUND) < 1e-5;
}

/**
 * Five friends in five browsers: joining every way there is, the secret word, the describer's
 * buttons, a reload mid-round, three rounds ended by the server's timer, Team A winning, Play
 * Again from a player who is not the host, and the host leaving.
 */
async function fiveFriends(base: string) {
  const [hana, ben, cleo, dev, eve] = (await openPlayers(5, 1)) as [Page, Page, Page, Page, Page];

  const code = await createRoom(hana, base, "Hana", 3);
  await hana.getByText("Players (1/10)").waitFor();
  await hana.getByText("Need at least 4 players to start the game. Currently have 1 player(s).").waitFor();
  expect(await hana.getByRole("button", { name: "Start Game (1/4)" }).isDisabled()).toBe(true);
  await expectAccessible(hana, "the waiting room");
  await expectLayoutFits(hana, "the waiting room");

  await joinByCode(ben, base, code, "Ben");
  await joinByLink(cleo, base, code, "Cleo");
  await ben.getByText("Waiting for the host to start the game... 1 more player needed.").waitFor();
  await joinByCode(dev, base, code, "Dev", "/catchphrase-online");
  await hana.getByText("Ready to start! All players can now begin the game.").waitFor();
  await hana.getByText("Players (4/10)").waitFor();

  await hana.getByRole("button", { name: "Start Game" }).click();
  const players = [hana, ben, cleo, dev];
  await allSee(players, "Round 1 of 3");

  // Hana's time bar glides to the round's end; Ben asked for reduced motion, so his steps with the count.
  expect(await barAnimations(hana)).toBe(1);
  expect(await barAnimations(ben)).toBe(0);
  // (The bar follows the count just after it is drawn; thirteen pages keep this machine busy.)
  await expect.poll(() => barShowsCount(ben), { timeout: 10_000 }).toBe(true);

  // The describer sees the word; their teammate sees ???; the other team sees it (the default).
  const describer = await describerOf(players);
  const secret = await wordOf(describer);
  expect(secret).not.toBe("???");
  // Teams were reassigned alternately at start: Hana A, Ben B, Cleo A, Dev B; Team A describes first.
  expect(await describingTeam(describer)).toBe("A");
  for (const page of [hana, cleo].filter((page) => page !== describer)) expect(await wordOf(page)).toBe("???");
  for (const page of [ben, dev]) expect(await wordOf(page)).toBe(secret);

  // Word Guessed passes the turn to the next describer (Team B), with a new word.
  await describer.getByRole("button", { name: "Word Guessed" }).click();
  const next = await describerOf(players, describer);
  expect(await wordOf(next)).not.toBe(secret);
  expect(await describingTeam(hana)).toBe("B");

  // Any player may allow word changes; then the describer can change the word.
  await cleo.getByRole("button", { name: "Settings" }).click();
  await cleo.getByRole("switch", { name: /Allow Word Change/ }).click();
  await cleo.keyboard.press("Escape");
  await next.getByRole("button", { name: "Change Word" }).waitFor();
  const before = await wordOf(next);
  await next.getByRole("button", { name: "Change Word" }).click();
  await expect.poll(() => wordOf(next)).not.toBe(before);
  const lastWord = await wordOf(next);

  // A player reloading mid-round is back in the game with nothing lost.
  await dev.reload();
  await dev.getByRole("heading", { name: "Round 1 of 3" }).waitFor();
  expect(await dev.getByText("Players (4/10)").isVisible()).toBe(true);

  // The server's timer ends the round; Team B was describing, so Team A gets the point.
  await allSee(players, "Round 1 Complete!", ROUND);
  await expectRoundResult(hana, 1, "A", [1, 0]);
  // Every player sees the same story of the round: the word on screen at the buzzer, then each
  // word with who described it and how it went (issue 22).
  const nameOf = new Map([
    [hana, "Hana"],
    [ben, "Ben"],
    [cleo, "Cleo"],
    [dev, "Dev"],
  ]);
  const story = [
    `${secret}${nameOf.get(describer)} (Team A), guessed`,
    `${before}${nameOf.get(next)} (Team B), changed`,
    `${lastWord}${nameOf.get(next)} (Team B), time ran out`,
  ];
  for (const page of players) {
    await expect(page.getByTestId("timed-out-word").textContent()).resolves.toBe(`Time ran out on: ${lastWord}`);
    await expect(page.getByTestId("round-story").getByRole("listitem").allTextContents()).resolves.toEqual(story);
  }
  await expectAccessible(hana, "the end of a round");
  await expectLayoutFits(hana, "the end of a round");
  expect(await ben.getByText("Waiting for the host to start the next round...").isVisible()).toBe(true);

  // The next round goes to the team that was not describing: Team A, who do not score this time.
  await hana.getByRole("button", { name: "Start Next Round" }).click();
  await allSee(players, "Round 2 of 3");
  expect(await describingTeam(cleo)).toBe("A");

  // A fifth player can still join by code mid-game.
  await joinByCode(eve, base, code, "Eve");
  await eve.getByRole("heading", { name: "Round 2 of 3" }).waitFor();
  players.push(eve);
  // Round 1 is busy; round 2 runs with nothing to do, so the pages are checked for accessibility here.
  const describing = await describerOf(players);
  await expectAccessible(describing, "the describer's turn");
  await expectLayoutFits(describing, "the describer's turn");
  await expectAccessible(players.find((page) => page !== describing) as Page, "a guesser's turn");
  await expectLayoutFits(players.find((page) => page !== describing) as Page, "a guesser's turn");
  await cleo.getByRole("button", { name: "Settings" }).click();
  await cleo.getByRole("dialog").waitFor();
  await expectAccessible(cleo, "the Settings dialog");
  await expectLayoutFits(cleo, "the Settings dialog");
  await cleo.keyboard.press("Escape");
  await allSee(players, "Round 2 Complete!", ROUND);
  await expectRoundResult(eve, 2, "B", [1, 1]);

  await hana.getByRole("button", { name: "Start Next Round" }).click();
  await allSee(players, "Round 3 of 3");
  await allSee(players, "Round 3 Complete!", ROUND);
  await expectRoundResult(dev, 3, "A", [2, 1]);

  // After the last round the host's button ends the game.
  expect(await ben.getByText("Waiting for the host to end the game...").isVisible()).toBe(true);
  await hana.getByRole("button", { name: "End Game" }).click();
  for (const page of players) {
    await page.getByText(winnerTexts.A).waitFor();
    expect([await textOf(page, "score-A"), await textOf(page, "score-B")]).toEqual(["2", "1"]);
    // Each team's words of the game: Team A guessed round 1's first word.
    await expect(page.getByTestId("guessed-A").getByRole("listitem").allTextContents()).resolves.toContain(secret);
    await expect(page.getByTestId("guessed-B").textContent()).resolves.toMatch(/^Team B \(0\)None this time\.$/);
  }
  // The winner's confetti falls for Hana; Ben asked for less motion and sees none.
  const confetti = (page: Page) =>
    page.evaluate(
      () =>
        document.getAnimations().filter((animation) => (animation as CSSAnimation).animationName === "confetti-fall")
          .length,
    );
  expect(await confetti(hana)).toBeGreaterThan(0);
  expect(await confetti(ben)).toBe(0);
  await expectAccessible(ben, "the end of the game");
  await expectLayoutFits(ben, "the end of the game");

  // Play Again is anyone's: everyone is back in the waiting room, players kept, scores cleared.
  await ben.getByRole("button", { name: "Play Again" }).click();
  for (const page of players) {
    await page.getByText(catchphraseSuccesses.gameRestarted).waitFor();
    await page.getByText("Players (5/10)").waitFor();
  }
  await hana.getByRole("button", { name: "Start Game" }).waitFor();

  // The host leaving closes the room for everyone.
  await hana.getByRole("button", { name: "Leave Room" }).click();
  await hana.getByText("As the host, leaving will end the game for all players.").waitFor();
  await expectAccessible(hana, "the Leave Room dialog");
  await expectLayoutFits(hana, "the Leave Room dialog");
  await hana.getByRole("dialog").getByRole("button", { name: "Leave Room" }).click();
  await hana.waitForURL(`${base}/catchphrase`);
  for (const page of [ben, cleo, eve]) {
    await page.getByText(catchphraseErrors.hostLeft).waitFor();
    await page.waitForURL(`${base}/catchphrase`);
  }
  await dev.waitForURL(`${base}/catchphrase-online`);
}

/**
 * A host in a browser with three friends on other devices; nobody guesses a word, so Team B wins
 * 2 to 1. Each of the host's buttons first meets a server that cannot save, with the spec's message.
 */
async function teamBWins(base: string) {
  const [host] = (await openPlayers(1)) as [Page];
  const server = await refuseIntents(host);
  const failsOnce = async (button: string, intent: Intent["type"], message: string) => {
    server.refuse(intent);
    await host.getByRole("button", { name: button }).click();
    await host.getByText(message).waitFor();
    server.allowAll();
    await host.getByRole("button", { name: button }).click();
  };
  const code = await createRoom(host, base, "Host", 3);
  const friends = await Promise.all(["Kai", "Lou", "Mo"].map((name) => joinWithSocket(base, code, name)));
  try {
    await host.getByRole("button", { name: "Start Game" }).click();
    const results: ["A" | "B", [number, number]][] = [
      ["B", [0, 1]],
      ["A", [1, 1]],
      ["B", [1, 2]],
    ];
    for (const [index, [winner, scores]] of results.entries()) {
      const round = index + 1;
      await host.getByRole("heading", { name: `Round ${round} of 3` }).waitFor();
      await host.getByRole("heading", { name: `Round ${round} Complete!` }).waitFor({ timeout: (ROUND + 15) * 1000 });
      await expectRoundResult(host, round, winner, scores);
      if (round === 1) await failsOnce("Start Next Round", "nextRound", catchphraseErrors.nextRoundFailed);
      else if (round === 2) await host.getByRole("button", { name: "Start Next Round" }).click();
      else await failsOnce("End Game", "endGame", catchphraseErrors.endGameFailed);
    }
    await host.getByText(winnerTexts.B).waitFor();
    await expect.poll(() => friends.map((friend) => friend.latest()?.game.status)).toEqual(Array(3).fill("gameEnd"));
    await failsOnce("Play Again", "playAgain", catchphraseErrors.restartFailed);
    await host.getByText(catchphraseSuccesses.gameRestarted).waitFor();
    await host.getByText("Players (4/10)").waitFor();
  } finally {
    for (const friend of friends) friend.close();
  }
}

describe("whole games of Catchphrase", () => {
  // The game through server restarts is in catchphrase-restarts.test.ts, played meanwhile.
  it("are played to the end as catchphrase.md describes, two at once", { timeout: 420_000 }, async () => {
    await Promise.all([
      scenario("five friends, Team A wins", () => fiveFriends(siteUrl())),
      scenario("Team B wins", () => teamBWins(siteUrl())),
    ]);
  });

  it("shows the bank's longest word to its describer without the page scrolling sideways, on a 320 px phone too", async () => {
    // Long words once widened the round's page past a 320 px screen (its grid column grew to fit
    // the word). The word is drawn at random, so the longest one is put in its place.
    const [hana, cleo] = (await openPlayers(2)) as [Page, Page];
    const code = await createRoom(hana, siteUrl(), "Hana", 3);
    const ben = await joinWithSocket(siteUrl(), code, "Ben");
    await joinByLink(cleo, siteUrl(), code, "Cleo");
    const dev = await joinWithSocket(siteUrl(), code, "Dev");
    try {
      await hana.getByRole("button", { name: "Start Game" }).click();
      await allSee([hana, cleo], "Round 1 of 3");
      // Hana and Cleo are Team A after the start, so one of them describes first.
      const describer = await describerOf([hana, cleo]);
      await describer.getByTestId("word").evaluate((element, word) => {
        element.textContent = word;
      }, longestWord);
      await expectLayoutFits(describer, `the describer's turn with "${longestWord}"`);
    } finally {
      ben.close();
      dev.close();
    }
  });

  it("answers a change the server could not save with the spec's message, and changes nothing", async () => {
    // Hana and Cleo are Team A after the start, so one of them describes first.
    const [hana, cleo] = (await openPlayers(2)) as [Page, Page];
    const servers = await Promise.all([refuseIntents(hana), refuseIntents(cleo)]);
    const code = await createRoom(hana, siteUrl(), "Hana", 3);
    const ben = await joinWithSocket(siteUrl(), code, "Ben");
    await joinByLink(cleo, siteUrl(), code, "Cleo");
    const dev = await joinWithSocket(siteUrl(), code, "Dev");
    try {
      const [hanasServer] = servers;
      hanasServer.refuse("updateSettings", "start");
      await hana.getByRole("button", { name: "Settings" }).click();
      const allowWordChange = hana.getByRole("switch", { name: /Allow Word Change/ });
      await allowWordChange.click();
      await hana.getByText(catchphraseErrors.settingsFailed).waitFor();
      expect(await allowWordChange.getAttribute("aria-checked")).toBe("false");
      hanasServer.allowAll();
      await allowWordChange.click();
      await expect.poll(() => allowWordChange.getAttribute("aria-checked")).toBe("true");
      await hana.keyboard.press("Escape");

      hanasServer.refuse("start");
      await hana.getByRole("button", { name: "Start Game" }).click();
      await hana.getByText(catchphraseErrors.startFailed).waitFor();
      expect(await hana.getByText("Players (4/10)").isVisible()).toBe(true);
      hanasServer.allowAll();
      await hana.getByRole("button", { name: "Start Game" }).click();
      await allSee([hana, cleo], "Round 1 of 3");

      const describer = await describerOf([hana, cleo]);
      const server = servers[describer === hana ? 0 : 1];
      server.refuse("wordGuessed", "changeWord");
      const word = await wordOf(describer);
      await describer.getByRole("button", { name: "Word Guessed" }).click();
      await describer.getByText(catchphraseErrors.wordGuessedFailed).waitFor();
      await describer.getByRole("button", { name: "Change Word" }).click();
      await describer.getByText(catchphraseErrors.changeWordFailed).waitFor();
      expect(await wordOf(describer)).toBe(word);
      expect(await describingTeam(describer)).toBe("A");
    } finally {
      ben.close();
      dev.close();
    }
  });

  it("keeps players' places while the server cannot look them up, and lets them in when it can", async () => {
    const [hana, visitor] = (await openPlayers(2)) as [Page, Page];
    const [hanasServer, visitorsServer] = await Promise.all([refuseIntents(hana), refuseIntents(visitor)]);
    const code = await createRoom(hana, siteUrl(), "Hana", 3);

    // A refresh while the server cannot check the saved session: the page keeps asking.
    hanasServer.refuse("room:resume");
    await hana.reload();
    await expect.poll(() => hanasServer.refusals("room:resume"), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    hanasServer.allowAll();
    await hana.getByText("Players (1/10)").waitFor();
    expect(await hana.getByRole("button", { name: "Start Game (1/4)" }).isVisible()).toBe(true);

    // A visitor arriving by link meanwhile is not told that the room is gone.
    visitorsServer.refuse("room:exists");
    await visitor.goto(`${siteUrl()}/catchphrase/${code}`);
    await expect.poll(() => visitorsServer.refusals("room:exists"), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(new URL(visitor.url()).pathname).toBe(`/catchphrase/${code}`);
    visitorsServer.allowAll();
    await visitor.getByLabel("Your Name").waitFor();
  });

  it("tells the eleventh player that the room is full", async () => {
    const sockets = Array.from({ length: 10 }, () =>
      connect(siteUrl(), { transports: ["websocket"], reconnection: false }),
    );
    try {
      const [host, ...others] = sockets as [Socket, ...Socket[]];
      const created = (await host
        .timeout(5000)
        .emitWithAck("room:create", { name: "Host", totalRounds: 5, roundDuration: 90 })) as {
        session: { roomCode: string };
      };
      const code = created.session.roomCode;
      for (const [index, socket] of others.entries()) {
        await socket.timeout(5000).emitWithAck("room:join", { code, name: `Player ${index + 2}` });
      }
      const { page } = await browser.open();
      await page.goto(`${siteUrl()}/catchphrase`);
      await page.getByRole("button", { name: "JOIN ROOM", exact: true }).click();
      await page.getByLabel("Room Code").fill(code);
      await page.getByLabel("Your Name").fill("Eleven");
      await page.getByRole("button", { name: "Join Room" }).click();
      await page.getByText("Room is full").waitFor();
      expect(new URL(page.url()).pathname).toBe("/catchphrase");
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it("sends a visitor of a missing room to the lobby with the code prefilled", async () => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/catchphrase/NOROOM`);
    await page.getByText("Room not found. You can try joining with the room code below.").waitFor();
    await page.waitForURL(`${siteUrl()}/catchphrase`);
    await expect(page.getByLabel("Room Code").inputValue()).resolves.toBe("NOROOM");
  });
});
