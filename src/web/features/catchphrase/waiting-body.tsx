import { HelpCircle, Link2, Share2 } from "lucide-react";
import { MIN_PLAYERS } from "../../../shared/catchphrase/constants";
import { catchphraseErrors } from "../../../shared/catchphrase/messages";
import type { RoomView, SpectatorSummary } from "../../../shared/catchphrase/player-view";
import { type StartReadiness, startReadiness } from "../../../shared/catchphrase/start-readiness";
import { buttonClass } from "../../components/ui/button";
import { BigScreenLink } from "./big-screen-link";
import { PlayerList } from "./player-list";
import { PracticeMode } from "./practice-mode";
import { copyRoomLink, shareRoomLink } from "./share-room";

type WaitingBodyProps = {
  view: RoomView;
  roomUrl: string;
  onStart: () => void;
  onHowToPlay: () => void;
  onRemove: (someone: SpectatorSummary) => void;
  onSwitchTeam: () => void;
  onShuffleTeams: () => void;
  /** An intent is on its way: the buttons that send one wait for it. */
  busy: boolean;
};

/**
 * The waiting room (catchphrase.md sections 2 and 5): invite, players (with issue 18's Remove and,
 * with Pick Teams on, team picking), the host's start area, practice.
 */
export function WaitingBody({ view, roomUrl, onStart, onHowToPlay, busy, ...playerActions }: WaitingBodyProps) {
  const count = view.players.length;
  const readiness = startReadiness(view.players, view.game.pickTeams ?? false);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <section aria-labelledby="invite-heading" className="rounded-3xl bg-surface p-5 text-center shadow-sm">
        <h2 id="invite-heading" className="font-bold text-lg">
          Invite your friends
        </h2>
        <p className="mt-2 text-ink-muted text-sm">Share the room code or the link.</p>
        <p className="mt-3 font-extrabold font-mono text-4xl tracking-[0.25em]" data-testid="room-code">
          {view.code}
        </p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <button type="button" className={buttonClass("outline", "sm")} onClick={() => void copyRoomLink(roomUrl)}>
            <Link2 className="size-4" aria-hidden="true" />
            Copy invite link
          </button>
          <button
            type="button"
            className={buttonClass("outline", "sm")}
            onClick={() => void shareRoomLink(roomUrl, view.code)}
          >
            <Share2 className="size-4" aria-hidden="true" />
            Share invite
          </button>
          <BigScreenLink roomUrl={roomUrl} />
        </div>
      </section>

      <PlayerList view={view} busy={busy} {...playerActions} />

      <section aria-labelledby="start-heading" className="rounded-3xl bg-surface p-5 shadow-sm">
        <h2 id="start-heading" className="font-bold text-lg">
          {view.you.isHost ? "Start the game" : "Get ready"}
        </h2>
        {view.you.isHost ? (
          <>
            <p className="mt-2 text-ink-muted" role="status">
              {hostStatus(readiness, count)}
            </p>
            <button
              type="button"
              className={buttonClass("primary", "lg", "mt-4 w-full")}
              disabled={readiness.kind !== "ready" || busy}
              onClick={onStart}
            >
              {readiness.kind === "needPlayers" ? `Start Game (${count}/${MIN_PLAYERS})` : "Start Game"}
            </button>
          </>
        ) : (
          <p className="mt-2 text-ink-muted" role="status">
            Waiting for the host to start the game...
            {readiness.kind === "needPlayers"
              ? ` ${readiness.missing} more player${readiness.missing === 1 ? "" : "s"} needed.`
              : readiness.kind === "teamsUneven"
                ? ` ${catchphraseErrors.teamsUneven}.`
                : ""}
          </p>
        )}
        <button type="button" className={buttonClass("ghost", "sm", "mt-3")} onClick={onHowToPlay}>
          <HelpCircle className="size-4" aria-hidden="true" />
          How to Play
        </button>
      </section>

      <PracticeMode roundDuration={view.game.roundDuration} />
    </div>
  );
}

/** The host's line above Start Game (catchphrase.md section 5; issue 18 for picked teams). */
function hostStatus(readiness: StartReadiness, count: number): string {
  switch (readiness.kind) {
    case "needPlayers":
      return `Need at least ${MIN_PLAYERS} players to start the game. Currently have ${count} player(s).`;
    case "teamsUneven":
      return catchphraseErrors.teamsUneven;
    case "ready":
      return "Ready to start! All players can now begin the game.";
  }
}
