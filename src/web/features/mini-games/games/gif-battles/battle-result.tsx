import { ArrowRight, RotateCcw } from "lucide-react";
import { useEffect, useRef } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { Tabs } from "../../../../components/ui/tabs";
import { ShareWidget } from "../../share/share-widget";
import type { Gif, GifPrompt } from "./content";

type BattleResultProps = {
  prompt: GifPrompt;
  pick: Gif;
  /** Every prompt with its pick, shown after the last prompt; null before. */
  recap: { prompt: GifPrompt; pick: Gif | undefined }[] | null;
  onNext: () => void;
};

/**
 * The result of a prompt (mini-games.md section 4): Result and Share tabs (Radix Tabs: arrow keys
 * move between them), then Next Prompt, or Play Again after the last prompt. Focus lands on the
 * pick's heading when the result appears, since the picture the player chose has gone.
 */
export function BattleResult({ prompt, pick, recap, onNext }: BattleResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const tabs = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Keep the page where it is unless the tabs are out of sight (a focus would scroll to the heading).
    heading.current?.focus({ preventScroll: true });
    tabs.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <div className="motion-safe:animate-[fade-in_250ms_ease-out]">
      <Tabs.Root defaultValue="result">
        <Tabs.List ref={tabs} aria-label="Your pick" className="mx-auto max-w-xs">
          <Tabs.Trigger value="result" className="flex-1">
            Result
          </Tabs.Trigger>
          <Tabs.Trigger value="share" className="flex-1">
            Share
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="result" className="mt-6">
          <div className="flex flex-col items-center text-center">
            <img
              src={pick.url}
              alt={pick.title}
              width={240}
              height={240}
              className="size-60 rounded-3xl border-4 border-rose-200 dark:border-line-strong bg-surface-sunken shadow-md"
            />
            <h3 ref={heading} tabIndex={-1} className="mt-5 font-bold text-ink text-xl">
              Your pick: {pick.title}
            </h3>
            <p className="mt-2 inline-flex rounded-full bg-rose-100 dark:bg-tint px-3 py-1 font-semibold text-rose-800 dark:text-rose-300 text-sm">
              Mood: {pick.mood}
            </p>
            <p className="mt-3 max-w-md text-ink-muted">
              Would your friends pick the same answer to “{prompt.text}”? Ask them on the Share tab.
            </p>
          </div>
          {recap ? <Recap recap={recap} /> : null}
        </Tabs.Content>
        <Tabs.Content value="share" className="mt-6">
          <ShareWidget
            game="gif-battles"
            params={{ prompt: prompt.text, pick: pick.title }}
            heading="Share your pick"
          />
        </Tabs.Content>
      </Tabs.Root>
      <div className="mt-8 flex justify-center">
        <button type="button" className={buttonClass("primary", "lg")} onClick={onNext}>
          {recap ? (
            <>
              <RotateCcw className="size-5" aria-hidden="true" />
              Play Again
            </>
          ) : (
            <>
              Next Prompt
              <ArrowRight className="size-5" aria-hidden="true" />
            </>
          )}
        </button>
      </div>
    </div>
  );
}

/** The whole battle at a glance, after its last prompt. */
function Recap({ recap }: { recap: NonNullable<BattleResultProps["recap"]> }) {
  return (
    <section aria-labelledby="gif-recap" className="mt-8">
      <h3 id="gif-recap" className="font-semibold text-ink">
        Your battle
      </h3>
      <ol className="mt-3 divide-y divide-line-soft rounded-2xl border border-line">
        {recap.map(({ prompt, pick }) => (
          <li key={prompt.id} className="flex items-center gap-3 px-4 py-3">
            {pick ? (
              <img src={pick.url} alt={pick.title} width={48} height={48} className="size-12 shrink-0 rounded-lg" />
            ) : null}
            <span className="text-ink-soft text-sm">
              <span className="block text-ink-muted">{prompt.text}</span>
              <strong className="text-ink">{pick?.title ?? "No pick"}</strong>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
