import jsQR from "jsqr";
import type { Locator, Page } from "playwright-core";
import { PNG } from "pngjs";
import { io as connect } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "./support/accessibility";
import { setupBrowser, siteUrl } from "./support/browser";
import {
  allSee,
  createRoom,
  desktop,
  expectNoSidewaysScroll,
  joinByLink,
  joinWithSocket,
  phone,
  type SocketPlayer,
} from "./support/catchphrase";
import { expectLayoutFits } from "./support/layout";

/**
 * The issue "Catchphrase for a party night": the group's own words, spectators and the big-screen
 * display, with players in browsers of their own (one a phone) and players as sockets. The round's
 * story is in catchphrase-game.test.ts, whose whole game shows it.
 */

const browser = setupBrowser();

const open = async (options: typeof phone | typeof desktop) =>
  (await browser.open({ ...options, reducedMotion: "reduce" })).page;
const button = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true });

/** Every Socket.IO frame the page receives, as text, from the moment it is called (call before the page loads). */
function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) =>
      frames.push(typeof payload === "string" ? payload : payload.toString()),
    ),
  );
  return frames;
}

/** The frames that name any of `words` other than as the word on screen. */
function early(frames: string[], words: readonly string[]): string[] {
  return frames.filter((frame) =>
    words.some((word) => frame.includes(word) && !frame.includes(`"currentWord":${JSON.stringify(word)}`)),
  );
}

async function withSockets(players: SocketPlayer[], run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } finally {
    for (const player of players) player.close();
  }
}

describe("Our Words (issue 22)", () => {
  const OURS = ["Aunt Mo", "Tree house", "Karaoke night", "Grandpa's boat"];

  it("the host adds the group's words: bad lines are named and nothing is half-saved; in 'only our words' mode only they are drawn, and none reaches anyone before it is", async () => {
    const base = siteUrl();
    const [hana, ben] = [await open(phone), await open(desktop)];
    const framesOf = new Map([hana, ben].map((page) => [page, recordFrames(page)]));
    const code = await createRoom(hana, base, "Hana", 3);
    await joinByLink(ben, base, code, "Ben");
    const cleo = await joinWithSocket(base, code, "Cleo");
    const dev = await joinWithSocket(base, code, "Dev");
    await withSockets([cleo, dev], async () => {
      // Only the host may choose the words: the others read what is in play.
      expect(await cleo.act({ type: "chooseWords", categories: ["Food"], mode: "mixed" })).toEqual({
        ok: false,
        error: "Only the host can do that.",
      });
      await button(ben, "Settings").click();
      const benDialog = ben.getByRole("dialog");
      await benDialog.getByText("Words from every category.").waitFor();
      await benDialog.getByText("The host chooses the words.").waitFor();
      expect(await benDialog.getByRole("textbox", { name: "Our Words" }).count()).toBe(0);
      await button(benDialog, "Close").click();

      // The host's list with two bad lines: both are named, and nothing is kept.
      await button(hana, "Settings").click();
      const dialog = hana.getByRole("dialog");
      const box = dialog.getByRole("textbox", { name: "Our Words" });
      await box.fill([...OURS.slice(0, 2), "x".repeat(41), "zero\u200Bwidth", ...OURS.slice(2)].join("\n"));
      await dialog.getByRole("radio", { name: "Only our words" }).check();
      await button(dialog, "Save words").click();
      const problems = dialog.getByRole("alert");
      await problems.getByText('Line 3 ("xxxxxxxxxxxxxxxxxxx…") is longer than 40 characters.').waitFor();
      await problems
        .getByText('Line 4 ("zerowidth") has an invisible character (U+200B) in it. Retype the line.')
        .waitFor();
      await expect.poll(() => box.getAttribute("aria-invalid")).toBe("true");
      // The server refuses the same list, whoever sends it, and keeps nothing of it.
      expect(await sendAsHost(base, code, hana)).toMatch(/^Nothing was saved\. Line 3 /);
      expect(cleo.latest()?.wordChoice).toEqual({
        categories: ["Mix", "Animals", "Food", "Movies", "Activities", "Places"],
        mode: "mixed",
        ourWordCount: 0,
      });

      // Mended, with a repeat in another case: saved once, and everyone reads how many.
      await box.fill([...OURS, "TREE HOUSE", ""].join("\n"));
      await dialog.getByText("4 words", { exact: true }).waitFor();
      await button(dialog, "Save words").click();
      await dialog.getByText("Saved. 1 repeat was left out.").waitFor();
      await dialog.getByText("Only our own words: 4 words.").waitFor();
      await expectNoSidewaysScroll(hana);
      await expectAccessible(hana, "Game Settings with Our Words");
      await expectLayoutFits(hana, "Game Settings with Our Words");
      await button(dialog, "Close").click();
      await button(ben, "Settings").click();
      await ben.getByRole("dialog").getByText("Only our own words: 4 words.").waitFor();
      await button(ben.getByRole("dialog"), "Close").click();
      // The host's phone keeps the list to edit: reopened after a reload, it is there.
      await hana.reload();
      await button(hana, "Settings").click();
      await expect.poll(() => dialog.getByRole("textbox", { name: "Our Words" }).inputValue()).toContain("Aunt Mo");
      await button(dialog, "Close").click();

      await button(hana, "Start Game").click();
      await allSee([hana, ben], "Round 1 of 3");
      // Six words: every word of the list comes up, then they come round again; nothing else does.
      const drawn: string[] = [];
      let previous = "";
      for (let turn = 0; turn < 6; turn += 1) {
        const view = await settled(previous, cleo, dev);
        previous = view.describerId;
        drawn.push(view.word);
        const describer = view.describer;
        if (describer === "Cleo") await cleo.act({ type: "wordGuessed" });
        else if (describer === "Dev") await dev.act({ type: "wordGuessed" });
        else await button(describer === "Hana" ? hana : ben, "Word Guessed").click();
      }
      expect(
        drawn.every((word) => OURS.includes(word)),
        drawn.join(", "),
      ).toBe(true);
      expect(new Set(drawn.slice(0, 4)).size).toBe(4);
      // No page was sent a word of the list but as the word on screen: not the host who wrote it.
      for (const [page, frames] of framesOf) {
        expect(frames.length, "frames recorded").toBeGreaterThan(5);
        expect(early(frames, OURS), await page.title()).toEqual([]);
      }
    });
    // Some forty steps, an accessibility scan and a reload among them: ten seconds on a quiet machine,
    // past the minute meant for a dozen steps (vitest.e2e.config.ts) beside the other projects on a
    // slow one.
  }, 150_000);
});

/**
 * Sends the host's own bad list through a socket of its own, as a forged browser would: the
 * server's refusal.
 */
async function sendAsHost(base: string, code: string, host: Page): Promise<string> {
  const session = await host.evaluate(() => localStorage.getItem("huddle_catchphrase_session"));
  const { playerId, token } = JSON.parse(session ?? "{}") as { playerId: string; token: string };
  const socket = connect(base, { transports: ["websocket"], reconnection: false });
  try {
    const resumed = (await socket.timeout(5000).emitWithAck("room:resume", { code, playerId, token })) as {
      ok: boolean;
    };
    if (!resumed.ok) throw new Error("the host's session could not resume");
    const ack = (await socket.timeout(5000).emitWithAck("room:intent", {
      type: "chooseWords",
      categories: [],
      mode: "only",
      ourWords: `Fine\nAlso fine\n${"x".repeat(41)}`,
    })) as { ok: boolean; error?: string };
    return ack.error ?? "saved";
  } finally {
    socket.disconnect();
  }
}

/**
 * The word on screen and its describer, once every socket has the same turn after `previous`
 * describer's, and one of them sees its word.
 */
async function settled(previous: string, ...players: SocketPlayer[]) {
  let found: { word: string; describer: string; describerId: string } | undefined;
  await expect
    .poll(() => {
      const turns = new Set(players.map((player) => player.latest()?.game.currentPlayer));
      if (turns.size !== 1 || turns.has(previous)) return false;
      for (const player of players) {
        const view = player.latest();
        if (view?.game.status !== "playing" || view.game.currentWord === null) continue;
        const describer = view.players.find((someone) => someone.id === view.game.currentPlayer);
        if (!describer) continue;
        found = { word: view.game.currentWord, describer: describer.name, describerId: describer.id };
        return true;
      }
      return false;
    })
    .toBe(true);
  if (!found) throw new Error("no word seen");
  return found;
}

/** What the QR code on the page says, read from a screenshot as a phone's camera would. */
async function readQrCode(page: Page): Promise<string | undefined> {
  const png = PNG.sync.read(await page.getByTestId("join-qr").screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/**
 * The smallest text on screen, in CSS pixels, and the text: every visible text node's font size
 * (screen-reader-only text aside).
 */
function smallestText(page: Page): Promise<{ size: number; text: string }> {
  return page.evaluate(() => {
    let smallest = { size: Number.POSITIVE_INFINITY, text: "" };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim() ?? "";
      const element = walker.currentNode.parentElement;
      if (!text || !element || element.closest(".sr-only")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const size = Number.parseFloat(getComputedStyle(element).fontSize);
      if (size < smallest.size) smallest = { size, text };
    }
    return smallest;
  });
}

/** A stand-in for the Screen Wake Lock API that counts the locks asked for (install before the page loads). */
async function countWakeLocks(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { wakeLocksAsked: string[] }).wakeLocksAsked = asked;
    Object.defineProperty(navigator, "wakeLock", {
      value: {
        request: async (type: string) => {
          asked.push(type);
          const sentinel = new EventTarget() as EventTarget & { released: boolean; release(): Promise<void> };
          sentinel.released = false;
          sentinel.release = async () => {
            sentinel.released = true;
          };
          return sentinel;
        },
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { wakeLocksAsked: string[] }).wakeLocksAsked);
}

describe("spectators and the big screen (issue 22)", () => {
  it("the big screen shows a QR code of the join link; through it a latecomer finds the room full, watches a round as the screen follows it, and never receives the word", async () => {
    const base = siteUrl();
    const hana = await open(phone);
    const code = await createRoom(hana, base, "Hana", 3);
    const sockets: SocketPlayer[] = [];
    await withSockets(sockets, async () => {
      for (let index = 2; index <= 10; index += 1) sockets.push(await joinWithSocket(base, code, `Player ${index}`));
      await hana.getByText("Players (10/10)").waitFor();
      // The host opens the big screen from the room.
      const link = hana.getByRole("link", { name: "Show on a Big Screen" });
      expect(await link.getAttribute("href")).toBe(`${base}/catchphrase/${code}/display`);

      const tv = (await browser.open({ viewport: { width: 1920, height: 1080 }, reducedMotion: "reduce" })).page;
      const wakeLocks = await countWakeLocks(tv);
      const tvFrames = recordFrames(tv);
      const response = await tv.goto(`${base}/catchphrase/${code}/display`);
      expect(response?.headers()["x-robots-tag"]).toBe("noindex");
      expect(await tv.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
      await tv.getByTestId("display-code").getByText(code).waitFor();
      await tv.getByText("Players 10/10: ready when the host is.").waitFor();
      await expect.poll(wakeLocks).toEqual(["screen"]);
      // Readable from three metres on a 1920 x 1080 screen: no text under 24 px, the code over 96.
      const smallest = await smallestText(tv);
      expect(smallest.size, `"${smallest.text}"`).toBeGreaterThanOrEqual(24);
      const codeSize = await tv.getByTestId("display-code").evaluate((element) => getComputedStyle(element).fontSize);
      expect(Number.parseFloat(codeSize)).toBeGreaterThanOrEqual(96);
      await expectAccessible(tv, "the big screen, waiting");

      // The QR code, read as a phone's camera would, is the room's join link; it finds the room full.
      const joinLink = await readQrCode(tv);
      expect(joinLink).toBe(`${base}/catchphrase/${code}`);
      const eve = await open(desktop);
      const eveFrames = recordFrames(eve);
      await eve.goto(joinLink ?? "");
      await eve.getByLabel("Your Name").fill("Eve");
      await button(eve, "Join Room").click();
      await eve.getByRole("alert").getByText("Room is full.").waitFor();
      await button(eve, "Watch instead").click();
      await eve.getByRole("heading", { name: "You are watching" }).waitFor();
      await eve.getByText("All 10 places are taken. You can join the game when one is free.").waitFor();
      expect(await button(eve, "Join the Game").count()).toBe(0);
      await hana.getByTestId("watching-count").getByText("Watching: 1").waitFor();
      await tv.getByText("Watching: 1").waitFor();
      await expectAccessible(eve, "a spectator in the waiting room");

      await button(hana, "Start Game").click();
      await allSee([hana, eve, tv], "Round 1 of 3");
      expect(await eve.getByTestId("word").textContent()).toBe("???");
      await eve.getByRole("heading", { name: "The word, hidden while you watch" }).waitFor();
      // The screen follows the game: the describer's name, then the next one's after a guess.
      const words: string[] = [];
      let previous = "";
      for (let turn = 0; turn < 3; turn += 1) {
        const view = await settled(previous, ...sockets);
        previous = view.describerId;
        words.push(view.word);
        await expect
          .poll(() => tv.getByTestId("display-describer").textContent())
          .toMatch(new RegExp(`^${view.describer} of Team`));
        if (view.describer === "Hana") await button(hana, "Word Guessed").click();
        else await sockets.find((player) => player.id === view.describerId)?.act({ type: "wordGuessed" });
      }
      await tv.getByTestId("display-time-left").waitFor();

      // The round runs out: the spectator and the screen see its story, then and only then.
      await allSee([eve, tv], "Round 1 Complete!", 60);
      for (const page of [eve, tv]) {
        await expect.poll(() => page.getByTestId("round-story").locator("li").count()).toBeGreaterThanOrEqual(4);
        await page.getByTestId("timed-out-word").waitFor();
      }
      // Until then, no frame either of them received held a word of the round.
      for (const frames of [eveFrames, tvFrames]) {
        const beforeTheEnd = frames.filter((frame) => !frame.includes('"status":"roundEnd"'));
        expect(beforeTheEnd.length).toBeGreaterThan(4);
        for (const word of words)
          expect(beforeTheEnd.filter((frame) => frame.includes(JSON.stringify(word)))).toEqual([]);
      }

      // The host removes the spectator: back to the lobby, off the list and the screen.
      await button(hana, "Remove Eve").click();
      await button(hana.getByRole("dialog"), "Remove").click();
      await eve.waitForURL(`${base}/catchphrase`);
      await eve.getByText("You were removed from the room.").waitFor();
      await expect.poll(() => tv.getByText("Watching: 1").count()).toBe(0);
    });
  }, 150_000);
});
