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
  rose: {
    gradient: "bg-gradient-to-br from-rose-500 to-rose-700",
    soft: "bg-rose-100 dark:bg-tint",
    text: "text-rose-700 dark:text-rose-300",
  },
  violet: {
    gradient: "bg-gradient-to-br from-violet-500 to-violet-700",
    soft: "bg-violet-100 dark:bg-tint",
    text: "text-violet-700 dark:text-violet-300",
  },
  sky: {
    gradient: "bg-gradient-to-br from-sky-500 to-sky-700",
    soft: "bg-sky-100 dark:bg-tint",
    text: "text-sky-700 dark:text-sky-300",
  },
  orange: {
    gradient: "bg-gradient-to-br from-orange-500 to-orange-700",
    soft: "bg-orange-100 dark:bg-tint",
    text: "text-orange-700 dark:text-orange-300",
  },
  indigo: {
    gradient: "bg-gradient-to-br from-indigo-500 to-indigo-700",
    soft: "bg-indigo-100 dark:bg-tint",
    text: "text-indigo-700 dark:text-indigo-300",
  },
  emerald: {
    gradient: "bg-gradient-to-br from-emerald-500 to-emerald-700",
    soft: "bg-emerald-100 dark:bg-tint",
    text: "text-emerald-700 dark:text-emerald-300",
  },
  amber: {
    gradient: "bg-gradient-to-br from-amber-500 to-amber-700",
    soft: "bg-amber-100 dark:bg-tint",
    text: "text-amber-800 dark:text-amber-300",
  },
  fuchsia: {
    gradient: "bg-gradient-to-br from-fuchsia-500 to-fuchsia-700",
    soft: "bg-fuchsia-100 dark:bg-tint",
    text: "text-fuchsia-700 dark:text-fuchsia-300",
  },
  teal: {
    gradient: "bg-gradient-to-br from-teal-500 to-teal-700",
    soft: "bg-teal-100 dark:bg-tint",
    text: "text-teal-700 dark:text-teal-300",
  },
};
