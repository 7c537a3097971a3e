import { describe, expect, it } from "vitest";
import { isVolumeAtLimit, parseVolume, stepVolumeValue } from "./use-audio-settings";

describe("stepVolumeValue", () => {
  it("moves by 0.2 in either direction", () => {
    expect(stepVolumeValue(0.5, 1)).toBe(0.7);
    expect(stepVolumeValue(0.5, -1)).toBe(0.3);
  });

  it("rounds to one decimal, so 0.6 + 0.2 is exactly 0.8", () => {
    expect(stepVolumeValue(0.6, 1)).toBe(0.8);
    expect(stepVolumeValue(0.1, 1)).toBe(0.3);
    expect(stepVolumeValue(0.7, -1)).toBe(0.5);
  });

  it("clamps to 0 and 1", () => {
    expect(stepVolumeValue(0.9, 1)).toBe(1);
    expect(stepVolumeValue(1, 1)).toBe(1);
    expect(stepVolumeValue(0.1, -1)).toBe(0);
    expect(stepVolumeValue(0, -1)).toBe(0);
  });

  it("walks from the default up to the top and down to the bottom on the 0.1 grid", () => {
    let value = 0.6;
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      value = stepVolumeValue(value, 1);
      seen.push(value);
    }
    for (let i = 0; i < 6; i++) {
      value = stepVolumeValue(value, -1);
      seen.push(value);
    }
    expect(seen).toEqual([0.8, 1, 1, 0.8, 0.6, 0.4, 0.2, 0, 0]);
    expect(seen.map((v) => `${Math.round(v * 100)}%`)).toContain("80%");
  });
});

describe("parseVolume", () => {
  it("reads a stored number, normalised", () => {
    expect(parseVolume("0.3", 0.5)).toBe(0.3);
    expect(parseVolume("0.30000000000000004", 0.5)).toBe(0.3);
    expect(parseVolume("5", 0.5)).toBe(1);
    expect(parseVolume("-1", 0.5)).toBe(0);
  });

  it("falls back when missing or not a number", () => {
    expect(parseVolume(null, 0.6)).toBe(0.6);
    expect(parseVolume("", 0.6)).toBe(0.6);
    expect(parseVolume("loud", 0.6)).toBe(0.6);
    expect(parseVolume("Infinity", 0.6)).toBe(0.6);
  });
});

describe("isVolumeAtLimit", () => {
  it("tells when a button has nowhere to go", () => {
    expect(isVolumeAtLimit(1, 1)).toBe(true);
    expect(isVolumeAtLimit(1, -1)).toBe(false);
    expect(isVolumeAtLimit(0, -1)).toBe(true);
    expect(isVolumeAtLimit(0.4, 1)).toBe(false);
  });
});
