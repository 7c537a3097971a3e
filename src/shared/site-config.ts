import type { GameId } from "./catalogue/games";

/**
 * The publisher's names, addresses and outbound links, in one place so that copy, metadata,
 * the sitemap and the store buttons never disagree. Only public facts live here (this module is
 * bundled into the browser).
 */
export const siteConfig = {
  brandName: "Huddle Games",
  /** Canonical origin of the production site; canonical links, Open Graph and the sitemap use it. */
  origin: "https://huddlegames.app",
  contactEmail: "hello@huddlegames.app",
  /** Prefix of every browser-storage key the site writes, so ours never collide with others'. */
  storagePrefix: "huddle_",
  links: {
    downloadPage: "https://huddlegames.app/download",
    iosDeveloperPage: "https://apps.apple.com/developer/huddle-games/id1690000000",
    googlePlayDeveloperPage: "https://play.google.com/store/apps/dev?id=6150000000000000000",
    photoSocial: "https://www.instagram.com/huddlegames",
    microblog: "https://x.com/huddlegames",
  },
  /** Where a visitor's share goes besides the device's share sheet (mini-games.md section 7). */
  shareIntents: {
    /** The microblog's compose page; takes the whole post in `text`. */
    microblog: "https://x.com/intent/tweet",
    /** The social network's sharer; takes the page in `u` and the words in `quote`. */
    socialNetwork: "https://www.facebook.com/sharer/sharer.php",
  },
  /** Hashtag of the publisher on every shared result. */
  hashtag: "HuddleGames",
  /**
   * Host names on which / shows the Catchphrase lobby instead of the catalogue: the game's
   * sub-domain of the publisher, its dedicated domain and that domain's www form. The server
   * adds the hosts of CATCHPHRASE_HOSTS (an IP address, say) to these.
   */
  catchphraseHosts: ["catchphrase.huddlegames.app", "catchphraseonline.app", "www.catchphraseonline.app"],
  /** Each game's page on the two app stores. */
  storeLinks: {
    "truth-or-dare": storePages("truthordare", 1690000101),
    "never-have-i-ever": storePages("neverhaveiever", 1690000102),
    "would-you-rather": storePages("wouldyourather", 1690000103),
    "hot-seat": storePages("hotseat", 1690000104),
    paranoia: storePages("paranoia", 1690000105),
    catchphrase: storePages("catchphrase", 1690000106),
    password: storePages("password", 1690000107),
    charades: storePages("charades", 1690000108),
    "group-party-games": storePages("partygames", 1690000109),
  } satisfies Record<GameId, StorePages>,
} as const;

type StorePages = { appStore: string; googlePlay: string };

function storePages(packageName: string, appleId: number): StorePages {
  return {
    appStore: `https://apps.apple.com/app/id${appleId}`,
    googlePlay: `https://play.google.com/store/apps/details?id=app.huddlegames.${packageName}`,
  };
}

/** A mailto: link to the publisher's contact address. */
export const contactMailto = `mailto:${siteConfig.contactEmail}`;
