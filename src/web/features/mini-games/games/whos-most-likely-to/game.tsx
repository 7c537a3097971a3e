import { ArrowRight, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { type Deck, drawNext, newDeck, topCard } from "../../deck";
import { ShareWidget } from "../../share/share-widget";
import { QUESTIONS } from "./content";

/** The question as people read it aloud. */
export const questionText = (ending: string) => `Who's most likely to ${ending}?`;

/**
 * Who's Most Likely To (mini-games.md sections 2 and 4): a random question, Next Question for
 * another (none repeats until all 30 have come up), and a Share toggle with the share panel.
 */
export default function WhosMostLikelyTo() {
  // Drawn after the first render, so the prerendered page and the browser agree on it.
  const [deck, setDeck] = useState<Deck | null>(null);
  const [sharing, setSharing] = useState(false);
  useEffect(() => setDeck(newDeck(QUESTIONS.length, Math.random)), []);
  const question = deck ? questionText(QUESTIONS[topCard(deck)] ?? "") : null;

  return (
    <div className="mx-auto max-w-2xl">
      <section
        aria-labelledby="wmlt-question"
        className="rounded-3xl bg-gradient-to-br from-sky-500 to-indigo-600 p-8 text-center text-white shadow-lg sm:p-12"
      >
        <p className="font-semibold text-sm text-white/90 uppercase tracking-widest">Point at a friend</p>
        <h2
          id="wmlt-question"
          aria-live="polite"
          className="mt-4 flex min-h-32 items-center justify-center font-extrabold text-3xl leading-tight sm:text-4xl"
        >
          {question ?? "\u00a0"}
        </h2>
        <p className="mt-4 text-sm text-white/90">Count to three, then everyone points.</p>
      </section>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass("primary", "lg")}
          disabled={!deck}
          onClick={() => setDeck((current) => (current ? drawNext(current, Math.random) : current))}
        >
          Next Question
          <ArrowRight className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={buttonClass("outline", "lg")}
          aria-expanded={sharing}
          aria-controls="wmlt-share"
          onClick={() => setSharing((open) => !open)}
        >
          <Share2 className="size-5" aria-hidden="true" />
          Share
        </button>
      </div>
      <div id="wmlt-share" className="mt-6">
        {sharing && question ? (
          <ShareWidget game="whos-most-likely-to" params={{ question }} heading="Share this question" />
        ) : null}
      </div>
    </div>
  );
}
