import type { FastifyInstance } from "fastify";
import { feedbackError, feedbackRequestSchema, formatIstTime } from "../../shared/feedback";
import { checkAdmin, HttpError, parseBody, repositoriesOf } from "./http-errors";

const LATEST_FEEDBACK = 50;

/**
 * POST /api/feedback stores a feedback record (site.md sections 3 and 5) with the server's own
 * time; GET /api/feedback lists the latest for the publisher, only with the admin token.
 */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/feedback", { config: { rateLimit: { max: 5, timeWindow: "10 minutes" } } }, async (request, reply) => {
    const body = parseBody(feedbackRequestSchema, request.body, "The feedback form was not sent correctly.");
    const problem = feedbackError(body);
    if (problem) throw new HttpError(400, problem);

    const repositories = repositoriesOf(app);
    const timestamp = app.services.now();
    await repositories.feedback.add({
      email: body.email.trim(),
      message: body.message.trim(),
      timestamp,
      date: new Date(timestamp).toISOString(),
      istTime: formatIstTime(timestamp),
      roomId: body.roomId ?? "lobby",
      playerName: body.playerName ?? "Anonymous",
    });
    await repositories.eventCounts.increment("feedback_submitted", timestamp);
    return reply.code(201).send({ ok: true });
  });

  app.get("/api/feedback", async (request, reply) => {
    if (checkAdmin(app, request) === "open") {
      throw new HttpError(403, "Feedback can be read here once the server has an ADMIN_TOKEN.");
    }
    const records = await repositoriesOf(app).feedback.latest(LATEST_FEEDBACK);
    return reply.header("cache-control", "no-store").send({ feedback: records });
  });
}
