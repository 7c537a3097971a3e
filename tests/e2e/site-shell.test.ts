import { describe, expect, it } from "vitest";
import { contactMailto, siteConfig } from "../../src/shared/site-config";
import { expectAccessible } from "./support/accessibility";
import { expectHeading, pageIsLive, setupBrowser, siteUrl } from "./support/browser";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe("header", () => {
  it("shows the desktop navigation of site.md 2.2 and stays at the top while scrolling", async () => {
    const { page } = await browser.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${siteUrl()}/privacy`);
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links.allTextContents()).resolves.toEqual([
      "Home",
      "Catchphrase Online",
      "Mini Games",
      "Download",
      "Contact Us",
    ]);
    await expect(links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).resolves.toEqual([
      "/",
      "/catchphrase",
      "/game-gallery",
      siteConfig.links.downloadPage,
      contactMailto,
    ]);
    await expect(page.getByRole("button", { name: "Open menu" }).isVisible()).resolves.toBe(false);

    const brand = page.getByRole("banner").getByRole("link", { name: siteConfig.brandName });
    await expect(brand.getAttribute("href")).resolves.toBe("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().top)).resolves.toBe(0);
  });

  it("navigates inside the app from the header", async () => {
    const { page } = await browser.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${siteUrl()}/privacy`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Mini Games" }).click();
    await page.waitForURL(`${siteUrl()}/game-gallery`);
    await expectHeading(page, "Mini Game Gallery");
  });
});

describe("mobile menu", () => {
  it("opens the list of site.md 2.2 and closes when an item is chosen", async () => {
    const { page } = await browser.open(phone);
    await page.goto(`${siteUrl()}/privacy`);
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(false);

    await pageIsLive(page);
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(menu.getByRole("link").allTextContents()).resolves.toEqual([
      "Home",
      "Games",
      "Mini Games",
      "Download",
      "Contact Us",
    ]);
    await expectAccessible(page, "the open mobile menu");
    await expectLayoutFits(page, "the open mobile menu");

    await menu.getByRole("link", { name: "Mini Games" }).click();
    await page.waitForURL(`${siteUrl()}/game-gallery`);
    await expect(menu.isVisible()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).resolves.toBe("false");
  });

  it("takes Games to the games section of the home page", async () => {
    const { page } = await browser.open(phone);
    await page.goto(`${siteUrl()}/privacy`);
    await pageIsLive(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Games", exact: true }).click();
    await page.waitForURL(`${siteUrl()}/#games`);
    await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(false);
  });

  it("closes with Escape and gives focus back to the toggle", async () => {
    const { page } = await browser.open(phone);
    await page.goto(`${siteUrl()}/terms`);
    await pageIsLive(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" }).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe("Open menu");
  });
});

describe("footer", () => {
  it("has the links of site.md 2.3 and this year's copyright", async () => {
    const { page } = await browser.open({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${siteUrl()}/`);
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link").allTextContents(),
    ).resolves.toEqual(["Home", "Our Games", "About Us", "Download Apps"]);
    await expect(footer.getByRole("heading", { name: "Connect With Us" }).isVisible()).resolves.toBe(true);
    await expect(footer.locator(`a[href="${contactMailto}"]`).count()).resolves.toBe(1);
    await expect(footer.locator(`a[href="${siteConfig.links.photoSocial}"]`).count()).resolves.toBe(1);
    await expect(footer.locator(`a[href="${siteConfig.links.microblog}"]`).count()).resolves.toBe(1);
    await expect(footer.getByTestId("copyright-year").textContent()).resolves.toBe(String(new Date().getFullYear()));

    await footer.getByRole("link", { name: "Terms & Conditions" }).click();
    await page.waitForURL(`${siteUrl()}/terms`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.waitForURL(`${siteUrl()}/privacy`);
    await expectHeading(page, "Privacy Policy");
  });

  it("appears with the header on every main-site page", async () => {
    const { page } = await browser.open();
    for (const path of [
      "/",
      "/games/charades",
      "/game-gallery",
      "/mini-games/nordle",
      "/ultimate-party-games",
      "/privacy",
      "/terms",
      "/analytics",
    ]) {
      await page.goto(`${siteUrl()}${path}`);
      await expect(page.getByRole("banner").count()).resolves.toBe(1);
      await expect(page.getByRole("contentinfo").count()).resolves.toBe(1);
    }
  });
});
