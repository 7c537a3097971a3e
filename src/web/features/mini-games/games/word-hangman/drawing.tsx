import { MAX_WRONG } from "./logic";

/** The ten strokes of the drawing, one more per wrong guess (mini-games.md section 4). */
const PARTS = [
  <line key="base" x1="20" y1="210" x2="140" y2="210" />,
  <line key="pole" x1="50" y1="210" x2="50" y2="20" />,
  <line key="beam" x1="50" y1="20" x2="140" y2="20" />,
  <line key="rope" x1="140" y1="20" x2="140" y2="50" />,
  <circle key="head" cx="140" cy="70" r="20" />,
  <line key="body" x1="140" y1="90" x2="140" y2="145" />,
  <line key="left-arm" x1="140" y1="105" x2="115" y2="128" />,
  <line key="right-arm" x1="140" y1="105" x2="165" y2="128" />,
  <line key="left-leg" x1="140" y1="145" x2="118" y2="182" />,
  <line key="right-leg" x1="140" y1="145" x2="162" y2="182" />,
];

/** The drawing after `wrong` wrong guesses; its text alternative says how far along it is. */
export function HangmanDrawing({ wrong }: { wrong: number }) {
  const shown = Math.min(wrong, MAX_WRONG);
  return (
    <svg
      viewBox="0 0 190 230"
      className="h-36 w-auto text-ink-soft sm:h-56"
      role="img"
      aria-label={`Drawing: ${shown} of ${MAX_WRONG} parts`}
    >
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
        className="[&>*]:motion-safe:animate-[fade-in_250ms_ease-out]"
      >
        {PARTS.slice(0, shown)}
      </g>
    </svg>
  );
}
