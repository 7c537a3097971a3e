import { ANALYTICS_COUNTERS } from "../../../../shared/analytics-events";
import type { AnalyticsSummary } from "./admin-api";

type ActivityCardsProps = {
  counters: AnalyticsSummary["counters"];
  /** Newsletter sign-ups in this browser; null before the page has read its storage. */
  subscribers: number | null;
};

/** One card per server counter, plus the newsletter card that only this browser can know. */
export function ActivityCards({ counters, subscribers }: ActivityCardsProps) {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-2">
      {ANALYTICS_COUNTERS.map(({ event, label }) => (
        <StatCard key={event} label={label} value={counters[event] ?? 0} />
      ))}
      <StatCard
        label="Newsletter subscribers"
        value={subscribers}
        caption="Counted in this browser only: sign-ups are stored on the visitor's device."
      />
    </ul>
  );
}

function StatCard({ label, value, caption }: { label: string; value: number | null; caption?: string }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-sm">
      <span className="font-medium text-ink-muted text-sm">{label}</span>
      <span className="mt-1 font-extrabold text-3xl text-brand-ink tabular-nums tracking-tight">
        {value === null ? "–" : value.toLocaleString("en-GB")}
      </span>
      {caption ? <span className="mt-1 text-ink-muted text-xs leading-snug">{caption}</span> : null}
    </li>
  );
}
