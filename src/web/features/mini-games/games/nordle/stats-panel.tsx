import { MAX_TRIES } from "./logic";
import { type NordleStats, streakOn, winPercent } from "./stats";

type StatsPanelProps = {
  title: string;
  stats: NordleStats;
  /** Today's daily puzzle, for a daily streak (a day left unplayed ends it); null in practice. */
  today: number | null;
  lastWinGuesses: number | null;
};

/** Played, win %, streaks and the guess distribution, with the latest win's bar highlighted. */
export function StatsPanel({ title, stats, today, lastWinGuesses }: StatsPanelProps) {
  const figures = [
    ["Played", stats.played],
    ["Win %", winPercent(stats)],
    ["Current streak", streakOn(stats, today)],
    ["Best streak", stats.bestStreak],
  ] as const;
  const most = Math.max(1, ...stats.distribution);
  const id = `nordle-stats-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5">
      <h2 id={id} className="font-bold text-lg">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-ink-muted text-xs">{label}</dt>
            <dd className="font-extrabold text-2xl tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-semibold text-sm">Guess distribution</h3>
      <ol className="mt-2 space-y-1">
        {Array.from({ length: MAX_TRIES }, (_, index) => index + 1).map((tries) => {
          const index = tries - 1;
          const count = stats.distribution[index] ?? 0;
          const latest = lastWinGuesses === tries;
          return (
            <li key={tries} className="flex items-center gap-2 text-sm">
              <span className="w-3 font-semibold tabular-nums">{index + 1}</span>
              <span
                className={`flex h-6 min-w-7 items-center justify-end rounded px-2 font-bold text-white tabular-nums ${latest ? "bg-emerald-700" : "bg-slate-500"}`}
                style={{ width: `${Math.max(8, (count / most) * 100)}%` }}
              >
                <span className="sr-only">{`${index + 1} ${index === 0 ? "guess" : "guesses"}: `}</span>
                {count}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
