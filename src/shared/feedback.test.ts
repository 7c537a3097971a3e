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
});

describe("formatIstTime", () => {
  it("adds 19,800,000 ms (5 h 30 min) to UTC", () => {
    expect(formatIstTime(Date.UTC(2026, 10, 22, 20, 45, 7))).toBe("2026-11-23 02:15:07 IST");
  });
});
