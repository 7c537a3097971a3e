import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CATEGORIES, PROMPTS } from "./content";
import { TEMPLATES } from "./templates";

describe("Mini Meme Battle prompts (mini-games.md section 3)", () => {
  it("are 12, numbered 1 to 12, all different", () => {
    expect(PROMPTS).toHaveLength(12);
    expect(PROMPTS.map((prompt) => prompt.id)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(new Set(PROMPTS.map((prompt) => prompt.text.toLowerCase())).size).toBe(12);
  });

  it("cover the spec's eight categories, each at least once", () => {
    expect(CATEGORIES).toEqual([
      "Programming",
      "Work Life",
      "Family",
      "Technology",
      "Lifestyle",
      "Food",
      "Humor",
      "Fitness",
    ]);
    for (const category of CATEGORIES) {
      expect(PROMPTS.filter((prompt) => prompt.category === category).length, category).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("Mini Meme Battle templates (mini-games.md section 3)", () => {
  it("are the spec's eight, in its order, each with a name of its own", () => {
    expect(TEMPLATES.map((template) => template.id)).toEqual([
      "distracted-boyfriend",
      "drake",
      "two-buttons",
      "change-my-mind",
      "expanding-brain",
      "one-does-not-simply",
      "disaster-girl",
      "tuxedo-winnie",
    ]);
    expect(new Set(TEMPLATES.map((template) => template.name)).size).toBe(8);
    for (const template of TEMPLATES) expect(template.description).toMatch(/^[A-Z].+\.$/);
  });

  it("give one-does-not-simply the default top text 'One does not simply', and no other defaults", () => {
    const withDefaults = TEMPLATES.filter((template) => template.defaultTopText || template.defaultBottomText);
    expect(withDefaults.map((template) => template.id)).toEqual(["one-does-not-simply"]);
    expect(withDefaults[0]?.defaultTopText).toBe("One does not simply");
    expect(withDefaults[0]?.defaultBottomText).toBeUndefined();
  });

  it("are bundled SVG files of the stated size, self-contained (nothing fetched from elsewhere)", () => {
    for (const template of TEMPLATES) {
      expect(template.imageUrl, template.id).toMatch(new RegExp(`${template.id}\\.svg`));
      const svg = readFileSync(new URL(`./templates/${template.id}.svg`, import.meta.url), "utf8");
      expect(svg, template.id).toMatch(
        new RegExp(
          `^<svg xmlns="http://www.w3.org/2000/svg" width="${template.width}" height="${template.height}" viewBox="0 0 ${template.width} ${template.height}">`,
        ),
      );
      expect(svg, template.id).toContain(`<title>${template.name}: `);
      expect(svg, template.id).not.toMatch(/<image|<foreignObject|<script|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      // Each picture is small enough to load at once on a phone.
      expect(svg.length, template.id).toBeLessThan(8_000);
    }
  });
});
