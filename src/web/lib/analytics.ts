import type { BrowserEvent } from "../../shared/analytics-events";

/**
 * Counts a named event on our own server (POST /api/events): no cookie, no identifier, only the
 * name. Sent as a beacon so it never delays navigation and never surfaces an error to anyone.
 */
export function track(name: BrowserEvent): void {
  if (typeof navigator === "undefined") return;
  const body = JSON.stringify({ name });
  try {
    if (navigator.sendBeacon?.("/api/events", new Blob([body], { type: "application/json" }))) return;
    void fetch("/api/events", {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json" },
    }).catch(() => {});
  } catch {
    // Counting is best effort.
  }
}
