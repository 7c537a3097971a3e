import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { catchphraseErrors, catchphraseSuccesses } from "../../src/shared/catchphrase/messages";
import type { SavedSession } from "../../src/shared/catchphrase/protocol";
import { siteConfig } from "../../src/shared/site-config";
import { expectAccessible } from "./support/accessibility";
import {
  expectFocused,
  expectHeading,
  holdRequests,
  pageIsLive,
  recordAssets,
  scriptsNamedBy,
  setupBrowser,
  siteUrl,
} from "./support/browser";
import { expectRoomHeaderFits } from "./support/catchphrase";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };

const SESSION_KEY = "huddle_catchphrase_session";
const PREFILL_KEY = "huddle_catchphrase_prefill_code";
/** Well-formed codes no test creates (codes are random: a clash is one in two billion). */
const MISSING_CODES = ["ZZZZZ9", "ZZZZZ8", "ZZZZZ7"];

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
const roomUrl = (base: string) => new RegExp(`${base}/([A-Z0-9]{6})$`);

async function openLobby(path = "/catchphrase", options: BrowserContextOptions = phone) {
  const opened = await browser.open(options);
  await opened.page.goto(`${siteUrl()}${path}`);
  await expectHeading(opened.page, "Catchphrase");
  return opened;
}

async function storedSession(page: Page): Promise<SavedSession | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw === null ? null : (JSON.parse(raw) as SavedSession);
}

/** Stores `values` in the site's storage before the lobby's first load, as a returning visitor has them. */
async function seedStorage(page: Page, kind: "localStorage" | "sessionStorage", values: Record<string, string>) {
  await page.goto(`${siteUrl()}/healthz`);
  await page.evaluate(
    ([storageName, entries]) => {
      const storage = storageName === "localStorage" ? localStorage : sessionStorage;
      for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
    },
    [kind, values] as const,
  );
}

/** Creates a room through the lobby of `base` and returns the session the page stored. */
async function createRoom(page: Page, base = "/catchphrase", name = "Hosty"): Promise<SavedSession> {
  await page.goto(`${siteUrl()}${base}`);
  await button(page, "CREATE ROOM").click();
  await page.getByLabel("Your Name").fill(name);
  await button(page, "Create New Room").click();
  await page.waitForURL(roomUrl(base));
  const session = await storedSession(page);
  if (!session) throw new Error("no session stored after creating a room");
  return session;
}

/** Holds the socket messages of one event until `release` is called; the rest pass through. */
async function holdSocketEvent(page: Page, event: string) {
  const held: (() => void)[] = [];
  const payloads: unknown[] = [];
  let holding = true;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      if (typeof message === "string" && message.includes(`["${event}"`)) {
        payloads.push((JSON.parse(message.replace(/^\d+/, "")) as unknown[])[1]);
        if (holding) {
          held.push(() => server.send(message));
          return;
        }
      }
      server.send(message);
    });
  });
  return {
    payloads,
    release() {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
}

describe("Catchphrase landing screen (catchphrase.md section 2)", () => {
  it("shows the logo, the two big buttons, the store badges, the contact and the credit, without the site header", async () => {
    const { page } = await openLobby();
    await expect(page.getByText("Describe it, don't say it: the word game for two teams.").isVisible()).resolves.toBe(
      true,
    );
    await expect(button(page, "CREATE ROOM").isVisible()).resolves.toBe(true);
    await expect(button(page, "JOIN ROOM").isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole("link", { name: `Google Play (${siteConfig.brandName})` }).getAttribute("href"),
    ).resolves.toBe(siteConfig.links.googlePlayDeveloperPage);
    await expect(
      page.getByRole("link", { name: `App Store (${siteConfig.brandName})` }).getAttribute("href"),
    ).resolves.toBe(siteConfig.links.iosDeveloperPage);
    await expect(page.getByRole("link", { name: siteConfig.contactEmail }).getAttribute("href")).resolves.toBe(
      `mailto:${siteConfig.contactEmail}`,
    );
    await expect(
      page.getByText(/Inspired by the classic word-guessing party game Catchphrase/).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole("banner").count()).resolves.toBe(0);
    await expect(page.getByRole("heading", { name: "Rejoin Your Room" }).count()).resolves.toBe(0);
  });

  it("hides the work-in-progress notice on a phone and shows it on a wide screen", async () => {
    const notice = "Catchphrase Online is a work in progress. For the full game, get our mobile apps.";
    const { page: small } = await openLobby("/catchphrase", phone);
    await expect(small.getByText(notice).isVisible()).resolves.toBe(false);
    const { page: wide } = await openLobby("/catchphrase", desktop);
    await expect(wide.getByText(notice).isVisible()).resolves.toBe(true);
  });

  it("opens the card titled Catchphrase with How to Play and Back to Menu, for each button", async () => {
    const { page } = await openLobby();
    await button(page, "CREATE ROOM").click();
    // A tap made before the page is live is done once it is (early-input.ts): the form opens then.
    await button(page, "Create New Room").waitFor();
    await expectHeading(page, "Catchphrase");
    await expectFocused(page.getByLabel("Your Name"));

    await expectAccessible(page, "the create form");
    await expectLayoutFits(page, "the create form");
    await button(page, "How to Play").click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "How to Play", exact: true }).waitFor();
    await expectAccessible(page, "the How to Play dialog");
    await expectLayoutFits(page, "the How to Play dialog");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expectFocused(button(page, "How to Play"));

    await button(page, "Back to Menu").click();
    await expect(button(page, "Create New Room").count()).resolves.toBe(0);
    await expectFocused(button(page, "CREATE ROOM"));

    await button(page, "JOIN ROOM").click();
    await expect(button(page, "Join Room").isVisible()).resolves.toBe(true);
    await expectFocused(page.getByLabel("Room Code"));
    await expect(button(page, "How to Play").isVisible()).resolves.toBe(true);
    await button(page, "Back to Menu").click();
    await expectFocused(button(page, "JOIN ROOM"));
  });
});

describe("Catchphrase create form (catchphrase.md sections 2 and 5)", () => {
  it("steps rounds between 3 and 10 from 5, disabling each end's button", async () => {
    const { page } = await openLobby();
    await button(page, "CREATE ROOM").click();
    const rounds = page.getByTestId("rounds-value");
    const fewer = button(page, "Fewer rounds");
    const more = button(page, "More rounds");
    await expect(rounds.textContent()).resolves.toBe("5");
    await fewer.click();
    await fewer.click();
    await expect(rounds.textContent()).resolves.toBe("3");
    await expect(fewer.isDisabled()).resolves.toBe(true);
    // Focus does not fall back to the page when the pressed button is disabled.
    await expectFocused(more);
    for (let i = 0; i < 7; i += 1) await page.keyboard.press("Enter");
    await expect(rounds.textContent()).resolves.toBe("10");
    await expect(more.isDisabled()).resolves.toBe(true);
    await expect(fewer.isEnabled()).resolves.toBe(true);
  });

  it("offers 60, 75, 90 and 120 seconds as radio buttons, 90 by default, arrow keys included", async () => {
    const { page } = await openLobby();
    await button(page, "CREATE ROOM").click();
    const group = page.getByRole("group", { name: "Time per round" });
    // A tap made before the page is live is done once it is (early-input.ts): the form opens then.
    await group.waitFor();
    await expect(group.getByRole("radio").count()).resolves.toBe(4);
    const radio = (seconds: number) => group.getByRole("radio", { name: `${seconds} seconds` });
    await expect(radio(90).isChecked()).resolves.toBe(true);
    await radio(60).click();
    await expect(radio(60).isChecked()).resolves.toBe(true);
    await expect(radio(90).isChecked()).resolves.toBe(false);
    await page.keyboard.press("ArrowRight");
    await expect(radio(75).isChecked()).resolves.toBe(true);
    await expectFocused(radio(75));
  });

  it("keeps Create New Room disabled until a name is typed, and asks for a name made of spaces", async () => {
    const { page } = await openLobby();
    await button(page, "CREATE ROOM").click();
    const create = button(page, "Create New Room");
    await expect(create.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Your Name").fill("   ");
    await create.click();
    await toast(page, catchphraseErrors.nameRequired).waitFor();
    expect(new URL(page.url()).pathname).toBe("/catchphrase");
    await expect(page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).resolves.toBeNull();
    await expect(page.getByLabel("Your Name").getAttribute("maxlength")).resolves.toBe("20");
  });

  it("reads Creating... while the server works, then opens /catchphrase/{CODE} and saves the session", async () => {
    const { page } = await browser.open(phone);
    const create = await holdSocketEvent(page, "room:create");
    await page.goto(`${siteUrl()}/catchphrase`);
    await button(page, "CREATE ROOM").click();
    await page.getByLabel("Your Name").fill("  Alice ");
    await button(page, "More rounds").click();
    await button(page, "More rounds").click();
    await page.getByRole("radio", { name: "120 seconds" }).check();
    await page.getByLabel("Your Name").press("Enter");

    const busy = button(page, "Creating...");
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    await expect
      .poll(() => create.payloads)
      .toEqual([
        // With the browser's visitor id, which keeps this browser out should it ever be removed (decision 023).
        { name: "Alice", totalRounds: 7, roundDuration: 120, visitorId: expect.stringMatching(/^anon-/) },
      ]);
    create.release();

    await page.waitForURL(roomUrl("/catchphrase"));
    const code = roomUrl("/catchphrase").exec(page.url())?.[1];
    const session = await storedSession(page);
    expect(session).toMatchObject({ playerName: "Alice", roomCode: code, roomId: code });
    expect(session?.playerId).toBeTruthy();
    expect(session?.token).toBeTruthy();

    // The room's header: Alice's name beside her badges, clear of the actions, in one row; on the
    // narrowest phone the actions take a row of their own.
    await expectRoomHeaderFits(page, "Alice");
    await page.setViewportSize({ width: 320, height: 640 });
    await expectRoomHeaderFits(page, "Alice", 2);
  });
});

describe("Catchphrase join form (catchphrase.md sections 2, 5 and 8)", () => {
  it("upper-cases the room code as it is typed and stops at 6 characters", async () => {
    const { page } = await openLobby();
    await button(page, "JOIN ROOM").click();
    const code = page.getByLabel("Room Code");
    await code.pressSequentially("ab12cd9x");
    await expect(code.inputValue()).resolves.toBe("AB12CD");
    await expect(code.getAttribute("maxlength")).resolves.toBe("6");
    await expect(code.getAttribute("autocapitalize")).resolves.toBe("characters");
    await expect(page.getByLabel("Your Name").getAttribute("maxlength")).resolves.toBe("20");
  });

  it("keeps Join Room disabled until both fields have something in them", async () => {
    const { page } = await openLobby();
    await button(page, "JOIN ROOM").click();
    const join = button(page, "Join Room");
    await expect(join.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Room Code").fill("ABC123");
    await expect(join.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Your Name").fill("Bob");
    await expect(join.isEnabled()).resolves.toBe(true);
    await page.getByLabel("Room Code").fill("");
    await expect(join.isDisabled()).resolves.toBe(true);
  });

  it("asks for a name, then for a code, and says Room not found for an unknown code", async () => {
    const { page } = await openLobby();
    await button(page, "JOIN ROOM").click();
    const code = page.getByLabel("Room Code");
    const name = page.getByLabel("Your Name");

    await code.fill(MISSING_CODES[0] ?? "");
    await name.fill("  ");
    await button(page, "Join Room").click();
    await toast(page, catchphraseErrors.nameRequiredToJoin).waitFor();
    await expectFocused(name);

    await code.fill("   ");
    await name.fill("Bob");
    await name.press("Enter");
    await toast(page, catchphraseErrors.roomCodeRequired).waitFor();
    await expectFocused(code);

    await code.fill(MISSING_CODES[0] ?? "");
    await name.press("Enter");
    await toast(page, catchphraseErrors.roomNotFound).waitFor();
    await button(page, "Join Room").waitFor();
    await expectAccessible(page, "the join form with its error");
    await expectLayoutFits(page, "the join form with its error");
    expect(new URL(page.url()).pathname).toBe("/catchphrase");
    await expect(page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).resolves.toBeNull();
  });

  it("joins a room by its code, reading Joining... meanwhile, and says so in the room", async () => {
    const { page: host } = await browser.open(desktop);
    const { roomCode } = await createRoom(host);

    const { page } = await browser.open(phone);
    const join = await holdSocketEvent(page, "room:join");
    await page.goto(`${siteUrl()}/catchphrase`);
    await button(page, "JOIN ROOM").click();
    await page.getByLabel("Room Code").pressSequentially(roomCode.toLowerCase());
    await page.getByLabel("Your Name").fill("Bob");
    await page.getByLabel("Your Name").press("Enter");
    const busy = button(page, "Joining...");
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    join.release();

    await page.waitForURL(`${siteUrl()}/catchphrase/${roomCode}`);
    await toast(page, catchphraseSuccesses.joined).waitFor();
    await expect(storedSession(page)).resolves.toMatchObject({ playerName: "Bob", roomCode });
  });

  it("refuses a name taken in the room or one that shows nothing, keeping what was typed (issue 17)", async () => {
    const { page: host } = await browser.open(desktop);
    const { roomCode } = await createRoom(host, "/catchphrase", "Sam");

    const { page } = await openLobby();
    await button(page, "JOIN ROOM").click();
    const code = page.getByLabel("Room Code");
    const name = page.getByLabel("Your Name");
    await code.fill(roomCode);
    await name.fill("sam ");
    await name.press("Enter");
    await toast(page, "That name is taken in this room").waitFor();
    await button(page, "Join Room").waitFor();
    await expect(code.inputValue()).resolves.toBe(roomCode);
    await expect(name.inputValue()).resolves.toBe("sam ");

    await name.fill("\u200b\u200b");
    await name.press("Enter");
    await toast(page, "Names need at least one visible character.").waitFor();
    await expect(name.inputValue()).resolves.toBe("\u200b\u200b");
    expect(new URL(page.url()).pathname).toBe("/catchphrase");
    await expect(storedSession(page)).resolves.toBeNull();
  });

  it("opens the join card with the code of a missing room filled in", async () => {
    const { page } = await browser.open(phone);
    await seedStorage(page, "sessionStorage", { [PREFILL_KEY]: "QX7K2M" });
    await page.goto(`${siteUrl()}/catchphrase`);
    const code = page.getByLabel("Room Code");
    await code.waitFor();
    await expect(code.inputValue()).resolves.toBe("QX7K2M");
    await expect(button(page, "Join Room").isVisible()).resolves.toBe(true);
    await expectFocused(page.getByLabel("Your Name"));
    // Read once: a second visit starts at the menu.
    await expect(page.evaluate((key) => sessionStorage.getItem(key), PREFILL_KEY)).resolves.toBeNull();
    await page.reload();
    await expectHeading(page, "Catchphrase");
    await button(page, "CREATE ROOM").waitFor();
    await expect(page.getByLabel("Room Code").count()).resolves.toBe(0);
  });
});

describe("Catchphrase saved session (catchphrase.md sections 2 and 8)", () => {
  it("sends a visitor whose room still exists straight back to it, without flashing the rejoin panel", async () => {
    const { page: host } = await browser.open(desktop);
    const session = await createRoom(host);

    const { page, context } = await browser.open(phone);
    await context.addInitScript(() => {
      const seen = { rejoinPanel: false };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes("Rejoin Your Room")) seen.rejoinPanel = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await seedStorage(page, "localStorage", { [SESSION_KEY]: JSON.stringify(session) });
    await page.goto(`${siteUrl()}/catchphrase`);
    await page.waitForURL(`${siteUrl()}/catchphrase/${session.roomCode}`);
    await expect(page.evaluate(() => (window as unknown as { seen: { rejoinPanel: boolean } }).seen)).resolves.toEqual({
      rejoinPanel: false,
    });
    // Replaced, not pushed: Back does not return to the lobby that redirected.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe("/healthz");
  });

  it("forgets a session whose room is gone, silently", async () => {
    const { page } = await browser.open(phone);
    const session = {
      playerName: "Gone",
      playerId: "p-gone",
      roomId: MISSING_CODES[1],
      roomCode: MISSING_CODES[1],
      token: "t".repeat(32),
    };
    await seedStorage(page, "localStorage", { [SESSION_KEY]: JSON.stringify(session) });
    await page.goto(`${siteUrl()}/catchphrase`);
    await page.waitForFunction((key) => localStorage.getItem(key) === null, SESSION_KEY);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe("/catchphrase");
    await expect(page.locator("[data-sonner-toast]").count()).resolves.toBe(0);
    await expect(page.getByRole("heading", { name: "Rejoin Your Room" }).count()).resolves.toBe(0);
    await expect(button(page, "CREATE ROOM").isVisible()).resolves.toBe(true);
  });

  it("shows a player following a saved room's link that it loads, then sends them to the lobby when the room is gone", async () => {
    const { page } = await browser.open(phone);
    const code = MISSING_CODES[2] ?? "";
    const session = {
      playerName: "Gone",
      playerId: "5b0c2f7e-8d1a-4c3b-9e6f-0a1b2c3d4e5f",
      roomId: code,
      roomCode: code,
      token: "t".repeat(32),
    };
    await seedStorage(page, "localStorage", { [SESSION_KEY]: JSON.stringify(session) });
    // The page's code held back, as on a slow phone: its HTML alone names the room it is entering
    // (the browser counts that as the page's first contentful paint), the address in any case.
    const scripts = await holdRequests(page, "**/assets/**/*.js");
    const resume = await holdSocketEvent(page, "room:resume");
    await page.goto(`${siteUrl()}/catchphrase/${code.toLowerCase()}`, { waitUntil: "commit" });
    await page.getByRole("heading", { name: `Entering room ${code}…` }).waitFor();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
    scripts.release();
    // Its code run, the page still names the room while the server looks for it.
    await pageIsLive(page);
    await expect(page.getByRole("heading", { name: `Entering room ${code}…` }).isVisible()).resolves.toBe(true);
    resume.release();
    await toast(page, catchphraseErrors.roomNotFoundOnRoute).waitFor();
    await page.waitForURL(`${siteUrl()}/catchphrase`);
    await expect(page.getByLabel("Room Code").inputValue()).resolves.toBe(code);
    await expect(page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).resolves.toBeNull();
  });

  it("names in its document every script a room link needs before the room shows (docs/decisions/035)", async () => {
    const { page: host } = await browser.open(desktop);
    const { roomCode } = await createRoom(host);
    const { page } = await browser.open(phone);
    const assets = recordAssets(page);
    const response = await page.goto(`${siteUrl()}/catchphrase/${roomCode}`);
    const named = scriptsNamedBy((await response?.text()) ?? "");
    await button(page, "Join Room").waitFor();
    const fetched = [...assets.scripts];
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((script) => !named.includes(script))).toEqual([]);
  });

  it("paints a room link's largest words in its first paint: the room named, in the Join card's place (docs/decisions/035)", async () => {
    const { page: host } = await browser.open(desktop);
    const { roomCode } = await createRoom(host);
    for (const device of [phone, desktop]) {
      const { page } = await browser.open(device);
      // Each largest contentful paint as the browser reports it, its words read while on screen.
      await page.addInitScript(() => {
        const reported: { words: string | undefined; at: number }[] = [];
        Object.assign(window, { largestPaints: reported });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
            reported.push({ words: entry.element?.textContent ?? undefined, at: entry.startTime });
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await page.goto(`${siteUrl()}/catchphrase/${roomCode}`);
      await button(page, "Join Room").waitFor();
      const largest = await page.evaluate(async () => {
        // The card's paint, and the report of it, if it were the largest.
        await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
        await new Promise((reported) => setTimeout(reported, 100));
        const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const reported = (window as unknown as { largestPaints: { words: string; at: number }[] }).largestPaints;
        return reported.map(({ words, at }) => ({ words, inFirstPaint: at === firstPaint }));
      });
      expect(largest).toEqual([{ words: `Entering room ${roomCode}…`, inFirstPaint: true }]);
    }
  });

  it("offers the Join Room card to a player whose saved session the room no longer knows", async () => {
    const { page: host } = await browser.open(desktop);
    const hostSession = await createRoom(host);
    const { page } = await browser.open(desktop);
    // Their token is not the room's any more (a player who left, or a session from another browser).
    const stale = { ...hostSession, playerName: "Dana", token: "x".repeat(32) };
    await seedStorage(page, "localStorage", { [SESSION_KEY]: JSON.stringify(stale) });
    await page.goto(`${siteUrl()}/catchphrase/${hostSession.roomCode}`);
    await button(page, "Join Room").waitFor();
    await expect(page.getByLabel("Your Name").isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/catchphrase/${hostSession.roomCode}`);
    await expect(page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).resolves.toBeNull();
  });

  it("offers Rejoin Room and Clear Session when the player comes back to the lobby from the room", async () => {
    const { page: host } = await browser.open(desktop);
    const { roomCode } = await createRoom(host);

    const { page } = await openLobby();
    await button(page, "JOIN ROOM").click();
    await page.getByLabel("Room Code").fill(roomCode);
    await page.getByLabel("Your Name").fill("Dana");
    await button(page, "Join Room").click();
    await page.waitForURL(`${siteUrl()}/catchphrase/${roomCode}`);
    // Back from the room is a visit inside the app: the panel, not a bounce into the room again.
    await page.goBack();
    await expectHeading(page, "Catchphrase");
    const panel = page.getByRole("region", { name: "Rejoin Your Room" });
    await panel.waitFor();
    await expect(panel.getByTestId("rejoin-code").textContent()).resolves.toBe(roomCode);
    expect(new URL(page.url()).pathname).toBe("/catchphrase");
    await expectAccessible(page, "the rejoin panel");
    await expectLayoutFits(page, "the rejoin panel");

    await panel.getByRole("button", { name: "Rejoin Room" }).click();
    await page.waitForURL(`${siteUrl()}/catchphrase/${roomCode}`);
    await page.goBack();
    await panel.waitFor();
    await panel.getByRole("button", { name: "Clear Session" }).click();
    await panel.waitFor({ state: "detached" });
    await expect(page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).resolves.toBeNull();
  });

  it("offers the rejoin panel when the server cannot say whether the room exists", async () => {
    const { page: host } = await browser.open(desktop);
    const hostSession = await createRoom(host);

    const { page } = await browser.open(phone);
    await holdSocketEvent(page, "room:exists");
    await seedStorage(page, "localStorage", { [SESSION_KEY]: JSON.stringify(hostSession) });
    await page.goto(`${siteUrl()}/catchphrase`);
    await page.waitForTimeout(1000);
    await expect(page.getByRole("heading", { name: "Rejoin Your Room" }).count()).resolves.toBe(0);
    const panel = page.getByRole("region", { name: "Rejoin Your Room" });
    await panel.waitFor({ timeout: 12_000 });
    await expect(panel.getByTestId("rejoin-code").textContent()).resolves.toBe(hostSession.roomCode);
    await panel.getByRole("button", { name: "Rejoin Room" }).click();
    await page.waitForURL(`${siteUrl()}/catchphrase/${hostSession.roomCode}`);
  });
});

describe("Catchphrase lobby at /catchphrase-online", () => {
  it("creates a room at /catchphrase-online/{CODE}", async () => {
    const { page } = await openLobby("/catchphrase-online");
    const session = await createRoom(page, "/catchphrase-online");
    expect(page.url()).toBe(`${siteUrl()}/catchphrase-online/${session.roomCode}`);
  });

  it("joins and redirects under /catchphrase-online too", async () => {
    const { page: host } = await browser.open(desktop);
    const hostSession = await createRoom(host, "/catchphrase-online");

    const { page } = await openLobby("/catchphrase-online");
    await button(page, "JOIN ROOM").click();
    await page.getByLabel("Room Code").fill(hostSession.roomCode);
    await page.getByLabel("Your Name").fill("Carol");
    await button(page, "Join Room").click();
    await page.waitForURL(`${siteUrl()}/catchphrase-online/${hostSession.roomCode}`);

    const { page: returning } = await browser.open(phone);
    await seedStorage(returning, "localStorage", { [SESSION_KEY]: JSON.stringify(hostSession) });
    await returning.goto(`${siteUrl()}/catchphrase-online`);
    await returning.waitForURL(`${siteUrl()}/catchphrase-online/${hostSession.roomCode}`);
  });
});
