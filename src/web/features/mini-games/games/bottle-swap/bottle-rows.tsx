import { Eye, EyeOff } from "lucide-react";
import { buttonClass } from "../../../../components/ui/button";
import { BottleArt } from "./bottle";
import type { BottleColour } from "./logic";

const ROW = "flex flex-wrap justify-center gap-x-1.5 gap-y-3 sm:gap-x-2";
const SLOT = "flex w-11 flex-col items-center sm:w-14";

/** The position number under a bottle, and its colour's name when asked for. */
function Caption({ position, name }: { position: number; name: string | null }) {
  return (
    <span className="mt-1 flex flex-col items-center leading-tight" aria-hidden="true">
      <span className="font-semibold text-ink-muted text-xs tabular-nums">{position}</span>
      {name ? <span className="text-[0.7rem] text-ink-soft">{name}</span> : null}
    </span>
  );
}

type PlayerRowProps = {
  /** The player's bottles, or null while the page is not live yet (empty outlines, shut). */
  bottles: readonly BottleColour[] | null;
  placeholders: number;
  selected: number | null;
  locked: boolean;
  colourNames: boolean;
  onBottle: (index: number) => void;
};

/**
 * 'Your Bottles': one button per bottle, named by position and colour. The bottle picked up rises,
 * gets a thick dashed frame and a "picked up" mark, so it shows without relying on colour.
 */
export function PlayerRow({ bottles, placeholders, selected, locked, colourNames, onBottle }: PlayerRowProps) {
  const total = bottles?.length ?? placeholders;
  return (
    <section aria-labelledby="bottles-yours" className="rounded-2xl border border-line bg-surface p-4">
      <h3 id="bottles-yours" className="mb-3 font-bold text-ink">
        Your Bottles
      </h3>
      <ol className={ROW}>
        {Array.from({ length: total }, (_, index) => {
          const colour = bottles?.[index] ?? null;
          const picked = selected === index;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is a position in the row
            <li key={index} className={SLOT}>
              <button
                type="button"
                disabled={!bottles || locked}
                aria-pressed={picked}
                aria-label={`Bottle ${index + 1} of ${total}: ${colour ?? "loading"}${picked ? ", picked up" : ""}`}
                onClick={() => onBottle(index)}
                data-colour={colour ?? undefined}
                className={`relative flex h-24 w-11 touch-manipulation sm:h-28 sm:w-14 items-end justify-center rounded-xl border-2 pb-1 transition-transform duration-150 focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-2 disabled:cursor-default motion-reduce:transition-none ${
                  picked
                    ? "-translate-y-2 border-ink border-dashed bg-brand-50 shadow-md"
                    : "border-transparent hover:border-line-strong enabled:hover:bg-surface-muted"
                }`}
              >
                {picked ? (
                  <span
                    className="absolute -top-2.5 left-1/2 -translate-x-1/2 rounded-full bg-ink px-1.5 font-bold text-[0.65rem] text-surface leading-4"
                    aria-hidden="true"
                  >
                    ▲
                  </span>
                ) : null}
                <BottleArt colour={colour} className="h-20 w-9 sm:h-24 sm:w-11" />
              </button>
              <Caption position={index + 1} name={colourNames ? colour : null} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

type TargetPanelProps = {
  target: readonly BottleColour[] | null;
  placeholders: number;
  shown: boolean;
  live: boolean;
  colourNames: boolean;
  onToggle: () => void;
};

/** The Target Pattern: hidden slots show '?' until Show Target; same layout as the player's row. */
export function TargetPanel({ target, placeholders, shown, live, colourNames, onToggle }: TargetPanelProps) {
  const total = target?.length ?? placeholders;
  return (
    <section aria-labelledby="bottles-target" className="rounded-2xl border border-line bg-surface-sunken p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id="bottles-target" className="font-bold text-ink">
          Target Pattern
        </h3>
        <button
          type="button"
          className={buttonClass("outline", "sm", "min-h-10 bg-surface")}
          onClick={onToggle}
          disabled={!live}
        >
          {shown ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          {shown ? "Hide Target" : "Show Target"}
        </button>
      </div>
      <ol className={ROW}>
        {Array.from({ length: total }, (_, index) => {
          const colour = shown ? (target?.[index] ?? null) : null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slot is a position in the row
            <li key={index} className={SLOT} aria-label={`Target ${index + 1}: ${colour ?? "hidden"}`}>
              <span
                className="flex h-24 w-11 items-end justify-center pb-1 sm:h-28 sm:w-14"
                data-colour={colour ?? undefined}
              >
                <BottleArt colour={colour} className="h-20 w-9 sm:h-24 sm:w-11" />
              </span>
              <Caption position={index + 1} name={colourNames ? colour : null} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
