import { io as connect } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { GAME_IDS, gameById } from "../../src/shared/catalogue/games";
import { MINI_GAME_IDS, MINI_GAME_SHORT_PATHS } from "../../src/shared/catalogue/mini-games";
import { MARKETING_PATHS } from "../../src/shared/routes";
import { siteConfig } from "../../src/shared/site-config";
import { expectAccessible } from "./support/accessibility";
import { catchphraseHostUrl, expectHeading, gameIsLive, setupBrowser, siteUrl } from "./support/browser";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();

describe("every indexable page", () => {
  it.each(MARKETING_PATHS)(
    "%s has a heading, its own title and description, a canonical link and Open Graph tags, and no accessibility violations",
    async (path) => {
      const { page } = await browser.open();
      const response = await page.goto(`${siteUrl()}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").first().textContent()).resolves.toMatch(/\S/);
      const head = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute("content"),
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute("content"),
        robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
      }));
      expect(head.title).toContain(siteConfig.brandName === head.title ? siteConfig.brandName : "|");
      expect(head.description?.length).toBeGreaterThan(30);
      expect(head.canonical).toBe(`${siteConfig.origin}${path}`);
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.robots).toBeNull();
      // Mini-games with a play screen are checked once they are live (a Coming Soon page has none).
      if ((await page.getByTestId("game-area").count()) > 0) await gameIsLive(page);
      await expectAccessible(page, path);
      await expectLayoutFits(page, path);
    },
  );

  it("gives every page a title of its own", async () => {
    const { page } = await browser.open();
    const titles = new Set<string>();
    for (const path of MARKETING_PATHS) {
      await page.goto(`${siteUrl()}${path}`);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(MARKETING_PATHS.length);
  });
});

describe("redirects", () => {
  it("takes /password to the Password detail page", async () => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/password`);
    expect(new URL(page.url()).pathname).toBe("/games/password");
    await expectHeading(page, gameById("password").title);
  });

  it.each(MINI_GAME_SHORT_PATHS)("takes /%s to its mini-game page", async (slug) => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/${slug}`);
    expect(new URL(page.url()).pathname).toBe(`/mini-games/${slug}`);
  });

  it("takes an unknown game home", async () => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/games/not-a-game`);
    expect(new URL(page.url()).pathname).toBe("/");
    await expectHeading(page, "Turn any gathering into a party");
  });

  it("takes any other unknown route home, logging the 404 to the console only", async () => {
    browser.expectError(/404/);
    const { page, errors } = await browser.open();
    await page.goto(`${siteUrl()}/this/page/does-not-exist`);
    await page.waitForURL(`${siteUrl()}/`);
    await expectHeading(page, "Turn any gathering into a party");
    expect(errors).toContain("404 Error: User attempted to access non-existent route: /this/page/does-not-exist");
    await expect(page.getByText("404").count()).resolves.toBe(0);
  });
});

describe("home page sections", () => {
  it.each(["games", "about"])("/#%s scrolls to that section of the home page", async (section) => {
    const { page } = await browser.open({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${siteUrl()}/#${section}`);
    const target = page.locator(`section#${section}`);
    await expect(target.count()).resolves.toBe(1);
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 0 && top >= 0 && top < window.innerHeight;
    }, section);
  });
});

describe("game pages", () => {
  it.each(GAME_IDS)("/games/%s shows its game", async (id) => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/games/${id}`);
    await expectHeading(page, gameById(id).title);
  });

  it("shows Never Have I Ever as I Have Never Ever", async () => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/games/never-have-i-ever`);
    await expectHeading(page, "I Have Never Ever");
  });

  it("shows Game Not Found for an unknown mini-game", async () => {
    // The server answers the unknown page with status 404, which Chromium logs.
    browser.expectError(/status of 404/);
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/mini-games/not-a-game`);
    await expectHeading(page, "Game Not Found");
    await expect(
      page.getByText("The game you're looking for doesn't exist or has been removed.").isVisible(),
    ).resolves.toBe(true);
  });
});

describe("Catchphrase routes", () => {
  it("shows the same lobby at /catchphrase and /catchphrase-online", async () => {
    const { page } = await browser.open();
    await page.goto(`${siteUrl()}/catchphrase`);
    const lobby = await page.locator("main").innerHTML();
    await page.goto(`${siteUrl()}/catchphrase-online`);
    expect(await page.locator("main").innerHTML()).toBe(lobby);
    await expectHeading(page, "Catchphrase");
  });

  it("shows the same room at /catchphrase/{roomId} and /catchphrase-online/{roomId}, never indexed", async () => {
    // A room made by a host elsewhere; a visitor with the link sees its Join Room card.
    const host = connect(siteUrl(), { transports: ["websocket"], reconnection: false });
    const created = (await host
      .timeout(5000)
      .emitWithAck("room:create", { name: "Hana", totalRounds: 5, roundDuration: 90 })) as {
      session: { roomCode: string };
    };
    const code = created.session.roomCode;
    const { page } = await browser.open();
    const response = await page.goto(`${siteUrl()}/catchphrase/${code}`);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await page.getByRole("heading", { name: `Join Room ${code}` }).waitFor();
    const room = await page.locator("main").innerHTML();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    // Out of search results, yet a page that says what it is (docs/decisions/032).
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/^A Catchphrase game/);
    await page.goto(`${siteUrl()}/catchphrase-online/${code}`);
    await page.getByRole("heading", { name: `Join Room ${code}` }).waitFor();
    expect(await page.locator("main").innerHTML()).toBe(room);
    host.disconnect();
  });

  it("shows the Catchphrase lobby at / on a Catchphrase host, and the catalogue elsewhere", async () => {
    const { page } = await browser.open();
    await page.goto(`${catchphraseHostUrl()}/`);
    await expectHeading(page, "Catchphrase");
    await expect(page.locator("header").count()).resolves.toBe(0);
    expect(await page.title()).toContain("Catchphrase Online");

    await page.goto(`${siteUrl()}/`);
    await expectHeading(page, "Turn any gathering into a party");
  });
});

describe("RSS", () => {
  it("serves the feed at /rss.xml and shows it as text at /api/rss", async () => {
    const { page } = await browser.open();
    const feed = await page.goto(`${siteUrl()}/rss.xml`);
    expect(feed?.status()).toBe(200);
    expect(feed?.headers()["content-type"]).toContain("application/rss+xml");
    const body = (await feed?.text()) ?? "";
    expect(body.match(/<item>/g)).toHaveLength(GAME_IDS.length + MINI_GAME_IDS.length);
    // Well-formed XML with the RSS 2.0 structure: rss[version=2.0] > channel with title, link, description.
    const structure = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const channel = doc.querySelector("rss > channel");
      return {
        parseError: doc.querySelector("parsererror") !== null,
        version: doc.documentElement.getAttribute("version"),
        channel: ["title", "link", "description"].map(
          (tag) => channel?.querySelector(`:scope > ${tag}`)?.textContent ?? "",
        ),
        items: [...doc.querySelectorAll("channel > item")].map((item) =>
          ["title", "link", "description", "category", "guid", "pubDate"].every(
            (tag) => (item.querySelector(tag)?.textContent ?? "") !== "",
          ),
        ),
        dates: [...doc.querySelectorAll("item > pubDate")].map((date) =>
          Number.isNaN(Date.parse(date.textContent ?? "")),
        ),
      };
    }, body);
    expect(structure.parseError).toBe(false);
    expect(structure.version).toBe("2.0");
    expect(structure.channel.every((text) => text.length > 0)).toBe(true);
    expect(structure.items.every(Boolean)).toBe(true);
    expect(structure.dates.some(Boolean)).toBe(false);

    await page.goto(`${siteUrl()}/api/rss`);
    await expect(page.locator("body").innerText()).resolves.toContain("<title>I Have Never Ever</title>");
  });
});

describe("health", () => {
  it("answers /healthz with 200 and JSON once the database is ready", async () => {
    const { page } = await browser.open();
    const response = await page.request.get(`${siteUrl()}/healthz`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
  });
});
