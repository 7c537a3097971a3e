import { useId, useState } from "react";
import { OUR_WORD_MAX_LENGTH, OUR_WORDS_MAX, OUR_WORDS_TEXT_MAX } from "../../../shared/catchphrase/constants";
import {
  emptyChoiceError,
  ourWordsProblemText,
  readOurWords,
  type WordChoiceRequest,
} from "../../../shared/catchphrase/our-words";
import type { WordChoiceSummary } from "../../../shared/catchphrase/player-view";
import type { WordMode } from "../../../shared/catchphrase/types";
import { WORD_CATEGORIES, type WordCategory } from "../../../shared/catchphrase/words/categories";
import { buttonClass } from "../../components/ui/button";
import { loadOurWordsDraft, saveOurWordsDraft } from "./saved-session";

type WordSettingsProps = {
  code: string;
  isHost: boolean;
  choice: WordChoiceSummary;
  /** Sends the host's choice; true once the server has saved it. */
  onChoose(request: WordChoiceRequest): Promise<boolean>;
};

const MODES: { mode: WordMode; label: string }[] = [
  { mode: "mixed", label: "Mix our words in with the categories" },
  { mode: "only", label: "Only our words" },
];

/** "12 words", "1 word". */
const wordCount = (count: number) => `${count} ${count === 1 ? "word" : "words"}`;

/** The words in play in one sentence, for everyone (issue "Catchphrase for a party night"). */
export function wordChoiceText({ categories, mode, ourWordCount }: WordChoiceSummary): string {
  if (mode === "only") return `Only our own words: ${wordCount(ourWordCount)}.`;
  const from = categories.length === WORD_CATEGORIES.length ? "every category" : categories.join(", ");
  return ourWordCount > 0 ? `Words from ${from}, and ${wordCount(ourWordCount)} of our own.` : `Words from ${from}.`;
}

/**
 * The Words part of Game Settings. The host chooses the categories and may add Our Words, one per
 * line; the list is checked here as the server checks it, so bad lines are named before anything
 * is sent, and nothing is kept of a list with a bad line. The server never sends the list back (no
 * player may read a word before it is drawn): this device keeps the host's own copy to edit.
 * Everyone else reads what is in play.
 */
export function WordSettings(props: WordSettingsProps) {
  if (!props.isHost) {
    return (
      <div className="mt-2 text-sm">
        <p className="text-ink">{wordChoiceText(props.choice)}</p>
        <p className="mt-1 text-ink-muted">The host chooses the words.</p>
      </div>
    );
  }
  return <HostWordForm {...props} />;
}

function HostWordForm({ code, choice, onChoose }: WordSettingsProps) {
  const id = useId();
  const [categories, setCategories] = useState<WordCategory[]>(choice.categories);
  const [mode, setMode] = useState<WordMode>(choice.mode);
  // The saved list as this device last sent it, when it still matches what the room holds.
  const [savedText, setSavedText] = useState<string | null>(() => {
    const draft = loadOurWordsDraft(code);
    const reading = draft === null ? null : readOurWords(draft);
    return reading?.ok && reading.words.length === choice.ourWordCount && choice.ourWordCount > 0 ? draft : null;
  });
  const [typed, setTyped] = useState(savedText ?? "");
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState("");
  const [busy, setBusy] = useState(false);

  const typedReading = readOurWords(typed);
  const typedCount = typedReading.ok ? typedReading.words.length : null;
  // A list saved elsewhere (another device, or a host before this one) is kept unless replaced.
  const keptElsewhere = savedText === null && choice.ourWordCount > 0;

  const toggleCategory = (category: WordCategory, on: boolean) =>
    setCategories((current) => (on ? [...current, category] : current.filter((chosen) => chosen !== category)));

  /** Checks as the server will, then sends; `ourWords` undefined keeps the room's list. */
  const save = async (ourWords: string | undefined, nextMode: WordMode = mode) => {
    const reading = ourWords === undefined ? undefined : readOurWords(ourWords);
    const empty = emptyChoiceError(categories, nextMode, reading?.ok ? reading.words.length : choice.ourWordCount);
    const found = reading && !reading.ok ? reading.problems.map(ourWordsProblemText) : empty ? [empty] : [];
    setSaved("");
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    const done = await onChoose({ categories, mode: nextMode, ourWords });
    setBusy(false);
    if (!done) return;
    if (ourWords !== undefined) {
      saveOurWordsDraft(code, ourWords);
      setSavedText(ourWords.trim() === "" ? null : ourWords);
      setTyped(ourWords);
      setMode(nextMode);
    }
    const repeats = reading?.ok ? reading.repeats : 0;
    setSaved(`Saved.${repeats > 0 ? ` ${repeats} ${repeats === 1 ? "repeat was" : "repeats were"} left out.` : ""}`);
  };

  const errorId = `${id}-errors`;
  return (
    <form
      className="mt-2 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        // An empty box replaces nothing unless it held the saved list (then the host emptied it).
        void save(typed.trim() !== "" ? typed : savedText !== null ? "" : undefined);
      }}
    >
      <p className="text-ink text-sm" data-testid="words-in-play">
        {wordChoiceText(choice)}
      </p>
      <fieldset className="m-0 border-0 p-0">
        <legend className="font-medium text-ink">Categories</legend>
        <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {WORD_CATEGORIES.map((category) => (
            <label key={category} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink">
              <input
                type="checkbox"
                checked={categories.includes(category)}
                onChange={(event) => toggleCategory(category, event.target.checked)}
                className="size-5 accent-brand-600"
              />
              {category}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-ours`} className="font-medium text-ink">
          Our Words
        </label>
        <p id={`${id}-hint`} className="text-ink-muted text-sm">
          One word or phrase per line, up to {OUR_WORD_MAX_LENGTH} characters each and {OUR_WORDS_MAX} in all. Nobody
          sees one until it is drawn.
        </p>
        {keptElsewhere && (
          <p className="mt-1 text-ink text-sm">
            {wordCount(choice.ourWordCount)} of our own {choice.ourWordCount === 1 ? "is" : "are"} saved. A list typed
            here replaces them.
          </p>
        )}
        <textarea
          id={`${id}-ours`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setSaved("");
          }}
          rows={6}
          maxLength={OUR_WORDS_TEXT_MAX}
          spellCheck={false}
          aria-invalid={problems.length > 0}
          aria-describedby={`${id}-hint ${id}-count${problems.length > 0 ? ` ${errorId}` : ""}`}
          className="mt-2 block w-full resize-y rounded-xl border border-line-strong bg-surface px-3 py-2 text-ink placeholder:text-ink-faint focus-visible:outline-2 focus-visible:outline-focus"
          placeholder={"Grandma's lasagne\nThe tree house\nKaraoke night"}
        />
        <p id={`${id}-count`} className="mt-1 text-ink-muted text-sm">
          {typedCount === null ? "Some lines need mending." : wordCount(typedCount)}
        </p>
      </div>
      <fieldset className="m-0 border-0 p-0">
        <legend className="font-medium text-ink">Use our words</legend>
        {MODES.map((option) => (
          <label key={option.mode} className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === option.mode}
              onChange={() => setMode(option.mode)}
              className="size-5 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {problems.length > 0 && (
        <div
          id={errorId}
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-red-800 text-sm dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-semibold">Nothing was saved. Please mend:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {problems.slice(0, 10).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          {problems.length > 10 && <p className="mt-1">And {problems.length - 10} more.</p>}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={buttonClass("primary", "md")}>
          Save words
        </button>
        {choice.ourWordCount > 0 && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void save("", "mixed")}
            className={buttonClass("outline", "md")}
          >
            Remove our words
          </button>
        )}
        <p role="status" className="text-ink text-sm">
          {saved}
        </p>
      </div>
    </form>
  );
}
