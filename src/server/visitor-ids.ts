import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { ANONYMOUS_ID_PATTERN } from "../shared/likes";
import type { Database } from "./db/client";
import { createServerSecretRepository } from "./db/server-secret-repository";

const RANDOM_HEX = 20;
const SIGNATURE_HEX = 32;

export type VisitorIds = {
  /** A new anonymous visitor id, signed. */
  issue(): string;
  /**
   * The id that a browser's id of before (decision 020) becomes: always the same one for the
   * same old id, so two tabs moving it at once, or a retry after a lost answer, agree.
   */
  successorOf(previousId: string): string;
  /** Whether `id` is one this server (or another of its cluster, sharing the secret) issued. */
  isGenuine(id: string): boolean;
};

/**
 * Anonymous visitor ids that only the server can make: "anon-", random hex digits, then an
 * HMAC-SHA-256 of them under the server's secret, cut to 128 bits (ANONYMOUS_ID_PATTERN). A like
 * needs such an id, so a script cannot mint visitors of its own; it has to ask, and asking is
 * capped per address and day.
 */
export function createVisitorIds(secret: Buffer): VisitorIds {
  const hmac = (purpose: string, text: string) =>
    createHmac("sha256", secret).update(`${purpose}:${text}`).digest("hex");
  const signed = (random: string) => `anon-${random}${hmac("visitor-id", random).slice(0, SIGNATURE_HEX)}`;
  return {
    issue: () => signed(randomBytes(RANDOM_HEX / 2).toString("hex")),
    successorOf: (previousId) => signed(hmac("previous-id", previousId).slice(0, RANDOM_HEX)),
    isGenuine(id) {
      if (!ANONYMOUS_ID_PATTERN.test(id)) return false;
      const random = id.slice(5, 5 + RANDOM_HEX);
      const given = Buffer.from(id.slice(5 + RANDOM_HEX), "hex");
      const expected = Buffer.from(hmac("visitor-id", random).slice(0, SIGNATURE_HEX), "hex");
      return timingSafeEqual(given, expected);
    },
  };
}

/** The visitor ids of this server's cluster: signed with the secret every process reads from the database. */
export async function loadVisitorIds(db: Database, now: number): Promise<VisitorIds> {
  return createVisitorIds(await createServerSecretRepository(db).obtain("visitor-ids", now));
}
