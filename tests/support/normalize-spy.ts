import { vi } from "vitest";

/**
 * The lengths (UTF-16 units) of every string given to String.prototype.normalize while `run` runs:
 * composing a long run of combining marks takes time growing with its square, so a test can check
 * that a long text was refused without being composed. Restores normalize afterwards.
 */
export async function normalizedLengths(run: () => unknown): Promise<number[]> {
  const lengths: number[] = [];
  const original = String.prototype.normalize;
  const spy = vi.spyOn(String.prototype, "normalize").mockImplementation(function (this: string, form?: string) {
    lengths.push(this.length);
    return original.call(this, form);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lengths;
}

/** The review's line: "a", then 12,000 × U+0301 and 11,998 × U+0316 (24,000 UTF-16 units, 48 kB). */
export const COMBINING_MARKS_LINE = `a${"\u0301".repeat(12_000)}${"\u0316".repeat(11_998)}`;
