import { describe, expect, it } from "vitest";
import { CATEGORIES, PROMPTS } from "./content";
import {
  canChangePrompt,
  INITIAL_STATE,
  layoutMemeText,
  type Measure,
  type MemeAction,
  type MemeState,
  memeBattle,
  memeFileName,
  memeFont,
  memeMessages,
  OWN_PICTURE_ID,
  ownPictureProblem,
  ownPictureSize,
  pickPrompt,
  promptsIn,
  TEXT_SIZE_RATIO,
  wrapText,
} from "./logic";
import { TEMPLATES } from "./templates";

/** A fake font: every character is 0.6 of the font size wide. */
const measure: Measure = (text, fontSize) => text.length * fontSize * 0.6;
const template = (id: string) => {
  const found = TEMPLATES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};
const run = (actions: MemeAction[], from: MemeState = INITIAL_STATE) =>
  actions.reduce((state, action) => memeBattle(state, action, TEMPLATES), from);
const started = run([{ type: "drawFirstPrompt", roll: 0 }]);

describe("prompt picking (mini-games.md section 4)", () => {
  it("lists a category's prompts, or all twelve", () => {
    expect(promptsIn("all")).toHaveLength(12);
    expect(promptsIn("Programming").map((prompt) => prompt.id)).toEqual([1, 2]);
    for (const category of CATEGORIES) {
      for (const prompt of promptsIn(category)) expect(prompt.category).toBe(category);
    }
  });

  it("picks by the roll among the category's prompts", () => {
    expect(pickPrompt("all", null, 0).id).toBe(1);
    expect(pickPrompt("all", null, 0.999).id).toBe(12);
    expect(pickPrompt("Food", null, 0).id).toBe(9);
    expect(pickPrompt("Food", null, 0.6).id).toBe(10);
  });

  it("never picks the prompt on show when the category has another", () => {
    for (const category of ["all", ...CATEGORIES] as const) {
      const pool = promptsIn(category);
      if (pool.length < 2) continue;
      for (const current of pool) {
        for (const roll of [0, 0.25, 0.5, 0.75, 0.9999]) {
          const next = pickPrompt(category, current.id, roll);
          expect(next.id).not.toBe(current.id);
          expect(next.category === category || category === "all").toBe(true);
        }
      }
    }
  });

  it("can reach every other prompt of the category", () => {
    const reached = new Set(Array.from({ length: 100 }, (_, index) => pickPrompt("all", 5, index / 100).id));
    expect([...reached].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("keeps the only prompt of a category of one", () => {
    expect(pickPrompt("Fitness", 12, 0.5).id).toBe(12);
    expect(canChangePrompt("Fitness")).toBe(false);
    expect(canChangePrompt("Food")).toBe(true);
    expect(canChangePrompt("all")).toBe(true);
  });

  it("clamps a roll of 1 to the last prompt", () => {
    expect(pickPrompt("all", null, 1).id).toBe(12);
  });
});

describe("Mini Meme Battle states (mini-games.md section 4)", () => {
  it("starts editing with no picture, no text, all categories and no prompt until one is drawn", () => {
    expect(INITIAL_STATE).toEqual({
      phase: "editing",
      picture: null,
      topText: "",
      bottomText: "",
      category: "all",
      promptId: null,
      saved: null,
    });
    expect(started.promptId).toBe(1);
    expect(run([{ type: "drawFirstPrompt", roll: 0.99 }], started)).toBe(started);
  });

  it("New Prompt shows a different prompt of the chosen category", () => {
    const programming = run([{ type: "chooseCategory", category: "Programming", roll: 0 }], started);
    expect(programming).toMatchObject({ category: "Programming", promptId: 1 });
    expect(run([{ type: "newPrompt", roll: 0 }], programming).promptId).toBe(2);
    expect(
      run(
        [
          { type: "newPrompt", roll: 0 },
          { type: "newPrompt", roll: 0 },
        ],
        programming,
      ).promptId,
    ).toBe(1);
  });

  it("changing category picks a random prompt of it", () => {
    expect(run([{ type: "chooseCategory", category: "Food", roll: 0.7 }], started)).toMatchObject({
      category: "Food",
      promptId: 10,
    });
    expect(run([{ type: "chooseCategory", category: "Humor", roll: 0.3 }], started).promptId).toBe(11);
    expect(run([{ type: "chooseCategory", category: "all", roll: 0.5 }], started)).toMatchObject({
      category: "all",
      promptId: 7,
    });
  });

  it("picking a template chooses the picture, with its default text in empty boxes", () => {
    expect(run([{ type: "pickTemplate", template: template("drake") }], started)).toMatchObject({
      picture: "drake",
      topText: "",
      bottomText: "",
    });
    expect(run([{ type: "pickTemplate", template: template("one-does-not-simply") }], started)).toMatchObject({
      picture: "one-does-not-simply",
      topText: "One does not simply",
      bottomText: "",
    });
  });

  it("replaces an untouched default when another template is picked, and keeps what the player wrote", () => {
    const wise = run([{ type: "pickTemplate", template: template("one-does-not-simply") }], started);
    expect(run([{ type: "pickTemplate", template: template("drake") }], wise).topText).toBe("");
    const written = run([{ type: "editTop", text: "One does not simply skip leg day" }], wise);
    expect(run([{ type: "pickTemplate", template: template("drake") }], written).topText).toBe(
      "One does not simply skip leg day",
    );
    const typed = run([{ type: "editTop", text: "Me" }], started);
    expect(run([{ type: "pickTemplate", template: template("one-does-not-simply") }], typed).topText).toBe("Me");
    expect(run([{ type: "useOwnPicture" }], wise)).toMatchObject({ picture: OWN_PICTURE_ID, topText: "" });
  });

  it("edits the top and bottom text, any length", () => {
    const long = "word ".repeat(200).trim();
    expect(
      run(
        [
          { type: "editTop", text: "Top" },
          { type: "editBottom", text: long },
        ],
        started,
      ),
    ).toMatchObject({
      topText: "Top",
      bottomText: long,
    });
  });

  it("saves only with a picture, keeping the template, the texts and the PNG", () => {
    expect(run([{ type: "save", dataUrl: "data:image/png;base64,AA" }], started)).toBe(started);
    const saved = run(
      [
        { type: "pickTemplate", template: template("two-buttons") },
        { type: "editTop", text: "Sleep" },
        { type: "editBottom", text: "One more episode" },
        { type: "save", dataUrl: "data:image/png;base64,AA" },
      ],
      started,
    );
    expect(saved).toMatchObject({
      phase: "saved",
      saved: {
        template: "two-buttons",
        topText: "Sleep",
        bottomText: "One more episode",
        dataUrl: "data:image/png;base64,AA",
      },
    });
  });

  it("takes no picture or text changes and no second save once saved, but still changes prompts", () => {
    const saved = run(
      [
        { type: "pickTemplate", template: template("drake") },
        { type: "save", dataUrl: "data:image/png;base64,AA" },
      ],
      started,
    );
    expect(run([{ type: "editTop", text: "x" }], saved)).toBe(saved);
    expect(run([{ type: "editBottom", text: "x" }], saved)).toBe(saved);
    expect(run([{ type: "pickTemplate", template: template("two-buttons") }], saved)).toBe(saved);
    expect(run([{ type: "useOwnPicture" }], saved)).toBe(saved);
    expect(run([{ type: "save", dataUrl: "data:image/png;base64,BB" }], saved)).toBe(saved);
    expect(run([{ type: "newPrompt", roll: 0 }], saved).promptId).not.toBe(saved.promptId);
  });

  it("Create Another Meme clears the picture, texts and saved meme, keeps the category and draws a new prompt", () => {
    const saved = run(
      [
        { type: "chooseCategory", category: "Technology", roll: 0 },
        { type: "pickTemplate", template: template("one-does-not-simply") },
        { type: "editBottom", text: "update an app" },
        { type: "save", dataUrl: "data:image/png;base64,AA" },
      ],
      started,
    );
    expect(run([{ type: "reset", roll: 0 }], saved)).toEqual({
      ...INITIAL_STATE,
      category: "Technology",
      promptId: 7,
    });
  });
});

describe("meme text layout (mini-games.md section 5)", () => {
  it("draws at a tenth of the picture's width", () => {
    expect(TEXT_SIZE_RATIO).toBe(0.1);
    expect(layoutMemeText("Hi", "top", 600, 600, measure).fontSize).toBe(60);
    expect(layoutMemeText("Hi", "top", 1200, 800, measure).fontSize).toBe(120);
    expect(layoutMemeText("Hi", "bottom", 600, 800, measure).fontSize).toBe(60);
  });

  it("centres each line and gives it an outline", () => {
    const block = layoutMemeText("Hello", "top", 600, 600, measure);
    expect(block.lines).toEqual([{ text: "Hello", x: 300, y: 24 }]);
    expect(block.outlineWidth).toBeCloseTo(7.2);
  });

  it("hangs the top text from the top margin and stands the bottom text on the bottom margin", () => {
    // 600 px wide: 60 px text, 24 px margins, 552 px per line = 15 characters of 36 px.
    const top = layoutMemeText("one two three four five six", "top", 600, 600, measure);
    expect(top.lines.map((line) => line.text)).toEqual(["one two three", "four five six"]);
    expect(top.lines.map((line) => line.y)).toEqual([24, 24 + 69]);
    const bottom = layoutMemeText("one two three four five six", "bottom", 600, 600, measure);
    expect(bottom.lines.map((line) => line.y)).toEqual([600 - 24 - 138, 600 - 24 - 69]);
  });

  it("has no lines for an empty or blank text", () => {
    expect(layoutMemeText("", "top", 600, 600, measure).lines).toEqual([]);
    expect(layoutMemeText("   ", "bottom", 600, 600, measure).lines).toEqual([]);
  });

  it("wraps words within the width, collapsing spaces, and breaks a word wider than a line", () => {
    expect(wrapText("  a   b  ", 100, 10, measure)).toEqual(["a b"]);
    expect(wrapText("aaaa bbbb cccc", 30, 10, measure)).toEqual(["aaaa", "bbbb", "cccc"]);
    expect(wrapText("aaaa bb", 60, 10, measure)).toEqual(["aaaa bb"]);
    expect(wrapText("abcdefghij", 30, 10, measure)).toEqual(["abcde", "fghij"]);
    expect(wrapText("hi abcdefghijkl yo", 30, 10, measure)).toEqual(["hi", "abcde", "fghij", "kl yo"]);
    for (const line of wrapText("the quick brown fox jumps over the lazy dog", 60, 10, measure)) {
      expect(measure(line, 10)).toBeLessThanOrEqual(60);
    }
  });

  it("keeps every line within the margins at the tenth-of-width size", () => {
    const block = layoutMemeText("When the code works on the first try", "top", 600, 600, measure);
    expect(block.fontSize).toBe(60);
    expect(block.lines.length).toBeGreaterThan(1);
    for (const line of block.lines) expect(measure(line.text, 60)).toBeLessThanOrEqual(552);
  });

  it("makes a text too long for its part of the picture smaller until it fits", () => {
    const long = "so many words in this one caption ".repeat(6);
    const block = layoutMemeText(long, "top", 600, 600, measure);
    expect(block.fontSize).toBeLessThan(60);
    expect(block.lines.length * block.fontSize * 1.15).toBeLessThanOrEqual(600 * 0.45);
    const endless = layoutMemeText("x ".repeat(2000), "bottom", 600, 600, measure);
    expect(endless.fontSize).toBeCloseTo(24);
  });

  it("uses a bold poster font at the given size", () => {
    expect(memeFont(60)).toMatch(/^bold 60px Impact, /);
  });
});

describe("a player's own picture", () => {
  it("shrinks big pictures to 1200 px on the longest side and grows tiny ones to 600 px", () => {
    expect(ownPictureSize(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(ownPictureSize(1000, 3000)).toEqual({ width: 400, height: 1200 });
    expect(ownPictureSize(40, 30)).toEqual({ width: 600, height: 450 });
    expect(ownPictureSize(800, 800)).toEqual({ width: 800, height: 800 });
    expect(ownPictureSize(3000, 2)).toEqual({ width: 1200, height: 1 });
  });

  it("must be an image of at most 10 MB", () => {
    expect(ownPictureProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(ownPictureProblem({ type: "image/jpeg", size: 10 * 1024 * 1024 })).toBeNull();
    expect(ownPictureProblem({ type: "image/jpeg", size: 10 * 1024 * 1024 + 1 })).toBe("pictureTooLarge");
    expect(ownPictureProblem({ type: "application/pdf", size: 1000 })).toBe("notAPicture");
    expect(ownPictureProblem({ type: "", size: 1000 })).toBe("notAPicture");
  });
});

describe("Mini Meme Battle messages and files (mini-games.md section 8)", () => {
  it("says 'Meme Created!' on save", () => {
    expect(memeMessages.saved).toEqual({ title: "Meme Created!", body: "Your meme has been created successfully." });
  });

  it("names the download after the template", () => {
    expect(memeFileName("drake")).toBe("meme-drake.png");
    expect(memeFileName(OWN_PICTURE_ID)).toBe("meme-own-picture.png");
    for (const { id } of TEMPLATES) expect(memeFileName(id)).toMatch(/^meme-[a-z-]+\.png$/);
  });

  it("has a prompt for every category of the list", () => {
    expect(new Set(PROMPTS.map((prompt) => prompt.category))).toEqual(new Set(CATEGORIES));
  });
});
