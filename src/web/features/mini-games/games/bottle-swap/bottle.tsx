import type { BottleColour } from "./logic";

/** Each palette colour as paint (Tailwind's 500 shades; pure black and white). */
export const BOTTLE_PAINT: Record<BottleColour, string> = {
  purple: "#a855f7",
  blue: "#3b82f6",
  black: "#0a0a0a",
  sky: "#0ea5e9",
  yellow: "#eab308",
  orange: "#f97316",
  white: "#ffffff",
  pink: "#ec4899",
  teal: "#14b8a6",
  lime: "#84cc16",
  red: "#ef4444",
  emerald: "#10b981",
  fuchsia: "#d946ef",
  rose: "#f43f5e",
  amber: "#f59e0b",
  indigo: "#6366f1",
  violet: "#8b5cf6",
  cyan: "#06b6d4",
  green: "#22c55e",
  gray: "#6b7280",
  slate: "#64748b",
  zinc: "#71717a",
  stone: "#78716c",
};

/** Neck, shoulders and body of the glass, in one outline. */
const GLASS = "M15 10 H25 V22 C25 29 34 31 34 40 V80 Q34 88 26 88 H14 Q6 88 6 80 V40 C6 31 15 29 15 22 Z";

/**
 * A bottle drawn in SVG: a glass body filled with `colour` (or an empty dashed outline with a
 * question mark while the colour is hidden). Every bottle has a dark outline, so white bottles
 * show on light panels and black ones on dark. Decorative: its container carries the name.
 */
export function BottleArt({ colour, className = "" }: { colour: BottleColour | null; className?: string }) {
  return (
    <svg viewBox="0 0 40 90" className={className} aria-hidden="true" focusable="false">
      <rect x="13.5" y="2" width="13" height="8" rx="2" className="fill-ink-soft" />
      <path
        d={GLASS}
        fill={colour ? BOTTLE_PAINT[colour] : "#f1f5f9"}
        className="stroke-ink-soft"
        strokeWidth="1.75"
        strokeDasharray={colour ? undefined : "4 3"}
        strokeLinejoin="round"
      />
      {colour ? (
        <>
          <path
            d="M10 42 C10 36 14 34 16 32 V36 C13 38 13 40 13 44 V78 Q13 82 11 82 Q10 82 10 78 Z"
            fill="#ffffff"
            opacity="0.45"
          />
          <rect x="8" y="50" width="24" height="16" rx="2" fill="#ffffff" opacity={colour === "white" ? 0 : 0.22} />
        </>
      ) : (
        <text x="20" y="64" textAnchor="middle" fontSize="22" fontWeight="800" fill="#475569">
          ?
        </text>
      )}
    </svg>
  );
}
