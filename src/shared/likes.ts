import type { MiniGameId } from "./catalogue/mini-games";
import { z } from "./zod";

/** Likes of the mini-games (mini-games.md sections 4, 7, 8 and 9), shared by browser and server. */

/**
 * The anonymous visitor id, as the server issues it (decision 020): "anon-", 20 random hex digits,
 * then 32 hex digits of the server's signature of them, so that no browser can make one up.
 */
export const ANONYMOUS_ID_PATTERN = /^anon-[0-9a-f]{52}$/;
export const anonymousIdSchema = z.string().regex(ANONYMOUS_ID_PATTERN);

/**
 * The ids browsers made for themselves before decision 020 ("anon-" and 8 to 32 random lower-case
 * letters and digits): no longer a visitor, only a way to move their likes to an issued id.
 */
export const LEGACY_ANONYMOUS_ID_PATTERN = /^anon-[a-z0-9]{8,32}$/;

/** POST /api/visitor-ids: a new id, or, given an id of before, the one its likes move to. */
export const visitorIdRequestSchema = z.strictObject({
  previousId: z.string().regex(LEGACY_ANONYMOUS_ID_PATTERN).optional(),
});
export type VisitorIdRequest = z.infer<typeof visitorIdRequestSchema>;
export type VisitorIdResponse = { id: string };

export const toggleLikeRequestSchema = z.strictObject({ userId: anonymousIdSchema });

/**
 * PUT /api/likes/:gameId: the state the visitor wants, liked or not (decision 061). Sent for a
 * like made while the server could not be reached, so that sending it twice, from two tabs or after
 * a lost answer, ends in that state and adds one like at most.
 */
export const setLikeRequestSchema = z.strictObject({ userId: anonymousIdSchema, liked: z.boolean() });
export type SetLikeRequest = z.infer<typeof setLikeRequestSchema>;

export type LikeState = { liked: boolean; count: number };
export type LikesSummary = { games: Record<MiniGameId, LikeState> };

/** The bounds of a count kept in the browser while the server cannot be reached (section 9). */
export const LOCAL_LIKE_MIN = 5;
export const LOCAL_LIKE_MAX = 20;

/**
 * The count shown after a like (`liking`) or unlike made only in this browser: one more or one
 * less, a like never lifting a count above 20 and an unlike never dropping one below 5 (the spec's
 * clamp), while a count that is already outside that range just moves by one, never below 0
 * (decision 013).
 */
export function localLikeCount(count: number, liking: boolean): number {
  const inRange = count >= LOCAL_LIKE_MIN && count <= LOCAL_LIKE_MAX;
  if (liking) return inRange ? Math.min(count + 1, LOCAL_LIKE_MAX) : count + 1;
  return inRange ? Math.max(count - 1, LOCAL_LIKE_MIN) : Math.max(count - 1, 0);
}

export const likeMessages = {
  liked: { title: "Game Liked!", body: "This game has been added to your liked games." },
  failed: { title: "Error", body: "There was an error processing your like. Please try again." },
  /** A like made without the server (the issue "Nordle as good as the best Wordle", point 6). */
  savedOffline: { title: "Game Liked!", body: "Saved on this device: it will be counted once you're back online." },
} as const;
