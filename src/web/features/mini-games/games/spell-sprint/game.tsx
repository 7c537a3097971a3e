import { useEffect, useRef, useState } from "react";
import { notify } from "../../notify";
import { progressKeys } from "../../progress-keys";
import { useBestScore } from "../../saved-progress";
import { useSecondTicks } from "../../use-second-ticks";
import { type SpellCategory, WORDS } from "./content";
import {
  backToMenu,
  initialState,
  skipWord,
  spellMessages,
  sprintResults,
  startSprint,
  submitWord,
  tick,
} from "./logic";
import { SprintMenu } from "./sprint-menu";
import { SprintPlay } from "./sprint-play";
import { SprintResult } from "./sprint-result";

/** The most words per minute a kept best may say: beyond any typist, so a damaged record is dropped. */
const MOST_WPM = 500;

/**
 * Spell Sprint (mini-games.md sections 4, 5 and 9): choose a category, then spell as many of its
 * words as you can from their hints in 60 seconds; the result shows words per minute, accuracy and
 * a rating. The clock is read on every action and every second, so the sprint ends on time. The
 * best words per minute are kept on the device.
 */
export default function SpellSprint() {
  const [state, setState] = useState(initialState);
  const [now, setNow] = useState(0);
  const [category, setCategory] = useState<SpellCategory>("animals");
  const { best, offer } = useBestScore(progressKeys.spellSprintBest, MOST_WPM);
  const [newBest, setNewBest] = useState(false);
  // Each sprint's result is offered as a best once, when it ends.
  const offeredFor = useRef<number | null>(null);
  useEffect(() => {
    if (state.phase !== "result" || offeredFor.current === state.startedAt) return;
    offeredFor.current = state.startedAt;
    setNewBest(offer(sprintResults(state).wpm));
  }, [state, offer]);

  useSecondTicks(state.phase === "playing" ? state.startedAt : null, (time) => {
    setNow(time);
    setState((current) => tick(current, time));
  });

  const start = (chosen: SpellCategory) => {
    const time = Date.now();
    setNewBest(false);
    setCategory(chosen);
    setNow(time);
    setState(startSprint(chosen, time, Math.random));
  };

  if (state.phase === "menu" || !state.category) {
    return <SprintMenu category={category} best={best} onCategory={setCategory} onStart={() => start(category)} />;
  }

  const words = WORDS[state.category];
  if (state.phase === "result") {
    return (
      <SprintResult
        state={state}
        words={words}
        best={best}
        newBest={newBest}
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
