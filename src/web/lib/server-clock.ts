import { request } from "./socket";

let offsetMs = 0;

/**
 * The server's clock as this browser best knows it (DESIGN decision 8): Date.now() corrected by
 * the offset measured with `clock:sync`, so every player's timer shows the same time left.
 */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/**
 * Measures the offset a few times and keeps the sample with the shortest round trip (the one
 * least distorted by network delay). Called on every (re)connection.
 */
export async function syncServerClock(samples = 5): Promise<void> {
  let best: { rtt: number; offset: number } | undefined;
  for (let i = 0; i < samples; i += 1) {
    const sent = Date.now();
    const reply = await request<{ serverTime: number }>("clock:sync", undefined, 3000);
    const received = Date.now();
    if (typeof reply !== "object" || typeof reply.serverTime !== "number") continue;
    const rtt = received - sent;
    const offset = reply.serverTime - (sent + received) / 2;
    if (!best || rtt < best.rtt) best = { rtt, offset };
  }
  if (best) offsetMs = best.offset;
}
