import { Play } from "lucide-react";
import { buttonClass } from "../../../../components/ui/button";
import { CategoryPicker } from "../../category-picker";
import { CATEGORIES, CATEGORY_LABELS, type SpellCategory } from "./content";
import { SPRINT_MS, WORDS_PER_CATEGORY } from "./logic";

type SprintMenuProps = {
  category: SpellCategory;
  /** The best words per minute kept on this device, if any. */
  best: number | null;
  onCategory: (category: SpellCategory) => void;
  onStart: () => void;
};

const categoryNotes: Record<SpellCategory, string> = {
  animals: "From the savannah to the garden",
  food: "Tricky dishes and drinks",
  technology: "Words from the world of computers",
  geography: "Seas, rivers, mountains and more",
};

/** The menu: a category to choose, the best so far, and the Start button. */
export function SprintMenu({ category, best, onCategory, onStart }: SprintMenuProps) {
  return (
    <section className="mx-auto max-w-xl rounded-3xl border border-line bg-surface p-6">
      <CategoryPicker
        name="spell-sprint-category"
        options={CATEGORIES}
        value={category}
        onChange={onCategory}
        columns="sm:grid-cols-2"
        hint={`${WORDS_PER_CATEGORY} words, ${SPRINT_MS / 1000} seconds. Read each hint and type the word.`}
        renderOption={(option) => (
          <>
            <span className="block">{CATEGORY_LABELS[option]}</span>
            <span className="block font-normal text-ink-muted text-sm">{categoryNotes[option]}</span>
          </>
        )}
      />
      {best !== null ? (
        <p className="mt-5 text-center font-semibold text-ink-soft" data-testid="sprint-best">
          Your best: {best} WPM
        </p>
      ) : null}
      <button type="button" className={buttonClass("primary", "lg", "mt-6 w-full")} onClick={onStart}>
        <Play className="size-5" aria-hidden="true" />
        Start Sprint
      </button>
    </section>
  );
}
