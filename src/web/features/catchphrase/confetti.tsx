/** The pieces' colours: the brand's and both teams'. */
const COLOURS = ["bg-brand-500", "bg-amber-400", "bg-blue-500", "bg-red-500", "bg-emerald-500", "bg-pink-500"];
const PIECES = 36;

/**
 * A short shower of confetti over the winner's card: drawn only for players who have not asked for
 * less motion (each piece is hidden otherwise), out of the way of the pointer and of screen readers.
 * Placed and timed by the piece's number, so every render draws the same shower.
 */
export function Confetti() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-96 overflow-hidden">
      {Array.from({ length: PIECES }, (_, piece) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are positions in the shower
          key={piece}
          className={`absolute top-0 hidden h-3 w-1.5 rounded-sm opacity-0 motion-safe:block motion-safe:animate-[confetti-fall_2.4s_ease-in_forwards] ${COLOURS[piece % COLOURS.length]}`}
          style={{ left: `${(piece * 37) % 100}%`, animationDelay: `${(piece * 53) % 900}ms` }}
        />
      ))}
    </div>
  );
}
