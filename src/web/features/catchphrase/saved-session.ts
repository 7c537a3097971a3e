import type { SavedSession } from "../../../shared/catchphrase/protocol";
import { localStore, sessionStore } from "../../lib/storage";

const SESSION_KEY = "catchphrase_session";
const PREFILL_KEY = "catchphrase_prefill_code";
const OUR_WORDS_KEY = "catchphrase_our_words";

/** The saved Catchphrase session (catchphrase.md section 3), or null when none or damaged. */
export function loadSession(): SavedSession | null {
  try {
    const parsed = JSON.parse(localStore.get(SESSION_KEY) ?? "null") as Partial<SavedSession> | null;
    if (!parsed) return null;
    const { playerName, playerId, roomId, roomCode, token } = parsed;
    if ([playerName, playerId, roomId, roomCode, token].every((value) => typeof value === "string" && value !== "")) {
      return parsed as SavedSession;
    }
  } catch {
    // Damaged: treated as no session.
  }
  return null;
}

export function saveSession(session: SavedSession): void {
  localStore.set(SESSION_KEY, JSON.stringify(session));
}

export function clearSession(): void {
  localStore.remove(SESSION_KEY);
}

/** A room code to prefill in the join form after "Room not found" (kept for this tab only). */
export function setPrefillCode(code: string): void {
  sessionStore.set(PREFILL_KEY, code);
}

/** The prefilled code, once: reading it clears it. */
export function takePrefillCode(): string {
  const code = sessionStore.get(PREFILL_KEY) ?? "";
  sessionStore.remove(PREFILL_KEY);
  return code;
}

/**
 * The host's Our Words as this device last saved them, for one room: the server never sends the
 * list back (nobody may read a word before it is drawn), so the host edits this copy.
 */
export function loadOurWordsDraft(roomCode: string): string | null {
  try {
    const parsed = JSON.parse(localStore.get(OUR_WORDS_KEY) ?? "null") as { roomCode?: unknown; text?: unknown } | null;
    return parsed?.roomCode === roomCode && typeof parsed.text === "string" ? parsed.text : null;
  } catch {
    return null;
  }
}

export function saveOurWordsDraft(roomCode: string, text: string): void {
  if (text.trim() === "") localStore.remove(OUR_WORDS_KEY);
  else localStore.set(OUR_WORDS_KEY, JSON.stringify({ roomCode, text }));
}
