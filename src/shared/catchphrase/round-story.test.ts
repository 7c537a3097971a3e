import { describe, expect, it } from "vitest";
import { expireRound } from "./clock-rules";
import { playerView, roomViews } from "./player-view";
import { act, makeCtx, playingRoom, T0, unwrap } from "./test-helpers";
import type { Room } from "./types";

/** The story of a round (the issue "Catchphrase for a party night", point 1). */

const AFTER_ROUND = T0 + 91_000;
const endRound = (room: Room) => unwrap(expireRound(room, makeCtx({ now: AFTER_ROUND }))).room;
const nameOf = (room: Room, id: string) => room.players.find((player) => player.id === id)?.name;

/** A round played: p1 (Team A) has a word guessed; the next describer changes theirs; time runs out. */
function playedRound() {
  let room = playingRoom(4);
  const first = { word: room.game.currentWord, describer: nameOf(room, room.game.currentPlayer) };
  room = act(room, room.game.currentPlayer, { type: "wordGuessed" }).room;
  room = act(room, "p1", { type: "updateSettings", settings: { allowWordChange: true } }).room;
  const second = {
    word: room.game.currentWord,
    describer: nameOf(room, room.game.currentPlayer),
    team: room.game.currentTeam,
  };
  room = act(room, room.game.currentPlayer, { type: "changeWord" }).room;
  const last = {
    word: room.game.currentWord,
    describer: nameOf(room, room.game.currentPlayer),
    team: room.game.currentTeam,
  };
  return { room, first, second, last };
}

describe("the round's story", () => {
  it("tells every word of the round once it is over: who described it and how it went", () => {
    const { room, first, second, last } = playedRound();
    const ended = endRound(room);
    const view = unwrap(playerView(ended, "p2"));
    expect(view.story).toEqual({
      words: [
        { word: first.word, describer: first.describer, team: "A", outcome: "guessed" },
        { word: second.word, describer: second.describer, team: second.team, outcome: "changed" },
        { word: last.word, describer: last.describer, team: last.team, outcome: "timeUp" },
      ],
    });
  });

  it("is told to nobody while the round runs, not even its finished words", () => {
    const { room } = playedRound();
    expect(room.story?.length).toBe(2);
    for (const { view } of roomViews(room)) {
      expect(view.story).toBeUndefined();
      expect(JSON.stringify(view)).not.toContain(room.story?.[0]?.word);
    }
  });

  it("is the same for every player once the round is over", () => {
    const ended = endRound(playedRound().room);
    const stories = ended.players.map((player) => unwrap(playerView(ended, player.id)).story);
    for (const story of stories) expect(story).toEqual(stories[0]);
  });

  it("names a turn passed on without a guess as passed", () => {
    let room = playingRoom(4);
    const word = room.game.currentWord;
    const describer = room.game.currentPlayer;
    room = act(room, "p1", { type: "skipTurn" }).room;
    const ended = endRound(room);
    expect(unwrap(playerView(ended, "p3")).story?.words[0]).toEqual({
      word,
      describer: nameOf(room, describer),
      team: "A",
      outcome: "passed",
    });
  });

  it("shows only the round just over, and at the game's end each team's guessed words over the game", () => {
    let room = playingRoom(4, { totalRounds: 3 });
    const roundOneWord = room.game.currentWord;
    room = act(room, room.game.currentPlayer, { type: "wordGuessed" }).room;
    room = endRound(room);
    room = act(room, "p1", { type: "nextRound" }, makeCtx({ now: AFTER_ROUND })).room;
    const roundTwoWord = room.game.currentWord;
    const roundTwoTeam = room.game.currentTeam;
    room = act(room, room.game.currentPlayer, { type: "wordGuessed" }, makeCtx({ now: AFTER_ROUND })).room;
    room = unwrap(expireRound(room, makeCtx({ now: AFTER_ROUND + 91_000 }))).room;
    const roundTwo = unwrap(playerView(room, "p1")).story;
    expect(roundTwo?.words.map((told) => told.word)).not.toContain(roundOneWord);
    expect(roundTwo?.words[0]?.word).toBe(roundTwoWord);

    room = act(room, "p1", { type: "endGame" }, makeCtx({ now: AFTER_ROUND + 92_000 })).room;
    const end = unwrap(playerView(room, "p2")).story;
    expect(end?.guessed?.A).toContain(roundOneWord);
    expect(end?.guessed?.[roundTwoTeam]).toContain(roundTwoWord);
    // A word that ran out of time was not guessed.
    const timedOut = end?.words.find((told) => told.outcome === "timeUp")?.word;
    expect([...(end?.guessed?.A ?? []), ...(end?.guessed?.B ?? [])]).not.toContain(timedOut);
  });

  it("starts again with a new game", () => {
    const ended = endRound(playedRound().room);
    const finished = act(ended, "p1", { type: "endGame" }).room;
    const again = act(finished, "p1", { type: "playAgain" }).room;
    expect(again.story).toEqual([]);
  });
});
