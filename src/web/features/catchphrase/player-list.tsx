import { MAX_PLAYERS } from "../../../shared/catchphrase/constants";
import type { RoomView } from "../../../shared/catchphrase/player-view";
import { HostBadge, TeamBadge } from "./team-badge";

/** The room's players with their team and host badges; the viewer is marked "(you)". */
export function PlayerList({ view, title = true }: { view: RoomView; title?: boolean }) {
  return (
    <section aria-labelledby="players-heading" className="rounded-3xl bg-white p-5 shadow-sm">
      <h2 id="players-heading" className={title ? "font-bold text-lg" : "sr-only"}>
        Players ({view.players.length}/{MAX_PLAYERS})
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {view.players.map((player) => (
          <li key={player.id} className="flex items-center justify-between gap-3 py-2">
            <span className="truncate font-medium">
              {player.name}
              {player.id === view.you.id ? <span className="text-slate-500"> (you)</span> : null}
              {view.game.currentPlayer === player.id && view.game.status === "playing" ? (
                <span className="ml-2 text-slate-500 text-xs">describing</span>
              ) : null}
            </span>
            <span className="flex shrink-0 gap-1.5">
              {player.isHost ? <HostBadge /> : null}
              <TeamBadge team={player.team} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
