import { Check, Repeat, SkipForward, TimerOff } from "lucide-react";
import type { RoundStory } from "../../../shared/catchphrase/player-view";
import type { TeamId, WordOutcome } from "../../../shared/catchphrase/types";
import { teamColors } from "./team-badge";

const outcomes: Record<WordOutcome, { label: string; icon: typeof Check }> = {
  guessed: { label: "guessed", icon: Check },
  changed: { label: "changed", icon: Repeat },
  passed: { label: "passed on", icon: SkipForward },
  timeUp: { label: "time ran out", icon: TimerOff },
};

/**
 * What became of the round's words (the issue "Catchphrase for a party night"): the word on screen
 * when the buzzer went, then every word of the round with who described it and how it went.
 */
export function RoundStoryPanel({ story }: { story: RoundStory }) {
  const timedOut = story.words.find((told) => told.outcome === "timeUp");
  return (
    <section aria-labelledby="round-story-heading" className="rounded-3xl bg-surface p-5 shadow-sm sm:p-6">
      {timedOut ? (
        <p className="text-center font-bold text-lg" data-testid="timed-out-word">
          Time ran out on: <span className="tracking-wide">{timedOut.word}</span>
        </p>
      ) : null}
      <h3 id="round-story-heading" className="mt-4 font-semibold text-ink">
        Words this round
      </h3>
      {story.words.length === 0 ? (
        <p className="mt-2 text-ink-muted text-sm">No word came up this round.</p>
      ) : (
        <ol className="mt-2 divide-y divide-line-soft" data-testid="round-story">
          {story.words.map((told, index) => {
            const { label, icon: Icon } = outcomes[told.outcome];
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the story's order is fixed once told
                key={index}
                className="flex items-center gap-3 py-2"
              >
                <Icon
                  className={`size-4 shrink-0 ${told.outcome === "guessed" ? "text-emerald-700 dark:text-emerald-300" : "text-ink-muted"}`}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span className="font-bold text-ink">{told.word}</span>
                  <span className="block text-ink-muted text-sm">
                    {told.describer} <span className={teamColors[told.team].text}>(Team {told.team})</span>, {label}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** At the game's end: per team, the words it guessed over the game. */
export function GuessedWords({ guessed }: { guessed: Record<TeamId, string[]> }) {
  return (
    <section aria-labelledby="guessed-words-heading" className="rounded-3xl bg-surface p-5 shadow-sm sm:p-6">
      <h3 id="guessed-words-heading" className="font-semibold text-ink">
        Words guessed this game
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {(["A", "B"] as const).map((team) => (
          <div key={team} data-testid={`guessed-${team}`}>
            <h4 className={`font-bold ${teamColors[team].text}`}>
              Team {team} ({guessed[team].length})
            </h4>
            {guessed[team].length === 0 ? (
              <p className="mt-1 text-ink-muted text-sm">None this time.</p>
            ) : (
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {guessed[team].map((word, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a word may come up twice in a long game
                  <li key={index} className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-sm">
                    {word}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
