/**
 * What every bot room of the load benchmark shares, whatever server it plays on (ours, the bare
 * `ws` baseline, or a peer in bench/peers/): the figures of the current window, one intent in
 * flight per room with its time from send to the last player's update, and which intent the room
 * sends next. A transport subclasses LoadRoom with set-up, sending and closing.
 */
import type { SharedRoomView } from "../src/shared/catchphrase/player-view";
import { withViewer } from "../src/shared/catchphrase/player-view";
import type { Intent } from "../src/shared/catchphrase/types";
import { emptyWindow, ROOM_SIZE, type WindowStats } from "./load-protocol";

/** An intent without its answer or every player's update after this long counts as timed out. */
export const INTENT_TIMEOUT_MS = 10_000;
/** Share of a describer's intents that ask for another word rather than report a guess. */
const CHANGE_WORD_SHARE = 0.25;
/** Every how many state messages one is measured for its size (stringifying all would cost). */
const SIZE_SAMPLE_EVERY = 64;

let stats = emptyWindow();
let sizeSamples = 0;

/** The figures gathered since the last call, and a new window started. */
export function takeWindow(): WindowStats {
  const window = stats;
  stats = emptyWindow();
  return window;
}

/** Counts a send that was due while the room's previous intent was still in flight. */
export function countLate(): void {
  stats.late += 1;
}

/** One intent on its way: sent at `sentAt`, complete when answered and seen by every player. */
type InFlight = {
  id: number;
  sentAt: number;
  /** Each player's count of state messages when the intent was sent. */
  baseline: number[];
  reached: boolean[];
  remaining: number;
  lastAt: number;
  answered: boolean;
  accepted: boolean;
};

/**
 * A room's bookkeeping, whatever the transport: at most one intent in flight (the game itself
 * allows no more, since the next describer learns their turn from the update), and every state
 * message counted per player. The k-th intent's update is the first message each player receives
 * after it was sent; a round ending on its timer in between makes the intent refused, and its
 * sample is dropped.
 */
export abstract class LoadRoom {
  readonly counts: number[] = new Array<number>(ROOM_SIZE).fill(0);
  inFlight: InFlight | undefined;
  /** When the next intent is due, on this process's clock. */
  nextAt = Number.POSITIVE_INFINITY;
  private sequence = 0;

  /** Creates the room as room number `index`, seats ROOM_SIZE players and starts the game. */
  abstract setup(index: number): Promise<void>;
  /** Sends the next intent if the room's state allows one now; false when it must wait. */
  abstract act(now: number): boolean;
  abstract close(): void;

  /** Starts timing a new intent; the number returned identifies its answer. */
  protected begin(now: number): number {
    this.sequence += 1;
    this.inFlight = {
      id: this.sequence,
      sentAt: now,
      baseline: [...this.counts],
      reached: new Array<boolean>(ROOM_SIZE).fill(false),
      remaining: ROOM_SIZE,
      lastAt: now,
      answered: false,
      accepted: false,
    };
    stats.sent += 1;
    return this.sequence;
  }

  /** A state message reached player `seat`; `message` measures its length when sampled. */
  delivered(seat: number, message: () => number): void {
    const now = performance.now();
    this.counts[seat] = (this.counts[seat] ?? 0) + 1;
    stats.messages += 1;
    sizeSamples += 1;
    if (sizeSamples % SIZE_SAMPLE_EVERY === 0) {
      stats.sizedMessages += 1;
      stats.messageChars += message();
    }
    const flight = this.inFlight;
    if (!flight || flight.reached[seat] || (this.counts[seat] ?? 0) <= (flight.baseline[seat] ?? 0)) return;
    flight.reached[seat] = true;
    flight.remaining -= 1;
    flight.lastAt = now;
    this.settle(flight);
  }

  /** The sender's acknowledgement of intent `id`. */
  answered(id: number, accepted: boolean): void {
    const flight = this.inFlight;
    if (!flight || flight.id !== id) return;
    flight.answered = true;
    flight.accepted = accepted;
    this.settle(flight);
  }

  /** Gives up on an intent that took too long; counted as timed out. */
  expire(now: number): void {
    if (this.inFlight && now - this.inFlight.sentAt > INTENT_TIMEOUT_MS) {
      stats.timedOut += 1;
      this.inFlight = undefined;
    }
  }

  private settle(flight: InFlight): void {
    if (!flight.answered) return;
    if (!flight.accepted) {
      stats.refused += 1;
      this.inFlight = undefined;
    } else if (flight.remaining === 0) {
      stats.latencies.push(flight.lastAt - flight.sentAt);
      this.inFlight = undefined;
    }
  }
}

/**
 * The intent a room sends next, read from the host's view, and who sends it: while a round is
 * played the describer reports the word guessed or, one time in four, changes it; between rounds
 * the host moves the game on (next round, play again, start). Every server plays the same script.
 * `viewers` are the room's players' ids and their latest views, host first.
 */
export function nextIntent(
  viewers: readonly { id: string; view: SharedRoomView }[],
): { seat: number; intent: Intent } | undefined {
  const host = viewers[0];
  if (!host) return undefined;
  const { game } = host.view;
  if (game.status === "playing") {
    const seat = viewers.findIndex((player) => withViewer(player.view, player.id)?.you.isDescriber);
    if (seat < 0) return undefined;
    const change = game.allowWordChange && Math.random() < CHANGE_WORD_SHARE;
    return { seat, intent: { type: change ? "changeWord" : "wordGuessed" } };
  }
  if (game.status === "roundEnd") return { seat: 0, intent: { type: "nextRound" } };
  if (game.status === "gameEnd") return { seat: 0, intent: { type: "playAgain" } };
  if (!game.allowWordChange)
    return { seat: 0, intent: { type: "updateSettings", settings: { allowWordChange: true } } };
  return { seat: 0, intent: { type: "start" } };
}

/**
 * The last steps of every room's set-up: the host allows word changes and starts the game
 * (`command` sends one of the host's intents and fails if it is refused), then it waits until
 * every player's latest view (`views`) shows the game playing.
 */
export async function startGame(
  command: (intent: Intent) => Promise<void>,
  views: () => readonly SharedRoomView[],
): Promise<void> {
  await command({ type: "updateSettings", settings: { allowWordChange: true } });
  await command({ type: "start" });
  const started = performance.now();
  while (!views().every((view) => view.game.status === "playing")) {
    if (performance.now() - started > INTENT_TIMEOUT_MS) throw new Error("the game did not start on every bot");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
