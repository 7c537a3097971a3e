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

export function TeamBadge({ team }: { team: TeamId }) {
  return (
    <span
      className={`shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 font-bold text-xs ${teamColors[team].badge}`}
    >
      Team {team}
    </span>
  );
}

export function HostBadge() {
  return (
    <span className="shrink-0 rounded-full bg-amber-400 px-2.5 py-0.5 font-bold text-amber-950 text-xs">Host</span>
  );
}
