import { ArrowRight, Flame, Wine } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { notify } from "../../notify";
import { CompletionView } from "./completion-view";
import { SCENARIOS } from "./content";
import { CrowdVerdict } from "./crowd-verdict";
import {
  type Choice,
  choose,
  currentScenario,
  lastRound,
  messageFor,
  newGame,
  nextScenario,
  playAgain,
  ROUNDS,
  type RoastOrToastState,
} from "./logic";

const choiceStyles: Record<Choice, { label: string; Icon: typeof Flame; className: string }> = {
  roast: { label: "Roast", Icon: Flame, className: "bg-red-700 hover:bg-red-800 focus-visible:outline-red-700" },
  toast: { label: "Toast", Icon: Wine, className: "bg-amber-700 hover:bg-amber-800 focus-visible:outline-amber-700" },
};

/**
 * Roast or Toast (mini-games.md sections 2 and 4): a scenario, a roast or a toast, the crowd's
 * verdict (a coin flip worth a point), Next Scenario; after five rounds the final score, Play Again
 * and the share panel.
 */
export default function RoastOrToast() {
  // Shuffled after the first render, so the prerendered page and the browser agree on it.
  const [state, setState] = useState<RoastOrToastState | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const roastButton = useRef<HTMLButtonElement>(null);
  const completedHeading = useRef<HTMLHeadingElement>(null);
  // Where focus should go after the player's last action (none on the first render).
  const focusAfter = useRef<"next" | "choices" | "completed" | null>(null);
  useEffect(() => setState(newGame(SCENARIOS.length, Math.random)), []);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === "next") nextButton.current?.focus();
    if (target === "choices") roastButton.current?.focus();
    if (target === "completed") completedHeading.current?.focus();
  });

  const pick = (choice: Choice) => {
    if (!state) return;
    const next = choose(state, choice, Math.random);
    const round = lastRound(next);
    if (next === state || !round) return;
    setState(next);
    notify[round.choice === round.crowd ? "success" : "info"](messageFor(round));
    focusAfter.current = next.phase === "complete" ? "completed" : "next";
  };

  const advance = (action: typeof nextScenario) => {
    if (!state) return;
    setState(action(state, Math.random));
    focusAfter.current = "choices";
  };

  if (state?.phase === "complete") {
    return (
      <CompletionView
        state={state}
        headingRef={completedHeading}
        onPlayAgain={() => advance(playAgain)}
        scenarioText={(index) => SCENARIOS[index] ?? ""}
      />
    );
  }

  const chosen = state?.phase === "chosen" ? lastRound(state) : undefined;
  const roundNumber = state ? (chosen ? state.rounds : state.rounds + 1) : 1;
  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex items-center justify-between gap-4 font-semibold text-ink-soft text-sm">
        <p>
          Round {roundNumber} of {ROUNDS}
        </p>
        <RoundDots played={state?.rounds ?? 0} />
        <p>Score: {state?.score ?? 0}</p>
      </div>
      <section
        aria-labelledby="rot-scenario"
        className="mt-3 rounded-3xl bg-gradient-to-br from-rose-600 via-rose-700 to-orange-700 p-6 text-center text-white shadow-lg sm:p-10"
      >
        <p className="font-semibold text-sm text-white/90 uppercase tracking-widest">Roast it or toast it?</p>
        <h2
          id="rot-scenario"
          aria-live="polite"
          className="mt-4 flex min-h-32 items-center justify-center text-balance font-extrabold text-2xl leading-snug sm:text-3xl"
        >
          {state ? SCENARIOS[currentScenario(state)] : "\u00a0"}
        </h2>
      </section>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
        {(["roast", "toast"] as const).map((choice) => {
          const { label, Icon, className } = choiceStyles[choice];
          const isPick = chosen?.choice === choice;
          return (
            <button
              key={choice}
              ref={choice === "roast" ? roastButton : undefined}
              type="button"
              disabled={state?.phase !== "choosing"}
              onClick={() => pick(choice)}
              className={`flex min-h-16 items-center justify-center gap-2 rounded-2xl px-4 py-4 font-bold text-lg text-white shadow-md transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed motion-safe:active:scale-95 ${className} ${chosen && !isPick ? "opacity-40" : ""} ${isPick ? "ring-4 ring-ink ring-offset-2 ring-offset-surface" : ""}`}
            >
              <Icon className="size-6" aria-hidden="true" />
              {label}
              {isPick ? <span className="sr-only"> (your call)</span> : null}
            </button>
          );
        })}
      </div>
      <div aria-live="polite" className="mt-6">
        {chosen ? <CrowdVerdict round={chosen} /> : null}
      </div>
      {chosen ? (
        <div className="mt-6 flex justify-center">
          <button
            ref={nextButton}
            type="button"
            className={buttonClass("primary", "lg")}
            onClick={() => advance(nextScenario)}
          >
            Next Scenario
            <ArrowRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Five dots, filled for each round played. */
function RoundDots({ played }: { played: number }) {
  return (
    <span className="flex gap-1.5" aria-hidden="true">
      {Array.from({ length: ROUNDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items.
        <span key={index} className={`size-2.5 rounded-full ${index < played ? "bg-rose-600" : "bg-line-strong"}`} />
      ))}
    </span>
  );
}
