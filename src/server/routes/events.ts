import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { BROWSER_EVENTS } from "../../shared/analytics-events";
import { parseBody, repositoriesOf, utcDay } from "./http-errors";

const eventSchema = z.object({ name: z.enum(BROWSER_EVENTS) }).strict();

/**
 * POST /api/events counts one named event for today: no cookie, no identifier, nothing about
 * the visitor is stored (DESIGN decision 10). Only browser-side events are accepted here.
 */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/events", { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } }, async (request, reply) => {
    const { name } = parseBody(eventSchema, request.body, "Unknown event.");
    await repositoriesOf(app).eventCounts.increment(name, utcDay(app.services.now()));
    return reply.code(204).send();
  });
}
