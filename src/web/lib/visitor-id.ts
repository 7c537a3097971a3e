import {
  ANONYMOUS_ID_PATTERN,
  LEGACY_ANONYMOUS_ID_PATTERN,
  type VisitorIdRequest,
  type VisitorIdResponse,
} from "../../shared/likes";
import { ApiError, requestJson } from "./api-client";
import { localStore } from "./storage";

/**
 * The browser's signed visitor id (decision 020), shared by the features that need to tell one
 * browser from another: the mini-games' likes, and Catchphrase rooms keeping a removed player out.
 */

const ANONYMOUS_ID_KEY = "anonymousId";
const FAILURE = "This browser could not be recognised right now.";

/** The id of this page when the browser refuses to store it, so that it lasts as long as the page. */
let pageId: string | undefined;
let asking: Promise<string> | undefined;

const stored = () => pageId ?? localStore.get(ANONYMOUS_ID_KEY) ?? undefined;

/**
 * This browser's anonymous visitor id, once the server has issued one (decision 020); undefined
 * before its first like, or while it still holds an id it made itself before ids were issued.
 */
export function knownVisitorId(): string | undefined {
  const id = stored();
  return id && ANONYMOUS_ID_PATTERN.test(id) ? id : undefined;
}

/** Whether this browser holds an id of before, whose likes the server moves to an issued id. */
export function hasPreviousVisitorId(): boolean {
  const id = stored();
  return id !== undefined && LEGACY_ANONYMOUS_ID_PATTERN.test(id);
}

/**
 * This browser's visitor id, asked of the server when it has none (handing over an id of before,
 * so that its likes stay). One request at a time: likes pressed together, or a like and a join,
 * share its answer.
 */
export function obtainVisitorId(): Promise<string> {
  const known = knownVisitorId();
  if (known) return Promise.resolve(known);
  asking ??= ask().finally(() => {
    asking = undefined;
  });
  return asking;
}

async function ask(): Promise<string> {
  const previous = stored();
  const body: VisitorIdRequest = previous && LEGACY_ANONYMOUS_ID_PATTERN.test(previous) ? { previousId: previous } : {};
  const { id } = await requestJson<VisitorIdResponse>("/api/visitor-ids", {
    method: "POST",
    body,
    fallbackMessage: FAILURE,
  });
  // Another tab may have been given one meanwhile: keep that, so every tab likes as one visitor.
  const raced = knownVisitorId();
  if (raced) return raced;
  pageId = id;
  localStore.set(ANONYMOUS_ID_KEY, id);
  return id;
}

/** Forgets an id the server no longer recognises (its secret is gone), so that the next use asks anew. */
export function forgetVisitorId(id: string): void {
  if (pageId === id) pageId = undefined;
  if (localStore.get(ANONYMOUS_ID_KEY) === id) localStore.remove(ANONYMOUS_ID_KEY);
}

/** Whether a request failed because the server refused the visitor id it carried. */
export const isRefusedVisitorId = (error: unknown): boolean => error instanceof ApiError && error.status === 400;
