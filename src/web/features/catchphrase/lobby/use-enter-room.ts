import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { RoundDuration } from "../../../../shared/catchphrase/constants";
import { catchphraseErrors, catchphraseSuccesses } from "../../../../shared/catchphrase/messages";
import { clientEvents, type EnterRoomAck } from "../../../../shared/catchphrase/protocol";
import { toast } from "../../../components/toasts";
import { NO_ANSWER, request } from "../../../lib/socket";
import { afterEnterRefused, joiningVisitorId } from "../join-visitor-id";
import { saveSession } from "../saved-session";

export type CreateRoomForm = { name: string; totalRounds: number; roundDuration: RoundDuration };
export type JoinRoomForm = { code: string; name: string };

/**
 * Creating and joining a room from the lobby: sends the form, and on success keeps the session and
 * opens the room under `base`. Every refusal is a toast with the server's words; no answer at all
 * gives the spec's "Failed to ..." text. Resolves true once the room is opening. Both carry the
 * browser's visitor id when it has one (a removed player's browser is kept out by it, a host's too
 * once the role has passed on).
 */
export function useEnterRoom(base: string) {
  const navigate = useNavigate();

  const send: (
    event: string,
    payload: { visitorId?: string } & Record<string, unknown>,
    failure: string,
  ) => Promise<boolean> = useCallback(
    async (
      event: string,
      payload: { visitorId?: string } & Record<string, unknown>,
      failure: string,
    ): Promise<boolean> => {
      const ack = await request<EnterRoomAck>(event, payload);
      if (ack === NO_ANSWER) {
        toast.error(failure);
        return false;
      }
      if (!ack.ok) {
        afterEnterRefused(ack.error, payload);
        // A full room still takes spectators (issue "Catchphrase for a party night").
        const watchInstead =
          event === clientEvents.join && ack.error === catchphraseErrors.roomFull
            ? {
                action: {
                  label: "Watch instead",
                  onClick: () => void send(clientEvents.watch, payload, catchphraseErrors.watchFailed),
                },
              }
            : {};
        toast.error(ack.error === catchphraseErrors.notNow ? failure : ack.error, watchInstead);
        return false;
      }
      saveSession(ack.session);
      navigate(`${base}/${ack.session.roomCode}`);
      if (event === clientEvents.watch) toast.success(catchphraseSuccesses.watching);
      return true;
    },
    [base, navigate],
  );

  const create = useCallback(
    async (form: CreateRoomForm) =>
      send(
        clientEvents.create,
        { ...form, name: form.name.trim(), ...(await joiningVisitorId()) },
        catchphraseErrors.createFailed,
      ),
    [send],
  );

  const join = useCallback(
    async (form: JoinRoomForm) => {
      const joined = await send(
        clientEvents.join,
        { code: form.code.trim().toUpperCase(), name: form.name.trim(), ...(await joiningVisitorId()) },
        catchphraseErrors.joinFailed,
      );
      if (joined) toast.success(catchphraseSuccesses.joined);
      return joined;
    },
    [send],
  );

  return { create, join };
}
