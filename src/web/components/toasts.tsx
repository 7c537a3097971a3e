import { useSyncExternalStore } from "react";
import type { ExternalToast, Toaster as SonnerToaster } from "sonner";
import { useResolvedTheme } from "../lib/theme";

/**
 * The site's toasts. Most page views never show one, so the toast library's code is fetched on the
 * first toast, not with the page: `toast` asks for it, and `<Toasts />` mounts its toaster once it
 * is here, which shows every toast raised before it was ready. Should the code fail to arrive (the
 * network gone), that toast is lost and logged, the page carries on, and the next toast tries again.
 */
const loadSonner = () => import("sonner");

let Toaster: typeof SonnerToaster | null = null;
const listeners = new Set<() => void>();

type Kind = "message" | "success" | "error";

/** Runs `use` once the toast library is here; logs, and drops the call, if it cannot arrive. */
function withSonner(use: (sonner: typeof import("sonner")) => void): void {
  loadSonner().then(use, (error: unknown) => console.error("Could not load the toasts", error));
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  withSonner((sonner) => {
    if (!Toaster) {
      Toaster = sonner.Toaster;
      for (const listener of listeners) listener();
    }
    if (kind === "message") sonner.toast(message, options);
    else sonner.toast[kind](message, options);
  });
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

/** Where toasts appear, once there is one to show (rendered once, in the page's layout). */
export function Toasts() {
  const Loaded = useSyncExternalStore(
    subscribe,
    () => Toaster,
    () => null,
  );
  const theme = useResolvedTheme();
  return Loaded ? <Loaded position="top-center" richColors closeButton theme={theme} /> : null;
}
