import { describe, expect, it } from "vitest";
import { settlesWithin } from "./time-limit";

describe("settlesWithin", () => {
  it("answers true for work that ends, or fails, in time, and false for work that does not", async () => {
    expect(await settlesWithin(Promise.resolve("done"), 1_000)).toBe(true);
    expect(await settlesWithin(Promise.reject(new Error("failed")), 1_000)).toBe(true);
    expect(await settlesWithin(new Promise(() => {}), 20)).toBe(false);
  });
});
