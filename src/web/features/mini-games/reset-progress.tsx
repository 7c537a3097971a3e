import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { MINI_GAMES, type MiniGameId } from "../../../shared/catalogue/mini-games";
import { buttonClass } from "../../components/ui/button";
import { notify } from "./notify";
import { resetProgress } from "./saved-progress";

export const resetMessages = {
  done: (title: string) => ({ title: "Progress reset", body: `${title} starts again from the beginning.` }),
} as const;

/**
 * "Reset progress" in a game's How to Play section: asks once more, then clears what the game keeps
 * on this device (its levels, its best scores) and has the game start again (`onReset`).
 */
export function ResetProgress({ id, onReset }: { id: MiniGameId; onReset: () => void }) {
  const [asking, setAsking] = useState(false);
  // Asked, the focus goes to the answer that loses nothing.
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const { title } = MINI_GAMES[id];

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (asking ? keep : ask).current?.focus();
  }, [asking]);

  const answer = (reset: boolean) => {
    if (reset) {
      resetProgress(id);
      onReset();
      notify.success(resetMessages.done(title));
    }
    moveFocus.current = true;
    setAsking(false);
  };

  if (!asking) {
    return (
      <button
        ref={ask}
        type="button"
        className={buttonClass("ghost", "sm", "mt-4 -ml-3")}
        onClick={() => {
          moveFocus.current = true;
          setAsking(true);
        }}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Reset progress
      </button>
    );
  }
  return (
    <fieldset className="mt-4 min-w-0 rounded-xl border border-line p-4">
      <legend className="sr-only">Reset progress</legend>
      <p className="font-medium text-ink">
        Clear your progress in {title}? The levels and best scores kept on this device go back to the start.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass("danger", "sm")} onClick={() => answer(true)}>
          Reset progress
        </button>
        <button ref={keep} type="button" className={buttonClass("outline", "sm")} onClick={() => answer(false)}>
          Keep it
        </button>
      </div>
    </fieldset>
  );
}
