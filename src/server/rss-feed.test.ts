import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../shared/catalogue/games";
import { MINI_GAME_IDS } from "../shared/catalogue/mini-games";
import { siteConfig } from "../shared/site-config";
import { buildRssFeed, catalogueFeedItems } from "./rss-feed";

describe("RSS feed", () => {
  it("lists every game at /games/{id} and every mini-game at /mini-games/{id}", () => {
    const feed = buildRssFeed(catalogueFeedItems());
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual([
      ...GAME_IDS.map((id) => `${siteConfig.origin}/games/${id}`),
      ...MINI_GAME_IDS.map((id) => `${siteConfig.origin}/mini-games/${id}`),
    ]);
  });

  it("gives each item a title, description, category, guid and date", () => {
    const feed = buildRssFeed(catalogueFeedItems());
    const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");
    expect(items).toHaveLength(GAME_IDS.length + MINI_GAME_IDS.length);
    for (const item of items) {
      for (const tag of ["title", "description", "category", "guid", "pubDate"]) {
        expect(item).toMatch(new RegExp(`<${tag}[^>]*>[^<]+</${tag}>`));
      }
    }
    expect(items[1]).toContain("<title>I Have Never Ever</title>");
    expect(items[0]).toContain("<category>Party Games</category>");
  });

  it("escapes text so that any title stays well-formed XML", () => {
    const feed = buildRssFeed([{ title: 'Rock & "Roll" <Live>', description: "It's on", category: "A&B", path: "/x" }]);
    expect(feed).toContain("<title>Rock &amp; &quot;Roll&quot; &lt;Live&gt;</title>");
    expect(feed).toContain("<description>It&apos;s on</description>");
    expect(feed).toContain("<category>A&amp;B</category>");
  });
});
