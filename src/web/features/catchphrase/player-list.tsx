import { ArrowLeftRight, Shuffle, UserMinus, WifiOff } from "lucide-react";
import { useId } from "react";
import { MAX_PLAYERS } from "../../../shared/catchphrase/constants";
import type { PlayerSummary, RoomView, SpectatorSummary } from "../../../shared/catchphrase/player-view";
import { otherTeam } from "../../../shared/catchphrase/turn-order";
import { buttonClass } from "../../components/ui/button";
import { playerControls } from "./player-controls";
import { HostBadge, TeamBadge, teamColors } from "./team-badge";

/** The list's heading, which takes the focus when a row it had is gone (a player removed). */
export const PLAYERS_HEADING_ID = "players-heading";

/** The row buttons: at least 44 px square to tap on a phone, compact beside a mouse. */
const rowButton = "min-h-11 min-w-11 sm:min-h-9 sm:min-w-9";

const removeClass = `inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full border border-red-200 dark:border-line-strong px-3 font-semibold text-red-700 dark:text-red-300 text-sm transition-colors hover:bg-red-50 dark:hover:bg-tint focus-visible:outline-2 focus-visible:outline-red-600 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${rowButton}`;

type PlayerListProps = {
  view: RoomView;
  title?: boolean;
  /** An intent is on its way: the list's buttons wait for it. */
  busy?: boolean;
  /** Asks to remove a player or a spectator (the caller confirms first). */
  onRemove?: (someone: SpectatorSummary) => void;
  onSwitchTeam?: () => void;
  onShuffleTeams?: () => void;
};

/**
 * The room's players with their team and host badges, then who is watching; the viewer is marked
 * "(you)", anyone with no open connection "offline". The host's Remove buttons and, with Pick Teams on before the start,
 * Switch Team and the host's Shuffle Teams sit here too (issue 18), where the list shows their effect.
 */
export function PlayerList({
  view,
  title = true,
  busy = false,
  onRemove,
  onSwitchTeam,
  onShuffleTeams,
}: PlayerListProps) {
  const controls = playerControls(view);
  const teamSizes = (["A", "B"] as const).map((team) => ({
    team,
    size: view.players.filter((player) => player.team === team).length,
  }));
  return (
    <section aria-labelledby={PLAYERS_HEADING_ID} className="rounded-3xl bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={PLAYERS_HEADING_ID}
          tabIndex={-1}
          className={title ? "font-bold text-lg focus:outline-none" : "sr-only"}
        >
          Players ({view.players.length}/{MAX_PLAYERS})
        </h2>
        {controls.shuffleTeams && onShuffleTeams ? (
          <button
            type="button"
            className={buttonClass("outline", "sm", rowButton)}
            disabled={busy}
            onClick={onShuffleTeams}
          >
            <Shuffle className="size-4" aria-hidden="true" />
            Shuffle Teams
          </button>
        ) : null}
      </div>
      {controls.switchTeam ? (
        <p className="mt-2 text-ink-muted text-sm" data-testid="team-sizes">
          Players pick their own teams:{" "}
          {teamSizes.map(({ team, size }, index) => (
            <span key={team}>
              {index > 0 ? ", " : ""}
              <span className={`font-semibold ${teamColors[team].text}`}>Team {team}</span> has {size}
            </span>
          ))}
          .
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-line-soft">
        {view.players.map((player) => (
          <PlayerRow
            key={player.id}
            player={player}
            view={view}
            busy={busy}
            onRemove={onRemove && controls.canRemove(player) ? () => onRemove(player) : undefined}
            onSwitchTeam={controls.switchTeam && player.id === view.you.id ? onSwitchTeam : undefined}
          />
        ))}
      </ul>
      <SpectatorList view={view} busy={busy} onRemove={onRemove && controls.removeSpectators ? onRemove : undefined} />
    </section>
  );
}

/** Who is watching (issue "Catchphrase for a party night"), apart from the players; the host may remove them. */
function SpectatorList(props: {
  view: RoomView;
  busy: boolean;
  onRemove: ((spectator: SpectatorSummary) => void) | undefined;
}) {
  const { view, onRemove } = props;
  if (view.spectators.length === 0) return null;
  return (
    <div className="mt-4 border-line-soft border-t pt-3">
      <h3 className="font-semibold text-ink-muted text-sm" data-testid="watching-count">
        Watching: {view.spectators.length}
      </h3>
      <ul className="mt-1 divide-y divide-line-soft" aria-label="Watching">
        {view.spectators.map((spectator) => (
          <li key={spectator.id} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-1.5">
            <span className="flex min-w-0 flex-[1_1_8rem] flex-wrap items-center gap-x-2">
              <span className={`max-w-full truncate ${spectator.offline ? "text-ink-muted" : ""}`}>
                {spectator.name}
              </span>
              {spectator.id === view.you.id ? <span className="shrink-0 text-ink-muted">(you)</span> : null}
              {spectator.offline ? <OfflineMark /> : null}
            </span>
            {onRemove ? (
              <RemoveButton
                name={spectator.name}
                busy={props.busy}
                onClick={() => onRemove(spectator)}
                className="ml-auto"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The host's Remove beside a player or a spectator; the caller asks to confirm. */
function RemoveButton(props: { name: string; busy: boolean; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      className={`${removeClass} ${props.className ?? ""}`}
      disabled={props.busy}
      onClick={props.onClick}
      aria-label={`Remove ${props.name}`}
    >
      <UserMinus className="size-4" aria-hidden="true" />
      <span className="hidden sm:inline">Remove</span>
    </button>
  );
}

/** "offline": someone with no open connection. */
function OfflineMark() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface-sunken px-2 py-0.5 font-semibold text-ink-soft text-xs">
      <WifiOff className="size-3" aria-hidden="true" />
      offline
    </span>
  );
}

function PlayerRow(props: {
  player: PlayerSummary;
  view: RoomView;
  busy: boolean;
  onRemove: (() => void) | undefined;
  onSwitchTeam: (() => void) | undefined;
}) {
  const { player, view } = props;
  const switchHint = useId();
  const describing = view.game.currentPlayer === player.id && view.game.status === "playing";
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2">
      <span className="flex min-w-0 flex-[1_1_8rem] flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className={`max-w-full truncate font-medium ${player.offline ? "text-ink-muted" : ""}`}>
          {player.name}
        </span>
        {player.id === view.you.id ? <span className="shrink-0 text-ink-muted">(you)</span> : null}
        {describing ? <span className="shrink-0 text-ink-muted text-xs">describing</span> : null}
        {player.offline ? <OfflineMark /> : null}
      </span>
      <span className="ml-auto flex shrink-0 items-center gap-1.5">
        {player.isHost ? <HostBadge /> : null}
        <TeamBadge team={player.team} />
        {props.onSwitchTeam ? (
          <>
            <button
              type="button"
              className={buttonClass("outline", "sm", rowButton)}
              disabled={props.busy}
              onClick={props.onSwitchTeam}
              aria-describedby={switchHint}
            >
              <ArrowLeftRight className="size-4" aria-hidden="true" />
              Switch Team
            </button>
            <span id={switchHint} className="sr-only">
              Moves you to Team {otherTeam(player.team)}.
            </span>
          </>
        ) : null}
        {props.onRemove ? <RemoveButton name={player.name} busy={props.busy} onClick={props.onRemove} /> : null}
      </span>
    </li>
  );
}
