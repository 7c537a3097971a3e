import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isMiniGameId, MINI_GAME_IDS, MINI_GAMES, type MiniGameId } from "../../shared/catalogue/mini-games";
import { anonymousIdSchema, type LikesSummary, toggleLikeRequestSchema } from "../../shared/likes";
import { HttpError, parseBody, repositoriesOf } from "./http-errors";

const BAD_VISITOR = "The visitor id is missing or not valid.";
const visitorQuerySchema = z.object({ userId: anonymousIdSchema });

/** The game of the path, or a 404. */
function gameOf(params: unknown): MiniGameId {
  const id = (params as { gameId?: string }).gameId ?? "";
  if (!isMiniGameId(id)) throw new HttpError(404, "There is no mini-game with that id.");
  return id;
}

/** A game's count as people see it: its starting count plus visitors' likes. */
const shown = (id: MiniGameId, likes: number) => MINI_GAMES[id].likeCount + likes;

/**
 * The likes of the mini-games (mini-games.md section 7): whether a visitor likes a game, a game's
 * count, and a toggle answering both; plus every game at once for the gallery. Visitors are the
 * browser's anonymous id; likes are rate-limited per address.
 */
export async function likeRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/likes", async (request, reply) => {
    const { userId } = parseBody(visitorQuerySchema, request.query, BAD_VISITOR);
    const { counts, liked } = await repositoriesOf(app).likes.summary(userId);
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
    const liked = await repositoriesOf(app).likes.isLiked(id, userId);
    return reply.header("cache-control", "no-store").send({ liked });
  });

  app.post(
    "/api/likes/:gameId/toggle",
    { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const id = gameOf(request.params);
      const { userId } = parseBody(toggleLikeRequestSchema, request.body, BAD_VISITOR);
      const result = await repositoriesOf(app).likes.toggle(id, userId, app.services.now());
      return reply.send({ liked: result.liked, count: shown(id, result.count) });
    },
  );
}
