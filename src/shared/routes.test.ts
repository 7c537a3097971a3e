import { describe, expect, it } from "vitest";
import { GAME_IDS } from "./catalogue/games";
import { MINI_GAME_SHORT_PATHS } from "./catalogue/mini-games";
import {
  catchphraseDisplayOf,
  catchphraseRoomOf,
  MARKETING_PATHS,
  ROOM_SHELL_CODE,
  ROOM_SHELLS,
  resolveRedirect,
  trailingSlashRedirect,
} from "./routes";

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

describe("catchphraseRoomOf", () => {
  it("reads the room of an address under either prefix, its id decoded as the room page reads it", () => {
    expect(catchphraseRoomOf("/catchphrase/ABC123")).toEqual({ prefix: "/catchphrase", roomId: "ABC123" });
    expect(catchphraseRoomOf("/catchphrase-online/abc123/")).toEqual({
      prefix: "/catchphrase-online",
      roomId: "abc123",
    });
    expect(catchphraseRoomOf("/catchphrase/AB%2012")).toEqual({ prefix: "/catchphrase", roomId: "AB 12" });
    expect(catchphraseRoomOf("/catchphrase/%E0%A4%A")).toEqual({ prefix: "/catchphrase", roomId: "%E0%A4%A" });
  });

  it("finds no room in a lobby's address or one nested deeper", () => {
    for (const pathname of ["/catchphrase", "/catchphrase-online", "/catchphrase/ABC123/x", "/catchphrases/ABC123"]) {
      expect(catchphraseRoomOf(pathname), pathname).toBeNull();
    }
  });
});

describe("ROOM_SHELLS", () => {
  it("prerenders a room page under each prefix, kept in a file of its own", () => {
    expect(ROOM_SHELLS.map((shell) => shell.path)).toEqual([
      `/catchphrase/${ROOM_SHELL_CODE}`,
      `/catchphrase-online/${ROOM_SHELL_CODE}`,
    ]);
    expect(new Set(ROOM_SHELLS.map((shell) => shell.file)).size).toBe(2);
    expect(ROOM_SHELL_CODE).toMatch(/^[A-Z0-9]{6}$/);
  });
});

describe("MARKETING_PATHS", () => {
  it("lists each page once", () => {
    expect(new Set(MARKETING_PATHS).size).toBe(MARKETING_PATHS.length);
  });
});

describe("catchphraseDisplayOf", () => {
  it("reads the room of a big-screen display's address under either prefix", () => {
    expect(catchphraseDisplayOf("/catchphrase/ABC123/display")).toEqual({ prefix: "/catchphrase", roomId: "ABC123" });
    expect(catchphraseDisplayOf("/catchphrase-online/abc123/display/")).toEqual({
      prefix: "/catchphrase-online",
      roomId: "abc123",
    });
  });

  it("finds none in a room's own address, a lobby's, or anything else under a room", () => {
    for (const pathname of [
      "/catchphrase/ABC123",
      "/catchphrase/display",
      "/catchphrase/ABC123/displays",
      "/x/ABC123/display",
    ]) {
      expect(catchphraseDisplayOf(pathname), pathname).toBeNull();
    }
  });
});
