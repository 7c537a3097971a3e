import { describe, expect, it } from "vitest";
import { ANONYMOUS_ID_PATTERN, LEGACY_ANONYMOUS_ID_PATTERN, localLikeCount, visitorIdRequestSchema } from "./likes";

describe("a like counted only in this browser", () => {
  it("moves by one inside 5 to 20, never past either end (mini-games.md section 9)", () => {
    expect(localLikeCount(14, true)).toBe(15);
    expect(localLikeCount(14, false)).toBe(13);
    expect(localLikeCount(19, true)).toBe(20);
    expect(localLikeCount(20, true)).toBe(20);
    expect(localLikeCount(6, false)).toBe(5);
    expect(localLikeCount(5, false)).toBe(5);
  });

  it("moves a count outside that range by one, so liking and unliking a new game gives 1 then 0", () => {
    expect(localLikeCount(0, true)).toBe(1);
    expect(localLikeCount(1, false)).toBe(0);
    expect(localLikeCount(0, false)).toBe(0);
    expect(localLikeCount(4, true)).toBe(5);
    expect(localLikeCount(57, true)).toBe(58);
    expect(localLikeCount(57, false)).toBe(56);
  });
});

describe("the anonymous visitor id", () => {
  const issued = "anon-0123456789abcdef01230123456789abcdef0123456789abcdef";

  it("is anon- and 52 hex digits: 20 random, then 32 of the server's signature (decision 020)", () => {
    expect(ANONYMOUS_ID_PATTERN.test(issued)).toBe(true);
    for (const bad of [
      issued.slice(5),
      "anon-",
      "anon-k3j9x2m1q8",
      issued.slice(0, -1),
      `${issued}0`,
      issued.toUpperCase().replace("ANON-", "anon-"),
      issued.replace("0123", "012g"),
    ]) {
      expect(ANONYMOUS_ID_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it("of before (anon- and 8 to 32 lower-case letters and digits) is only ever a previous id", () => {
    expect(LEGACY_ANONYMOUS_ID_PATTERN.test("anon-k3j9x2m1q8")).toBe(true);
    expect(LEGACY_ANONYMOUS_ID_PATTERN.test(issued)).toBe(false);
    for (const bad of ["k3j9x2m1q8", "anon-short", "anon-UPPERCASE1", "anon-abc def12", `anon-${"a".repeat(33)}`]) {
      expect(LEGACY_ANONYMOUS_ID_PATTERN.test(bad), bad).toBe(false);
    }
    expect(visitorIdRequestSchema.safeParse({ previousId: "anon-k3j9x2m1q8" }).success).toBe(true);
    expect(visitorIdRequestSchema.safeParse({}).success).toBe(true);
    expect(visitorIdRequestSchema.safeParse({ previousId: issued }).success).toBe(false);
  });
});
