import { Compass, type LucideIcon, Palette, RotateCcw, Sparkles, Waves, Zap } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { notify } from "../../notify";
import { ShareWidget } from "../../share/share-widget";
import { useFocusAfterMove } from "../../use-focus-after-move";
import { PROFILES, QUESTIONS, TRAIT_LABELS } from "./content";
import {
  INITIAL_STATE,
  MAX_OPTION_SCORE,
  TRAITS,
  type Trait,
  type TraitScores,
  type VibeAction,
  vibeCheck,
} from "./logic";

const MAX_TOTAL = QUESTIONS.length * MAX_OPTION_SCORE;

/** Each trait's drawing (bundled icons, so the artwork never depends on the device's emoji font). */
const TRAIT_ICONS: Readonly<Record<Trait, LucideIcon>> = {
  energetic: Zap,
  chill: Waves,
  creative: Palette,
  responsible: Compass,
};

/**
 * Vibe Check (mini-games.md sections 2 and 4): an intro, five questions answered with one tap each,
 * then the player's vibe with the trait totals, a share panel and Take It Again.
 */
export default function VibeCheck() {
  const [state, setState] = useState(INITIAL_STATE);
  // What a move brings on screen takes the focus: a new question's heading, the results.
  const { focusOnMount, moved } = useFocusAfterMove();

  const act = (action: VibeAction) => {
    const next = vibeCheck(state, action, QUESTIONS);
    if (next === state) return;
    moved();
    setState(next);
    if (next.phase === "results") {
      notify.success({ title: "Vibe Check Complete!", body: `Your vibe: ${PROFILES[next.vibe].title}` });
    }
  };

  if (state.phase === "intro") {
    return (
      <section
        aria-labelledby="vibe-intro"
        className="mx-auto max-w-2xl rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-700 p-8 text-center text-white shadow-lg sm:p-12"
      >
        <div className="flex justify-center gap-3" aria-hidden="true">
          {TRAITS.map((trait) => {
            const Icon = TRAIT_ICONS[trait];
            return (
              <span key={trait} className="flex size-12 items-center justify-center rounded-full bg-white/15">
                <Icon className="size-6" />
              </span>
            );
          })}
        </div>
        <h2 id="vibe-intro" className="mt-4 font-extrabold text-3xl">
          What's your vibe?
        </h2>
        <p className="mx-auto mt-3 max-w-md text-white/90">
          Five quick questions, no wrong answers. Pick the option that sounds most like you and find out whether you're
          energetic, chill, creative or responsible.
        </p>
        <button type="button" className={buttonClass("light", "lg", "mt-8")} onClick={() => act({ type: "start" })}>
          <Sparkles className="size-5" aria-hidden="true" />
          Start the Vibe Check
        </button>
      </section>
    );
  }

  if (state.phase === "playing") {
    const question = QUESTIONS[state.question];
    if (!question) return null;
    const number = state.question + 1;
    return (
      <section aria-labelledby="vibe-question" className="mx-auto max-w-2xl">
        <div className="flex items-center justify-between font-semibold text-ink-muted text-sm">
          <span>
            Question {number} of {QUESTIONS.length}
          </span>
          <span aria-hidden="true">{Math.round((state.question / QUESTIONS.length) * 100)}%</span>
        </div>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-surface-strong" aria-hidden="true">
          <div
            className="h-full rounded-full bg-indigo-600 transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${(state.question / QUESTIONS.length) * 100}%` }}
          />
        </div>
        <h2
          key={question.id}
          id="vibe-question"
          ref={focusOnMount}
          tabIndex={-1}
          className="mt-6 scroll-mt-36 font-extrabold text-2xl text-ink leading-tight focus:outline-none sm:text-3xl"
        >
          <span className="sr-only">
            Question {number} of {QUESTIONS.length}:{" "}
          </span>
          {question.text}
        </h2>
        <ul className="mt-6 grid gap-3">
          {question.options.map((option, index) => (
            <li key={option.text}>
              <button
                type="button"
                className="flex min-h-14 w-full items-center gap-4 rounded-2xl border-2 border-line bg-surface px-5 py-3 text-left font-semibold text-ink-soft transition-colors hover:border-indigo-500 hover:bg-indigo-50 dark:hover:bg-tint focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
                onClick={() => act({ type: "answer", option: index })}
              >
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 dark:bg-tint font-bold text-indigo-700 dark:text-indigo-300 text-sm"
                >
                  {"ABCD"[index]}
                </span>
                {option.text}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const profile = PROFILES[state.vibe];
  const Icon = TRAIT_ICONS[state.vibe];
  return (
    <div className="mx-auto max-w-2xl">
      <section
        aria-labelledby="vibe-result"
        className={`rounded-3xl p-8 text-center text-white shadow-lg ${profile.color}`}
      >
        <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-white/15" aria-hidden="true">
          <Icon className="size-10" />
        </span>
        <p className="mt-4 font-semibold text-sm text-white/90 uppercase tracking-widest">
          Your vibe is {TRAIT_LABELS[state.vibe]}
        </p>
        <h2
          id="vibe-result"
          ref={focusOnMount}
          tabIndex={-1}
          className="mt-2 scroll-mt-24 font-extrabold text-3xl focus:outline-none"
        >
          {profile.title} <span aria-hidden="true">{profile.emoji}</span>
        </h2>
        <p className="mx-auto mt-3 max-w-md text-white/95">{profile.description}</p>
      </section>
      <TraitTotals totals={state.totals} />
      <div className="mt-6 flex justify-center">
        <button type="button" className={buttonClass("primary", "lg")} onClick={() => act({ type: "replay" })}>
          <RotateCcw className="size-5" aria-hidden="true" />
          Take It Again
        </button>
      </div>
      <ShareWidget
        className="mt-6"
        game="vibe-check"
        params={{ vibe: `${profile.title} ${profile.emoji}` }}
        heading="Share your vibe"
      />
    </div>
  );
}

/** The four trait totals as bars, out of the most a trait can reach. */
function TraitTotals({ totals }: { totals: TraitScores }) {
  return (
    <section aria-labelledby="vibe-totals" className="mt-6 rounded-2xl border border-line bg-surface p-5">
      <h3 id="vibe-totals" className="font-semibold text-ink">
        Your trait totals
      </h3>
      <dl className="mt-3 grid gap-3">
        {TRAITS.map((trait) => (
          <div key={trait} className="grid grid-cols-[7rem_1fr_3.5rem] items-center gap-3 text-sm">
            <dt className="flex items-center gap-2 font-medium text-ink-soft">
              <TraitIcon trait={trait} />
              {TRAIT_LABELS[trait]}
            </dt>
            <dd className="h-3 overflow-hidden rounded-full bg-surface-sunken" aria-hidden="true">
              <div
                className="h-full rounded-full bg-indigo-600"
                style={{ width: `${(totals[trait] / MAX_TOTAL) * 100}%` }}
              />
            </dd>
            <dd className="text-right text-ink-soft tabular-nums">
              {totals[trait]} / {MAX_TOTAL}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function TraitIcon({ trait }: { trait: Trait }) {
  const Icon = TRAIT_ICONS[trait];
  return <Icon className="size-4 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />;
}
