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

    /** Visitors' likes of every game that has any, and the games `userId` likes (none without one). */
    async summary(userId: string | undefined): Promise<{ counts: Record<string, number>; liked: string[] }> {
      const [counts, liked] = await Promise.all([
        db.select({ gameId: gameLikes.gameId, likes: count() }).from(gameLikes).groupBy(gameLikes.gameId),
        userId === undefined
          ? []
          : db.select({ gameId: gameLikes.gameId }).from(gameLikes).where(eq(gameLikes.userId, userId)),
      ]);
      return {
        counts: Object.fromEntries(counts.map((row) => [row.gameId, row.likes])),
        liked: liked.map((row) => row.gameId),
      };
    },

    /**
     * Likes the game if `userId` does not yet, else takes the like back; answers the new state
     * and the game's count of visitors' likes. With `mayLike` false a like is not added (the
     * address has liked enough for today) and the answer is "refused", while taking a like back
     * still works. Toggles of one visitor and game are serialised by an advisory lock, so two
     * clicks racing each other always cancel out.
     */
    async toggle(gameId: string, userId: string, now: number, mayLike = true): Promise<LikeToggle> {
      return db.transaction(async (tx) => {
        await lockVisitorsLike(tx, gameId, userId);
        const removed = await tx
          .delete(gameLikes)
          .where(and(eq(gameLikes.gameId, gameId), eq(gameLikes.userId, userId)))
          .returning({ gameId: gameLikes.gameId });
        if (removed.length === 0) {
          if (!mayLike) return "refused";
          await tx.insert(gameLikes).values({ gameId, userId, likedAt: now });
        }
        const [row] = await tx.select({ likes: count() }).from(gameLikes).where(eq(gameLikes.gameId, gameId));
        return { liked: removed.length === 0, count: row?.likes ?? 0 };
      });
    },

    /**
     * Makes `userId` like the game (`liked`) or not, whatever it did before, and answers the state,
     * the game's count of visitors' likes and whether this call added the like: sending the same
     * state again changes nothing (decision 061). With `mayLike` false a like the visitor does not
     * have yet is "refused" (the address has liked enough for today); one they have stays, and an
     * unlike always goes. Serialised with toggles of the same visitor and game.
     */
    async setLiked(gameId: string, userId: string, liked: boolean, now: number, mayLike = true): Promise<LikeSet> {
      return db.transaction(async (tx) => {
        await lockVisitorsLike(tx, gameId, userId);
        const visitorsLike = and(eq(gameLikes.gameId, gameId), eq(gameLikes.userId, userId));
        let added = false;
        if (liked) {
          const had = await tx.select({ gameId: gameLikes.gameId }).from(gameLikes).where(visitorsLike);
          if (had.length === 0) {
            if (!mayLike) return "refused";
            await tx.insert(gameLikes).values({ gameId, userId, likedAt: now });
            added = true;
          }
        } else {
          await tx.delete(gameLikes).where(visitorsLike);
        }
        const [row] = await tx.select({ likes: count() }).from(gameLikes).where(eq(gameLikes.gameId, gameId));
        return { liked, count: row?.likes ?? 0, added };
      });
    },

    /**
     * Gives `toUserId` the likes of `fromUserId` (a browser's id of before, decision 020), which
     * then has none: no count changes, and a game both like keeps one like.
     */
    async move(fromUserId: string, toUserId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into ${gameLikes} (game_id, user_id, liked_at)
          select game_id, ${toUserId}, liked_at from ${gameLikes} where user_id = ${fromUserId}
          on conflict do nothing`);
        await tx.delete(gameLikes).where(eq(gameLikes.userId, fromUserId));
      });
    },
  };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Holds, until the transaction ends, the lock on one visitor's like of one game, so that toggles
 * and states set for them run one after the other: two racing clicks cancel out exactly, and no
 * insert meets a row another one inserted meanwhile.
 */
async function lockVisitorsLike(tx: Transaction, gameId: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${gameId}), hashtext(${userId}))`);
}

/** A toggle's outcome: the visitor's new state and the game's count, or a like that was not allowed. */
export type LikeToggle = { liked: boolean; count: number } | "refused";

/** A state set: as a toggle's, plus whether it added the like (a like already there adds none). */
export type LikeSet = { liked: boolean; count: number; added: boolean } | "refused";

export type LikeRepository = ReturnType<typeof createLikeRepository>;
