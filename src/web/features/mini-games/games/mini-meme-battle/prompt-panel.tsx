import { Shuffle } from "lucide-react";
import { buttonClass } from "../../../../components/ui/button";
import { CATEGORIES, type MemePrompt } from "./content";
import { type CategoryChoice, canChangePrompt } from "./logic";

type PromptPanelProps = {
  category: CategoryChoice;
  prompt: MemePrompt | undefined;
  disabled: boolean;
  onCategory: (category: CategoryChoice) => void;
  onNewPrompt: () => void;
};

const isCategory = (value: string): value is CategoryChoice =>
  value === "all" || (CATEGORIES as readonly string[]).includes(value);

/** The prompt to make a meme about, the category it comes from, and New Prompt. */
export function PromptPanel({ category, prompt, disabled, onCategory, onNewPrompt }: PromptPanelProps) {
  const single = !canChangePrompt(category);
  return (
    <section
      aria-labelledby="meme-prompt-heading"
      className="rounded-3xl bg-gradient-to-br from-fuchsia-700 to-purple-800 p-6 text-white shadow-lg"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="meme-prompt-heading" className="font-semibold text-sm text-white/90 uppercase tracking-widest">
          Make a meme about
        </h2>
        <label className="flex items-center gap-2 font-semibold text-sm">
          Category
          <select
            value={category}
            disabled={disabled}
            onChange={(event) => {
              const { value } = event.currentTarget;
              if (isCategory(value)) onCategory(value);
            }}
            className="min-h-11 rounded-full border-2 border-white/80 bg-purple-900 px-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2"
          >
            <option value="all">All categories</option>
            {CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div aria-live="polite" className="mt-4 min-h-16">
        <p className="text-balance font-extrabold text-2xl leading-snug" data-testid="meme-prompt">
          {prompt?.text ?? "Picking a prompt…"}
        </p>
        {prompt ? (
          <p className="mt-2">
            <span className="sr-only">Category: </span>
            <span className="inline-flex rounded-full bg-white/15 px-3 py-0.5 font-semibold text-sm">
              {prompt.category}
            </span>
          </p>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass("light", "md", "min-h-11")}
          disabled={disabled || single}
          onClick={onNewPrompt}
        >
          <Shuffle className="size-4" aria-hidden="true" />
          New Prompt
        </button>
        {single ? <p className="text-sm text-white/90">This category has one prompt.</p> : null}
      </div>
    </section>
  );
}
