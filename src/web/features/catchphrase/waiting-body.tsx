import { HelpCircle, Link2, Share2 } from "lucide-react";
import { MIN_PLAYERS } from "../../../shared/catchphrase/constants";
import type { RoomView } from "../../../shared/catchphrase/player-view";
import { buttonClass } from "../../components/ui/button";
import { PlayerList } from "./player-list";
import { PracticeMode } from "./practice-mode";
import { copyRoomLink, shareRoomLink } from "./share-room";

type WaitingBodyProps = {
  view: RoomView;
  roomUrl: string;
  onStart: () => void;
  onHowToPlay: () => void;
  starting: boolean;
};

/** The waiting room (catchphrase.md sections 2 and 5): invite, players, the host's start area, practice. */
export function WaitingBody({ view, roomUrl, onStart, onHowToPlay, starting }: WaitingBodyProps) {
  const count = view.players.length;
  const missing = Math.max(0, MIN_PLAYERS - count);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <section aria-labelledby="invite-heading" className="rounded-3xl bg-white p-5 text-center shadow-sm">
        <h2 id="invite-heading" className="font-bold text-lg">
          Invite your friends
        </h2>
        <p className="mt-2 text-slate-600 text-sm">Share the room code or the link.</p>
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
        </div>
      </section>

      <PlayerList view={view} />

      <section aria-labelledby="start-heading" className="rounded-3xl bg-white p-5 shadow-sm">
        <h2 id="start-heading" className="font-bold text-lg">
          {view.you.isHost ? "Start the game" : "Get ready"}
        </h2>
        {view.you.isHost ? (
          <>
            <p className="mt-2 text-slate-600" role="status">
              {missing > 0
                ? `Need at least ${MIN_PLAYERS} players to start the game. Currently have ${count} player(s).`
                : "Ready to start! All players can now begin the game."}
            </p>
            <button
              type="button"
              className={buttonClass("primary", "lg", "mt-4 w-full")}
              disabled={missing > 0 || starting}
              onClick={onStart}
            >
              {missing > 0 ? `Start Game (${count}/${MIN_PLAYERS})` : "Start Game"}
            </button>
          </>
        ) : (
          <p className="mt-2 text-slate-600" role="status">
            Waiting for the host to start the game...
            {missing > 0 ? ` ${missing} more player${missing === 1 ? "" : "s"} needed.` : ""}
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
