import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { serverSecrets } from "./schema";

/**
 * The server's own secrets, kept in the database so that `npm start` needs no setting for them,
 * a restart keeps them and every process of a cluster uses the same ones.
 */
export function createServerSecretRepository(db: Database) {
  return {
    /**
     * The secret called `name`, made (32 random bytes) by whoever asks first. Processes starting
     * together each offer one; the insert keeps the first and ignores the rest, and everyone
     * then reads the one that was kept.
     */
    async obtain(name: string, now: number): Promise<Buffer> {
      await db
        .insert(serverSecrets)
        .values({ name, secret: randomBytes(32).toString("hex"), createdAt: now })
        .onConflictDoNothing({ target: serverSecrets.name });
      const [row] = await db
        .select({ secret: serverSecrets.secret })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      if (!row) throw new Error(`The server secret ${name} could not be stored.`);
      return Buffer.from(row.secret, "hex");
    },
  };
}

export type ServerSecretRepository = ReturnType<typeof createServerSecretRepository>;
