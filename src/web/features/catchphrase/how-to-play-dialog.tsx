import { Info } from "lucide-react";
import {
  ABSENT_DESCRIBER_AFTER_MS,
  DEFAULT_ROUND_DURATION,
  DEFAULT_ROUNDS,
  MAX_PLAYERS,
  MAX_ROUNDS,
  MIN_PLAYERS,
  MIN_ROUNDS,
  MIN_TEAM_SIZE,
  POINTS_PER_ROUND,
  ROUND_DURATIONS,
} from "../../../shared/catchphrase/constants";
import { Dialog } from "../../components/ui/dialog";

/** Where the player is when they open the rules: it sets the line in the status box. */
export type HowToPlayStatus =
  | { kind: "landing" }
  | { kind: "waiting"; playerCount: number }
  | { kind: "playing"; round: number; totalRounds: number };

type HowToPlayDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  status: HowToPlayStatus;
};

/** The status box's sentence for where the player is now. */
export function howToPlayStatusText(status: HowToPlayStatus): string {
  switch (status.kind) {
    case "landing":
      return "Create a room or join one with a code to get started.";
    case "waiting": {
      const players = `${status.playerCount} ${status.playerCount === 1 ? "player" : "players"}`;
      const start =
        status.playerCount >= MIN_PLAYERS ? "the host can start the game now" : `the host can start at ${MIN_PLAYERS}`;
      return `Waiting in the room: ${players} so far; ${start}.`;
    }
    case "playing":
      return `Game in progress: round ${status.round} of ${status.totalRounds}.`;
  }
}

const durations = `${ROUND_DURATIONS.slice(0, -1).join(", ")} or ${ROUND_DURATIONS.at(-1)} seconds`;

const SECTIONS: { title: string; items: string[] }[] = [
  {
    title: "Overview",
    items: [
      "Two teams race against the round clock. One player describes a word, their teammates shout guesses, and nobody wants to be holding the word when the buzzer goes.",
    ],
  },
  {
    title: "Setting up",
    items: [
      `The host creates a room and picks the number of rounds (${MIN_ROUNDS} to ${MAX_ROUNDS}, ${DEFAULT_ROUNDS} by default) and the time per round (${durations}; ${DEFAULT_ROUND_DURATION} by default).`,
      `Everyone else joins with the room code or the shared link and a name. A room holds up to ${MAX_PLAYERS} players, and at least ${MIN_PLAYERS} are needed to start.`,
      "When the host starts, players are split into Team A and Team B alternately, in the order of the player list.",
      `With Pick Teams on, players choose their own team instead with Switch Team (the host can Shuffle Teams), and each team needs at least ${MIN_TEAM_SIZE} players to start.`,
    ],
  },
  {
    title: "How to play",
    items: [
      "The describer sees the word and explains it to their team without saying the word itself.",
      "When a teammate gets it, the describer presses Word Guessed. A new word appears and the turn passes to the next player in the order A1, B1, A2, B2 and so on, so the word keeps bouncing between the teams.",
      "The round clock keeps running when the turn passes; it is never reset mid-round.",
      `When time runs out, the team that is not describing at that moment scores ${POINTS_PER_ROUND} point. The host then starts the next round, and the team that just scored describes first.`,
      `A player who loses their connection is shown as offline. When the describer has been offline for ${ABSENT_DESCRIBER_AFTER_MS / 1000} seconds, the turn passes to the next player; the host can also Skip Turn at any time.`,
      "The host can remove a player from the player list, and can hand the host role over when leaving so the game goes on.",
    ],
  },
  {
    title: "Settings",
    items: [
      "Any player can open Settings and change the game options for the whole room.",
      "Show Timer shows or hides the time-left bar. Opposite Team Sees Word lets the waiting team read the word too. Allow Word Change lets the describer swap a tricky word. Pick Teams lets players choose their teams before the game starts.",
      "Timer and buzzer volumes only change the sound on your own device.",
    ],
  },
  {
    title: "Winning",
    items: ["After the last round, the team with more points wins. Equal scores end in a tie."],
  },
  {
    title: "Tips",
    items: [
      "Speed is everything: the quicker your team guesses, the sooner the word lands with the other side.",
      "Try opposites, examples or what the thing is used for. Gestures are fair game.",
      "Warm up with Practice Mode while you wait for friends to join.",
    ],
  },
];

/**
 * The rules of the online game in short (catchphrase.md section 2), with a status line for where
 * the player is now. Long content scrolls inside the dialog.
 */
export function HowToPlayDialog({ open, onOpenChange, status }: HowToPlayDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="How to Play"
      description="The rules of online Catchphrase."
      hideDescription
      className="sm:max-w-xl"
    >
      <p className="mt-4 flex items-start gap-2 rounded-2xl bg-brand-50 p-4 font-medium text-brand-ink text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden="true" />
        <span>{howToPlayStatusText(status)}</span>
      </p>
      <div className="mt-2">
        {SECTIONS.map((section) => (
          <section key={section.title} className="mt-5">
            <h3 className="font-bold text-base text-ink">{section.title}</h3>
            {section.items.length === 1 ? (
              <p className="mt-1 text-ink-muted text-sm leading-relaxed">{section.items[0]}</p>
            ) : (
              <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-muted text-sm leading-relaxed marker:text-brand-500">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <p className="mt-6 text-ink-muted text-xs">
        <span className="inline-block size-2 rounded-full bg-blue-600" aria-hidden="true" /> Team A is blue,{" "}
        <span className="inline-block size-2 rounded-full bg-red-600" aria-hidden="true" /> Team B is red.
      </p>
    </Dialog>
  );
}
