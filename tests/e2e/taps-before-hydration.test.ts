import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { holdRequests, pageIsLive, setupBrowser, siteUrl } from "./support/browser";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 900 } };

/**
 * Opens `path` with the page's scripts held back, as on a slow phone where the prerendered page is
 * on screen seconds before its code runs. Returns what lets them load.
 */
async function openWithScriptsHeld(options: typeof phone | typeof desktop, path: string) {
  const { page } = await browser.open(options);
  const scripts = await holdRequests(page, /\/assets\/.+\.js$/);
  await page.goto(`${siteUrl()}${path}`, { waitUntil: "domcontentloaded" });
  return {
    page,
    /** Lets the scripts load, once the test has checked that nothing ran yet. */
    async release() {
      await expect(page.locator("html").getAttribute("data-live")).resolves.toBeNull();
      scripts.release();
      await pageIsLive(page);
    },
  };
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

/** The press was received: the control says it is busy and looks it (the waiting cursor, dimmed). */
async function expectPending(control: Locator) {
  await expect(control.getAttribute("aria-busy")).resolves.toBe("true");
  await expect(control.evaluate((element) => getComputedStyle(element).cursor)).resolves.toBe("progress");
}

describe("a press made before the page's code has run (issue 19, No lost taps)", () => {
  it("opens the join form for JOIN ROOM tapped on the prerendered lobby", async () => {
    const { page, release } = await openWithScriptsHeld(phone, "/catchphrase");
    await button(page, "JOIN ROOM").tap();
    await expectPending(button(page, "JOIN ROOM"));
    await release();
    await page.getByRole("form", { name: "Join a room" }).waitFor();
    await expect(page.getByRole("form", { name: "Create a room" }).count()).resolves.toBe(0);
  });

  it("does CREATE ROOM then JOIN ROOM in order: the create form, as the first tap took the menu away", async () => {
    const { page, release } = await openWithScriptsHeld(desktop, "/catchphrase-online");
    await button(page, "CREATE ROOM").click();
    await button(page, "JOIN ROOM").click();
    await expectPending(button(page, "CREATE ROOM"));
    await expectPending(button(page, "JOIN ROOM"));
    await release();
    await page.getByRole("form", { name: "Create a room" }).waitFor();
    await expect(page.getByRole("form", { name: "Join a room" }).count()).resolves.toBe(0);
  });

  it("opens Preview Game, ticks the box and keeps the e-mail typed before the page was live", async () => {
    const { page, release } = await openWithScriptsHeld(phone, "/");
    const email = page.getByLabel("Email address");
    const consent = page.getByLabel("I accept the privacy policy and consent to receiving email updates");
    await email.fill("early@example.com");
    await consent.tap();
    await expectPending(consent);
    await expect(consent.isChecked()).resolves.toBe(false);
    const preview = page.getByRole("article", { name: "Charades" }).getByRole("button", { name: "Preview Game" });
    await preview.tap();
    await expectPending(preview);
    await release();
    await page.getByRole("dialog").getByRole("heading", { name: "Charades Preview" }).waitFor();
    await expect(page.getByRole("dialog").count()).resolves.toBe(1);
    await expect(consent.isChecked()).resolves.toBe(true);
    // The tick re-rendered the form: the address is the app's too now, not only the field's.
    await expect(email.inputValue()).resolves.toBe("early@example.com");
  });

  it("starts a mini-game whose start button was tapped before the game's code loaded", async () => {
    const { page, release } = await openWithScriptsHeld(phone, "/mini-games/vibe-check");
    const start = button(page, "Start the Vibe Check");
    await start.tap();
    await expectPending(start);
    await release();
    await page.getByRole("heading", { name: /^Question 1 of 5:/ }).waitFor();
    await expect(start.count()).resolves.toBe(0);
  });

  it("puts the letters typed on Nordle before the page was live on its board, once and in order", async () => {
    const { page, release } = await openWithScriptsHeld(desktop, "/mini-games/nordle");
    await page.getByRole("heading", { name: "Nordle", level: 1 }).waitFor();
    await page.keyboard.type("crane");
    await release();
    const board = page.getByTestId("nordle-board");
    await board.getByRole("listitem", { name: "Guess 1: C R A N E" }).waitFor();
    await expect(board.getByRole("listitem", { name: "Guess 2: empty" }).count()).resolves.toBe(1);
  });
});
