import { desc } from "drizzle-orm";
import type { Database } from "./client";
import { feedback } from "./schema";

export type FeedbackRecord = typeof feedback.$inferSelect;
export type NewFeedbackRecord = typeof feedback.$inferInsert;

/** Stores feedback and reads the latest back for the publisher. */
export function createFeedbackRepository(db: Database) {
  return {
    async add(record: NewFeedbackRecord): Promise<FeedbackRecord> {
      const [row] = await db.insert(feedback).values(record).returning();
      if (!row) throw new Error("feedback insert returned no row");
      return row;
    },

    /** The newest `limit` records, newest first. */
    async latest(limit: number): Promise<FeedbackRecord[]> {
      return db.select().from(feedback).orderBy(desc(feedback.timestamp), desc(feedback.id)).limit(limit);
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
