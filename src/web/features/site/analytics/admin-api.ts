import type { ANALYTICS_COUNTERS } from "../../../../shared/analytics-events";
import { requestJson } from "../../../lib/api-client";

/** One UTC day of GET /api/analytics. */
export type VisitDay = { date: string; newVisitors: number; returningVisitors: number };

export type CounterEvent = (typeof ANALYTICS_COUNTERS)[number]["event"];

/** What GET /api/analytics answers: seven days, oldest first, and the all-time counters. */
export type AnalyticsSummary = { days: VisitDay[]; counters: Partial<Record<CounterEvent, number>> };

/** One stored feedback record, as GET /api/feedback lists it (site.md section 3). */
export type FeedbackEntry = {
  id: number | string;
  email: string;
  message: string;
  timestamp: number;
  date: string;
  istTime: string;
  roomId: string;
  playerName: string;
};

/** The dashboard figures; `token` is sent as the bearer credential when the server asks for one. */
export function fetchAnalytics(token: string | null): Promise<AnalyticsSummary> {
  return requestJson<AnalyticsSummary>("/api/analytics", {
    token: token ?? undefined,
    fallbackMessage: "The analytics could not be loaded. Please try again.",
  });
}

/** The latest feedback, newest first; only a server with an admin token hands it out. */
export async function fetchFeedback(token: string): Promise<FeedbackEntry[]> {
  const { feedback } = await requestJson<{ feedback: FeedbackEntry[] }>("/api/feedback", {
    token,
    fallbackMessage: "The feedback could not be loaded. Please try again.",
  });
  return feedback;
}
