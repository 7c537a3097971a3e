/** Class names of the site's buttons, for <button>, <a> and <Link> alike. */

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "light" | "onDark" | "danger";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-focus",
  secondary: "bg-ink text-surface shadow-sm hover:bg-ink-soft focus-visible:outline-ink",
  outline: "border-2 border-brand-600 text-brand-ink hover:bg-brand-50 focus-visible:outline-focus",
  ghost: "text-ink-soft hover:bg-surface-sunken focus-visible:outline-focus",
  light: "border-2 border-white bg-white text-brand-700 shadow hover:bg-slate-100 focus-visible:outline-white",
  onDark: "border-2 border-white/80 text-white hover:bg-white/10 focus-visible:outline-white",
  /** An action that cannot be undone: leaving a room, removing a player. */
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600",
};

/** Every size is at least 44 px tall on a phone (WCAG 2.5.5); small buttons shrink on larger screens. */
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 py-1.5 text-sm sm:min-h-9",
  md: "min-h-11 px-5 py-2.5 text-sm",
  lg: "min-h-12 px-6 py-3 text-base",
  icon: "size-11",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
