import { MessageSquareText } from "lucide-react";
import { type ComponentType, useRef, useState } from "react";
import type { FeedbackPopoverProps } from "./feedback-popover";
import { useCornerTaken } from "./keep-clear";

/** Where the visitor is, recorded with their feedback (site.md section 3). */
export type FeedbackContext = { roomId?: string; playerName?: string };

export type FeedbackButtonProps = { context?: FeedbackContext };

export const feedbackTriggerClass =
  "inline-flex items-center gap-2 rounded-full bg-slate-900 px-4 py-3 font-semibold text-sm text-white shadow-lg hover:bg-slate-700 dark:bg-slate-700";

/**
 * The corner the button floats in. It steps aside (fades out and lets presses through) while it
 * would cover a control, a line of text or a game's play area (useCornerTaken), and comes back over
 * a clear part of the page; it stays while the form is open or the button has the keyboard's focus,
 * so a keyboard user can always reach it.
 */
export function FeedbackCorner({ open = false, children }: { open?: boolean; children: React.ReactNode }) {
  const corner = useRef<HTMLDivElement>(null);
  const taken = useCornerTaken(corner);
  // While the button has the focus, CSS keeps it in place (has-[:focus-visible]).
  const away = taken && !open;
  return (
    <div
      ref={corner}
      className={`fixed right-4 bottom-4 z-40 transition-opacity duration-200 motion-reduce:transition-none sm:right-6 sm:bottom-6 ${away ? "pointer-events-none opacity-0 has-[:focus-visible]:pointer-events-auto has-[:focus-visible]:opacity-100" : ""}`}
    >
      {children}
    </div>
  );
}

/** What the floating button shows, before and after the form has loaded. */
export function FeedbackTriggerFace() {
  return (
    <>
      <MessageSquareText className="size-5" aria-hidden="true" />
      <span className="hidden sm:inline">Feedback</span>
    </>
  );
}

let loading: Promise<ComponentType<FeedbackPopoverProps>> | undefined;
const loadPopover = () => {
  loading ??= import("./feedback-popover").then((module) => module.FeedbackPopover);
  return loading;
};

const releaseEvents = ["pointerup", "pointercancel", "keyup"] as const;

/** Settles once the pointer or key pressed now is let go, after the click that makes, if any. */
function released(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of releaseEvents) window.removeEventListener(type, done, true);
      // The click comes after the release, within the same input event.
      setTimeout(resolve);
    };
    for (const type of releaseEvents) window.addEventListener(type, done, true);
  });
}

/**
 * The floating feedback button (site.md 2.8) on every page. The form and its checks load when the
 * visitor first points at, focuses or presses the button, so no page pays for them up front; a
 * press made while they load opens the form as soon as they are there. The form's own button takes
 * this one's place only between presses: swapped under a held press, the click would be lost.
 */
export function FeedbackButton({ context }: FeedbackButtonProps) {
  const [Popover, setPopover] = useState<ComponentType<FeedbackPopoverProps> | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const press = useRef<Promise<void> | null>(null);
  if (Popover) return <Popover context={context} openAtOnce={openAtOnce} focusTrigger={hadFocus.current} />;

  const load = () =>
    void loadPopover().then(async (component) => {
      await press.current;
      hadFocus.current = document.activeElement === button.current;
      setPopover(() => component);
    });
  const pressed = () => {
    press.current ??= released().then(() => {
      press.current = null;
    });
    load();
  };
  return (
    <FeedbackCorner>
      <button
        ref={button}
        type="button"
        className={feedbackTriggerClass}
        aria-label="Send feedback"
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={load}
        onPointerDown={pressed}
        onKeyDown={pressed}
        onFocus={load}
        onClick={() => {
          setOpenAtOnce(true);
          load();
        }}
      >
        <FeedbackTriggerFace />
      </button>
    </FeedbackCorner>
  );
}
