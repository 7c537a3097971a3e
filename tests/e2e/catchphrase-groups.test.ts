import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { intentFailures } from "../../src/shared/catchphrase/messages";
import { reconnectingTexts } from "../../src/web/features/catchphrase/reconnecting";
import { expectAccessible } from "./support/accessibility";
import { catchphraseHostUrl, expectFocused, setupBrowser, siteUrl } from "./support/browser";
import {
  allSee,
  createRoom,
  desktop,
  expectNoSidewaysScroll,
  expectRoomHeaderFits,
  expectTappable,
  joinByCode,
  joinByLink,
  joinWithSocket,
  phone,
  playerRow,
  reconnectingBanner,
  type SocketPlayer,
  teamInList,
  toastSaying,
} from "./support/catchphrase";
import { expectLayoutFits } from "./support/layout";

/**
 * Issue 18, "Catchphrase for real groups": the host's tools (remove a player, skip a turn, hand
 * over and leave) and picked teams, in browsers of their own, one of them a phone in each scenario.
 * Presence (the word "offline", absent describers and hosts) is in catchphrase-presence.test.ts.
 */

const browser = setupBrowser();

/**
 * A player's page. They ask for reduced motion, so that a round's time bar steps instead of gliding
 * for the whole round (an accessibility check waits for running animations to finish).
 */
const open = async (options: typeof phone | typeof desktop) =>
  (await browser.open({ ...options, reducedMotion: "reduce" })).page;
const button = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true });
/** The browser's saved Catchphrase session (catchphrase.md section 3), or null once forgotten. */
const savedSession = (page: Page) => page.evaluate(() => localStorage.getItem("huddle_catchphrase_session"));
/** The room's header: the player's own name and badges. */
const header = (page: Page) => page.locator("header");

/** Closes the socket players however the test ends. */
async function withSockets(players: SocketPlayer[], run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } finally {
    for (const player of players) player.close();
  }
}

/** Hana hosting on a phone, Ben on a desktop, Cleo and Dev as sockets: a room of four ready to start. */
async function fourPlayers(base: string) {
  const [hana, ben] = [await open(phone), await open(desktop)];
  const code = await createRoom(hana, base, "Hana", 3);
  await joinByLink(ben, base, code, "Ben");
  const cleo = await joinWithSocket(base, code, "Cleo");
  const dev = await joinWithSocket(base, code, "Dev");
  return { hana, ben, cleo, dev };
}

describe("the host removes a player (issue 18)", () => {
  it("sends them to the lobby, takes them off everyone's list, and keeps their browser out of the room", async () => {
    const base = siteUrl();
    const [hana, ben] = [await open(desktop), await open(phone)];
    const code = await createRoom(hana, base, "Hana", 3);
    await joinByCode(ben, base, code, "Ben");
    const cleo = await joinWithSocket(base, code, "Cleo");
    await withSockets([cleo], async () => {
      await hana.getByText("Players (3/10)").waitFor();
      await ben.getByText("Players (3/10)").waitFor();
      // The host has a Remove button beside each other player; nobody else has any.
      await button(hana, "Remove Ben").waitFor();
      await button(hana, "Remove Cleo").waitFor();
      expect(await button(hana, "Remove Hana").count()).toBe(0);
      expect(await ben.getByRole("button", { name: /^Remove/ }).count()).toBe(0);
      await expectNoSidewaysScroll(ben);

      // Asked first; Cancel changes nothing and gives the focus back.
      await button(hana, "Remove Ben").click();
      const dialog = hana.getByRole("dialog", { name: "Remove Ben from the room?" });
      await dialog.waitFor();
      await expectAccessible(hana, "the Remove player dialog");
      await expectLayoutFits(hana, "the Remove player dialog");
      await button(dialog, "Cancel").click();
      await dialog.waitFor({ state: "detached" });
      await expectFocused(button(hana, "Remove Ben"));
      expect(await hana.getByText("Players (3/10)").isVisible()).toBe(true);

      await button(hana, "Remove Ben").click();
      await button(dialog, "Remove").click();

      // Ben is back in the lobby, told why, with no room to rejoin.
      await toastSaying(ben, "You were removed from the room.").waitFor();
      await ben.waitForURL(`${base}/catchphrase`);
      await button(ben, "CREATE ROOM").waitFor();
      expect(await savedSession(ben)).toBeNull();
      expect(await ben.getByRole("heading", { name: "Rejoin Your Room" }).count()).toBe(0);

      // Nobody sees him any more; the host's focus stays in the player list.
      await hana.getByText("Players (2/10)").waitFor();
      expect(await playerRow(hana, "Ben").count()).toBe(0);
      await expectFocused(hana.getByRole("heading", { name: "Players (2/10)" }));
      await expect.poll(() => cleo.latest()?.players.map((player) => player.name)).toEqual(["Hana", "Cleo"]);

      // The same browser cannot come back in, by the room's link or by its code.
      await ben.goto(`${base}/catchphrase/${code}`);
      await ben.getByLabel("Your Name").fill("Ben");
      await button(ben, "Join Room").click();
      await toastSaying(ben, "You were removed from this room.").waitFor();
      expect(new URL(ben.url()).pathname).toBe(`/catchphrase/${code}`);
      await ben.goto(`${base}/catchphrase`);
      await button(ben, "JOIN ROOM").click();
      await ben.getByLabel("Room Code").fill(code);
      await ben.getByLabel("Your Name").fill("Benjamin");
      await button(ben, "Join Room").click();
      await toastSaying(ben, "You were removed from this room.").waitFor();
      expect(new URL(ben.url()).pathname).toBe("/catchphrase");
      expect(await hana.getByText("Players (2/10)").isVisible()).toBe(true);
    });
  });
});

describe("Pick Teams (issue 18)", () => {
  it("lets players choose their teams, needs 2 on each, and starts with the teams as picked", async () => {
    const base = siteUrl();
    const { hana, ben, cleo, dev } = await fourPlayers(base);
    await withSockets([cleo, dev], async () => {
      // Off by default: teams follow the joining order, and nobody picks.
      await hana.getByText("Players (4/10)").waitFor();
      expect(await button(ben, "Switch Team").count()).toBe(0);
      expect(await button(hana, "Shuffle Teams").count()).toBe(0);

      await button(hana, "Settings").click();
      const pickTeams = hana.getByRole("switch", { name: /Pick Teams/ });
      expect(await pickTeams.getAttribute("aria-checked")).toBe("false");
      expect(await pickTeams.textContent()).toBe("OFF");
      await pickTeams.click();
      await expect.poll(() => pickTeams.getAttribute("aria-checked")).toBe("true");
      expect(await pickTeams.textContent()).toBe("ON");
      await hana.keyboard.press("Escape");

      // Joining order gave Hana A, Ben B, Cleo A, Dev B; Ben moves to Team A, which leaves Team B one short.
      await button(ben, "Switch Team").click();
      await expect.poll(() => teamInList(hana, "Ben")).toBe("A");
      await hana.getByText("Each team needs at least 2 players").waitFor();
      expect(await button(hana, "Start Game").isDisabled()).toBe(true);
      await ben.getByText("Waiting for the host to start the game... Each team needs at least 2 players.").waitFor();

      // On the phone: the host's team buttons are big enough to tap, and nothing scrolls sideways.
      await expectTappable(button(hana, "Switch Team"));
      await expectTappable(button(hana, "Shuffle Teams"));
      await expectTappable(hana.getByRole("button", { name: /^Remove / }));
      await expectNoSidewaysScroll(hana);
      await expectAccessible(hana, "the waiting room with Pick Teams on");
      await expectLayoutFits(hana, "the waiting room with Pick Teams on");

      // Shuffle Teams deals two teams of two.
      await button(hana, "Shuffle Teams").click();
      await hana.getByText("Ready to start! All players can now begin the game.").waitFor();
      expect(await hana.getByTestId("team-sizes").textContent()).toBe(
        "Players pick their own teams: Team A has 2, Team B has 2.",
      );

      // The players settle on Hana and Ben against Cleo and Dev, whatever the shuffle dealt.
      const wanted = { Hana: "A", Ben: "A", Cleo: "B", Dev: "B" } as const;
      const switchers = { Hana: hana, Ben: ben, Cleo: cleo, Dev: dev };
      for (const [name, team] of Object.entries(wanted) as [keyof typeof wanted, "A" | "B"][]) {
        if ((await teamInList(hana, name)) === team) continue;
        const player = switchers[name];
        if ("act" in player) expect(await player.act({ type: "switchTeam" })).toEqual({ ok: true });
        else await button(player, "Switch Team").click();
        await expect.poll(() => teamInList(hana, name)).toBe(team);
      }
      await hana.getByText("Ready to start! All players can now begin the game.").waitFor();
      await button(hana, "Start Game").click();
      await allSee([hana, ben], "Round 1 of 3");

      // Dealt by joining order, Ben and Cleo would have changed places: the picked teams stand.
      for (const [name, team] of Object.entries(wanted)) expect(await teamInList(ben, name)).toBe(team);
      expect(await header(ben).getByText("Team A", { exact: true }).isVisible()).toBe(true);
      expect(cleo.latest()?.players.map(({ name, team }) => [name, team])).toEqual(Object.entries(wanted));
      expect(await button(ben, "Switch Team").count()).toBe(0);
    });
  });
});

describe("the host's Skip Turn (issue 18)", () => {
  it("passes the describer's turn at once, and everyone is told who describes now", async () => {
    const base = siteUrl();
    const { hana, ben, cleo, dev } = await fourPlayers(base);
    await withSockets([cleo, dev], async () => {
      await hana.getByText("Players (4/10)").waitFor();
      await button(hana, "Start Game").click();
      await allSee([hana, ben], "Round 1 of 3");
      // Teams dealt A, B, A, B by joining order: Hana A, Ben B, Cleo A, Dev B, and the turn order
      // is A1, B1, A2, B2: Hana, Ben, Cleo, Dev. Team A describes first: Hana or Cleo.
      const line = hana.getByTestId("current-player");
      const from = /^(Hana|Cleo) of Team A is describing/.exec((await line.textContent()) ?? "")?.[1];
      const to = { Hana: "Ben", Cleo: "Dev" }[from ?? ""];
      expect(to).toBeDefined();

      // Only the host has the button; on the phone it is big enough to tap.
      expect(await button(ben, "Skip Turn").count()).toBe(0);
      const skip = button(hana, "Skip Turn");
      await expectTappable(skip);
      await expectNoSidewaysScroll(hana);
      await expectAccessible(hana, "a round with the host's Skip Turn");
      await expectLayoutFits(hana, "a round with the host's Skip Turn");
      await skip.click();

      for (const page of [hana, ben]) {
        await toastSaying(page, `${from}'s turn was skipped, so ${to} describes now`).waitFor();
        await expect
          .poll(() => page.getByTestId("current-player").textContent())
          .toMatch(new RegExp(`^${to} of Team B is describing`));
      }
      const next = cleo.latest()?.players.find((player) => player.name === to)?.id;
      await expect.poll(() => cleo.latest()?.game.currentPlayer).toBe(next);
      if (to === "Ben") await button(ben, "Word Guessed").waitFor();
      // The round carries on: skipping is not the end of it.
      expect(await hana.getByRole("heading", { name: "Round 1 of 3" }).isVisible()).toBe(true);

      // The room's notices stay with the room. Ben is still reading the next one (his pointer on it
      // holds it) when the host removes him: in the lobby he reads only why he is there.
      await skip.click();
      const notice = ben.locator("[data-sonner-toast]").getByText(new RegExp(`^${to}'s turn was skipped, so `));
      await notice.hover();
      await button(hana, "Remove Ben").click();
      await button(hana.getByRole("dialog"), "Remove").click();
      await ben.waitForURL(`${base}/catchphrase`);
      await toastSaying(ben, "You were removed from the room.").waitFor();
      await expect.poll(() => notice.count()).toBe(0);
    });
  });
});

describe("the host's Hand Over and Leave (issue 18)", () => {
  it("makes the earliest-joined player host, and the game goes on without the old host", async () => {
    const base = siteUrl();
    const [hana, ben, cleo] = [await open(desktop), await open(phone), await open(desktop)];
    const code = await createRoom(hana, base, "Hana", 3);
    await joinByLink(ben, base, code, "Ben");
    await joinByCode(cleo, base, code, "Cleo");
    await hana.getByText("Players (3/10)").waitFor();

    // A player who is not the host only has the spec's Leave Room.
    await button(cleo, "Leave Room").click();
    await cleo.getByRole("dialog").getByText("Are you sure you want to leave this room?").waitFor();
    expect(await button(cleo.getByRole("dialog"), "Hand Over and Leave").count()).toBe(0);
    await cleo.keyboard.press("Escape");

    await button(hana, "Leave Room").click();
    const dialog = hana.getByRole("dialog", { name: "Leave Room" });
    await dialog.getByText("As the host, leaving will end the game for all players.").waitFor();
    await dialog.getByText("Or hand over: Ben becomes the host and the game goes on without you.").waitFor();
    await button(dialog, "Leave Room").waitFor();
    await expectAccessible(hana, "the host's Leave Room dialog");
    await expectLayoutFits(hana, "the host's Leave Room dialog");
    await button(dialog, "Hand Over and Leave").click();
    await hana.waitForURL(`${base}/catchphrase`);
    await button(hana, "CREATE ROOM").waitFor();
    expect(await savedSession(hana)).toBeNull();
    expect(await hana.getByRole("heading", { name: "Rejoin Your Room" }).count()).toBe(0);

    for (const page of [ben, cleo]) {
      await toastSaying(page, "Ben is now the host").waitFor();
      await page.getByText("Players (2/10)").waitFor();
      expect(await playerRow(page, "Hana").count()).toBe(0);
      expect(await playerRow(page, "Ben").getByText("Host", { exact: true }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`/catchphrase/${code}`);
    }
    // Ben, on his phone, has the host's controls now; Cleo still has none.
    await ben.getByRole("heading", { name: "Start the game" }).waitFor();
    expect(await header(ben).getByText("Host", { exact: true }).isVisible()).toBe(true);
    await expectRoomHeaderFits(ben, "Ben");
    await expectTappable(button(ben, "Remove Cleo"));
    await expectNoSidewaysScroll(ben);
    expect(await cleo.getByRole("button", { name: /^Remove/ }).count()).toBe(0);
    await cleo.getByText("Waiting for the host to start the game... 2 more players needed.").waitFor();
  });
});

describe("a player whose network drops (decision 050)", () => {
  it("is told the page is offline, keeps the press made meanwhile, and is told when it is back", async () => {
    // The Socket.IO client drops its connection when the browser says it went offline, except on
    // a host named localhost: this room is on the server's other name.
    const base = catchphraseHostUrl();
    const { hana, ben, cleo, dev } = await fourPlayers(base);
    await withSockets([cleo, dev], async () => {
      await hana.getByText("Players (4/10)").waitFor();
      const banner = reconnectingBanner(hana);

      browser.expectError(/WebSocket connection to .* failed: .*ERR_INTERNET_DISCONNECTED/);
      await hana.context().setOffline(true);
      await banner.getByText(reconnectingTexts.offline).waitFor();
      // The room stays as it was, its buttons too; the banner covers none of the header's actions.
      await expectNoSidewaysScroll(hana);
      await expectRoomHeaderFits(hana, "Hana");
      await expectAccessible(hana, "a room whose player is offline");
      // What the page says meanwhile still shows: its toasts' code came with the room.
      await button(hana, "Copy Link").click();
      await hana
        .locator("[data-sonner-toast]")
        .getByText(/copied|Couldn't copy/)
        .waitFor();
      // Pressed while offline, for longer than an answer may take (8 s): the press waits.
      await button(hana, "Start Game").click();
      await hana.waitForTimeout(9_000);
      expect(await ben.getByRole("heading", { name: "Round 1 of 3" }).count()).toBe(0);
      expect(await toastSaying(hana, intentFailures.start).count()).toBe(0);

      // Back online: the press goes through once Hana's page is back in the room.
      await hana.context().setOffline(false);
      await banner.getByText(reconnectingTexts.back).waitFor();
      await allSee([hana, ben], "Round 1 of 3");
      await banner.waitFor({ state: "detached" });
      expect(await reconnectingBanner(ben).count()).toBe(0);
    });
  });
});
