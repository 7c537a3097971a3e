import { Play } from "lucide-react";
import { buttonClass } from "../../../../components/ui/button";
import { CATEGORIES, CATEGORY_LABELS, type SpellCategory } from "./content";
import { SPRINT_MS, WORDS_PER_CATEGORY } from "./logic";

type SprintMenuProps = {
  /** Whether the page was live (hydrated) yet: the Start button waits for it. */
  live: boolean;
  category: SpellCategory;
  onCategory: (category: SpellCategory) => void;
  onStart: () => void;
};

const categoryNotes: Record<SpellCategory, string> = {
  animals: "From the savannah to the garden",
  food: "Tricky dishes and drinks",
  technology: "Words from the world of computers",
  geography: "Seas, rivers, mountains and more",
};

/** The menu: a category to choose and the Start button. */
export function SprintMenu({ live, category, onCategory, onStart }: SprintMenuProps) {
  return (
    <section className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-6">
      <fieldset>
        <legend className="font-bold text-xl">Choose a category</legend>
        <p className="mt-1 text-slate-600 text-sm">
          {WORDS_PER_CATEGORY} words, {SPRINT_MS / 1000} seconds. Read each hint and type the word.
        </p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {CATEGORIES.map((option) => (
            <label
              key={option}
              className="cursor-pointer rounded-2xl border-2 border-slate-200 px-4 py-3 hover:border-indigo-300 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 has-focus-visible:outline-offset-2"
            >
              <input
                type="radio"
                name="spell-sprint-category"
                value={option}
                checked={category === option}
                onChange={() => onCategory(option)}
                className="sr-only"
              />
              <span className="block font-semibold text-slate-900">{CATEGORY_LABELS[option]}</span>
              <span className="block text-slate-600 text-sm">{categoryNotes[option]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="button" disabled={!live} className={buttonClass("primary", "lg", "mt-6 w-full")} onClick={onStart}>
        <Play className="size-5" aria-hidden="true" />
        Start Sprint
      </button>
    </section>
  );
}
