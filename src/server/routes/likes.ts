import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { isMiniGameId, MINI_GAME_IDS, MINI_GAMES, type MiniGameId } from "../../shared/catalogue/mini-games";
import {
  anonymousIdSchema,
  type LikeState,
  type LikesSummary,
  setLikeRequestSchema,
  toggleLikeRequestSchema,
  type VisitorIdResponse,
  visitorIdRequestSchema,
} from "../../shared/likes";
import { dailyQuota } from "../daily-quota";
import { addressKey } from "../proxy-trust";
import { keyedTokenBuckets } from "../token-buckets";
import { HttpError, parseBody, repositoriesOf } from "./http-errors";

const BAD_VISITOR = "The visitor id is missing or not valid.";
const BAD_PREVIOUS_ID = "The previous visitor id is not valid.";
const BAD_LIKE_STATE = "The like state is missing or not valid: liked must be true or false.";
const TOO_FAST = "Too many requests. Please wait a minute and try again.";
const TOO_MANY_LIKES = "Too many likes from your network today. Please try again tomorrow.";
const TOO_MANY_VISITORS = "Too many new visitors from your network today. Please try again tomorrow.";

/**
 * Like toggles and like states set, together, per address: 30 at once, then one every 2 seconds
 * (30 a minute).
 */
export const TOGGLES_PER_MINUTE = 30;
/**
 * Per address and UTC day, in each server process (decision 020): likes added, and visitor ids
 * issued. A household or an office never gets near either; a script minting visitors stops there.
 */
export const LIKES_PER_DAY = 200;

const summaryQuerySchema = z.object({ userId: anonymousIdSchema.optional() });
const visitorQuerySchema = z.object({ userId: anonymousIdSchema });

/** The game of the path, or a 404. */
function gameOf(params: unknown): MiniGameId {
  const id = (params as { gameId?: string }).gameId ?? "";
  if (!isMiniGameId(id)) throw new HttpError(404, "There is no mini-game with that id.");
  return id;
}

/**
 * The body of a like state set (decision 061), or a 400 that says which part is wrong: the visitor
 * id (the browser then asks for a new one, decision 020) or the state.
 */
function setLikeBody(body: unknown): { userId: string; liked: boolean } {
  const parsed = setLikeRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const userId = (body as { userId?: unknown } | null)?.userId;
  const visitorIsFine = anonymousIdSchema.safeParse(userId).success;
  throw new HttpError(400, visitorIsFine ? BAD_LIKE_STATE : BAD_VISITOR);
}

/** A game's count as people see it: its starting count plus visitors' likes. */
const shown = (id: MiniGameId, likes: number) => MINI_GAMES[id].likeCount + likes;

/**
 * The likes of the mini-games (mini-games.md section 7): whether a visitor likes a game, a game's
 * count, and a toggle answering both; plus every game at once for the gallery, and the visitor
 * ids themselves. A visitor is an anonymous id this server issued and signed (decision 020): one
 * made up or altered is refused like a malformed one. Likes added, and ids issued, are capped per
 * address and day; toggles are also rate-limited per address. A like made while the server could
 * not be reached is sent later as the state the visitor wants (`PUT /api/likes/:gameId`, decision
 * 061), limited and capped like a toggle, so that sending it from every open tab ends the same.
 */
export async function likeRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.services.now();
  const likeChanges = keyedTokenBuckets({ burst: TOGGLES_PER_MINUTE, perSecond: TOGGLES_PER_MINUTE / 60 }, { now });
  const likesToday = dailyQuota(LIKES_PER_DAY, { now });
  const visitorIdsToday = dailyQuota(app.services.config.VISITOR_IDS_PER_DAY, { now });
  const addressOf = (request: FastifyRequest) => addressKey(request.ip);

  /** The visitor `userId` names, when this server issued it; else a 400. */
  const genuine = (userId: string): string => {
    if (!repositoriesOf(app).visitorIds.isGenuine(userId)) throw new HttpError(400, BAD_VISITOR);
    return userId;
  };

  app.post("/api/visitor-ids", async (request, reply) => {
    const { previousId } = parseBody(visitorIdRequestSchema, request.body ?? {}, BAD_PREVIOUS_ID);
    const repositories = repositoriesOf(app);
    if (!visitorIdsToday.take(addressOf(request))) throw new HttpError(429, TOO_MANY_VISITORS);
    let id: string;
    if (previousId) {
      // The old id's likes move to its successor: moving adds no like, and the old id is spent.
      id = repositories.visitorIds.successorOf(previousId);
      await repositories.likes.move(previousId, id);
    } else {
      id = repositories.visitorIds.issue();
    }
    return reply
      .code(201)
      .header("cache-control", "no-store")
      .send({ id } satisfies VisitorIdResponse);
  });

  app.get("/api/likes", async (request, reply) => {
    const { userId } = parseBody(summaryQuerySchema, request.query, BAD_VISITOR);
    // A browser that never liked anything has no id yet: it sees the counts and likes nothing.
    const { counts, liked } = await repositoriesOf(app).likes.summary(
      userId === undefined ? undefined : genuine(userId),
    );
    const games = Object.fromEntries(
      MINI_GAME_IDS.map((id) => [id, { liked: liked.includes(id), count: shown(id, counts[id] ?? 0) }]),
    ) as LikesSummary["games"];
    return reply.header("cache-control", "no-store").send({ games } satisfies LikesSummary);
  });

  app.get("/api/likes/:gameId/count", async (request, reply) => {
    const id = gameOf(request.params);
    const count = shown(id, await repositoriesOf(app).likes.count(id));
    return reply.header("cache-control", "no-store").send({ count });
  });

  app.get("/api/likes/:gameId/liked", async (request, reply) => {
    const id = gameOf(request.params);
    const { userId } = parseBody(visitorQuerySchema, request.query, BAD_VISITOR);
    const liked = await repositoriesOf(app).likes.isLiked(id, genuine(userId));
    return reply.header("cache-control", "no-store").send({ liked });
  });

  app.post("/api/likes/:gameId/toggle", async (request, reply) => {
    const id = gameOf(request.params);
    const { userId } = parseBody(toggleLikeRequestSchema, request.body, BAD_VISITOR);
    const likes = repositoriesOf(app).likes;
    genuine(userId);
    const address = addressOf(request);
    if (!likeChanges.take(address)) throw new HttpError(429, TOO_FAST);
    // A like is reserved before the toggle, so that clicks racing each other cannot pass the cap
    // together, and given back when the toggle took a like away (or failed).
    const reserved = likesToday.take(address);
    let added = false;
    try {
      const result = await likes.toggle(id, userId, app.services.now(), reserved);
      if (result === "refused") throw new HttpError(429, TOO_MANY_LIKES);
      added = result.liked;
      return reply.send({ liked: result.liked, count: shown(id, result.count) });
    } finally {
      if (reserved && !added) likesToday.giveBack(address);
    }
  });

  app.put("/api/likes/:gameId", async (request, reply) => {
    const id = gameOf(request.params);
    const { userId, liked } = setLikeBody(request.body);
    const likes = repositoriesOf(app).likes;
    genuine(userId);
    const address = addressOf(request);
    if (!likeChanges.take(address)) throw new HttpError(429, TOO_FAST);
    // As for a toggle, "liked" reserves a like first, given back when the visitor liked the game
    // already (or the request failed); "not liked" takes none, so it gives none back.
    const reserved = liked && likesToday.take(address);
    let added = false;
    try {
      const result = await likes.setLiked(id, userId, liked, app.services.now(), reserved);
      if (result === "refused") throw new HttpError(429, TOO_MANY_LIKES);
      added = result.added;
      return reply.send({ liked: result.liked, count: shown(id, result.count) } satisfies LikeState);
    } finally {
      if (reserved && !added) likesToday.giveBack(address);
    }
  });
}
