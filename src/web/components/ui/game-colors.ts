import type { GameColor } from "../../../shared/catalogue/game-types";

type ColorClasses = {
  /** Strong gradient: preview panel, detail hero. */
  gradient: string;
  /** Soft tint: icon fallback, chips. */
  soft: string;
  /** Text on the soft tint. */
  text: string;
};

/** Tailwind classes per game colour, written out in full so the build keeps them. */
export const gameColorClasses: Record<GameColor, ColorClasses> = {
  rose: { gradient: "bg-gradient-to-br from-rose-500 to-rose-700", soft: "bg-rose-100", text: "text-rose-700" },
  violet: {
    gradient: "bg-gradient-to-br from-violet-500 to-violet-700",
    soft: "bg-violet-100",
    text: "text-violet-700",
  },
  sky: { gradient: "bg-gradient-to-br from-sky-500 to-sky-700", soft: "bg-sky-100", text: "text-sky-700" },
  orange: {
    gradient: "bg-gradient-to-br from-orange-500 to-orange-700",
    soft: "bg-orange-100",
    text: "text-orange-700",
  },
  indigo: {
    gradient: "bg-gradient-to-br from-indigo-500 to-indigo-700",
    soft: "bg-indigo-100",
    text: "text-indigo-700",
  },
  emerald: {
    gradient: "bg-gradient-to-br from-emerald-500 to-emerald-700",
    soft: "bg-emerald-100",
    text: "text-emerald-700",
  },
  amber: { gradient: "bg-gradient-to-br from-amber-500 to-amber-700", soft: "bg-amber-100", text: "text-amber-800" },
  fuchsia: {
    gradient: "bg-gradient-to-br from-fuchsia-500 to-fuchsia-700",
    soft: "bg-fuchsia-100",
    text: "text-fuchsia-700",
  },
  teal: { gradient: "bg-gradient-to-br from-teal-500 to-teal-700", soft: "bg-teal-100", text: "text-teal-700" },
};
