/** Random choices driven by an injected source, so a seeded source replays a game exactly. */

/** An index in [0, length) from a number in [0, 1); clamped in case a source returns 1. */
export function randomIndex(random: () => number, length: number): number {
  return Math.min(length - 1, Math.max(0, Math.floor(random() * length)));
}

/** One element of a non-empty list, or undefined for an empty one. */
export function pickRandom<T>(random: () => number, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[randomIndex(random, items.length)];
}

/** A shuffled copy (Fisher-Yates), the input untouched. */
export function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}
