/**
 * The category choice of a word game: real radio buttons (arrow keys move between them) drawn as
 * large tiles, under a legend and an optional line of explanation.
 */
export function CategoryPicker<Category extends string>({
  name,
  options,
  value,
  onChange,
  renderOption,
  hint,
  disabled = false,
  columns = "grid-cols-2",
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  options: readonly Category[];
  value: Category | null;
  onChange: (category: Category) => void;
  renderOption: (category: Category) => React.ReactNode;
  hint?: React.ReactNode;
  disabled?: boolean;
  /** Tailwind grid columns of the tiles. */
  columns?: string;
}) {
  return (
    <fieldset>
      <legend className="font-bold text-xl">Choose a category</legend>
      {hint ? <p className="mt-1 text-ink-muted text-sm">{hint}</p> : null}
      <div className={`mt-4 grid gap-3 ${columns}`}>
        {options.map((option) => (
          <label
            key={option}
            className="cursor-pointer rounded-2xl border-2 border-line px-4 py-3 font-semibold hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-ink has-disabled:cursor-wait has-focus-visible:outline-2 has-focus-visible:outline-focus has-focus-visible:outline-offset-2"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              disabled={disabled}
              className="sr-only"
            />
            {renderOption(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
