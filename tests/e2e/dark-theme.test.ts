import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectReadable } from "./support/accessibility";
import { expectHeading, openMiniGame, pageIsLive, setupBrowser, siteUrl } from "./support/browser";
import { createRoom, expectNoSidewaysScroll, expectTappable } from "./support/catchphrase";

const browser = setupBrowser();

/** The page's colours in each theme (issue 19, point 5): slate-900 and white, and the browser chrome's. */
const DARK = { background: "rgb(15, 23, 42)", themeColor: "#0f172a", colorScheme: "dark" };
const LIGHT = { background: "rgb(255, 255, 255)", themeColor: "#7c3aed", colorScheme: "light" };

const shownTheme = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute("content"),
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
  }));

/** Picks `choice` in the Theme control of the page's header (opened first). */
async function chooseTheme(page: Page, choice: "System" | "Light" | "Dark") {
  await page.getByRole("button", { name: "Theme" }).click();
  await page.getByRole("group", { name: "Theme" }).getByText(choice, { exact: true }).click();
}

describe("the dark theme (issue 19, point 5)", () => {
  it("shows a page in the device's theme before any of the app's scripts has run", async () => {
    browser.expectError(/Failed to load resource/);
    for (const [colorScheme, expected] of [
      ["dark", DARK],
      ["light", LIGHT],
    ] as const) {
      const { page } = await browser.open({ colorScheme });
      await page.route("**/assets/**/*.js", (route) => route.abort());
      // A prerendered page, then a room's page, which the SPA fallback serves.
      for (const path of ["/terms", "/catchphrase/QWERTY"]) {
        await page.goto(`${siteUrl()}${path}`);
        expect(await shownTheme(page), `${path} on a ${colorScheme} device`).toEqual(expected);
        expect(await page.evaluate(() => "live" in document.documentElement.dataset)).toBe(false);
      }
    }
  });

  it("remembers the Theme picked in the header over the device's setting, in every open tab, on a 320 px phone", async () => {
    const { page, context } = await browser.open({
      colorScheme: "dark",
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`${siteUrl()}/`);
    await pageIsLive(page);
    const otherTab = await context.newPage();
    await otherTab.goto(`${siteUrl()}/game-gallery`);
    await pageIsLive(otherTab);
    expect(await shownTheme(page)).toEqual(DARK);

    await expectTappable(page.getByRole("button", { name: "Theme" }));
    await chooseTheme(page, "Light");
    expect(await shownTheme(page)).toEqual(LIGHT);
    await expectTappable(page.getByRole("group", { name: "Theme" }).locator("label"));
    await expectNoSidewaysScroll(page);
    await expect.poll(() => shownTheme(otherTab)).toEqual(LIGHT);

    await page.reload();
    expect(await shownTheme(page)).toEqual(LIGHT);
    await pageIsLive(page);
    await page.getByRole("button", { name: "Theme" }).click();
    await expect(page.getByRole("radio", { name: "Light" }).isChecked()).resolves.toBe(true);

    await page.getByRole("group", { name: "Theme" }).getByText("System", { exact: true }).click();
    expect(await shownTheme(page)).toEqual(DARK);
    await page.reload();
    expect(await shownTheme(page)).toEqual(DARK);
    await expect.poll(() => shownTheme(otherTab)).toEqual(DARK);
  });

  it("passes axe in dark on the site's pages and on games mid-play", async () => {
    const { page } = await browser.open({ colorScheme: "dark" });
    for (const path of ["/", "/game-gallery", "/terms"]) {
      await page.goto(`${siteUrl()}${path}`);
      await pageIsLive(page);
      await expectAccessible(page, `${path} in dark`);
    }

    await page.goto(`${siteUrl()}/games/truth-or-dare`);
    await pageIsLive(page);
    await page.getByRole("button", { name: "Preview Game" }).click();
    await page.getByTestId("preview-prompt").waitFor();
    await expectAccessible(page, "the preview dialog in dark");

    // Every draw of the page answers 0: Nordle's answer is the first of its list, APPLE.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await openMiniGame(page, "nordle");
    await page.getByRole("button", { name: "Practice", exact: true }).click();
    // PLACE against APPLE: P, L and A in the word elsewhere, E in the right spot, C not in it, so
    // every colour of the board and the keys is on screen, in both colour sets.
    await page.keyboard.type("place");
    await page.keyboard.press("Enter");
    await page.getByRole("listitem", { name: /^Guess 1: PLACE\. P / }).waitFor();
    await expectAccessible(page, "Nordle after a guess, in dark");
    // axe passes over single letters: the keys and tiles are judged here, in both themes.
    const letters = page.locator("[data-keyboard] button, [data-testid=nordle-board] span");
    for (const highContrast of [false, true]) {
      await page.getByLabel("High contrast colours").setChecked(highContrast);
      // Light, then dark again: the rest of this test is in dark.
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await expect.poll(() => shownTheme(page).then((shown) => shown.colorScheme)).toBe(colorScheme);
        await expectReadable(
          letters,
          `Nordle's keys and tiles, ${highContrast ? "high contrast" : "usual colours"}, ${colorScheme}`,
        );
      }
    }
    await expectAccessible(page, "Nordle after a guess in high-contrast colours, in dark");

    await openMiniGame(page, "mini-golf");
    await page.getByRole("button", { name: "Tee Off" }).click();
    await page.getByRole("heading", { name: "Hole 1 / 20" }).waitFor();
    await expectAccessible(page, "a hole of Mini Golf in dark");
  });

  // The Catchphrase screens have no site header: each has its own Theme control.
  it("passes axe in dark in the Catchphrase lobby and a room, chosen with their own Theme control", async () => {
    const lobby = (await browser.open({ colorScheme: "light" })).page;
    await lobby.goto(`${siteUrl()}/catchphrase`);
    await pageIsLive(lobby);
    await chooseTheme(lobby, "Dark");
    expect(await shownTheme(lobby)).toEqual(DARK);
    await expectAccessible(lobby, "the Catchphrase lobby in dark");
    const code = await createRoom(lobby, siteUrl(), "Dana", 3);
    await expectHeading(lobby, `Catchphrase room ${code}`);
    await lobby.getByRole("navigation", { name: "Room" }).getByRole("button", { name: "Theme" }).waitFor();
    await expectAccessible(lobby, "a Catchphrase room in dark");
  });
});
