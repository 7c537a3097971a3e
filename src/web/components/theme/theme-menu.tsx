import { type LucideIcon, Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { chooseTheme, type ThemeChoice, useThemeChoice } from "../../lib/theme";

const choices: { value: ThemeChoice; label: string; Icon: LucideIcon }[] = [
  { value: "system", label: "System", Icon: Monitor },
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
];

const triggerTones = {
  default: "text-ink-soft hover:bg-brand-50 hover:text-brand-ink",
  onDark: "bg-white/15 text-white hover:bg-white/25 focus-visible:outline-white",
};

/**
 * The Theme control of the site's header and of the Catchphrase screens: a button that opens a
 * group of three radio buttons, System (the device's setting), Light and Dark. A choice applies at
 * once and is remembered in this browser; Escape, a press outside or leaving the group closes it.
 * Plain elements rather than a menu library, to keep every page's first load light.
 */
export function ThemeMenu({ tone = "default" }: { tone?: keyof typeof triggerTones }) {
  const choice = useThemeChoice();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const CurrentIcon = choices.find((entry) => entry.value === choice)?.Icon ?? Monitor;

  useEffect(() => {
    if (!open) return;
    const container = root.current;
    container?.querySelector<HTMLInputElement>("input:checked")?.focus();
    // Focus moving to another control closes it; a press that moves no focus is onPointerDown's.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !container?.contains(next)) setOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    container?.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      container?.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label="Theme"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${triggerTones[tone]}`}
      >
        <CurrentIcon className="size-5" aria-hidden="true" />
      </button>
      <fieldset
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-44 rounded-2xl border border-line bg-surface p-1.5 text-ink shadow-xl"
      >
        <legend className="sr-only">Theme</legend>
        {choices.map(({ value, label, Icon }) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-xl px-3 font-medium text-sm hover:bg-surface-sunken has-checked:bg-brand-50 has-checked:text-brand-ink has-focus-visible:outline-2 has-focus-visible:outline-focus"
          >
            <input
              type="radio"
              name={panelId}
              value={value}
              checked={choice === value}
              onChange={() => chooseTheme(value)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
