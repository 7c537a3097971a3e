import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { GAMES, gameById } from "../../src/shared/catalogue/games";
import { siteConfig } from "../../src/shared/site-config";
import { expectAccessible } from "./support/accessibility";
import { expectFocused, expectHeading, setupBrowser, siteUrl } from "./support/browser";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };

const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const dialog = (page: Page) => page.getByRole("dialog");

async function openPreviewFromCard(page: Page, title: string) {
  await card(page, title).getByRole("button", { name: "Preview Game" }).click();
  await dialog(page).waitFor();
}

describe("home page (site.md 2.4)", () => {
  it("shows the hero with its two buttons and two screenshots", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/`);
    await expectHeading(page, "Turn any gathering into a party");
    await expect(page.getByRole("link", { name: "Explore Our Games" }).getAttribute("href")).resolves.toBe("#games");
    await expect(page.getByRole("link", { name: "Download Apps" }).first().getAttribute("href")).resolves.toBe(
      siteConfig.links.iosDeveloperPage,
    );
    const shots = page.locator("img[alt$='app screenshot']");
    await expect(shots.count()).resolves.toBe(2);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("img[alt$='app screenshot']")].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    await page.getByRole("link", { name: "Explore Our Games" }).click();
    await page.waitForURL(`${siteUrl()}/#games`);
  });

  it("shows a placeholder when a screenshot or an icon fails to load", async () => {
    browser.expectError(/Failed to load resource: net::ERR_FAILED/);
    const { page } = await browser.open(desktop);
    await page.route("**/games/truth-or-dare/*.svg", (route) => route.abort());
    await page.goto(`${siteUrl()}/`);
    const shot = page.locator('div[role="img"][aria-label="Truth or Dare app screenshot"]');
    await shot.waitFor();
    await expect(shot.textContent()).resolves.toContain("Truth or Dare");
    const icon = card(page, "Truth or Dare").locator('span[role="img"][aria-label="Truth or Dare icon"]');
    await icon.waitFor();
    await expect(icon.textContent()).resolves.toBe("TD");
    await expect(
      page.locator('img[alt="Truth or Dare app screenshot"], #games img[alt="Truth or Dare icon"]').count(),
    ).resolves.toBe(0);
  });

  it("lists the nine games as cards with everything of site.md 2.5", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/`);
    await expect(page.locator("#games article").count()).resolves.toBe(9);
    for (const game of GAMES) {
      const gameCard = card(page, game.title);
      await expect(gameCard.getByText(game.description).isVisible()).resolves.toBe(true);
      await expect(gameCard.getByText("Party Games", { exact: true }).isVisible()).resolves.toBe(true);
      await expect(gameCard.getByRole("button", { name: "Preview Game" }).isVisible()).resolves.toBe(true);
      await expect(
        gameCard.getByRole("link", { name: `Google Play (${game.title})` }).getAttribute("href"),
      ).resolves.toBe(game.googlePlayUrl);
      await expect(
        gameCard.getByRole("link", { name: `App Store (${game.title})` }).getAttribute("href"),
      ).resolves.toBe(game.appStoreUrl);
      await expect(gameCard.getByRole("link", { name: /View Details/ }).getAttribute("href")).resolves.toBe(
        `/games/${game.id}`,
      );
    }
    await expect(page.locator("#games").getByText("I Have Never Ever", { exact: true }).count()).resolves.toBe(1);
  });

  it("filters by category with the chips", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/`);
    const all = page.getByRole("button", { name: "All Games" });
    const party = page.getByRole("button", { name: "Party Games" });
    await expect(all.getAttribute("aria-pressed")).resolves.toBe("true");
    // A tap before the page is live is kept and done once it is (decision 024): the chips follow then.
    await party.click();
    await expect.poll(() => party.getAttribute("aria-pressed")).toBe("true");
    await expect(all.getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(page.locator("#games article").count()).resolves.toBe(9);
  });

  it("links the RSS feed and the mini-games gallery, and has Why Choose and About (10+ games)", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/`);
    await expect(page.getByRole("link", { name: "RSS feed" }).getAttribute("href")).resolves.toBe("/rss.xml");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href")).resolves.toBe(
      "/rss.xml",
    );
    await expect(page.getByRole("heading", { name: `Why Choose ${siteConfig.brandName}?` }).isVisible()).resolves.toBe(
      true,
    );
    await expect(
      page
        .locator("#about")
        .getByText(/10\+ games/)
        .isVisible(),
    ).resolves.toBe(true);
    await page.getByRole("link", { name: "Explore Mini Games Gallery" }).click();
    await page.waitForURL(`${siteUrl()}/game-gallery`);
  });

  it("advertises the feed on every page", async () => {
    const { page } = await browser.open();
    for (const path of ["/games/paranoia", "/privacy", "/catchphrase", "/mini-games/nordle"]) {
      await page.goto(`${siteUrl()}${path}`);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').count()).resolves.toBe(1);
    }
  });

  it("fits a phone screen without sideways scrolling", async () => {
    const { page } = await browser.open(phone);
    await page.goto(`${siteUrl()}/`);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    const boxes = await page
      .locator("#games article")
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().left));
    expect(boxes[0]).toBe(boxes[1]);
  });
});

describe("preview dialog (site.md 2.6)", () => {
  it("steps through Truth or Dare with TRUTH and DARE badges, wrapping at both ends", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/`);
    await openPreviewFromCard(page, "Truth or Dare");
    const items = gameById("truth-or-dare").previewContent.items;
    await expect(dialog(page).getByRole("heading", { name: "Truth or Dare Preview" }).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId("preview-counter").textContent()).resolves.toBe("1 / 14");
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index] ?? "";
      await expect(page.getByTestId("preview-counter").textContent()).resolves.toBe(`${index + 1} / 14`);
      await expect(page.getByTestId("preview-badge").textContent()).resolves.toBe(
        item.startsWith("Dare:") ? "DARE" : "TRUTH",
      );
      await expect(page.getByTestId("preview-prompt").textContent()).resolves.toBe(item.replace(/^Dare:\s*/, ""));
      await dialog(page).getByRole("button", { name: "Next prompt" }).click();
    }
    await expect(page.getByTestId("preview-counter").textContent()).resolves.toBe("1 / 14");
    await dialog(page).getByRole("button", { name: "Previous prompt" }).click();
    await expect(page.getByTestId("preview-counter").textContent()).resolves.toBe("14 / 14");
    await expect(
      dialog(page).getByText("This is just a preview. Download the app for the full experience!").isVisible(),
    ).resolves.toBe(true);
    await expect(dialog(page).getByRole("link", { name: "Google Play (Truth or Dare)" }).isVisible()).resolves.toBe(
      true,
    );
    await expect(dialog(page).getByRole("link", { name: "App Store (Truth or Dare)" }).isVisible()).resolves.toBe(true);
    await expectAccessible(page, "the preview dialog");
    await expectLayoutFits(page, "the preview dialog");
  });

  it.each(GAMES.filter((game) => game.id !== "truth-or-dare").map((game) => [game.title, game] as const))(
    "%s shows its prompts with the badge of its preview type",
    async (_title, game) => {
      const { page } = await browser.open(desktop);
      await page.goto(`${siteUrl()}/`);
      await openPreviewFromCard(page, game.title);
      const total = game.previewContent.items.length;
      await expect(page.getByTestId("preview-counter").textContent()).resolves.toBe(`1 / ${total}`);
      await expect(page.getByTestId("preview-badge").textContent()).resolves.toBe(
        game.previewContent.type === "questions" ? "QUESTION" : "CHALLENGE",
      );
      await expect(page.getByTestId("preview-prompt").textContent()).resolves.toBe(game.previewContent.items[0]);
    },
  );

  it("moves with the arrow keys, traps focus, closes with Escape and gives focus back", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/`);
    const opener = card(page, "Paranoia").getByRole("button", { name: "Preview Game" });
    await opener.click();
    await dialog(page).waitFor();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByTestId("preview-counter").textContent()).resolves.toBe("3 / 10");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByTestId("preview-counter").textContent()).resolves.toBe("2 / 10");
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).resolves.toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    await expectFocused(opener);

    await opener.click();
    await expect(page.getByTestId("preview-counter").textContent()).resolves.toBe("1 / 10");
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await dialog(page).waitFor({ state: "detached" });
  });

  it("works on a phone", async () => {
    const { page } = await browser.open(phone);
    await page.goto(`${siteUrl()}/`);
    await openPreviewFromCard(page, "Charades");
    await dialog(page).evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await dialog(page).boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await dialog(page).getByRole("button", { name: "Next prompt" }).tap();
    await expect(page.getByTestId("preview-counter").textContent()).resolves.toBe("2 / 8");
    await expectAccessible(page, "the preview dialog on a phone");
    await expectLayoutFits(page, "the preview dialog on a phone");
  });
});

describe("game detail page (site.md 2.7)", () => {
  it("shows the hero, the Overview tab with Game Info and opens the preview", async () => {
    const game = gameById("charades");
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/games/charades`);
    await expectHeading(page, "Charades");
    await expect(page.getByText(game.tagline).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).resolves.toBe("true");
    const firstParagraph = game.longDescription.split("\n\n")[0] ?? "";
    await expect(page.getByText(firstParagraph).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("heading", { name: game.whyYoullLoveIt?.title ?? "" }).isVisible()).resolves.toBe(true);
    const info = page.getByRole("complementary");
    for (const text of ["Party Games", "Groups of 2-20 people", "12+", "June 2023"]) {
      await expect(info.getByText(text, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole("heading", { name: "Ready to play?" }).isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: "Launch Preview" }).click();
    // The dialog's code loads on the way to the button, so it may appear a moment after the press.
    await dialog(page).getByRole("heading", { name: "Charades Preview" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Preview Game" }).click();
    await expect(page.getByTestId("preview-counter").textContent()).resolves.toBe("1 / 8");
  });

  it("numbers the features and the How to Play steps, and shows the three screenshots", async () => {
    const game = gameById("charades");
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/games/charades`);
    await page.getByRole("tab", { name: "Features" }).click();
    // A tap made before the page is live is done once it is (early-input.ts).
    await page.getByRole("tab", { name: "Features", selected: true }).waitFor();
    const features = page
      .getByRole("tabpanel")
      .getByRole("heading", { name: "Features" })
      .locator("xpath=..")
      .getByRole("listitem");
    await expect(features.count()).resolves.toBe(game.features.length);
    await expect(features.first().textContent()).resolves.toBe(`1${game.features[0]}`);
    await expect(page.getByRole("heading", { name: "How to Play" }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(game.howToPlay?.[0]?.instruction ?? "").isVisible()).resolves.toBe(true);
    await expectAccessible(page, "the Features tab");
    await expectLayoutFits(page, "the Features tab");

    await page.getByRole("tab", { name: "Screenshots" }).click();
    await page.getByRole("tab", { name: "Screenshots", selected: true }).waitFor();
    const shots = page.getByRole("tabpanel").locator("img");
    await expect(shots.count()).resolves.toBe(3);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("[role=tabpanel] img")].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    await expectAccessible(page, "the Screenshots tab");
    await expectLayoutFits(page, "the Screenshots tab");
  });

  it("leaves out the blocks a game does not have", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/games/hot-seat`);
    await expect(page.getByRole("heading", { name: /Why You'll Love/ }).count()).resolves.toBe(0);
    await page.goto(`${siteUrl()}/games/would-you-rather`);
    await page.getByRole("tab", { name: "Features" }).click();
    // A tap made before the page is live is done once it is (early-input.ts).
    await page.getByRole("tab", { name: "Features", selected: true }).waitFor();
    await expect(page.getByRole("heading", { name: "How to Play" }).count()).resolves.toBe(0);
  });
});
