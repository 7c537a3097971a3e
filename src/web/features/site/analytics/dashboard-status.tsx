import { RotateCw } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";

/** What the dashboard shows while the figures are on their way. */
export function DashboardLoading() {
  return (
    <div role="status" aria-live="polite">
      <p className="flex items-center gap-2 font-medium text-ink-muted text-sm">
        <span className="size-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600" />
        Loading analytics…
      </p>
      <div aria-hidden="true" className="mt-4 grid animate-pulse gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="h-80 rounded-2xl bg-surface-sunken" />
        <div className="grid grid-cols-2 gap-3">
          {["a", "b", "c", "d", "e", "f"].map((key) => (
            <div key={key} className="h-24 rounded-2xl bg-surface-sunken" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** The server's reason the figures could not be loaded, and a way to try again. */
export function DashboardError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-line bg-surface-muted p-6 text-center">
      <p className="font-semibold text-ink">The analytics could not be shown.</p>
      <p className="mt-1 text-ink-muted text-sm">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClass("primary", "md", "mt-4")}>
        <RotateCw className="size-4" aria-hidden="true" />
        Retry
      </button>
    </div>
  );
}
