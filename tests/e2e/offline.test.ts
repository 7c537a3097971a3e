import { describe, expect, it } from "vitest";
import { expectHeading, setupBrowser, siteUrl } from "./support/browser";

const browser = setupBrowser();

describe("service worker and app manifest", () => {
  it("registers /service-worker.js and shows the offline page when the network is gone", async () => {
    const { page, context } = await browser.open({ serviceWorkers: "allow" });
    await page.goto(`${siteUrl()}/`);
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scriptUrl).toBe(`${siteUrl()}/service-worker.js`);

    await context.setOffline(true);
    await page.goto(`${siteUrl()}/games/charades`);
    await expectHeading(page, "You're offline");
    await context.setOffline(false);
    await page.getByRole("button", { name: "Try again" }).click();
    await expectHeading(page, "Charades");
  });

  it("links a web app manifest whose icons load", async () => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await page.request.get(`${siteUrl()}${href}`)).json();
    expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await page.request.get(`${siteUrl()}${icon.src}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain(icon.type);
    }
  });
});
