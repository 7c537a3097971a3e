import { describe, expect, it } from "vitest";
import { COMPANIES, LOGO_COLOURS } from "./content";
import { foundedYear } from "./logic";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe("Which Came First companies (mini-games.md sections 3 and 9)", () => {
  it("are 40 different companies", () => {
    expect(COMPANIES).toHaveLength(40);
    expect(new Set(COMPANIES.map((company) => company.id)).size).toBe(40);
    expect(new Set(COMPANIES.map((company) => company.name.toLowerCase())).size).toBe(40);
    for (const company of COMPANIES) {
      expect(company.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(company.name.trim()).toBe(company.name);
      expect(company.industry).toMatch(/^[A-Z][a-z ]+$/);
    }
  });

  it("each have a different founding year, so every pair has one answer", () => {
    const years = COMPANIES.map(foundedYear);
    expect(new Set(years).size).toBe(40);
    for (const year of years) {
      expect(year).toBeGreaterThanOrEqual(1600);
      expect(year).toBeLessThanOrEqual(2025);
    }
  });

  it("give a year, or a full date that exists on the calendar", () => {
    for (const { foundedDate } of COMPANIES) {
      expect(foundedDate).toMatch(/^\d{4}(-\d{2}-\d{2})?$/);
      if (foundedDate.length === 10) {
        expect(new Date(`${foundedDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(foundedDate);
      }
    }
  });

  it("are listed oldest first (easier to check against the sources)", () => {
    const years = COMPANIES.map(foundedYear);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
  });

  it("have their own monogram: different initials, white on a colour at WCAG AA contrast", () => {
    expect(new Set(COMPANIES.map((company) => company.logo.initials)).size).toBe(40);
    for (const { logo } of COMPANIES) {
      expect(logo.initials).toMatch(/^[A-Z&]{1,3}$/);
      expect(LOGO_COLOURS[logo.colour]).toBeDefined();
    }
    for (const hex of Object.values(LOGO_COLOURS)) {
      const contrast = (1 + 0.05) / (luminance(hex) + 0.05);
      expect(contrast, hex).toBeGreaterThanOrEqual(4.5);
    }
  });
});
