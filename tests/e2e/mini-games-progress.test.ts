import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "./support/accessibility";
import { gameIsLive, openMiniGame, setupBrowser, siteUrl } from "./support/browser";

/**
 * What the mini-games keep on the device, and "Reset progress" in their How to Play sections
 * (issue 21, point 5). Connect the Zip, Spell Sprint and Which Came First are played to their
 * saved progress in their own files; here the games whose levels were already kept.
 */
const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A device that has played before: `values` kept under the site's prefix. */
async function returning(values: Record<string, string>) {
  const opened = await browser.open(phone);
  await opened.page.goto(`${siteUrl()}/`);
  await opened.page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(`huddle_${key}`, value);
  }, values);
  return opened.page;
}

async function resetProgress(page: Page, title: string) {
  await page.getByText("How to Play", { exact: true }).click();
  await page.getByRole("button", { name: "Reset progress" }).click();
  const asked = page.getByRole("group", { name: "Reset progress" });
  await asked.getByText(`Clear your progress in ${title}?`).waitFor();
  await asked.getByRole("button", { name: "Reset progress" }).click();
  await page.locator("[data-sonner-toast]").getByText("Progress reset", { exact: true }).waitFor();
  await page.getByText(`${title} starts again from the beginning.`).waitFor();
}

describe("Reset progress", () => {
  it("takes Bottle Swap back to level 1, for good", async () => {
    const page = await returning({ bottleSwapHighestLevel: "7" });
    await openMiniGame(page, "bottle-swap");
    await expect.poll(() => page.getByTestId("badge-level").textContent()).toBe("Level 7/20");
    await resetProgress(page, "Bottle Swap");
    await expect.poll(() => page.getByTestId("badge-level").textContent()).toBe("Level 1/20");
    await page.reload();
    await gameIsLive(page);
    await expect.poll(() => page.getByTestId("badge-level").textContent()).toBe("Level 1/20");
  });

  it("locks Mini Golf's holes again and forgets its best scores", async () => {
    const page = await returning({ miniGolfHighestLevel: "4", miniGolfBestScores: '{"1":2,"2":3,"3":2}' });
    await openMiniGame(page, "mini-golf");
    await page.getByText("4 of 20 holes unlocked · 3 sunk so far").waitFor();
    await resetProgress(page, "Mini Golf");
    await page.getByText("1 of 20 holes unlocked · 0 sunk so far").waitFor();
    await expect(
      page.evaluate(() => [
        localStorage.getItem("huddle_miniGolfHighestLevel"),
        localStorage.getItem("huddle_miniGolfBestScores"),
      ]),
    ).resolves.toEqual([null, null]);
  });

  it("keeps the progress when the player answers Keep it, the focus on that safe answer", async () => {
    const page = await returning({ bottleSwapHighestLevel: "3" });
    await openMiniGame(page, "bottle-swap");
    await page.getByText("How to Play", { exact: true }).click();
    await page.getByRole("button", { name: "Reset progress" }).click();
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Keep it");
    await expectAccessible(page, "Reset progress asking, on a phone");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Reset progress");
    await expect(page.getByTestId("badge-level").textContent()).resolves.toBe("Level 3/20");
    await expect(page.evaluate(() => localStorage.getItem("huddle_bottleSwapHighestLevel"))).resolves.toBe("3");
  });

  it("is offered only by games that keep something", async () => {
    const page = await returning({});
    await openMiniGame(page, "vibe-check");
    await page.getByText("How to Play", { exact: true }).click();
    await expect(page.getByRole("button", { name: "Reset progress" }).count()).resolves.toBe(0);
  });
});
