import { CalendarDays } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { FieldError } from "../../../../components/ui/field-error";
import { dateOfDay, longDate } from "../../../../lib/calendar";
import { dayOfPuzzle, FIRST_PUZZLE_DAY, puzzleOfDay } from "./daily";

export type NordleMode = { readonly kind: "daily"; readonly puzzle: number } | { readonly kind: "practice" };

type PuzzlePickerProps = {
  mode: NordleMode | null;
  today: number | null;
  onDaily: (puzzle: number) => void;
  onPractice: () => void;
};

/** A YYYY-MM-DD day as the visitor's calendar writes it: "27 November 2026". */
export const dayName = (day: string): string => longDate(dateOfDay(day));

/**
 * Which Nordle is on the board: today's puzzle, practice (the spec's random words), or a past daily
 * puzzle chosen by its date from the archive.
 */
export function PuzzlePicker({ mode, today, onDaily, onPractice }: PuzzlePickerProps) {
  const [archiveOpen, setArchiveOpen] = useState(false);
  const [day, setDay] = useState("");
  const [error, setError] = useState("");
  const ids = { panel: useId(), day: useId(), error: useId() };
  const lastDay = today === null ? FIRST_PUZZLE_DAY : dayOfPuzzle(today);
  const tab = (pressed: boolean) =>
    `min-h-11 flex-1 rounded-lg px-3 font-semibold text-sm transition-colors ${
      pressed ? "bg-surface text-ink shadow-sm" : "text-ink-soft hover:text-ink"
    }`;

  const open = (event: FormEvent) => {
    event.preventDefault();
    const puzzle = /^\d{4}-\d{2}-\d{2}$/.test(day) ? puzzleOfDay(day) : Number.NaN;
    if (today === null || !(puzzle >= 1 && puzzle <= today)) {
      setError(`Choose a day from ${dayName(FIRST_PUZZLE_DAY)} to today.`);
      return;
    }
    setError("");
    setArchiveOpen(false);
    onDaily(puzzle);
  };

  return (
    <div className="mb-4">
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex min-w-0 flex-1 gap-1 rounded-xl bg-surface-sunken p-1">
          <legend className="sr-only">Puzzle</legend>
          <button
            type="button"
            className={tab(mode?.kind === "daily" && mode.puzzle === today)}
            aria-pressed={mode?.kind === "daily" && mode.puzzle === today}
            disabled={today === null}
            onClick={() => today !== null && onDaily(today)}
          >
            Daily
          </button>
          <button
            type="button"
            className={tab(mode?.kind === "practice")}
            aria-pressed={mode?.kind === "practice"}
            disabled={today === null}
            onClick={onPractice}
          >
            Practice
          </button>
        </fieldset>
        <button
          type="button"
          className={buttonClass("ghost", "sm")}
          aria-expanded={archiveOpen}
          aria-controls={ids.panel}
          disabled={today === null}
          onClick={() => setArchiveOpen((shown) => !shown)}
        >
          <CalendarDays className="size-4" aria-hidden="true" />
          Archive
        </button>
      </div>
      <form
        id={ids.panel}
        hidden={!archiveOpen}
        onSubmit={open}
        noValidate
        className="mt-3 rounded-xl border border-line p-3"
      >
        <label htmlFor={ids.day} className="block font-medium text-sm">
          Play the puzzle of
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={ids.day}
            type="date"
            min={FIRST_PUZZLE_DAY}
            max={lastDay}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            className="min-h-11 rounded-lg border border-line-strong bg-surface px-3 text-ink"
          />
          <button type="submit" className={buttonClass("primary", "sm")}>
            Play
          </button>
        </div>
        <FieldError id={ids.error} message={error} />
        <p className="mt-2 text-ink-muted text-xs">Past puzzles do not count in your statistics.</p>
      </form>
    </div>
  );
}
