import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ROOM_CODE_PATTERN } from "../../../shared/catchphrase/constants";
import type { IntentRequest } from "../../../shared/catchphrase/intents";
import { catchphraseErrors, catchphraseSuccesses } from "../../../shared/catchphrase/messages";
import { type RoomView, type SharedRoomView, withViewer } from "../../../shared/catchphrase/player-view";
import {
  type Ack,
  clientEvents,
  type EnterRoomAck,
  type ExistsAck,
  type ResumeAck,
  type RoomClosedReason,
  type RoomNotice,
  serverEvents,
} from "../../../shared/catchphrase/protocol";
import type { Intent } from "../../../shared/catchphrase/types";
import { toast } from "../../components/toasts";
import { syncServerClock } from "../../lib/server-clock";
import { getSocket, NO_ANSWER, request } from "../../lib/socket";
import { retryDelayMs } from "./ask-again";
import { afterEnterRefused, joiningVisitorId } from "./join-visitor-id";
import { useReconnecting } from "./reconnecting";
import { noticeText } from "./room-notice";
import { clearSession, loadSession, saveSession, setPrefillCode } from "./saved-session";

/**
 * How long a press made while the page reconnects waits for it to be back in its room: a server
 * restarted on a busy machine, then the socket's next try up to 4 s later (decision 050). Longer,
 * and the press is refused with its own message; the page meanwhile says it is reconnecting.
 */
const IN_ROOM_WAIT_MS = 20_000;

/** How many room notices this page has shown, so that each toast has an id of its own. */
let noticesShown = 0;

export type RoomPhase = "loading" | "needsName" | "ready";

/** The two ways out of a room: leave (a host's leaving ends it), or hand the host role on and leave. */
export type LeaveKind = Extract<Intent["type"], "leave" | "handOverAndLeave">;

/** Sentences for a room that closed under the player. */
const closedMessages: Record<RoomClosedReason, string> = {
  hostLeft: catchphraseErrors.hostLeft,
  empty: "This room has closed.",
  removed: "This room was closed after a day without players.",
  playerRemoved: catchphraseErrors.removedFromRoom,
  spectatorEvicted: catchphraseErrors.spectatorEvicted,
};

/**
 * A Catchphrase room as this browser takes part in it: enters with the saved session (again after
 * every reconnection, so a refresh or a server restart resumes the game), follows the player's own
 * view, shows the room's notices (a turn passed, a new host), and sends intents. Missing rooms send
 * the player to the lobby with the code prefilled; so does an address whose code cannot be one,
 * without asking. Each ask may spend one of the address's room attempts: after a refusal or no
 * answer the page asks again after a wait that doubles up to 30 s (docs/decisions/064).
 */
export function useRoom(code: string, lobbyPath: string) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<RoomPhase>("loading");
  const [view, setView] = useState<RoomView | null>(null);
  const leaving = useRef(false);
  /** Who this browser plays as in the room, to complete the shared views that updates carry. */
  const viewerId = useRef<string | null>(null);
  /**
   * From a disconnection until the page has entered its room again (or, with no session, learnt it
   * may join): the banner says so, and a press waits (`whenBack`). Sent at once, it would reach the
   * new connection before the page had said who it is, and be refused as "not in this room".
   */
  const { reconnecting, back: entered, whenBack } = useReconnecting();

  const toLobby = useCallback(() => navigate(lobbyPath, { replace: true }), [navigate, lobbyPath]);

  useEffect(() => {
    const socket = getSocket();
    let active = true;
    let retry: number | undefined;
    /** Asks refused or unanswered in a row: the wait before the next grows with them. */
    let failures = 0;
    // No answer (the server is restarting, or the network dropped the reply), or an answer that it
    // cannot tell now: ask again, later each time.
    const enterAgain = () => {
      window.clearTimeout(retry);
      failures += 1;
      retry = window.setTimeout(() => void enter(), retryDelayMs(failures));
    };

    const notFound = () => {
      if (loadSession()?.roomCode === code) clearSession();
      setPrefillCode(code);
      toast.error(catchphraseErrors.roomNotFoundOnRoute);
      toLobby();
    };
    // A code that cannot be one names no room: to the lobby at once, as asking would only spend one
    // of the address's room attempts.
    if (!ROOM_CODE_PATTERN.test(code)) {
      notFound();
      return undefined;
    }

    const enter = async () => {
      window.clearTimeout(retry);
      const session = loadSession();
      if (!session || session.roomCode !== code) {
        const exists = await request<ExistsAck>(clientEvents.exists, { code });
        if (!active) return;
        // No answer, or the server unable to look now ("Too many attempts…", its database away).
        if (exists === NO_ANSWER || !exists.ok) return enterAgain();
        if (!exists.exists) return notFound();
        failures = 0;
        setPhase("needsName");
        entered();
        return;
      }
      viewerId.current = session.playerId;
      const ack = await request<ResumeAck>(clientEvents.resume, {
        code,
        playerId: session.playerId,
        token: session.token,
      });
      if (!active) return;
      if (ack === NO_ANSWER) return enterAgain();
      if (ack.ok) {
        failures = 0;
        setView(ack.view);
        setPhase("ready");
        entered();
      } else if (ack.error === catchphraseErrors.notMember) {
        // The server answers alike whether the room is gone or the player is not in it (so that
        // nobody can learn which rooms exist): forget the session and look the room up instead.
        clearSession();
        void enter();
      } else {
        // The server could not check the session now (its database is away, or too many tries):
        // the session stays, and the player is back in as soon as it can.
        enterAgain();
      }
    };

    const onState = (next: SharedRoomView) => {
      const mine = next.code === code && viewerId.current ? withViewer(next, viewerId.current) : null;
      if (mine) setView(mine);
    };
    // Notices name no room: the socket is in this page's room only once it has entered it. They
    // belong to the room: a player who leaves its page (removed, left, the room closed) does not
    // carry them into the lobby.
    const notices: string[] = [];
    const onNotice = (notice: RoomNotice) => {
      if (!viewerId.current) return;
      noticesShown += 1;
      const id = `room-notice-${noticesShown}`;
      notices.push(id);
      toast(noticeText(notice), { id });
    };
    const onClosed = ({ reason }: { reason: RoomClosedReason }) => {
      clearSession();
      if (leaving.current) return;
      toast.error(closedMessages[reason] ?? closedMessages.removed);
      toLobby();
    };

    /** Each connection syncs the clock and enters at once, whatever wait was under way. */
    const connected = () => {
      void syncServerClock();
      void enter();
    };
    socket.on("connect", connected);
    socket.on(serverEvents.state, onState);
    socket.on(serverEvents.notice, onNotice);
    socket.on(serverEvents.closed, onClosed);
    if (socket.connected) connected();
    return () => {
      active = false;
      window.clearTimeout(retry);
      socket.off("connect", connected);
      socket.off(serverEvents.state, onState);
      socket.off(serverEvents.notice, onNotice);
      socket.off(serverEvents.closed, onClosed);
      for (const id of notices) toast.dismiss(id);
    };
  }, [code, toLobby, entered]);

  /** Sends an intent; on refusal shows the server's reason, or `failure` when there is none. */
  const act = useCallback(
    async (intent: IntentRequest, failure: string): Promise<boolean> => {
      const back = await Promise.race([
        whenBack(),
        new Promise<false>((resolve) => window.setTimeout(() => resolve(false), IN_ROOM_WAIT_MS)),
      ]);
      const ack = back ? await request<Ack>(clientEvents.intent, intent) : NO_ANSWER;
      if (ack === NO_ANSWER) {
        toast.error(failure);
        return false;
      }
      if (!ack.ok) toast.error(ack.error === catchphraseErrors.notNow ? failure : ack.error);
      return ack.ok;
    },
    [whenBack],
  );

  /**
   * The Join Room card of someone who arrived by link: joining as a player, or watching; either
   * carries the browser's visitor id. Answers the refusal's text, or null once in.
   */
  const enterAs = useCallback(
    async (event: typeof clientEvents.join | typeof clientEvents.watch, name: string): Promise<string | null> => {
      const visitor = await joiningVisitorId();
      const ack = await request<EnterRoomAck>(event, { code, name, ...visitor });
      if (ack === NO_ANSWER)
        return event === clientEvents.join ? catchphraseErrors.joinFailed : catchphraseErrors.watchFailed;
      if (!ack.ok) {
        afterEnterRefused(ack.error, visitor);
        return ack.error;
      }
      saveSession(ack.session);
      viewerId.current = ack.session.playerId;
      setView(ack.view);
      setPhase("ready");
      entered();
      toast.success(event === clientEvents.join ? catchphraseSuccesses.joined : catchphraseSuccesses.watching);
      return null;
    },
    [code, entered],
  );
  const join = useCallback((name: string) => enterAs(clientEvents.join, name), [enterAs]);
  const watch = useCallback((name: string) => enterAs(clientEvents.watch, name), [enterAs]);

  /**
   * Leaves for good: a host's plain leaving ends the room for all, handing over first keeps it going
   * under the next host (whose name everyone, the leaver too, reads in the room's notice). Failures
   * are only logged; the session is forgotten and the player is in the lobby either way.
   */
  const leave = useCallback(
    async (kind: LeaveKind = "leave") => {
      leaving.current = true;
      const wasHost = view?.you.isHost ?? false;
      const ack = await request<Ack>(clientEvents.intent, { type: kind });
      if (ack === NO_ANSWER || !ack.ok)
        console.warn("Leaving the room failed", ack === NO_ANSWER ? "no answer" : ack.error);
      else if (wasHost && kind === "leave") toast.success(catchphraseSuccesses.roomDestroyed);
      clearSession();
      toLobby();
    },
    [view, toLobby],
  );

  return { phase, view, reconnecting, act, join, watch, leave };
}
