import type { BrowserEvent } from "../../shared/analytics-events";
import { afterStartup } from "./startup";

/** Events counted and not sent yet: they go together once the page is live and idle, or as it goes away. */
const pending: BrowserEvent[] = [];

/**
 * Counts a named event on our own server (POST /api/events): no cookie, no identifier, only the
 * name. Sent as a beacon so it never delays navigation and never surfaces an error to anyone, and
 * only once the page is live and the browser idle (afterStartup), or as the visitor leaves.
 */
export function track(name: BrowserEvent): void {
  if (typeof navigator === "undefined") return;
  pending.push(name);
  if (pending.length > 1) return;
  window.addEventListener("pagehide", sendPending);
  afterStartup(sendPending);
}

function sendPending(): void {
  window.removeEventListener("pagehide", sendPending);
  for (const name of pending.splice(0)) send(name);
}

function send(name: BrowserEvent): void {
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
