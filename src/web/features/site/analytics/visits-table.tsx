import type { VisitDay } from "./admin-api";

/** "Sun 22 Nov" for a UTC day "2026-11-22", the same in every visitor's time zone. */
export function formatDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

const formatCount = (value: number) => value.toLocaleString("en-GB");
const numberCell = "px-4 py-3 text-right tabular-nums";

/** New and returning visitors per day with a totals row (site.md 2.9). */
export function VisitsTable({ days }: { days: readonly VisitDay[] }) {
  const totalNew = days.reduce((sum, day) => sum + day.newVisitors, 0);
  const totalReturning = days.reduce((sum, day) => sum + day.returningVisitors, 0);
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm">
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="sr-only">New and returning visitors per day over the last {days.length} days (UTC)</caption>
        <thead className="bg-surface-muted text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              New Visitors
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Returning Visitors
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line-soft">
          {days.map((day) => (
            <tr key={day.date} className="hover:bg-brand-50/60">
              <th scope="row" className="px-4 py-3 text-left font-medium text-ink-soft whitespace-nowrap">
                <time dateTime={day.date}>{formatDay(day.date)}</time>
              </th>
              <td className={numberCell}>{formatCount(day.newVisitors)}</td>
              <td className={numberCell}>{formatCount(day.returningVisitors)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-line bg-brand-50 font-semibold text-brand-ink">
          <tr>
            <th scope="row" className="px-4 py-3 text-left">
              Total
            </th>
            <td className={numberCell}>{formatCount(totalNew)}</td>
            <td className={numberCell}>{formatCount(totalReturning)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
