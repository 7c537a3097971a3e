import type { Page } from "playwright-core";
import { io as connect, type Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { setupBrowser, siteUrl } from "./support/browser";

const browser = setupBrowser();
const ROUND_SECONDS = 60;

async function createRoom(page: Page, name: string): Promise<string> {
  await page.goto(`${siteUrl()}/catchphrase`);
  await page.getByRole("button", { name: "CREATE ROOM", exact: true }).click();
  await page.getByLabel("Your Name").fill(name);
  await page.getByRole("button", { name: "Fewer rounds" }).click();
  await page.getByRole("button", { name: "Fewer rounds" }).click();
  await page.getByRole("radio", { name: "60 seconds" }).check({ force: true });
  await page.getByRole("button", { name: "Create New Room" }).click();
  await page.waitForURL(/\/catchphrase\/[A-Z0-9]{6}$/);
  return page.url().slice(-6);
}

async function joinByCode(page: Page, code: string, name: string, lobby = "/catchphrase") {
  await page.goto(`${siteUrl()}${lobby}`);
  await page.getByRole("button", { name: "JOIN ROOM", exact: true }).click();
  await page.getByLabel("Room Code").fill(code.toLowerCase());
  await page.getByLabel("Your Name").fill(name);
  await page.getByRole("button", { name: "Join Room" }).click();
  await page.waitForURL(`${siteUrl()}${lobby}/${code}`);
  await page.getByText("Successfully joined the room!").waitFor();
}

async function joinByLink(page: Page, code: string, name: string) {
  await page.goto(`${siteUrl()}/catchphrase/${code}`);
  await page.getByLabel("Your Name").fill(name);
  await page.getByRole("button", { name: "Join Room" }).click();
  await page.getByText("Successfully joined the room!").waitFor();
}

const word = (page: Page) => page.getByTestId("word").textContent();
const isDescriber = async (page: Page) => (await page.getByRole("button", { name: "Word Guessed" }).count()) === 1;

/** The one page showing the describer's controls, waiting for the state to arrive everywhere. */
async function describerOf(pages: Page[], not?: Page): Promise<Page> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const describing = [];
    for (const page of pages) if (await isDescriber(page)) describing.push(page);
    if (describing.length === 1 && describing[0] !== not) return describing[0] as Page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no single describer");
}

describe("a whole game of Catchphrase in five browsers", () => {
  it("is played as catchphrase.md describes", { timeout: 240_000 }, async () => {
    const players = await Promise.all(
      Array.from({ length: 5 }, () => browser.open({ viewport: { width: 1100, height: 900 } })),
    );
    const [host, ben, cleo, dev, eve] = players.map((player) => player.page) as [Page, Page, Page, Page, Page];

    const code = await createRoom(host, "Hana");
    await host.getByText("Players (1/10)").waitFor();
    await host.getByText("Need at least 4 players to start the game. Currently have 1 player(s).").waitFor();
    await expect(host.getByRole("button", { name: "Start Game (1/4)" }).isDisabled()).resolves.toBe(true);

    await joinByCode(ben, code, "Ben");
    await joinByLink(cleo, code, "Cleo");
    await ben.getByText("Waiting for the host to start the game... 1 more player needed.").waitFor();
    await joinByCode(dev, code, "Dev", "/catchphrase-online");
    await host.getByText("Ready to start! All players can now begin the game.").waitFor();
    await host.getByText("Players (4/10)").waitFor();

    await host.getByRole("button", { name: "Start Game" }).click();
    const inGame = [host, ben, cleo, dev];
    for (const page of inGame) await page.getByRole("heading", { name: "Round 1 of 3" }).waitFor();

    // The describer sees the word; their teammate sees ???; the other team sees it (the default).
    const describer = await describerOf(inGame);
    const secret = await word(describer);
    expect(secret).not.toBe("???");
    const describerTeam = await describer.getByTestId("current-player").textContent();
    const team = describerTeam?.includes("Team A") ? "A" : "B";
    // Teams were reassigned alternately at start: Hana A, Ben B, Cleo A, Dev B.
    const teammates = (team === "A" ? [host, cleo] : [ben, dev]).filter((page) => page !== describer);
    const opponents = team === "A" ? [ben, dev] : [host, cleo];
    for (const page of teammates) await expect(word(page)).resolves.toBe("???");
    for (const page of opponents) await expect(word(page)).resolves.toBe(secret);

    // Word Guessed passes the turn to the next describer, with a new word.
    await describer.getByRole("button", { name: "Word Guessed" }).click();
    const next = await describerOf(inGame, describer);
    expect(await word(next)).not.toBe(secret);

    // Any player may allow word changes; then the describer can change the word.
    await cleo.getByRole("button", { name: "Settings" }).click();
    await cleo.getByRole("switch", { name: /Allow Word Change/ }).click();
    await cleo.keyboard.press("Escape");
    await next.getByRole("button", { name: "Change Word" }).waitFor();
    const before = await word(next);
    await next.getByRole("button", { name: "Change Word" }).click();
    await expect.poll(() => word(next)).not.toBe(before);

    // A player reloading mid-round is back in the game with nothing lost.
    await dev.reload();
    await dev.getByRole("heading", { name: "Round 1 of 3" }).waitFor();
    await expect(dev.getByText("Players (4/10)").isVisible()).resolves.toBe(true);

    // The server's timer ends the round; the team not describing gets the point.
    const describingTeam = ((await host.getByTestId("current-player").textContent()) ?? "").includes("Team A")
      ? "A"
      : "B";
    const pointTeam = describingTeam === "A" ? "B" : "A";
    for (const page of inGame) {
      await page.getByRole("heading", { name: "Round 1 Complete!" }).waitFor({ timeout: (ROUND_SECONDS + 15) * 1000 });
    }
    await expect(host.getByTestId("round-winner").textContent()).resolves.toBe(`Team ${pointTeam} wins the round!`);
    await expect(host.getByTestId(`score-${pointTeam}`).textContent()).resolves.toBe("1");
    await expect(ben.getByText("Waiting for the host to start the next round...").isVisible()).resolves.toBe(true);

    await host.getByRole("button", { name: "Start Next Round" }).click();
    for (const page of inGame) await page.getByRole("heading", { name: "Round 2 of 3" }).waitFor();

    // A fifth player can still join by code, and the host leaving closes the room for everyone.
    await joinByCode(eve, code, "Eve");
    await host.getByRole("button", { name: "Leave Room" }).click();
    await host.getByText("As the host, leaving will end the game for all players.").waitFor();
    await host.getByRole("dialog").getByRole("button", { name: "Leave Room" }).click();
    await host.waitForURL(`${siteUrl()}/catchphrase`);
    for (const page of [ben, cleo, eve]) {
      await page.getByText("The host has left the room. You have been redirected to the lobby.").waitFor();
      await page.waitForURL(`${siteUrl()}/catchphrase`);
    }
    await dev.waitForURL(`${siteUrl()}/catchphrase-online`);
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
