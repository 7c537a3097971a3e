import { categoryStyle } from "./category-style";
import { CATEGORIES, CATEGORY_LABELS } from "./content";
import type { Filter } from "./logic";

type CategoryFilterProps = { value: Filter; disabled: boolean; onChange: (filter: Filter) => void };

const options: readonly Filter[] = ["all", ...CATEGORIES];

/** All or one category, as a group of radio buttons styled as chips (arrow keys move between them). */
export function CategoryFilter({ value, disabled, onChange }: CategoryFilterProps) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="font-semibold text-ink text-sm">Category</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="cursor-pointer has-disabled:cursor-not-allowed">
            <input
              type="radio"
              name="truth-category"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-line-strong bg-surface px-4 font-semibold text-ink-soft text-sm transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-surface peer-focus-visible:outline-2 peer-focus-visible:outline-focus peer-focus-visible:outline-offset-2 peer-disabled:opacity-60 hover:border-ink-muted">
              {option === "all" ? null : (
                <span
                  className={`size-2.5 rounded-full ring-1 ring-white ${categoryStyle[option].swatch}`}
                  aria-hidden="true"
                />
              )}
              {option === "all" ? "All" : CATEGORY_LABELS[option]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
