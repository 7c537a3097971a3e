import { MAX_PLAYERS } from "../../../shared/catchphrase/constants";
import { allowedNow, replacementDescriber, successorOf } from "../../../shared/catchphrase/engine";
import type { PlayerSummary, RoomView } from "../../../shared/catchphrase/player-view";
import type { IntentType } from "../../../shared/catchphrase/types";

/**
 * Which of the room's player controls (issue 18) the viewer is shown: those the engine's rules
 * allow them now (allowedNow). The server checks each again; this only keeps buttons that could
 * not work off the screen.
 */

export type PlayerControls = {
  /** Whether the viewer sees a Remove button beside this player (the host, beside anyone else). */
  canRemove(player: Pick<PlayerSummary, "id">): boolean;
  /** Remove beside each spectator, for the host (issue "Catchphrase for a party night"). */
  removeSpectators: boolean;
  /** Play Again at the game's end: any player, no spectator. */
  playAgain: boolean;
  /** Join the Game, for a spectator while a place is free. */
  joinGame: boolean;
  /** Switch Team, beside the viewer's own name: Pick Teams on, before the game starts. */
  switchTeam: boolean;
  /** Shuffle Teams, for the host: Pick Teams on, before the game starts. */
  shuffleTeams: boolean;
  /** Skip Turn, for the host while a round is played. */
  skipTurn: boolean;
};

export function playerControls(view: RoomView): PlayerControls {
  const { game, you } = view;
  const allowed = (type: IntentType) => allowedNow(type, you, game.status);
  const picking = game.pickTeams ?? false;
  return {
    canRemove: (player) => allowed("removePlayer") && player.id !== you.id,
    removeSpectators: allowed("removeSpectator"),
    playAgain: allowed("playAgain"),
    joinGame: allowed("joinGame") && view.players.length < MAX_PLAYERS,
    switchTeam: picking && allowed("switchTeam"),
    shuffleTeams: picking && allowed("shuffleTeams"),
    skipTurn: allowed("skipTurn"),
  };
}

/** Whether anyone connected could take over the describer's turn (a skip needs one). */
export function someoneCanTakeOver(view: Pick<RoomView, "players" | "game">): boolean {
  return replacementDescriber(view.players, view.game.currentPlayer) !== undefined;
}

/** Who becomes host when the host hands over and leaves, as the engine picks; null when the host is alone. */
export function handOverTo(view: Pick<RoomView, "players" | "you">): PlayerSummary | null {
  return successorOf(view.players, view.you.id) ?? null;
}
