import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { BROWSER_EVENTS } from "../../shared/analytics-events";
import { utcDay } from "../db/event-counts-repository";
import { parseBody, repositoriesOf } from "./http-errors";

const eventSchema = z.object({ name: z.enum(BROWSER_EVENTS) }).strict();

/** Events counted per visitor (IP) per minute; the rest are accepted and dropped. */
export const EVENTS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;

/**
 * POST /api/events counts one named event for today: no cookie, no identifier, nothing about
 * the visitor is stored (DESIGN decision 10). Only browser-side events are accepted here. A
 * visitor sending too many gets the same 204 but is no longer counted: analytics need no error,
 * and a flood cannot inflate the figures.
 */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const windows = new Map<string, { start: number; count: number }>();

  app.post("/api/events", async (request, reply) => {
    const { name } = parseBody(eventSchema, request.body, "Unknown event.");
    const now = app.services.now();
    const window = windows.get(request.ip);
    if (!window || now - window.start >= WINDOW_MS) {
      if (windows.size > 10_000) windows.clear();
      windows.set(request.ip, { start: now, count: 1 });
    } else if (++window.count > EVENTS_PER_MINUTE) {
      return reply.code(204).send();
    }
    await repositoriesOf(app).eventCounts.increment(name, utcDay(now));
    return reply.code(204).send();
  });
}
