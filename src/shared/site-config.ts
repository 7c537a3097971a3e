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
  /**
   * Host names on which / shows the Catchphrase lobby instead of the catalogue: the game's
   * sub-domain of the publisher, its dedicated domain and that domain's www form. The server
   * adds the hosts of CATCHPHRASE_HOSTS (an IP address, say) to these.
   */
  catchphraseHosts: ["catchphrase.huddlegames.app", "catchphraseonline.app", "www.catchphraseonline.app"],
} as const;

/** A mailto: link to the publisher's contact address. */
export const contactMailto = `mailto:${siteConfig.contactEmail}`;
