import { DEFAULT_WORD_CHOICE } from "./constants";
import { catchphraseErrors } from "./messages";
import {
  fail,
  type GameState,
  ok,
  type Player,
  type Result,
  type Room,
  type StoryWord,
  type TeamId,
  type WordChoice,
} from "./types";

/** What one player may know of a room: the only shapes in which room state leaves the server. */

/** A player as everyone sees them: `offline` while none of their tabs is connected. */
export type PlayerSummary = Pick<Player, "id" | "name" | "team" | "isHost"> & { offline: boolean };

/** A spectator as everyone sees them. */
export type SpectatorSummary = Pick<Player, "id" | "name"> & { offline: boolean };

export type GameView = Omit<GameState, "currentWord"> & {
  /** The word, or null for a viewer who must guess it (the UI shows ???). */
  currentWord: string | null;
};

/**
 * The room as a group of players may see it. State updates carry this shape: every player who may
 * see the word gets the same bytes, and so does every player who may not, so the server encodes a
 * room's update at most twice however many play.
 */
export type SharedRoomView = {
  code: string;
  players: PlayerSummary[];
  /** Who is watching (issue "Catchphrase for a party night"), listed apart from the players. */
  spectators: SpectatorSummary[];
  game: GameView;
  /** Once a round is over (roundEnd, gameEnd), and only then: what happened to its words. */
  story?: RoundStory;
  /** The words drawn from, with only the number of our words: each of them shows first when drawn. */
  wordChoice: WordChoiceSummary;
};

export type WordChoiceSummary = Pick<WordChoice, "categories" | "mode"> & { ourWordCount: number };

/** The story of the round just over (the issue "Catchphrase for a party night"). */
export type RoundStory = {
  /** The round's words in the order they came up, the one on screen when time ran out last. */
  words: Omit<StoryWord, "round">[];
  /** At the game's end: per team, the words it guessed over the whole game. */
  guessed?: Record<TeamId, string[]>;
};

/** A finished round's story; none while a round runs or before the first, so no word leaves early. */
function storyOf(room: Room): RoundStory | undefined {
  const { status, currentRound } = room.game;
  if (status !== "roundEnd" && status !== "gameEnd") return undefined;
  const story = room.story ?? [];
  const words = story
    .filter((told) => told.round === currentRound)
    .map(({ word, describer, team, outcome }) => ({ word, describer, team, outcome }));
  if (status === "roundEnd") return { words };
  const guessedBy = (team: TeamId) =>
    story.filter((told) => told.team === team && told.outcome === "guessed").map((told) => told.word);
  return { words, guessed: { A: guessedBy("A"), B: guessedBy("B") } };
}

function summaryOf({ categories, mode, ourWords }: WordChoice): WordChoiceSummary {
  return { categories, mode, ourWordCount: ourWords.length };
}

/**
 * The viewer's own place in the room, which each browser works out from a shared view. A
 * spectator (`watching`) has no team, is never host or describer, and never sees the word.
 */
export type Viewer = {
  id: string;
  isHost: boolean;
  team: TeamId | null;
  canSeeWord: boolean;
  isDescriber: boolean;
  watching: boolean;
};

export type RoomView = SharedRoomView & { you: Viewer };

type TurnFacts = Pick<GameState, "currentPlayer" | "currentTeam" | "oppositeTeamCanSeeWord">;

/**
 * Who sees the word (catchphrase.md section 5): the describer, and the team not currently playing
 * when oppositeTeamCanSeeWord is on; never the describer's teammates.
 */
function sight(game: TurnFacts, viewer: Pick<Player, "id" | "team">) {
  const isDescriber = game.currentPlayer !== "" && game.currentPlayer === viewer.id;
  const canSeeWord = isDescriber || (viewer.team !== game.currentTeam && game.oppositeTeamCanSeeWord);
  return { isDescriber, canSeeWord };
}

/** The room with or without its word; usedWords, Our Words and players' tokens stay on the server. */
function sharedView(room: Room, showWord: boolean): SharedRoomView {
  const { game } = room;
  const story = storyOf(room);
  return {
    code: room.code,
    players: room.players.map(({ id, name, team, isHost, offlineSince }) => ({
      id,
      name,
      team,
      isHost,
      offline: offlineSince !== undefined,
    })),
    spectators: (room.spectators ?? []).map(({ id, name, offlineSince }) => ({
      id,
      name,
      offline: offlineSince !== undefined,
    })),
    game: { ...game, currentWord: showWord ? game.currentWord : null },
    ...(story ? { story } : {}),
    wordChoice: summaryOf(room.wordChoice ?? DEFAULT_WORD_CHOICE),
  };
}

/** A shared view completed with `viewerId`'s own place in it; null for someone not in the room. */
export function withViewer(view: SharedRoomView, viewerId: string): RoomView | null {
  const player = view.players.find((someone) => someone.id === viewerId);
  if (player) {
    const { isDescriber, canSeeWord } = sight(view.game, player);
    return {
      ...view,
      you: { id: player.id, isHost: player.isHost, team: player.team, isDescriber, canSeeWord, watching: false },
    };
  }
  if (!view.spectators.some((someone) => someone.id === viewerId)) return null;
  return {
    ...view,
    you: { id: viewerId, isHost: false, team: null, isDescriber: false, canSeeWord: false, watching: true },
  };
}

/** The room as `viewerId` (a player or a spectator) may see it, with their own place in it. Refused for anyone else. */
export function playerView(room: Room, viewerId: string): Result<RoomView> {
  const player = room.players.find((someone) => someone.id === viewerId);
  const view = withViewer(sharedView(room, player ? sight(room.game, player).canSeeWord : false), viewerId);
  return view ? ok(view) : fail(catchphraseErrors.notMember);
}

/** The room as a big-screen display sees it (issue "Catchphrase for a party night"): a spectator's view, no seat. */
export function displayView(room: Room): SharedRoomView {
  return sharedView(room, false);
}

/**
 * Who gets which view of the room: the players who may see the word, and the players who may not
 * with every spectator. The second group is always given, even empty, for the room's displays
 * (`displays`), which see what a spectator sees.
 */
export function roomViews(room: Room): { view: SharedRoomView; viewerIds: string[]; displays: boolean }[] {
  const seeing: string[] = [];
  const guessing: string[] = [];
  for (const player of room.players) (sight(room.game, player).canSeeWord ? seeing : guessing).push(player.id);
  for (const spectator of room.spectators ?? []) guessing.push(spectator.id);
  const views = [{ view: sharedView(room, false), viewerIds: guessing, displays: true }];
  if (seeing.length > 0) views.unshift({ view: sharedView(room, true), viewerIds: seeing, displays: false });
  return views;
}
