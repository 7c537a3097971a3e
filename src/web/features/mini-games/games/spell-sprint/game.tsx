import { useState } from "react";
import { notify } from "../../notify";
import { useSecondTicks } from "../../use-second-ticks";
import { type SpellCategory, WORDS } from "./content";
import { backToMenu, initialState, skipWord, spellMessages, startSprint, submitWord, tick } from "./logic";
import { SprintMenu } from "./sprint-menu";
import { SprintPlay } from "./sprint-play";
import { SprintResult } from "./sprint-result";

/**
 * Spell Sprint (mini-games.md sections 4, 5 and 9): choose a category, then spell as many of its
 * words as you can from their hints in 60 seconds; the result shows words per minute, accuracy and
 * a rating. The clock is read on every action and every second, so the sprint ends on time.
 */
export default function SpellSprint() {
  const [state, setState] = useState(initialState);
  const [now, setNow] = useState(0);
  const [category, setCategory] = useState<SpellCategory>("animals");

  useSecondTicks(state.phase === "playing" ? state.startedAt : null, (time) => {
    setNow(time);
    setState((current) => tick(current, time));
  });

  const start = (chosen: SpellCategory) => {
    const time = Date.now();
    setCategory(chosen);
    setNow(time);
    setState(startSprint(chosen, time, Math.random));
  };

  if (state.phase === "menu" || !state.category) {
    return <SprintMenu category={category} onCategory={setCategory} onStart={() => start(category)} />;
  }

  const words = WORDS[state.category];
  if (state.phase === "result") {
    return (
      <SprintResult
        state={state}
        words={words}
        onPlayAgain={() => start(state.category ?? category)}
        onChangeCategory={() => setState(backToMenu(state))}
      />
    );
  }

  return (
    <SprintPlay
      state={state}
      now={now}
      words={words}
      onSubmit={(typed) => {
        const time = Date.now();
        const { state: next, result } = submitWord(state, typed, time, words);
        setNow(time);
        setState(next);
        if (result === "correct") notify.success(spellMessages.correct);
        if (result === "wrong") notify.error(spellMessages.wrong);
        return result;
      }}
      onSkip={() => {
        const time = Date.now();
        setNow(time);
        setState(skipWord(state, time));
      }}
    />
  );
}
