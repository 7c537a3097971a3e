import { catchphraseErrors } from "../../../shared/catchphrase/messages";
import { forgetVisitorId, obtainVisitorId } from "../../lib/visitor-id";

/** How long a join waits for the browser's visitor id before it goes ahead without one. */
export const VISITOR_ID_WAIT_MS = 3000;

/**
 * The `visitorId` of a join request: the browser's signed visitor id, by which the server keeps a
 * removed player's browser out of the room for a while. When none can be had in time (the server
 * cannot issue one now, or not to this network today), the join goes ahead without it and the
 * server decides: it lets the player in unless it is keeping someone out of that room.
 */
export async function joiningVisitorId(waitMs = VISITOR_ID_WAIT_MS): Promise<{ visitorId?: string }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    const visitorId = await Promise.race([obtainVisitorId().catch(() => undefined), late]);
    return visitorId ? { visitorId } : {};
  } finally {
    clearTimeout(timer);
  }
}

/**
 * After a refusal of a request that carried `sent`: when the server did not recognise the id (its
 * secret changed since it was issued), the browser forgets it, so the next try asks for a new one
 * instead of being refused again.
 */
export function afterEnterRefused(error: string, sent: { visitorId?: string }): void {
  if (error === catchphraseErrors.browserUnknown && sent.visitorId) forgetVisitorId(sent.visitorId);
}
