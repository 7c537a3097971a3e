import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { BROWSER_EVENTS, type BrowserEvent } from "../../shared/analytics-events";
import { dailyQuota } from "../daily-quota";
import { addressKey } from "../proxy-trust";
import { keyedTokenBuckets } from "../token-buckets";
import { parseBody, repositoriesOf } from "./http-errors";

const eventSchema = z.object({ name: z.enum(BROWSER_EVENTS) }).strict();

/** Events counted per address (an IPv6 /64) per minute; the rest are accepted and dropped. */
export const EVENTS_PER_MINUTE = 60;
/**
 * Visits (new and returning together) counted per address and UTC day, in each server process
 * (decision 020): a browser reports one per tab it opens the site in, so a household or an
 * office stays far below, while a script sending them as fast as the minute allows stops here.
 */
export const VISITS_PER_DAY = 1_000;
const VISITS: readonly BrowserEvent[] = ["visit_new", "visit_returning"];

/**
 * POST /api/events counts one named event for today: no cookie, no identifier, nothing about
 * the visitor is stored (DESIGN decision 10). Only browser-side events are accepted here. A
 * visitor sending too many gets the same 204 but is no longer counted: analytics need no error,
 * and a flood cannot inflate the figures.
 */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.services.now();
  const perMinute = keyedTokenBuckets({ burst: EVENTS_PER_MINUTE, perSecond: EVENTS_PER_MINUTE / 60 }, { now });
  const visitsToday = dailyQuota(VISITS_PER_DAY, { now });

  app.post("/api/events", async (request, reply) => {
    const { name } = parseBody(eventSchema, request.body, "Unknown event.");
    const address = addressKey(request.ip);
    const counted = perMinute.take(address) && (!VISITS.includes(name) || visitsToday.take(address));
    if (counted) await repositoriesOf(app).eventCounts.increment(name, now());
    return reply.code(204).send();
  });
}
