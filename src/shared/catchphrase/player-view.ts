import { catchphraseErrors } from "./messages";
import { fail, type GameState, ok, type Player, type Result, type Room, type TeamId } from "./types";

/** What one player may know of a room: the only shape in which room state leaves the server. */

export type PlayerSummary = Pick<Player, "id" | "name" | "team" | "isHost">;

export type GameView = Omit<GameState, "currentWord"> & {
  /** The word, or null for a viewer who must guess it (the UI shows ???). */
  currentWord: string | null;
};

export type RoomView = {
  code: string;
  players: PlayerSummary[];
  game: GameView;
  you: { id: string; isHost: boolean; team: TeamId; canSeeWord: boolean; isDescriber: boolean };
};

/**
 * The room as `viewerId` may see it (catchphrase.md section 5): the word goes to the describer,
 * and to the team not currently playing when oppositeTeamCanSeeWord is on; never to the
 * describer's teammates. usedWords stays on the server. Refused for a non-member.
 */
export function playerView(room: Room, viewerId: string): Result<RoomView> {
  const viewer = room.players.find((player) => player.id === viewerId);
  if (!viewer) return fail(catchphraseErrors.notMember);
  const { game } = room;
  const isDescriber = game.currentPlayer !== "" && game.currentPlayer === viewer.id;
  const canSeeWord = isDescriber || (viewer.team !== game.currentTeam && game.oppositeTeamCanSeeWord);
  return ok({
    code: room.code,
    players: room.players.map(({ id, name, team, isHost }) => ({ id, name, team, isHost })),
    game: { ...game, currentWord: canSeeWord ? game.currentWord : null },
    you: { id: viewer.id, isHost: viewer.isHost, team: viewer.team, canSeeWord, isDescriber },
  });
}
