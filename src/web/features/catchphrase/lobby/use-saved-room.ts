import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useNavigationType } from "react-router";
import { clientEvents, type ExistsAck, type SavedSession } from "../../../../shared/catchphrase/protocol";
import { NO_ANSWER, request } from "../../../lib/socket";
import { clearSession, loadSession } from "../saved-session";

/** "checking" hides the rejoin panel while the server is asked, so it never flashes before a redirect. */
export type SavedRoom = { status: "none" } | { status: "checking" } | { status: "found"; session: SavedSession };

/** The first lobby shown in this document: only it, and only if the page opened on it, redirects. */
let firstLobby: object | null = null;

/**
 * The room this browser was last in (catchphrase.md section 2), checked with the server once the
 * page is in the browser (storage and sockets do not exist while prerendering). A room that is
 * gone is forgotten silently. A room that still exists is entered straight away when the page was
 * opened on the lobby; a lobby reached inside the app (Back from the room, or sent here to join
 * another room) offers the rejoin panel instead, so the player is never bounced into the room again.
 */
export function useSavedRoom(base: string) {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const instance = useRef({});
  const [saved, setSaved] = useState<SavedRoom>({ status: "none" });

  useEffect(() => {
    // A page opened (or reloaded) on the lobby starts with a POP; Back to the lobby makes a second one.
    firstLobby ??= instance.current;
    const openedOnLobby = navigationType === "POP" && firstLobby === instance.current;
    const session = loadSession();
    if (!session) return;
    let active = true;
    setSaved({ status: "checking" });
    void request<ExistsAck>(clientEvents.exists, { code: session.roomCode }).then((ack) => {
      if (!active) return;
      const answered = ack !== NO_ANSWER && ack.ok;
      if (answered && !ack.exists) {
        clearSession();
        setSaved({ status: "none" });
      } else if (answered && openedOnLobby) {
        navigate(`${base}/${session.roomCode}`, { replace: true });
      } else {
        // Exists, or the server could not say: the player decides.
        setSaved({ status: "found", session });
      }
    });
    return () => {
      active = false;
    };
  }, [base, navigate, navigationType]);

  const rejoin = useCallback(() => {
    if (saved.status === "found") navigate(`${base}/${saved.session.roomCode}`);
  }, [base, navigate, saved]);

  const forget = useCallback(() => {
    clearSession();
    setSaved({ status: "none" });
  }, []);

  return { saved, rejoin, forget };
}
