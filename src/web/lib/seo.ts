import type { MetaDescriptor } from "react-router";
import { siteConfig } from "../../shared/site-config";

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's path, for its canonical link and og:url. */
  path: string;
};

const socialImage = `${siteConfig.origin}/icons/icon-512.png`;

/**
 * Title, description, canonical link and Open Graph tags of an indexable page, built the same
 * way for every route so that no page ships without them.
 */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const url = `${siteConfig.origin}${path}`;
  const fullTitle = title === siteConfig.brandName ? title : `${title} | ${siteConfig.brandName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brandName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: socialImage },
    { name: "twitter:card", content: "summary" },
  ];
}

/**
 * Metadata of a page that must stay out of search results (Catchphrase rooms, admin views): its
 * title and what it is, as a shared link's preview shows it, and the robots' noindex.
 */
export function unlistedPageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${siteConfig.brandName}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
