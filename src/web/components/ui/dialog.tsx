import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { useRef } from "react";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  /** Read to screen readers after the title; visually hidden when `hideDescription`. */
  description?: React.ReactNode;
  hideDescription?: boolean;
  children: React.ReactNode;
  className?: string;
  onKeyDown?: React.KeyboardEventHandler<HTMLDivElement>;
};

/**
 * A modal dialog: focus moves in and is trapped while open, Escape and the overlay close it, and
 * focus returns to what opened it (Radix Dialog underneath).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  children,
  className = "",
  onKeyDown,
}: DialogProps) {
  // Opened from outside (no Radix trigger): remember what had focus, to give it back on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined") {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-surface p-6 shadow-2xl focus:outline-none data-[state=open]:animate-[pop-in_180ms_ease-out] ${className}`}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-bold text-xl tracking-tight">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mt-2 -mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={hideDescription ? "sr-only" : "mt-1 text-ink-muted text-sm"}>
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
