import { catchphraseErrors } from "../../../../shared/catchphrase/messages";
import type { SharedRoomView } from "../../../../shared/catchphrase/player-view";
import type { DisplayAck } from "../../../../shared/catchphrase/protocol";
import { retryDelayMs } from "../ask-again";

/** What the big screen does next with its room: show it, say it is not there, or ask again later. */
export type DisplayStep =
  | { next: "show"; view: SharedRoomView }
  | { next: "missing" }
  | { next: "askAgain"; afterMs: number; failures: number };

/** The refusals after which asking again cannot help: the display says the room is not there. */
const FINAL_REFUSALS: ReadonlySet<string> = new Set([
  catchphraseErrors.roomNotFound,
  catchphraseErrors.roomCodeInvalid,
]);

/**
 * The display's answer to the server's reply to its request to follow the room, after `failures`
 * refused or unanswered requests in a row: the room to show; "missing" for a room that is not
 * there or a code that cannot be one (no more requests); otherwise ("Too many attempts…", the
 * server unable to look now, no answer) the same request again after a wait that doubles each
 * time, from 1 s to at most 30 s (docs/decisions/064).
 */
export function displayStep(answer: DisplayAck | "no answer", failures: number): DisplayStep {
  if (answer !== "no answer" && answer.ok) return { next: "show", view: answer.view };
  if (answer !== "no answer" && FINAL_REFUSALS.has(answer.error)) return { next: "missing" };
  return { next: "askAgain", afterMs: retryDelayMs(failures + 1), failures: failures + 1 };
}
