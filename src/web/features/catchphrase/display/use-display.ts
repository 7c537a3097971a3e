import { useEffect, useState } from "react";
import { ROOM_CODE_PATTERN } from "../../../../shared/catchphrase/constants";
import type { SharedRoomView } from "../../../../shared/catchphrase/player-view";
import {
  clientEvents,
  type DisplayAck,
  type RoomClosedReason,
  type RoomNotice,
  serverEvents,
} from "../../../../shared/catchphrase/protocol";
import { syncServerClock } from "../../../lib/server-clock";
import { getSocket, NO_ANSWER, request } from "../../../lib/socket";
import { useReconnecting } from "../reconnecting";
import { noticeText } from "../room-notice";
import { displayStep } from "./display-answer";

export type DisplayState =
  | { phase: "loading" }
  | { phase: "missing" }
  | { phase: "closed" }
  | { phase: "showing"; view: SharedRoomView; notice: string };

const MISSING: DisplayState = { phase: "missing" };

/**
 * A room followed by a big-screen display (issue "Catchphrase for a party night"): asks for the
 * room by its code, then takes every update. No seat, no name, no intent: the server sends it what
 * a spectator sees. The last notice (a turn passed, a new host) stays on screen until the next.
 * `reconnecting` from a lost connection until it follows the room again.
 *
 * It asks sparingly (docs/decisions/064), as each request spends one of the address's room
 * attempts: never for a code that cannot be one, no more once the room is not found, again after
 * a refusal or no answer only after a wait that doubles up to 30 s, and once on each reconnection.
 */
export function useDisplay(code: string): { state: DisplayState; reconnecting: boolean } {
  const wellFormed = ROOM_CODE_PATTERN.test(code);
  const [state, setState] = useState<DisplayState>({ phase: "loading" });
  const { reconnecting, back: followingAgain } = useReconnecting();
  useEffect(() => {
    if (!wellFormed) return undefined;
    const socket = getSocket();
    let active = true;
    let retry: number | undefined;
    /** Requests refused or unanswered in a row: the wait before the next grows with them. */
    let failures = 0;
    /** The latest request: the answer to an earlier one (sent before a reconnection) is not acted on. */
    let asked = 0;
    /** The room is not there: nothing more is asked. */
    let missing = false;
    const follow = async () => {
      window.clearTimeout(retry);
      asked += 1;
      const mine = asked;
      const ack = await request<DisplayAck>(clientEvents.display, { code });
      if (!active || mine !== asked) return;
      const step = displayStep(ack === NO_ANSWER ? "no answer" : ack, failures);
      if (step.next === "askAgain") {
        failures = step.failures;
        retry = window.setTimeout(() => void follow(), step.afterMs);
        return;
      }
      followingAgain();
      if (step.next === "missing") {
        missing = true;
        setState(MISSING);
        return;
      }
      failures = 0;
      setState((current) => ({ phase: "showing", view: step.view, notice: noticeOf(current) }));
    };
    /** Each connection syncs the clock and asks at once, whatever wait was under way. */
    const connected = () => {
      if (missing) return;
      void syncServerClock();
      void follow();
    };
    const onState = (view: SharedRoomView) => {
      if (view.code === code) setState((current) => ({ phase: "showing", view, notice: noticeOf(current) }));
    };
    const onNotice = (notice: RoomNotice) =>
      setState((current) => (current.phase === "showing" ? { ...current, notice: noticeText(notice) } : current));
    const onClosed = (_closed: { reason: RoomClosedReason }) => setState({ phase: "closed" });
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
    };
  }, [code, wellFormed, followingAgain]);
  // A code that cannot be one names no room: nothing is asked. A room that is not there has nothing
  // to reconnect to.
  const shown = wellFormed ? state : MISSING;
  return { state: shown, reconnecting: shown.phase !== "missing" && reconnecting };
}

const noticeOf = (state: DisplayState) => (state.phase === "showing" ? state.notice : "");
