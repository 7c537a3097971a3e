import { useSyncExternalStore } from "react";
import type { ExternalToast, Toaster as SonnerToaster } from "sonner";
import { useResolvedTheme } from "../../lib/theme";
import { useToastsLift } from "./lift";
import { OpenToasts } from "./open-toasts";

/**
 * The site's toasts. Most page views never show one, so the toast library's code is fetched on the
 * first toast, not with the page: `toast` asks for it, and `<Toasts />` mounts its toaster once it
 * is here, which shows every toast raised before it was ready. Should the code fail to arrive (the
 * network gone), that toast is lost and logged, the page carries on, and the next toast tries again.
 */
const loadSonner = () => Promise.all([import("sonner"), import("./toasts.css")]).then(([sonner]) => sonner);

let Toaster: typeof SonnerToaster | null = null;
const listeners = new Set<() => void>();

type Kind = "message" | "success" | "error";

/** Runs `use` once the toast library is here; logs, and drops the call, if it cannot arrive. */
function withSonner(use: (sonner: typeof import("sonner")) => void): void {
  loadSonner().then(use, (error: unknown) => console.error("Could not load the toasts", error));
}

/** At most this many toasts are on screen at once; a newer one pushes the oldest out of view. */
const VISIBLE_TOASTS = 2;

/** The toasts open now: a message is shown once, and a repeat is never lost (open-toasts.ts). */
const openToasts = new OpenToasts(VISIBLE_TOASTS);

/** Sonner's options for showing `key` (kind and title): its id, and closing that forgets it. */
function named(sonner: typeof import("sonner"), key: string, options?: ExternalToast): ExternalToast {
  const { id, replaces } = openToasts.show(key, options?.id);
  if (replaces !== undefined) sonner.toast.dismiss(replaces);
  return {
    ...options,
    id,
    onAutoClose: (toast) => {
      openToasts.closed(id);
      options?.onAutoClose?.(toast);
    },
    onDismiss: (toast) => {
      openToasts.closed(id);
      options?.onDismiss?.(toast);
    },
  };
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  withSonner((sonner) => {
    if (!Toaster) {
      Toaster = sonner.Toaster;
      for (const listener of listeners) listener();
    }
    const toastOptions = named(sonner, `${kind}:${message}`, options);
    if (kind === "message") sonner.toast(message, toastOptions);
    else sonner.toast[kind](message, toastOptions);
  });
}

/**
 * Fetches the toasts' code now rather than with the first toast: for a page that is sure to show
 * some (a game room's), and may have lost its network by the time it does.
 */
export function prepareToasts(): void {
  withSonner(() => {});
}

/** Takes away the toast shown with `options.id` = `id`, if it is still there. */
function dismiss(id: string): void {
  withSonner((sonner) => sonner.toast.dismiss(id));
}

/**
 * Shows a toast: `toast(message)`, `toast.success(message)` or `toast.error(message)`;
 * `toast.dismiss(id)` takes one shown with that id away before its time.
 */
export const toast = Object.assign((message: string, options?: ExternalToast) => show("message", message, options), {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  dismiss,
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * On a phone (sonner's own breakpoint, 600 px) toasts sit at the bottom, clear of the safe area, of
 * the on-screen keyboard and of a game's keys (--toasts-lift, kept by useToastsLift), never over the
 * header.
 */
const PHONE_OFFSET = {
  bottom: "calc(16px + max(env(safe-area-inset-bottom, 0px), var(--toasts-lift, 0px)))",
  left: 16,
  right: 16,
} as const;

/** Where toasts appear, once there is one to show (rendered once, in the page's layout). */
export function Toasts() {
  const Loaded = useSyncExternalStore(
    subscribe,
    () => Toaster,
    () => null,
  );
  useToastsLift(Loaded !== null);
  const theme = useResolvedTheme();
  return Loaded ? (
    <Loaded
      position="bottom-center"
      mobileOffset={PHONE_OFFSET}
      visibleToasts={VISIBLE_TOASTS}
      richColors
      closeButton
      theme={theme}
    />
  ) : null;
}
