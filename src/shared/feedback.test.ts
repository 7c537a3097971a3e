import { describe, expect, it } from "vitest";
import { feedbackError, feedbackMessages, feedbackRequestSchema, formatIstTime } from "./feedback";

describe("feedbackError", () => {
  it("asks for both fields when either is blank", () => {
    expect(feedbackError({ email: "", message: "Hi" })).toBe("Please fill in both email and message fields");
    expect(feedbackError({ email: "a@b.co", message: "   " })).toBe("Please fill in both email and message fields");
  });

  it.each(["plainaddress", "a@b", "@b.co", "a@.co", "a b@c.de", "a@b."])("rejects %s as an e-mail", (email) => {
    expect(feedbackError({ email, message: "Hi" })).toBe("Please enter a valid email address");
  });

  it("accepts text @ text . text", () => {
    expect(feedbackError({ email: "sam@example.com", message: "Love it" })).toBeNull();
    expect(feedbackError({ email: " sam@example.co.uk ", message: "Love it" })).toBeNull();
  });

  it("holds addresses to the ordinary shape: refuses ? & = # %, spaces, controls and non-ASCII", () => {
    const refused = [
      "a@b.co?bcc=eve%40evil.example&subject=x",
      "a?b@example.com",
      "a&b@example.com",
      "a@b.co&cc=eve@evil.example",
      "a@b.co#top",
      "eve%40evil.example@b.co",
      "a=b@example.com",
      "sam @example.com",
      "sam@exa mple.com",
      "sam@example.com\u0000",
      "sam\u0007@example.com",
      "sam@example.com\nbcc: eve@evil.example",
      "josé@example.com",
      "sam@exämple.com",
      "sam@ｅｘａｍｐｌｅ.com",
      "a..b@example.com",
      ".a@example.com",
      "a.@example.com",
      '"a b"@example.com',
      "a@-example.com",
      "a@example-.com",
      "a@example..com",
      "a@example.c",
      "a@example.123",
      "a@[127.0.0.1]",
      "a@b@example.com",
    ];
    for (const email of refused) {
      expect({ email, error: feedbackError({ email, message: "Hi" }) }).toEqual({
        email,
        error: "Please enter a valid email address",
      });
    }
    const accepted = [
      "first.last+tag@mail.example.co.uk",
      "o'neil@example.ie",
      "under_score-dash@sub-domain.example.org",
      "ALL.CAPS@EXAMPLE.COM",
      "a@b.co",
      "1234@123.example.com",
      "sam@xn--bcher-kva.example",
      "sam@example.xn--p1ai",
    ];
    for (const email of accepted)
      expect({ email, error: feedbackError({ email, message: "Hi" }) }).toEqual({ email, error: null });
  });

  it("refuses control characters in the message, but keeps its line breaks and tabs", () => {
    const refused = "Your message can't contain control characters, other than line breaks and tabs.";
    for (const message of ["Hi\u0000", "\u0007bell", "a\u001b[2Jb", "DEL\u007f", "C1\u0085", "half \ud83d"]) {
      expect(feedbackError({ email: "a@b.co", message })).toBe(refused);
    }
    expect(feedbackError({ email: "a@b.co", message: "Line one\nLine two\r\n\tIndented" })).toBeNull();
  });

  it("caps the e-mail at 254 and the message at 2,000 characters", () => {
    expect(feedbackError({ email: `${"a".repeat(250)}@b.co`, message: "Hi" })).toBe(feedbackMessages.emailTooLong);
    expect(feedbackError({ email: "a@b.co", message: "x".repeat(2001) })).toBe(feedbackMessages.messageTooLong);
    expect(feedbackError({ email: "a@b.co", message: "x".repeat(2000) })).toBeNull();
  });
});

describe("feedbackRequestSchema", () => {
  it("accepts a room code and a player name, and rejects unknown fields", () => {
    expect(
      feedbackRequestSchema.safeParse({ email: "a@b.co", message: "Hi", roomId: "AB12CD", playerName: "Sam" }).success,
    ).toBe(true);
    expect(feedbackRequestSchema.safeParse({ email: "a@b.co", message: "Hi", roomId: "lobby!" }).success).toBe(false);
    expect(feedbackRequestSchema.safeParse({ email: "a@b.co", message: "Hi", admin: true }).success).toBe(false);
  });

  it("rejects a player name with control characters", () => {
    for (const playerName of ["Sam\u0000", "Sam\nLee", "\u0085"]) {
      expect(feedbackRequestSchema.safeParse({ email: "a@b.co", message: "Hi", playerName }).success).toBe(false);
    }
  });
});

describe("formatIstTime", () => {
  it("adds 19,800,000 ms (5 h 30 min) to UTC", () => {
    expect(formatIstTime(Date.UTC(2026, 10, 22, 20, 45, 7))).toBe("2026-11-23 02:15:07 IST");
  });
});
