import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PROMPTS } from "./content";

const artFolder = new URL("./art/", import.meta.url);
const svgOf = (id: string) => readFileSync(new URL(`${id}.svg`, artFolder), "utf8");
const gifs = PROMPTS.flatMap((prompt) => prompt.gifs);

describe("GIF Battles prompts (mini-games.md sections 3 and 9)", () => {
  it("are 4 different prompts of 4 pictures each", () => {
    expect(PROMPTS).toHaveLength(4);
    for (const prompt of PROMPTS) expect(prompt.gifs).toHaveLength(4);
    expect(new Set(PROMPTS.map((prompt) => prompt.id)).size).toBe(4);
    expect(new Set(PROMPTS.map((prompt) => prompt.text)).size).toBe(4);
  });

  it("answer with 16 different pictures, each titled and given a mood", () => {
    expect(new Set(gifs.map((gif) => gif.id)).size).toBe(16);
    expect(new Set(gifs.map((gif) => gif.title)).size).toBe(16);
    expect(new Set(gifs.map((gif) => gif.url)).size).toBe(16);
    for (const prompt of PROMPTS) expect(new Set(prompt.gifs.map((gif) => gif.mood)).size).toBe(4);
    for (const gif of gifs) {
      expect(gif.title).toMatch(/^[A-Z][a-z' ]+[a-z]$/);
      expect(gif.url).toContain(`/art/${gif.id}.svg`);
    }
  });

  it("use every picture in the art folder, and only those", () => {
    const files = readdirSync(artFolder).filter((name) => name.endsWith(".svg"));
    expect(files.sort()).toEqual(gifs.map((gif) => `${gif.id}.svg`).sort());
  });
});

describe("the pictures", () => {
  it.each(gifs.map((gif) => [gif.id, gif.title]))("%s is an animated SVG titled like its alt text", (id, title) => {
    const svg = svgOf(id);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 200" width="200" height="200">/,
    );
    expect(svg).toContain(`<title>${title}</title>`);
    expect(svg).toMatch(/@keyframes [a-z-]+ \{/);
    expect(svg).toMatch(/\banimation: [a-z-]+ [\d.]+s/);
    expect(svg.length).toBeLessThan(4000);
  });

  it.each(gifs.map((gif) => [gif.id]))("%s stops its animation for visitors who ask for reduced motion", (id) => {
    const style = svgOf(id).match(/<style>([\s\S]*)<\/style>/)?.[1] ?? "";
    // The rule comes last, so it wins over every animated class of equal weight.
    expect(style.trim().split("\n").at(-1)?.trim()).toBe(
      "@media (prefers-reduced-motion: reduce) { [class] { animation: none; } }",
    );
    // Only classes animate (so the rule above reaches every animated element), never inline styles or SMIL.
    expect(svgOf(id)).not.toMatch(/style="|<animate|<set /);
  });

  it.each(gifs.map((gif) => [gif.id]))("%s loads nothing from anywhere else", (id) => {
    const svg = svgOf(id).replace('xmlns="http://www.w3.org/2000/svg"', "");
    expect(svg).not.toMatch(/https?:|href=|@import|url\(|<script|<image|<foreignObject/);
  });
});
