import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import { gameLikes } from "./schema";

/**
 * Visitors' likes of the mini-games: one row per (game, visitor). Counts here are visitors' likes
 * only; the catalogue's starting counts are added by the caller.
 */
export function createLikeRepository(db: Database) {
  return {
    async isLiked(gameId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ gameId: gameLikes.gameId })
        .from(gameLikes)
        .where(and(eq(gameLikes.gameId, gameId), eq(gameLikes.userId, userId)));
      return rows.length > 0;
    },

    async count(gameId: string): Promise<number> {
      const [row] = await db.select({ likes: count() }).from(gameLikes).where(eq(gameLikes.gameId, gameId));
      return row?.likes ?? 0;
    },

    /** Visitors' likes of every game that has any, and the games `userId` likes. */
    async summary(userId: string): Promise<{ counts: Record<string, number>; liked: string[] }> {
      const [counts, liked] = await Promise.all([
        db.select({ gameId: gameLikes.gameId, likes: count() }).from(gameLikes).groupBy(gameLikes.gameId),
        db.select({ gameId: gameLikes.gameId }).from(gameLikes).where(eq(gameLikes.userId, userId)),
      ]);
      return {
        counts: Object.fromEntries(counts.map((row) => [row.gameId, row.likes])),
        liked: liked.map((row) => row.gameId),
      };
    },

    /**
     * Likes the game if `userId` does not yet, else takes the like back; answers the new state
     * and the game's count of visitors' likes. Toggles of one visitor and game are serialised by
     * an advisory lock, so two clicks racing each other always cancel out.
     */
    async toggle(gameId: string, userId: string, now: number): Promise<{ liked: boolean; count: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${gameId}), hashtext(${userId}))`);
        const removed = await tx
          .delete(gameLikes)
          .where(and(eq(gameLikes.gameId, gameId), eq(gameLikes.userId, userId)))
          .returning({ gameId: gameLikes.gameId });
        if (removed.length === 0) await tx.insert(gameLikes).values({ gameId, userId, likedAt: now });
        const [row] = await tx.select({ likes: count() }).from(gameLikes).where(eq(gameLikes.gameId, gameId));
        return { liked: removed.length === 0, count: row?.likes ?? 0 };
      });
    },
  };
}

export type LikeRepository = ReturnType<typeof createLikeRepository>;
