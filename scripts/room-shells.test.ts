import { describe, expect, it } from "vitest";
import { ROOM_SHELL_CODE } from "../src/shared/routes";
import { checkRoomShell } from "./room-shells";

const page = (body: string) =>
  `<html><head><script>window.__reactRouterContext = {"ssr":false};</script></head><body>${body}</body></html>`;

describe("a room shell", () => {
  it("is kept when it names the room's code once, in its text", () => {
    const html = page(`<h1>Entering room <!-- -->${ROOM_SHELL_CODE}<!-- -->…</h1>`);
    expect(checkRoomShell(html, "/catchphrase/x")).toBe(html);
  });

  it("is refused when the server could not fill it in alone, or the page's policy would not hold", () => {
    expect(() => checkRoomShell(page("<h1>Entering room</h1>"), "/catchphrase/x")).toThrow(
      "/catchphrase/x names the room's code 0 times instead of once",
    );
    expect(() => checkRoomShell(page(`<h1>${ROOM_SHELL_CODE}</h1><p>${ROOM_SHELL_CODE}</p>`), "r")).toThrow("2 times");
    const inScript = `<html><body><script>track("${ROOM_SHELL_CODE}")</script></body></html>`;
    expect(() => checkRoomShell(inScript, "r")).toThrow("r names the room's code inside a script");
  });
});
