/**
 * The named events the site counts (first-party, per day, no personal data; DESIGN decision 10).
 * Browsers may report only the events about what they display; events that change the database
 * (a room created, feedback stored) are counted by the server itself, so nobody can inflate them.
 */
export const BROWSER_EVENTS = ["page_view", "visit_new", "visit_returning", "preview_opened"] as const;

export const SERVER_EVENTS = [
  "feedback_submitted",
  "room_created",
  "room_joined",
  "room_left",
  "game_started",
  "round_started",
  "round_ended",
  "word_guessed",
  "game_ended",
  "game_restarted",
] as const;

export type BrowserEvent = (typeof BROWSER_EVENTS)[number];
export type ServerEvent = (typeof SERVER_EVENTS)[number];
export type AnalyticsEvent = BrowserEvent | ServerEvent;

/** The counters the analytics page shows besides visits, by label. */
export const ANALYTICS_COUNTERS = [
  { event: "room_created", label: "Rooms created" },
  { event: "game_started", label: "Games started" },
  { event: "round_started", label: "Rounds started" },
  { event: "game_ended", label: "Games ended" },
  { event: "feedback_submitted", label: "Feedback received" },
] as const satisfies readonly { event: ServerEvent; label: string }[];

/** Days the analytics dashboard covers (site.md 2.9). */
export const ANALYTICS_DAYS = 7;
