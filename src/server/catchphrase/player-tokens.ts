import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new secret for a player: 192 random bits, URL-safe. Only its hash is stored. */
export function newPlayerToken(): string {
  return randomBytes(24).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Whether `token` is the secret whose hash is `expectedHash`, compared in constant time. */
export function tokenMatches(token: string, expectedHash: string | undefined): boolean {
  if (!expectedHash) return false;
  const actual = Buffer.from(hashToken(token));
  const expected = Buffer.from(expectedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
