import type { Category } from "./content";

/** Each category's colour, on the wheel and on its label (written out in full so the build keeps them). */
export const categoryStyle: Record<Category, { segment: string; chip: string; swatch: string }> = {
  casual: {
    segment: "fill-sky-700",
    chip: "bg-sky-100 dark:bg-tint text-sky-900 dark:text-sky-300",
    swatch: "bg-sky-700",
  },
  personal: {
    segment: "fill-pink-700",
    chip: "bg-pink-100 dark:bg-tint text-pink-900 dark:text-pink-300",
    swatch: "bg-pink-700",
  },
  deep: {
    segment: "fill-indigo-700",
    chip: "bg-indigo-100 dark:bg-tint text-indigo-900 dark:text-indigo-300",
    swatch: "bg-indigo-700",
  },
  funny: {
    segment: "fill-emerald-700",
    chip: "bg-emerald-100 dark:bg-tint text-emerald-900 dark:text-emerald-300",
    swatch: "bg-emerald-700",
  },
  spicy: {
    segment: "fill-red-700",
    chip: "bg-red-100 dark:bg-tint text-red-900 dark:text-red-300",
    swatch: "bg-red-700",
  },
};
