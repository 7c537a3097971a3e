/**
 * Visitor status kept in the browser (site.md sections 3 and 4): last_visit, visit_count,
 * daily_stats. Pure functions over a small key-value interface, so the rules are tested without
 * a browser; the page passes localStore.
 */
import { localDay } from "../../lib/calendar";

export type KeyValueStore = { get(key: string): string | null; set(key: string, value: string): void };

export type DailyStats = Record<string, { newVisitors: number; returningVisitors: number }>;

export type VisitorStatus = {
  /** False for a visitor with no stored last visit: the newsletter says "Stay Updated". */
  returning: boolean;
  visitCount: number;
  subscribed: boolean;
};

/** The returning-visitor toast shows after this delay... */
export const RETURNING_PROMPT_DELAY_MS = 3000;

/** ...to visitors who came more than this many times and have not subscribed. */
export const RETURNING_PROMPT_MIN_VISITS = 2;

/**
 * Records one visit at `now`: new or returning by whether a last visit was stored before, then
 * today's counter in daily_stats, visit_count and last_visit are updated. Returns the status as
 * it was on arrival (a first-time visitor is still "new" during this visit).
 */
export function recordVisit(store: KeyValueStore, now: Date): VisitorStatus {
  const returning = store.get("last_visit") !== null;
  const stats = readDailyStats(store);
  const today = localDay(now);
  const day = stats[today] ?? { newVisitors: 0, returningVisitors: 0 };
  stats[today] = returning
    ? { ...day, returningVisitors: day.returningVisitors + 1 }
    : { ...day, newVisitors: day.newVisitors + 1 };
  const visitCount = readCount(store) + 1;
  store.set("daily_stats", JSON.stringify(stats));
  store.set("visit_count", String(visitCount));
  store.set("last_visit", String(now.getTime()));
  return { returning, visitCount, subscribed: store.get("subscribed") === "true" };
}

/** Whether to ask a returning visitor to subscribe (site.md section 4). */
export function shouldPromptSubscription(status: VisitorStatus): boolean {
  return status.visitCount > RETURNING_PROMPT_MIN_VISITS && !status.subscribed;
}

/** Saves a newsletter sign-up, in this browser only (nothing is sent anywhere). */
export function saveSubscription(store: KeyValueStore, email: string): void {
  store.set("subscribed", "true");
  store.set("email", email);
}

function readCount(store: KeyValueStore): number {
  const count = Number.parseInt(store.get("visit_count") ?? "", 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

function readDailyStats(store: KeyValueStore): DailyStats {
  try {
    const parsed: unknown = JSON.parse(store.get("daily_stats") ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as DailyStats) : {};
  } catch {
    return {};
  }
}
