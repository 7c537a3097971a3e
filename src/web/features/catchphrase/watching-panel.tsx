import { Eye } from "lucide-react";
import { MAX_PLAYERS } from "../../../shared/catchphrase/constants";
import type { RoomView } from "../../../shared/catchphrase/player-view";
import { buttonClass } from "../../components/ui/button";
import { playerControls } from "./player-controls";

/**
 * What a spectator reads above the game (issue "Catchphrase for a party night"): that they are
 * watching, and Join the Game while a place is free among the players.
 */
export function WatchingPanel(props: { view: RoomView; busy: boolean; onJoinGame: () => void }) {
  const canJoin = playerControls(props.view).joinGame;
  return (
    <section
      aria-labelledby="watching-heading"
      className="mx-auto mb-5 flex max-w-xl flex-wrap items-center gap-x-4 gap-y-3 rounded-3xl bg-surface p-5 shadow-sm"
    >
      <Eye className="size-6 shrink-0 text-brand-ink" aria-hidden="true" />
      <div className="min-w-0 flex-[1_1_14rem]">
        <h2 id="watching-heading" className="font-bold text-lg">
          You are watching
        </h2>
        <p className="text-ink-muted text-sm">
          {canJoin
            ? "You see the game as the players who guess do, never the word. A place is free if you want to play."
            : `All ${MAX_PLAYERS} places are taken. You can join the game when one is free.`}
        </p>
      </div>
      {canJoin ? (
        <button type="button" disabled={props.busy} onClick={props.onJoinGame} className={buttonClass("primary", "md")}>
          Join the Game
        </button>
      ) : null}
    </section>
  );
}
