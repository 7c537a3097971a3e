import { useEffect, useState } from "react";
import { catchphraseErrors } from "../../../../shared/catchphrase/messages";
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

const RETRY_MS = 1000;

export type DisplayState =
  | { phase: "loading" }
  | { phase: "missing" }
  | { phase: "closed" }
  | { phase: "showing"; view: SharedRoomView; notice: string };

/**
 * A room followed by a big-screen display (issue "Catchphrase for a party night"): asks for the
 * room by its code (again after every reconnection), then takes every update. No seat, no name,
 * no intent: the server sends it what a spectator sees. The last notice (a turn passed, a new
 * host) stays on screen until the next. `reconnecting` from a lost connection until it follows the
 * room again.
 */
export function useDisplay(code: string): { state: DisplayState; reconnecting: boolean } {
  const [state, setState] = useState<DisplayState>({ phase: "loading" });
  const { reconnecting, back: followingAgain } = useReconnecting();
  useEffect(() => {
    const socket = getSocket();
    let active = true;
    let retry: number | undefined;
    const follow = async () => {
      void syncServerClock();
      const ack = await request<DisplayAck>(clientEvents.display, { code });
      if (!active) return;
      if (ack === NO_ANSWER || (!ack.ok && ack.error !== catchphraseErrors.roomNotFound)) {
        window.clearTimeout(retry);
        retry = window.setTimeout(() => void follow(), RETRY_MS);
        return;
      }
      followingAgain();
      if (!ack.ok) setState({ phase: "missing" });
      else setState((current) => ({ phase: "showing", view: ack.view, notice: noticeOf(current) }));
    };
    const onState = (view: SharedRoomView) => {
      if (view.code === code) setState((current) => ({ phase: "showing", view, notice: noticeOf(current) }));
    };
    const onNotice = (notice: RoomNotice) =>
      setState((current) => (current.phase === "showing" ? { ...current, notice: noticeText(notice) } : current));
    const onClosed = (_closed: { reason: RoomClosedReason }) => setState({ phase: "closed" });
    socket.on("connect", follow);
    socket.on(serverEvents.state, onState);
    socket.on(serverEvents.notice, onNotice);
    socket.on(serverEvents.closed, onClosed);
    if (socket.connected) void follow();
    return () => {
      active = false;
      window.clearTimeout(retry);
      socket.off("connect", follow);
      socket.off(serverEvents.state, onState);
      socket.off(serverEvents.notice, onNotice);
      socket.off(serverEvents.closed, onClosed);
    };
  }, [code, followingAgain]);
  return { state, reconnecting };
}

const noticeOf = (state: DisplayState) => (state.phase === "showing" ? state.notice : "");
