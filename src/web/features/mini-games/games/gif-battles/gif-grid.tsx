import type { Gif } from "./content";

type GifGridProps = {
  gifs: readonly Gif[];
  /** The picture picked, while it is being locked in. */
  picked: string | undefined;
  onPick: (gif: Gif) => void;
};

/**
 * The four pictures of a prompt, each a button named by its picture's alt text. Once one is
 * picked the others dim; all stay focusable (aria-disabled) so keyboard focus is not lost, and
 * the game ignores further picks.
 */
export function GifGrid({ gifs, picked, onPick }: GifGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {gifs.map((gif) => (
        <li key={gif.id}>
          <button
            type="button"
            aria-disabled={picked !== undefined || undefined}
            onClick={() => onPick(gif)}
            className={`flex h-full w-full flex-col overflow-hidden rounded-2xl border-2 bg-surface text-left shadow-sm transition motion-reduce:transition-none ${tone(picked, gif.id)}`}
          >
            <img
              src={gif.url}
              alt={gif.title}
              width={200}
              height={200}
              className="aspect-square h-auto w-full bg-surface-sunken"
            />
            <span aria-hidden="true" className="p-3 font-medium text-ink-soft text-sm leading-snug">
              {gif.title}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Before a pick every picture invites one; after it the pick stands out and the others dim. */
function tone(picked: string | undefined, id: string): string {
  if (picked === undefined) return "cursor-pointer border-line hover:border-rose-400 hover:shadow-md";
  if (picked === id) return "cursor-default border-rose-600 ring-4 ring-rose-200";
  return "cursor-default border-line opacity-50";
}
