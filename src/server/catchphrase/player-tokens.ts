import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new secret for a player: 192 random bits, URL-safe. Only its hash is stored. */
export function newPlayerToken(): string {
  return randomBytes(24).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Stands in for a hash that does not exist, so that a refusal takes as long as a comparison. */
const NO_HASH = hashToken("");

/**
 * Whether `token` is the secret whose hash is `expectedHash`, compared in constant time. Without
 * a hash (no such room or player) the token is still hashed and compared, against NO_HASH, and
 * refused: every refusal takes the same path.
 */
export function tokenMatches(token: string, expectedHash: string | undefined): boolean {
  const actual = Buffer.from(hashToken(token));
  const expected = Buffer.from(typeof expectedHash === "string" ? expectedHash : NO_HASH);
  const equal = actual.length === expected.length && timingSafeEqual(actual, expected);
  return equal && typeof expectedHash === "string";
}
