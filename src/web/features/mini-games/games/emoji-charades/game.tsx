import { useState } from "react";
import { notify } from "../../notify";
import { useSecondTicks } from "../../use-second-ticks";
import { CharadesResult } from "./charades-result";
import { CharadesRound } from "./charades-round";
import { CharadesSetup } from "./charades-setup";
import { CATEGORY_CLUES, WORDS } from "./content";
import { chooseCategory, guess, initialState, messageFor, playAgain, startRound, tick, timeUpMessage } from "./logic";

/**
 * Emoji Charades (mini-games.md sections 4, 5, 8 and 9): choose a category, then name the word
 * behind five emoji in 60 seconds and 3 attempts; a right guess scores the seconds left (at least
 * 10), and the score adds up round after round.
 */
export default function EmojiCharades() {
  const [state, setState] = useState(initialState);
  const [now, setNow] = useState(0);

  useSecondTicks(state.phase === "guessing" ? state.startedAt : null, (time) => {
    setNow(time);
    const next = tick(state, time);
    if (next === state) return;
    setState(next);
    notify.error(timeUpMessage(next.word));
  });

  if (state.phase === "setup") {
    return (
      <CharadesSetup
        state={state}
        onCategory={(category) => setState(chooseCategory(state, category))}
        onStart={() => {
          const time = Date.now();
          setNow(time);
          setState(startRound(state, WORDS[state.category], CATEGORY_CLUES[state.category], time, Math.random));
        }}
      />
    );
  }

  if (state.phase === "result") return <CharadesResult state={state} onPlayAgain={() => setState(playAgain(state))} />;

  return (
    <CharadesRound
      state={state}
      now={now}
      onGuess={(typed) => {
        const time = Date.now();
        const { state: next, result } = guess(state, typed, time);
        setNow(time);
        setState(next);
        const message = messageFor(result, next);
        if (message) notify[result === "correct" ? "success" : result === "empty" ? "info" : "error"](message);
        return result;
      }}
    />
  );
}
