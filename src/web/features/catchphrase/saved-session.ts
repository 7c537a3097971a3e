import type { SavedSession } from "../../../shared/catchphrase/protocol";
import { localStore, sessionStore } from "../../lib/storage";

const SESSION_KEY = "catchphrase_session";
const PREFILL_KEY = "catchphrase_prefill_code";

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
