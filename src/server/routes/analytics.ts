import type { FastifyInstance } from "fastify";
import { ANALYTICS_COUNTERS, ANALYTICS_DAYS } from "../../shared/analytics-events";
import { utcDay } from "../db/event-counts-repository";
import { checkAdmin, repositoriesOf } from "./http-errors";

const DAY_MS = 86_400_000;

export type AnalyticsDay = { date: string; newVisitors: number; returningVisitors: number };
export type AnalyticsSummary = { days: AnalyticsDay[]; counters: Record<string, number> };

/**
 * GET /api/analytics: the last seven UTC days of new and returning visits (oldest first, zero
 * where nothing was counted) and the all-time room and game counters (site.md 2.9).
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/analytics", async (request, reply) => {
    checkAdmin(app, request);
    const repositories = repositoriesOf(app);
    const today = app.services.now();
    const dates = Array.from({ length: ANALYTICS_DAYS }, (_, index) =>
      utcDay(today - (ANALYTICS_DAYS - 1 - index) * DAY_MS),
    );
    const visits = await repositories.eventCounts.range(
      ["visit_new", "visit_returning"],
      dates[0] ?? "",
      dates.at(-1) ?? "",
    );
    const countOf = (name: string, date: string) =>
      visits.find((row) => row.name === name && row.day === date)?.count ?? 0;
    const summary: AnalyticsSummary = {
      days: dates.map((date) => ({
        date,
        newVisitors: countOf("visit_new", date),
        returningVisitors: countOf("visit_returning", date),
      })),
      counters: await repositories.eventCounts.totals(ANALYTICS_COUNTERS.map((counter) => counter.event)),
    };
    return reply.header("cache-control", "no-store").send(summary);
  });
}
