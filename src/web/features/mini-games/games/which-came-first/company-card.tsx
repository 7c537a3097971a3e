import { Check, X } from "lucide-react";
import type { Company } from "./content";
import { foundedLabel, foundedYear } from "./logic";
import { Monogram } from "./monogram";

type CompanyCardProps = {
  company: Company;
  /** Both dates are shown; the card no longer takes a pick. */
  revealed: boolean;
  /** This company was founded first (shown once revealed). */
  first: boolean;
  picked: boolean;
  onPick: () => void;
};

const frame = "relative flex h-full w-full flex-col items-center rounded-3xl border-2 p-4 text-center sm:p-6";

function tone({ revealed, first, picked }: Pick<CompanyCardProps, "revealed" | "first" | "picked">): string {
  if (!revealed) {
    return "border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0";
  }
  if (picked && first) return "border-emerald-600 bg-emerald-50 dark:bg-tint";
  if (picked) return "border-rose-600 bg-rose-50 dark:bg-tint";
  if (first) return "border-emerald-600 border-dashed bg-surface";
  return "border-line bg-surface";
}

/**
 * One company of the pair: a button to pick it, which after the pick shows when it was founded,
 * whether it came first and whether it was the player's pick. It stays focusable once answered
 * (aria-disabled) so keyboard focus is not lost; the game ignores the extra picks.
 */
export function CompanyCard({ company, revealed, first, picked, onPick }: CompanyCardProps) {
  const date = foundedLabel(company);
  const year = String(foundedYear(company));
  return (
    <button
      type="button"
      aria-disabled={revealed || undefined}
      onClick={onPick}
      className={`${frame} ${tone({ revealed, first, picked })} ${revealed ? "cursor-default" : "cursor-pointer"}`}
    >
      <Monogram logo={company.logo} className="size-14 sm:size-16" />
      <span className="mt-3 font-bold text-lg text-ink leading-tight sm:text-xl" data-testid="company-name">
        {company.name}
      </span>
      <span className="mt-1 text-ink-muted text-sm">{company.industry}</span>
      <span className="mt-auto flex min-h-20 flex-col items-center justify-end pt-3">
        {revealed ? (
          <>
            <span className="text-ink-muted text-xs uppercase tracking-wider">Founded</span>
            <span className="font-extrabold text-3xl text-ink tabular-nums" data-testid="founded-year">
              {year}
            </span>
            <span className="text-ink-muted text-xs">{date === year ? "\u00a0" : date}</span>
          </>
        ) : (
          <span aria-hidden="true" className="font-extrabold text-3xl text-slate-300">
            ????
          </span>
        )}
      </span>
      <span className="mt-2 flex min-h-7 items-center justify-center">
        {revealed && picked ? (
          <span
            className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-semibold text-xs ${first ? "bg-emerald-100 dark:bg-tint text-emerald-800 dark:text-emerald-300" : "bg-rose-700 text-white"}`}
          >
            {first ? <Check className="size-3.5" aria-hidden="true" /> : <X className="size-3.5" aria-hidden="true" />}
            Your pick
          </span>
        ) : null}
      </span>
      {revealed && first ? (
        <span className="-top-3.5 -translate-x-1/2 absolute left-1/2 inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-emerald-700 px-2.5 py-1 font-semibold text-white text-xs shadow-sm">
          Came first
        </span>
      ) : null}
    </button>
  );
}

/** The shape of a card while the pair loads: same size, so nothing jumps when the pair arrives. */
export function CompanyCardSkeleton() {
  return (
    <div className={`${frame} border-line-soft bg-surface-muted`} aria-hidden="true">
      <div className="size-14 animate-pulse rounded-2xl bg-surface-strong motion-reduce:animate-none sm:size-16" />
      <div className="mt-4 h-5 w-3/4 animate-pulse rounded-full bg-surface-strong motion-reduce:animate-none" />
      <div className="mt-2 h-4 w-1/2 animate-pulse rounded-full bg-surface-strong motion-reduce:animate-none" />
      <div className="mt-auto flex min-h-20 items-end pt-3">
        <div className="h-8 w-20 animate-pulse rounded-lg bg-surface-strong motion-reduce:animate-none" />
      </div>
      <div className="mt-2 min-h-7" />
    </div>
  );
}
