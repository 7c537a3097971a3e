import { GAMES } from "../shared/catalogue/games";
import { MINI_GAME_IDS, MINI_GAMES } from "../shared/catalogue/mini-games";
import { siteConfig } from "../shared/site-config";

export type FeedItem = { title: string; description: string; category: string; path: string };

/**
 * When the listed games were last updated (the catalogue's "last updated June 2023"); items carry
 * a fixed date so that feed readers do not report every game as new on each fetch.
 */
const CATALOGUE_UPDATED = new Date("2023-06-01T00:00:00Z");

/** The feed's items: the nine catalogue games, then the mini-games, in catalogue order. */
export function catalogueFeedItems(): FeedItem[] {
  return [
    ...GAMES.map(({ id, title, description, category }) => ({ title, description, category, path: `/games/${id}` })),
    ...MINI_GAME_IDS.map((id) => {
      const { title, description, type } = MINI_GAMES[id];
      return { title, description, category: type, path: `/mini-games/${id}` };
    }),
  ];
}

/** An RSS 2.0 document listing `items`, with absolute links on the site's canonical origin. */
export function buildRssFeed(items: readonly FeedItem[]): string {
  const { origin, brandName } = siteConfig;
  const date = CATALOGUE_UPDATED.toUTCString();
  const entries = items.map((item) =>
    [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${origin}${item.path}</link>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <category>${escapeXml(item.category)}</category>`,
      `      <guid isPermaLink="true">${origin}${item.path}</guid>`,
      `      <pubDate>${date}</pubDate>`,
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(brandName)}: party games and mini-games</title>`,
    `    <link>${origin}/</link>`,
    `    <description>${escapeXml(`New and updated games from ${brandName}: party games for phones and quick games for the browser.`)}</description>`,
    "    <language>en</language>",
    `    <lastBuildDate>${date}</lastBuildDate>`,
    `    <atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>`,
    ...entries,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );
}
