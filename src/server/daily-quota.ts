const DAY_MS = 86_400_000;

export type DailyQuota = {
  /** Spends one of `key`'s allowance for today (UTC); false once it is spent, changing nothing. */
  take(key: string): boolean;
  /** Returns one spent by take(), for an attempt that turned out to need none. */
  giveBack(key: string): void;
  readonly size: number;
};

/**
 * A per-key allowance for each UTC day (a client address's likes, visitor ids or counted visits),
 * for limits that a per-minute rate would let add up to tens of thousands a day. Everything is
 * forgotten when the day changes. Memory stays bounded: past `maxKeys` the key seen first today
 * is dropped, which at worst lets it start afresh, and only someone holding that many addresses
 * can cause that, who has that many allowances anyway.
 */
export function dailyQuota(limit: number, options: { maxKeys?: number; now?: () => number } = {}): DailyQuota {
  const { maxKeys = 100_000, now = Date.now } = options;
  const spent = new Map<string, number>();
  let day = Math.floor(now() / DAY_MS);
  const rollOver = () => {
    const today = Math.floor(now() / DAY_MS);
    if (today === day) return;
    day = today;
    spent.clear();
  };
  return {
    take(key) {
      rollOver();
      const used = spent.get(key);
      if (used === undefined) {
        if (spent.size >= maxKeys) {
          const first = spent.keys().next();
          if (!first.done) spent.delete(first.value);
        }
        spent.set(key, 0);
      }
      if ((used ?? 0) >= limit) return false;
      spent.set(key, (used ?? 0) + 1);
      return true;
    },
    giveBack(key) {
      rollOver();
      const used = spent.get(key);
      if (used) spent.set(key, used - 1);
    },
    get size() {
      return spent.size;
    },
  };
}
