import { describe, expect, it } from "vitest";
import { createVisitorIds } from "./visitor-ids";

const secret = Buffer.alloc(32, 7);
const otherSecret = Buffer.alloc(32, 8);

describe("anonymous visitor ids (decision 020)", () => {
  it("are anon- and 52 hex digits, a new one each time", () => {
    const ids = createVisitorIds(secret);
    const issued = new Set(Array.from({ length: 50 }, () => ids.issue()));
    expect(issued.size).toBe(50);
    for (const id of issued) expect(id).toMatch(/^anon-[0-9a-f]{52}$/);
  });

  it("are genuine for every process sharing the secret, and for no other", () => {
    const id = createVisitorIds(secret).issue();
    expect(createVisitorIds(Buffer.from(secret)).isGenuine(id)).toBe(true);
    expect(createVisitorIds(otherSecret).isGenuine(id)).toBe(false);
  });

  it("cannot be made up or altered", () => {
    const ids = createVisitorIds(secret);
    const id = ids.issue();
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "0" ? "1" : "0") + text.slice(at + 1);
    expect(ids.isGenuine(flip(id, 5))).toBe(false); // a random digit
    expect(ids.isGenuine(flip(id, id.length - 1))).toBe(false); // a signature digit
    expect(ids.isGenuine(`anon-${"0".repeat(52)}`)).toBe(false);
    expect(ids.isGenuine("anon-k3j9x2m1q8")).toBe(false);
    expect(ids.isGenuine("")).toBe(false);
  });

  it("give an id of before the same genuine successor every time, a different one per old id", () => {
    const ids = createVisitorIds(secret);
    const successor = ids.successorOf("anon-k3j9x2m1q8");
    expect(successor).toMatch(/^anon-[0-9a-f]{52}$/);
    expect(ids.isGenuine(successor)).toBe(true);
    expect(createVisitorIds(Buffer.from(secret)).successorOf("anon-k3j9x2m1q8")).toBe(successor);
    expect(ids.successorOf("anon-k3j9x2m1q9")).not.toBe(successor);
  });
});
