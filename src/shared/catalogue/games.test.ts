import { describe, expect, it } from "vitest";
import { GAME_CATEGORIES, GAME_IDS, GAMES, gameById } from "./games";
import { previewBadge, previewText, wrapIndex } from "./preview";

describe("the catalogue", () => {
  it("has the nine games of site.md in catalogue order", () => {
    expect(GAMES.map((game) => game.id)).toEqual([...GAME_IDS]);
    expect(GAMES.map((game) => game.title)).toEqual([
      "Truth or Dare",
      "I Have Never Ever",
      "Would You Rather",
      "Hot Seat",
      "Paranoia",
      "Catchphrase",
      "Password",
      "Charades",
      "Group Party Games",
    ]);
  });

  it("has 14, 12, 10, 10, 10, 8, 8, 8, 8 preview prompts, none repeated", () => {
    expect(GAMES.map((game) => game.previewContent.items.length)).toEqual([14, 12, 10, 10, 10, 8, 8, 8, 8]);
    for (const game of GAMES) expect(new Set(game.previewContent.items).size).toBe(game.previewContent.items.length);
  });

  it("mixes truths and dares in Truth or Dare", () => {
    const items = gameById("truth-or-dare").previewContent.items;
    expect(items.filter((item) => item.startsWith("Dare:")).length).toBeGreaterThanOrEqual(5);
    expect(items.filter((item) => !item.startsWith("Dare:")).length).toBeGreaterThanOrEqual(5);
  });

  it("fills every field of site.md section 3", () => {
    for (const game of GAMES) {
      expect(game.category).toBe("Party Games");
      for (const text of [game.title, game.tagline, game.description, game.longDescription])
        expect(text.trim()).not.toBe("");
      expect(game.features.length).toBeGreaterThanOrEqual(3);
      expect(game.screenshots).toEqual([1, 2, 3].map((n) => `/games/${game.id}/screenshot-${n}.svg`));
      expect(game.icon).toBe(`/games/${game.id}/icon.svg`);
      expect(game.appStoreUrl).toMatch(/^https:\/\/apps\.apple\.com\//);
      expect(game.googlePlayUrl).toMatch(/^https:\/\/play\.google\.com\//);
      const steps = game.howToPlay?.map((step) => step.step) ?? [];
      expect(steps).toEqual(steps.map((_, index) => index + 1));
    }
    expect(GAME_CATEGORIES).toEqual(["Party Games"]);
  });

  it("keeps the content claims of site.md section 9", () => {
    const text = (id: (typeof GAME_IDS)[number]) => JSON.stringify(gameById(id));
    expect(text("truth-or-dare")).toContain("5000+");
    expect(text("truth-or-dare")).toContain("30+");
    expect(text("never-have-i-ever")).toContain("5000+");
    expect(text("would-you-rather")).toContain("3000+");
    expect(text("catchphrase")).toContain("5000+");
    expect(text("password")).toContain("4000+");
    expect(text("charades")).toContain("6000+");
    expect(text("group-party-games")).toContain("7+");
  });
});

describe("preview badges", () => {
  it("reads DARE or TRUTH in Truth or Dare", () => {
    expect(previewBadge("truth-or-dare", "challenges", "Dare: Hop on one leg")).toBe("DARE");
    expect(previewBadge("truth-or-dare", "challenges", "What scares you?")).toBe("TRUTH");
  });

  it("reads QUESTION or CHALLENGE by preview type elsewhere", () => {
    expect(previewBadge("paranoia", "questions", "Dare: not special here")).toBe("QUESTION");
    expect(previewBadge("charades", "challenges", "Rollercoaster")).toBe("CHALLENGE");
  });

  it("shows a dare without its prefix, and everything else as written", () => {
    expect(previewText("truth-or-dare", "Dare: Hop on one leg")).toBe("Hop on one leg");
    expect(previewText("truth-or-dare", "What scares you?")).toBe("What scares you?");
    expect(previewText("charades", "Dare: as written")).toBe("Dare: as written");
  });
});

describe("wrapIndex", () => {
  it("moves forward and back and wraps round at both ends", () => {
    expect(wrapIndex(0, 1, 14)).toBe(1);
    expect(wrapIndex(13, 1, 14)).toBe(0);
    expect(wrapIndex(0, -1, 14)).toBe(13);
    expect(wrapIndex(5, -1, 8)).toBe(4);
  });
});
