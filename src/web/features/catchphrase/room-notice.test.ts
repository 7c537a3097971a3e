import { describe, expect, it } from "vitest";
import { noticeText } from "./room-notice";

describe("the room's notices, as everyone reads them (issue 18)", () => {
  it("says who describes now when a turn passes without a guess", () => {
    expect(noticeText({ type: "turnPassed", from: "Sam", to: "Ana", reason: "offline" })).toBe(
      "Sam is offline, so Ana describes now",
    );
    expect(noticeText({ type: "turnPassed", from: "Sam", to: "Ana", reason: "skipped" })).toBe(
      "Sam's turn was skipped, so Ana describes now",
    );
    expect(noticeText({ type: "turnPassed", from: "Sam", to: "Ana", reason: "removed" })).toBe(
      "Sam was removed, so Ana describes now",
    );
  });

  it("names the new host", () => {
    expect(noticeText({ type: "hostChanged", to: "Ana" })).toBe("Ana is now the host");
  });
});
