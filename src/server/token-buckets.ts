export type BucketRate = {
  /** How many requests may come at once. */
  burst: number;
  /** How many more are allowed per second after that. */
  perSecond: number;
};

type Bucket = { tokens: number; updated: number };

function take(bucket: Bucket, rate: BucketRate, now: number): boolean {
  bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.updated) / 1000) * rate.perSecond);
  bucket.updated = now;
  if (bucket.tokens < 1) return false;
  bucket.tokens -= 1;
  return true;
}

/** One token bucket, e.g. for the messages of one connection: true while within the rate. */
export function tokenBucket(rate: BucketRate, now: () => number = Date.now): () => boolean {
  const bucket = { tokens: rate.burst, updated: now() };
  return () => take(bucket, rate, now());
}

export type KeyedTokenBuckets = {
  /** Spends one token of `key`'s bucket; false when it is empty. */
  take(key: string): boolean;
  /** Whether `key` has a token left, without spending it. */
  available(key: string): boolean;
  /** Forgets the buckets that have refilled: they are no different from a new one. */
  sweep(): void;
  readonly size: number;
};

/**
 * A token bucket per key (a client address), for limits that must hold across connections.
 * Memory stays bounded: full buckets are forgotten by sweep(), and past `maxKeys` the oldest
 * bucket is dropped, which at worst lets that key start afresh.
 */
export function keyedTokenBuckets(
  rate: BucketRate,
  options: { maxKeys?: number; now?: () => number } = {},
): KeyedTokenBuckets {
  const { maxKeys = 100_000, now = Date.now } = options;
  const buckets = new Map<string, Bucket>();
  const refillMs = (rate.burst / rate.perSecond) * 1000;
  const sweep = () => {
    const current = now();
    for (const [key, bucket] of buckets) {
      if (current - bucket.updated >= refillMs) buckets.delete(key);
    }
  };
  return {
    take(key) {
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= maxKeys) sweep();
        if (buckets.size >= maxKeys) {
          const oldest = buckets.keys().next();
          if (!oldest.done) buckets.delete(oldest.value);
        }
        bucket = { tokens: rate.burst, updated: now() };
        buckets.set(key, bucket);
      }
      return take(bucket, rate, now());
    },
    available(key) {
      const bucket = buckets.get(key);
      if (!bucket) return true;
      return bucket.tokens + ((now() - bucket.updated) / 1000) * rate.perSecond >= 1;
    },
    sweep,
    get size() {
      return buckets.size;
    },
  };
}
