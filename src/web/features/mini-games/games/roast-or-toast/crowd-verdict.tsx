import { ThumbsDown, ThumbsUp } from "lucide-react";
import { type Choice, type Round, wonPoint } from "./logic";

const crowdCall: Record<Choice, string> = { roast: "Roast it!", toast: "Toast it!" };

/** What the crowd made of the player's call: the point won or missed, said in words and colour. */
export function CrowdVerdict({ round }: { round: Round }) {
  const agreed = wonPoint(round);
  const Icon = agreed ? ThumbsUp : ThumbsDown;
  return (
    <div
      className={`flex items-center gap-4 rounded-2xl border-2 p-4 motion-safe:animate-[fade-in_200ms_ease-out] ${
        agreed
          ? "border-emerald-300 dark:border-line-strong bg-emerald-50 dark:bg-tint text-emerald-900 dark:text-emerald-300"
          : "border-line-strong bg-surface-muted text-ink-soft"
      }`}
    >
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-full ${
          agreed ? "bg-emerald-700 text-white" : "bg-slate-600 text-white"
        }`}
        aria-hidden="true"
      >
        <Icon className="size-6" />
      </span>
      <p>
        <span className="block font-bold text-lg">The crowd says: {crowdCall[round.crowd]}</span>
        <span className="block">
          {agreed ? "You read the room. +1 point." : `You said ${round.choice}. No point this round.`}
        </span>
      </p>
    </div>
  );
}
