import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYTICS_COUNTERS, ANALYTICS_DAYS } from "../../src/shared/analytics-events";
import { siteConfig } from "../../src/shared/site-config";
import { privacyPolicy } from "../../src/web/features/site/legal/privacy-policy";
import { termsAndConditions } from "../../src/web/features/site/legal/terms-and-conditions";
import { expectAccessible } from "./support/accessibility";
import { dataTemplate, expectHeading, setupBrowser, siteUrl } from "./support/browser";
import { expectLayoutFits } from "./support/layout";
import { type ProductionServer, startProductionServer } from "./support/production-server";

const browser = setupBrowser();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DAY_MS = 86_400_000;

/** The last seven UTC days as the table shows them: [YYYY-MM-DD, "Sun 22 Nov"], oldest first. */
function lastUtcDays(): [string, string][] {
  return Array.from({ length: ANALYTICS_DAYS }, (_, index) => {
    const day = new Date(Date.now() - (ANALYTICS_DAYS - 1 - index) * DAY_MS);
    const label = day.toLocaleDateString("en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    return [day.toISOString().slice(0, 10), label];
  });
}

const visitsTable = (page: Page) => page.getByRole("table", { name: /New and returning visitors per day/ });
const statCard = (page: Page, label: string) =>
  page.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) });
/** The figure on a dashboard card, once the page has filled it in. */
const statValue = (page: Page, label: string) =>
  statCard(page, label)
    .innerText()
    .then((text) => text.match(new RegExp(`^${label}\\s+(\\d+)`))?.[1]);

describe("analytics page (open server)", () => {
  it("shows seven days of visitors ending today (UTC), a totals row and every counter", async () => {
    const { page } = await browser.open({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${siteUrl()}/analytics`);
    await expectHeading(page, "Admin Analytics");
    await expect(page.getByText("Admin View", { exact: true }).isVisible()).resolves.toBe(true);

    const table = visitsTable(page);
    await table.waitFor();
    const rows = table.locator("tbody tr");
    await expect(rows.count()).resolves.toBe(ANALYTICS_DAYS);
    const shown = await rows
      .locator("th time")
      .evaluateAll((times) => times.map((time) => [time.getAttribute("datetime"), time.textContent]));
    expect(shown).toEqual(lastUtcDays());
    await expect(table.locator("thead th").allTextContents()).resolves.toEqual([
      "Date",
      "New Visitors",
      "Returning Visitors",
    ]);
    await expect(table.locator("tfoot th").textContent()).resolves.toBe("Total");

    for (const { label } of ANALYTICS_COUNTERS) {
      await expect(statValue(page, label)).resolves.toMatch(/^\d+$/);
    }
  });

  it("says the page is open to anyone with the link and how production would protect it", async () => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/analytics`);
    const note = page.getByRole("complementary", { name: "Access" });
    await expect(note.isVisible()).resolves.toBe(true);
    const text = await note.innerText();
    expect(text).toContain("This page is open to anyone with the link unless it is protected.");
    expect(text).toContain("In production, protection would be added");
  });

  it("counts the newsletter subscriber of this browser only: 0, then 1 once subscribed", async () => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/analytics`);
    await expect.poll(() => statValue(page, "Newsletter subscribers")).toBe("0");
    await expect(statCard(page, "Newsletter subscribers").innerText()).resolves.toContain(
      "Counted in this browser only",
    );

    await page.evaluate(() => localStorage.setItem("huddle_subscribed", "true"));
    await page.reload();
    await expect.poll(() => statValue(page, "Newsletter subscribers")).toBe("1");
  });

  it("shows the server's message and a Retry button when loading fails", async () => {
    browser.expectError(/status of 503/);
    const { page } = await browser.open();
    let failures = 1;
    await page.route("**/api/analytics", (route) =>
      failures-- > 0
        ? route.fulfill({ status: 503, json: { error: "The service is starting. Please try again in a moment." } })
        : route.continue(),
    );
    await page.goto(`${siteUrl()}/analytics`);
    const alert = page.getByRole("alert").filter({ hasText: "The service is starting. Please try again in a moment." });
    await alert.waitFor();
    await expectAccessible(page, "the analytics page's loading error");
    await expectLayoutFits(page, "the analytics page's loading error");
    await page.getByRole("button", { name: "Retry" }).click();
    await visitsTable(page).waitFor();
    await expect(alert.count()).resolves.toBe(0);
  });

  it("shows No feedback yet. when a token is in use and nothing was sent", async () => {
    const { page, context } = await browser.open();
    await context.addInitScript(() => sessionStorage.setItem("huddle_admin_token", "a-token-from-earlier"));
    await page.route("**/api/feedback", (route) => route.fulfill({ json: { feedback: [] } }));
    await page.goto(`${siteUrl()}/analytics`);
    await page.getByRole("heading", { name: "Latest feedback" }).waitFor();
    await expect(page.getByText("No feedback yet.").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Forget token" }).isVisible()).resolves.toBe(true);
  });
});

describe("analytics page: addresses of old feedback (issue 17)", () => {
  it("links only addresses that pass today's rule, so a stored one cannot add a hidden BCC", async () => {
    const { page, context } = await browser.open();
    await context.addInitScript(() => sessionStorage.setItem("huddle_admin_token", "a-token-from-earlier"));
    const hiddenBcc = "a@b.co?bcc=eve%40evil.example&subject=x";
    const entry = (id: number, email: string) => ({
      id,
      email,
      message: "Hello",
      timestamp: 0,
      date: "2026-11-01T00:00:00.000Z",
      istTime: "2026-11-01 05:30:00 IST",
      roomId: "lobby",
      playerName: "Anonymous",
    });
    // Rows stored before the e-mail rule was tightened come back from the server as they are.
    await page.route("**/api/feedback", (route) =>
      route.fulfill({ json: { feedback: [entry(2, "sam@example.com"), entry(1, hiddenBcc)] } }),
    );
    await page.goto(`${siteUrl()}/analytics`);
    const items = page.getByRole("region", { name: "Latest feedback" }).getByRole("listitem");
    await items.nth(1).waitFor();
    await expect(items.nth(0).getByRole("link", { name: "sam@example.com" }).getAttribute("href")).resolves.toBe(
      "mailto:sam@example.com",
    );
    await expect(items.nth(1).getByRole("link").count()).resolves.toBe(0);
    await expect(items.nth(1).getByText(hiddenBcc, { exact: true }).isVisible()).resolves.toBe(true);
  });
});

describe("analytics page (server with an admin token)", () => {
  const token = "e2e-admin-token-0123456789";
  const feedback = [
    { email: "first@example.com", message: "Great party last night.\nThe dares were perfect." },
    { email: "second@example.com", message: "Please add more words.", roomId: "QW12ER", playerName: "Robin" },
  ];
  let server: ProductionServer;

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((response) => expect(response.ok).toBe(true));

  beforeAll(async () => {
    server = await startProductionServer({ ADMIN_TOKEN: token }, dataTemplate());
    for (const entry of feedback) await post("/api/feedback", entry);
    for (const name of ["visit_new", "visit_new", "visit_new", "visit_returning", "visit_returning"]) {
      await post("/api/events", { name });
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("asks for the token, refuses a wrong one, and with the right one shows the counts and the feedback", async () => {
    // Each refused request is logged by Chromium itself.
    browser.expectError(/status of 401/);
    const { page } = await browser.open({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/analytics`);
    const input = page.getByLabel("Admin token");
    await input.waitFor();
    await expect(input.getAttribute("type")).resolves.toBe("password");
    await expect(page.getByText("This needs the admin token.").isVisible()).resolves.toBe(true);
    await expect(visitsTable(page).count()).resolves.toBe(0);

    await input.fill("not-the-right-token-at-all");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("alert").filter({ hasText: "This needs the admin token." }).waitFor();
    await expect(visitsTable(page).count()).resolves.toBe(0);
    await expectAccessible(page, "the analytics token form with its error");
    await expectLayoutFits(page, "the analytics token form with its error");

    await input.fill(token);
    await page.getByRole("button", { name: "Submit" }).click();
    const today = visitsTable(page).locator("tbody tr").last();
    await today.waitFor();
    // Visits the browser reports itself may add to these; the server-side counter is exact.
    const [newVisitors, returningVisitors] = (await today.locator("td").allTextContents()).map(Number);
    expect(newVisitors).toBeGreaterThanOrEqual(3);
    expect(returningVisitors).toBeGreaterThanOrEqual(2);
    await expect(statValue(page, "Feedback received")).resolves.toBe("2");

    const items = page.getByRole("region", { name: "Latest feedback" }).getByRole("listitem");
    await expect(items.count()).resolves.toBe(2);
    const [newest, oldest] = [items.nth(0), items.nth(1)];
    await expect(newest.getByRole("link", { name: "second@example.com" }).getAttribute("href")).resolves.toBe(
      "mailto:second@example.com",
    );
    await expect(newest.innerText()).resolves.toMatch(/Room:\s*QW12ER[\s\S]*Player:\s*Robin/);
    await expect(newest.innerText()).resolves.toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST/);
    await expect(oldest.innerText()).resolves.toMatch(/Room:\s*lobby[\s\S]*Player:\s*Anonymous/);
    await expect(oldest.getByText("Great party last night.").innerText()).resolves.toBe(feedback[0]?.message);
    await expectAccessible(page, "the analytics dashboard with feedback");
    await expectLayoutFits(page, "the analytics dashboard with feedback");

    // The token lasts for the tab: a reload goes straight to the dashboard.
    await page.reload();
    await items.first().waitFor();
    await expect(page.getByLabel("Admin token").count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Forget token" }).click();
    await page.getByLabel("Admin token").waitFor();
    await expect(page.getByRole("heading", { name: "Latest feedback" }).count()).resolves.toBe(0);
  });
});

describe("landing page", () => {
  it("shows four preloaded screenshots of four games and the store buttons", async () => {
    const { page } = await browser.open({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${siteUrl()}/ultimate-party-games`);
    await expectHeading(page, "Ultimate Party Games");

    const screenshots = page.getByRole("img", { name: /app screenshot/ });
    await expect(screenshots.count()).resolves.toBe(4);
    await page.waitForFunction(() => {
      const images = [...document.querySelectorAll<HTMLImageElement>("main img[alt*='app screenshot']")];
      return images.length === 4 && images.every((image) => image.complete && image.naturalWidth > 0);
    });
    const alts = await screenshots.evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
    expect(new Set(alts.map((alt) => alt.split(" app screenshot")[0])).size).toBe(4);

    const preloads = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=preload][as=image]")].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    const sources = await screenshots.evaluateAll((images) =>
      images.map((image) => new URL((image as HTMLImageElement).src).pathname),
    );
    expect(preloads).toHaveLength(4);
    expect([...preloads].sort()).toEqual([...sources].sort());

    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Google Play/ })
        .getAttribute("href"),
    ).resolves.toBe(siteConfig.links.googlePlayDeveloperPage);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /App Store/ })
        .getAttribute("href"),
    ).resolves.toBe(siteConfig.links.iosDeveloperPage);
  });

  it("shows the game's name in the frame when a screenshot cannot be loaded", async () => {
    browser.expectError(/status of 404/);
    const { page } = await browser.open();
    await page.route("**/games/catchphrase/screenshot-3.svg", (route) => route.fulfill({ status: 404 }));
    await page.goto(`${siteUrl()}/ultimate-party-games`);
    const placeholder = page.locator("main [role=img]").filter({ hasText: "Catchphrase" });
    await placeholder.waitFor();
    await expect(placeholder.getAttribute("aria-label")).resolves.toBe("Catchphrase app screenshot: a timed round");
    await expect(page.locator("main img[alt*='app screenshot']").count()).resolves.toBe(3);
  });
});

describe("legal pages", () => {
  it("shows the terms in 15 numbered sections, last updated today", async () => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/terms`);
    await expectHeading(page, "Terms & Conditions");
    const today = new Date().toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
    await expect.poll(() => page.getByText(/^Last updated:/).innerText()).toBe(`Last updated: ${today}`);

    const headings = page.getByRole("heading", { level: 2, name: /^\d+\. / });
    await expect(headings.count()).resolves.toBe(15);
    await expect(headings.allTextContents()).resolves.toEqual(
      termsAndConditions.sections.map((section, index) => `${index + 1}. ${section.heading}`),
    );

    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(contents.count()).resolves.toBe(15);
    await contents.nth(14).click();
    await page.waitForURL(/#governing-law-and-contact$/);
    await expect(page.getByRole("heading", { name: "15. Governing law and contact" }).isVisible()).resolves.toBe(true);
  });

  it("shows the privacy policy with its introduction and every section", async () => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/privacy`);
    await expectHeading(page, "Privacy Policy");
    await expect(page.getByText(privacyPolicy.intro[0] ?? "").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("heading", { level: 2, name: /^\d+\. / }).allTextContents()).resolves.toEqual(
      privacyPolicy.sections.map((section, index) => `${index + 1}. ${section.heading}`),
    );
  });
});

describe("at a phone's width", () => {
  it.each([
    ["/analytics", "Admin Analytics"],
    ["/ultimate-party-games", "Ultimate Party Games"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms & Conditions"],
  ])("%s does not scroll sideways and has no accessibility violations", async (path, heading) => {
    const { page } = await browser.open(phone);
    await page.goto(`${siteUrl()}${path}`);
    await expectHeading(page, heading);
    if (path === "/analytics") await visitsTable(page).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await expectAccessible(page, `${path} on a phone`);
    await expectLayoutFits(page, `${path} on a phone`);
  });
});
