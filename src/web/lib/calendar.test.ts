import { describe, expect, it } from "vitest";
import { dateOfDay, localDay, longDate } from "./calendar";

describe("localDay", () => {
  it("is the local calendar date", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});

describe("longDate", () => {
  it("writes every month's days as British English does", () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(2026, month, day, 0, 30);
        const british = date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
        expect(longDate(date)).toBe(british);
      }
    }
    expect(longDate(new Date(2026, 10, 26, 23, 59))).toBe("26 November 2026");
  });
});

describe("dateOfDay", () => {
  it("reads a YYYY-MM-DD day back as that local date, at its midnight", () => {
    expect(dateOfDay("2026-03-29")).toEqual(new Date(2026, 2, 29));
    for (const day of ["2026-01-01", "2026-10-25", "2026-12-31"]) expect(localDay(dateOfDay(day))).toBe(day);
  });
});
