import { describe, expect, it } from "vitest";
import { GAME_IDS } from "./catalogue/games";
import { MINI_GAME_SHORT_PATHS } from "./catalogue/mini-games";
import { isCatchphraseRoomPath, MARKETING_PATHS, resolveRedirect, trailingSlashRedirect } from "./routes";

describe("resolveRedirect", () => {
  it("sends /password to the Password detail page", () => {
    expect(resolveRedirect("/password")).toEqual({ location: "/games/password", permanent: true });
  });

  it.each(MINI_GAME_SHORT_PATHS)("sends /%s to its mini-game page", (slug) => {
    expect(resolveRedirect(`/${slug}`)).toEqual({ location: `/mini-games/${slug}`, permanent: true });
    expect(resolveRedirect(`/${slug}/`)).toEqual({ location: `/mini-games/${slug}`, permanent: true });
  });

  it("sends an unknown game id home", () => {
    expect(resolveRedirect("/games/chess")).toEqual({ location: "/", permanent: false });
    expect(resolveRedirect("/games/%E0%A4%A")).toEqual({ location: "/", permanent: false });
  });

  it.each(GAME_IDS)("leaves /games/%s alone", (id) => {
    expect(resolveRedirect(`/games/${id}`)).toBeNull();
  });

  it("leaves other pages alone", () => {
    for (const path of ["/", "/catchphrase", "/mini-games/nordle", "/game-gallery", "/nowhere"]) {
      expect(resolveRedirect(path)).toBeNull();
    }
  });
});

describe("trailingSlashRedirect", () => {
  it("sends a path ending in slashes to the same path without them", () => {
    expect(trailingSlashRedirect("/games/password/")).toBe("/games/password");
    expect(trailingSlashRedirect("/privacy///")).toBe("/privacy");
    expect(trailingSlashRedirect("/a//b/")).toBe("/a//b");
    expect(trailingSlashRedirect("//")).toBe("/");
  });

  it("leaves / and paths without a trailing slash alone", () => {
    expect(trailingSlashRedirect("/")).toBeNull();
    expect(trailingSlashRedirect("/games/password")).toBeNull();
  });

  it("never sends a path to another host (issue 17)", () => {
    for (const path of [
      "//evil.com/",
      "///evil.com/",
      "//evil.com//",
      "/\\evil.com/",
      "/\t/evil.com/",
      "/\n/evil.com/",
    ]) {
      expect(trailingSlashRedirect(path)).toBeNull();
    }
  });
});

describe("isCatchphraseRoomPath", () => {
  it("recognises rooms under both prefixes", () => {
    expect(isCatchphraseRoomPath("/catchphrase/ABC123")).toBe(true);
    expect(isCatchphraseRoomPath("/catchphrase-online/ABC123")).toBe(true);
    expect(isCatchphraseRoomPath("/catchphrase")).toBe(false);
    expect(isCatchphraseRoomPath("/catchphrase-online")).toBe(false);
  });
});

describe("MARKETING_PATHS", () => {
  it("lists each page once", () => {
    expect(new Set(MARKETING_PATHS).size).toBe(MARKETING_PATHS.length);
  });
});
