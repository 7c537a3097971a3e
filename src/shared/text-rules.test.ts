import { describe, expect, it } from "vitest";
import {
  hasControlCharacters,
  hasDirectionControls,
  hasVisibleCharacter,
  mailtoHref,
  nameComparisonKey,
  tooLongToCompose,
} from "./text-rules";

describe("hasControlCharacters", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a C0 control", "a\u0007b"],
    ["escape", "\u001b[31m"],
    ["DEL", "a\u007fb"],
    ["a C1 control (NEL)", "a\u0085b"],
    ["the last C1 control", "a\u009fb"],
    ["a line separator", "a\u2028b"],
    ["a paragraph separator", "a\u2029b"],
    ["a lone surrogate half", "a\ud800b"],
  ])("finds %s in one line and in several", (_label, text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(hasControlCharacters(text, { multiline: true })).toBe(true);
  });

  it("lets a message of several lines keep tabs and line breaks, and refuses them in one line", () => {
    for (const text of ["one\ntwo", "one\r\ntwo", "col\tcol"]) {
      expect(hasControlCharacters(text, { multiline: true })).toBe(false);
      expect(hasControlCharacters(text)).toBe(true);
    }
  });

  it("accepts ordinary text in any script, emoji included", () => {
    for (const text of ["Sam", "Zoë O'Neil", "山田", "سام", "👨‍👩‍👧 ❤️", "Ｓａｍ", "a\u00a0b"]) {
      expect(hasControlCharacters(text)).toBe(false);
    }
  });
});

describe("hasDirectionControls", () => {
  it.each(["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"])(
    "finds the direction control %j",
    (character) => {
      expect(hasDirectionControls(`Sam${character}x`)).toBe(true);
    },
  );

  it("leaves the direction marks LRM, RLM and ALM alone, and right-to-left letters", () => {
    expect(hasDirectionControls("Sam\u200e")).toBe(false);
    expect(hasDirectionControls("\u200fسام")).toBe(false);
    expect(hasDirectionControls("\u061c١٢")).toBe(false);
    expect(hasDirectionControls("שרה")).toBe(false);
  });
});

describe("hasVisibleCharacter", () => {
  it.each([
    ["zero-width space", "\u200b"],
    ["zero-width non-joiner and joiner", "\u200c\u200d"],
    ["word joiner", "\u2060"],
    ["byte order mark", "\ufeff"],
    ["soft hyphen", "\u00ad"],
    ["variation selectors", "\ufe0f\u{e0101}"],
    ["Hangul filler", "\u3164"],
    ["blank Braille pattern", "\u2800"],
    ["direction marks", "\u200e\u200f"],
    ["an override", "\u202e"],
    ["spaces of all widths", " \u00a0\u2003\u3000"],
    ["nothing", ""],
  ])("sees nothing in %s", (_label, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });

  it("sees a letter, digit, symbol or emoji among invisible characters", () => {
    for (const text of ["\u200bS\u200b", "7", "?", "❤️", "山", "\u200fس"]) expect(hasVisibleCharacter(text)).toBe(true);
  });
});

describe("nameComparisonKey", () => {
  it("reads Sam, sam with a trailing space, SAM and the fullwidth Ｓａｍ as one name", () => {
    for (const name of ["sam ", "SAM", "Ｓａｍ", " S\u200bam", "Sa\u00adm"]) {
      expect(nameComparisonKey(name)).toBe(nameComparisonKey("Sam"));
    }
  });

  it("reads composed and decomposed accents, and ß and SS, as the same", () => {
    expect(nameComparisonKey("Zoe\u0308")).toBe(nameComparisonKey("Zo\u00eb"));
    expect(nameComparisonKey("STRASSE")).toBe(nameComparisonKey("Straße"));
  });

  it("reads runs of spaces as one, but keeps names with and without a space apart", () => {
    expect(nameComparisonKey("Mary  Ann")).toBe(nameComparisonKey("Mary Ann"));
    expect(nameComparisonKey("Mary\u3000Ann")).toBe(nameComparisonKey("Mary Ann"));
    expect(nameComparisonKey("MaryAnn")).not.toBe(nameComparisonKey("Mary Ann"));
  });

  it("keeps different names apart", () => {
    expect(nameComparisonKey("Sam")).not.toBe(nameComparisonKey("Sammy"));
    expect(nameComparisonKey("Zoë")).not.toBe(nameComparisonKey("Zoe"));
  });
});

describe("mailtoHref", () => {
  it("links an address that passes the rule", () => {
    expect(mailtoHref("first.last+tag@mail.example.co.uk")).toBe("mailto:first.last+tag@mail.example.co.uk");
  });

  it("gives no link for a stored address that would add recipients, headers or a body", () => {
    for (const email of [
      "a@b.co?bcc=eve%40evil.example&subject=x",
      "a@b.co&body=hello",
      "a@b.co,eve@evil.example",
      "eve%40evil.example@b.co",
      "javascript:alert(1)//@b.co",
      "a b@c.de",
      "",
    ]) {
      expect(mailtoHref(email)).toBeNull();
    }
  });
});

describe("tooLongToCompose", () => {
  // U+1F82 (alpha with psili, varia and ypogegrammeni) is four characters when taken apart.
  const decomposed = "\u03B1\u0313\u0300\u0345";

  it("lets through a text whose characters could still compose to the limit", () => {
    expect(decomposed.normalize("NFC")).toBe("\u1F82");
    expect(tooLongToCompose(decomposed.repeat(10), 10)).toBe(false);
    expect(tooLongToCompose("a".repeat(40), 10)).toBe(false);
  });

  it("refuses one character more than any composing could bring within the limit", () => {
    expect(tooLongToCompose(`${decomposed.repeat(10)}a`, 10)).toBe(true);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(tooLongToCompose("😀".repeat(40), 10)).toBe(false);
    expect(tooLongToCompose("😀".repeat(41), 10)).toBe(true);
  });
});
