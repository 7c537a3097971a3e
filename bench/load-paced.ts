/**
 * The load benchmark's second shape (issue 23): players as a party plays, not a stress ramp. Rooms
 * of eight connect in tranches up to 20,000 players, and every room sends an intent 3 to 8 seconds
 * after its last (uniformly at random), as a describer's guesses come. After each tranche the
 * figures of one window: intents/s, p50/p95/p99 from intent to the last player's update, messages
 * out, the server's RSS and CPU. "Holds" is the most players with p99 within the limit.
 *
 * One process cannot have more sockets open than its limit of open files (`ulimit -n`), and a
 * process that is not privileged cannot raise its hard limit: the last tranche stops short of that
 * limit (with room for the server's own files and database connections), and says so.
 */
import { Bots, drain, sleep, summarise } from "./load-fleet";
import { type BotMode, ROOM_SIZE } from "./load-protocol";
import { printStep, type Step, whole } from "./load-report";
import { cpuMs, openFilesLimit, rssMb, type Server } from "./load-servers";

/** Each room's next intent comes this long after its last: a describer's pace in a real game. */
const PACE_MIN_MS = 3_000;
const PACE_MAX_MS = 8_000;
/** File descriptors the server keeps for itself beyond one per player. */
const SPARE_FILES = 256;

export type PacedOptions = {
  players: number;
  tranche: number;
  windowMs: number;
  botProcesses: number;
  p99LimitMs: number;
};

/** One tranche: how many players were connected, and the step measured with them. */
export type PacedLevel = { players: number; step: Step };

export type PacedResult = {
  label: string;
  levels: PacedLevel[];
  /** The most players measured with p99 within the limit; 0 if none. */
  holds: number;
  maxRssMb: number;
  /** Why the run stopped short of the players asked for, when it reached that limit. */
  cappedBy: string | undefined;
};

/** Every intent of the window answered, p99 within the limit. */
const holds = (step: Step, p99LimitMs: number) => step.p99 <= p99LimitMs && step.timedOut === 0;

export async function paced(
  label: string,
  mode: BotMode,
  server: Server,
  messageBytes: number,
  options: PacedOptions,
): Promise<PacedResult> {
  const fileLimit = openFilesLimit(server.child.pid);
  const fits = Math.floor((fileLimit - SPARE_FILES) / ROOM_SIZE) * ROOM_SIZE;
  const target = Math.min(options.players, fits);
  const cappedBy =
    target < options.players
      ? `the server process may open ${whole(fileLimit)} files (ulimit -n), so at most ${whole(target)} players`
      : undefined;
  console.log(
    `\n${label}, paced: rooms of ${ROOM_SIZE} connect in tranches of ${whole(options.tranche)} players up to ` +
      `${whole(target)}, each room sending an intent every ${PACE_MIN_MS / 1000} to ${PACE_MAX_MS / 1000} s` +
      (cappedBy ? ` (${cappedBy})` : ""),
  );
  const bots = new Bots(mode, server.url, options.botProcesses, messageBytes);
  const levels: PacedLevel[] = [];
  try {
    let players = 0;
    while (players < target) {
      const rooms = Math.floor(Math.min(options.tranche, target - players) / ROOM_SIZE);
      const started = performance.now();
      const connected = await bots.connect(rooms);
      const failed = rooms * ROOM_SIZE - (connected.players - players);
      players = connected.players;
      console.log(
        `  ${whole(players)} players connected (this tranche in ${((performance.now() - started) / 1000).toFixed(1)} s` +
          `${failed > 0 ? `, ${whole(failed / ROOM_SIZE)} rooms failed, e.g. "${connected.failures[0]}"` : ""}), ` +
          `server RSS ${whole(rssMb(server.child.pid))} MB`,
      );
      if (failed > 0 && connected.failures.length === rooms) break;
      bots.pace(PACE_MIN_MS, PACE_MAX_MS);
      // One whole pace before measuring, so that every room is sending at its own rhythm.
      await sleep(PACE_MAX_MS);
      await bots.collect();
      const cpuBefore = cpuMs(server.child.pid);
      await sleep(options.windowMs);
      const window = await bots.collect();
      const step = summarise(players, window, server.child.pid, cpuMs(server.child.pid) - cpuBefore);
      printStep(step, "players");
      levels.push({ players, step });
      if (failed > 0) break;
      if (!holds(step, options.p99LimitMs)) {
        console.log(`  over: p99 over ${options.p99LimitMs} ms; more players would not hold either`);
        break;
      }
    }
    await drain(bots);
  } finally {
    await bots.stop();
  }
  const held = levels.filter((level) => holds(level.step, options.p99LimitMs));
  return {
    label,
    levels,
    holds: Math.max(0, ...held.map((level) => level.players)),
    maxRssMb: Math.max(...levels.map((level) => level.step.rssMb)),
    cappedBy: levels.at(-1)?.players === target ? cappedBy : undefined,
  };
}
