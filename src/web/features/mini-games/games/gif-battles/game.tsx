import { useEffect, useReducer, useRef } from "react";
import { notify } from "../../notify";
import { BattleResult } from "./battle-result";
import { PROMPTS } from "./content";
import { GifGrid } from "./gif-grid";
import {
  type Action,
  type BattleState,
  battle,
  isLastPrompt,
  pickedNotice,
  pickFor,
  RESULT_DELAY_MS,
  START,
} from "./logic";

const reducer = (state: BattleState, action: Action) => battle(state, action, PROMPTS);

/**
 * GIF Battles (mini-games.md sections 4 and 9): a prompt and four animated pictures; the pick is
 * confirmed with a 'GIF Selected!' toast, and 1 s later the Result and Share tabs appear. Next
 * Prompt goes through the four prompts, then Play Again starts over. Prompts come in a fixed order,
 * so the prerendered page and the first render in the browser agree.
 */
export default function GifBattles() {
  const [state, dispatch] = useReducer(reducer, START);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnPrompt = useRef(false);
  const prompt = PROMPTS[state.prompt] ?? (PROMPTS[0] as (typeof PROMPTS)[number]);
  const pick = pickFor(state, state.prompt, PROMPTS);

  useEffect(() => {
    if (state.phase !== "revealing") return;
    const timer = setTimeout(() => dispatch({ type: "reveal" }), RESULT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  useEffect(() => {
    if (state.phase === "choosing" && focusOnPrompt.current) {
      focusOnPrompt.current = false;
      heading.current?.focus();
    }
  }, [state.phase]);

  return (
    <section aria-labelledby="gif-prompt" className="mx-auto max-w-4xl">
      <p className="text-center font-semibold text-rose-700 dark:text-rose-300 text-sm uppercase tracking-widest">
        Prompt {state.prompt + 1} of {PROMPTS.length}
      </p>
      <h2
        id="gif-prompt"
        ref={heading}
        tabIndex={-1}
        className="mx-auto mt-2 max-w-2xl text-balance text-center font-extrabold text-2xl text-ink sm:text-3xl"
      >
        {prompt.text}
      </h2>
      {state.phase === "result" && pick ? (
        <div className="mt-8">
          <BattleResult
            key={state.prompt}
            prompt={prompt}
            pick={pick}
            recap={
              isLastPrompt(state, PROMPTS)
                ? PROMPTS.map((entry, index) => ({ prompt: entry, pick: pickFor(state, index, PROMPTS) }))
                : null
            }
            onNext={() => {
              focusOnPrompt.current = true;
              dispatch({ type: "next" });
            }}
          />
        </div>
      ) : (
        <>
          <p className="mt-2 text-center text-ink-muted">Pick the animation that answers it best.</p>
          <div className="mt-6">
            <GifGrid
              gifs={prompt.gifs}
              picked={pick?.id}
              onPick={(gif) => {
                if (state.phase !== "choosing") return;
                notify.success(pickedNotice(gif));
                dispatch({ type: "pick", gif: gif.id });
              }}
            />
          </div>
        </>
      )}
      <p role="status" className="mt-4 min-h-6 text-center font-medium text-ink-soft">
        {state.phase === "revealing" && pick ? `Locking in "${pick.title}"…` : ""}
      </p>
    </section>
  );
}
