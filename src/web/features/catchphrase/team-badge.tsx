import { Crown, Eye } from "lucide-react";
import type { TeamId } from "../../../shared/catchphrase/types";

/** Team colours of catchphrase.md section 2: Team A blue, Team B red. */
export const teamColors: Record<TeamId, { badge: string; text: string; soft: string }> = {
  A: {
    badge: "bg-blue-600 text-white",
    text: "text-blue-700 dark:text-sky-300",
    soft: "bg-blue-50 dark:bg-tint border-blue-200 dark:border-line-strong",
  },
  B: {
    badge: "bg-red-600 text-white",
    text: "text-red-700 dark:text-red-300",
    soft: "bg-red-50 dark:bg-tint border-red-200 dark:border-line-strong",
  },
};

/**
 * A player's team. `compact` (the room header on a phone): the letter alone, "Team" still read out,
 * so that the player's name keeps its room beside the badges.
 */
export function TeamBadge({ team, compact = false }: { team: TeamId; compact?: boolean }) {
  return (
    <span
      className={`shrink-0 whitespace-nowrap rounded-full py-0.5 font-bold text-xs ${compact ? "px-2 sm:px-2.5" : "px-2.5"} ${teamColors[team].badge}`}
    >
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>Team </span>
      {team}
    </span>
  );
}

/** The host's badge. `compact` (the room header on a phone): a crown, "Host" still read out. */
export function HostBadge({ compact = false }: { compact?: boolean }) {
  return (
    <span
      className={`flex shrink-0 items-center rounded-full bg-amber-400 py-0.5 font-bold text-amber-950 text-xs ${compact ? "px-1.5 sm:px-2.5" : "px-2.5"}`}
    >
      {compact ? <Crown className="size-3.5 sm:hidden" strokeWidth={2.5} aria-hidden="true" /> : null}
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>Host</span>
    </span>
  );
}

/** A spectator's badge, in a team's place (issue "Catchphrase for a party night"). */
export function WatchingBadge({ compact = false }: { compact?: boolean }) {
  return (
    <span
      className={`flex shrink-0 items-center gap-1 rounded-full bg-slate-600 py-0.5 font-bold text-white text-xs ${compact ? "px-1.5 sm:px-2.5" : "px-2.5"}`}
    >
      <Eye className={`size-3.5 ${compact ? "sm:hidden" : "hidden"}`} strokeWidth={2.5} aria-hidden="true" />
      <span className={compact ? "sr-only sm:not-sr-only" : undefined}>Watching</span>
    </span>
  );
}
