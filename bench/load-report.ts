/** How a load run prints its steps, its table and the targets. */
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { PacedResult } from "./load-paced";
import { cpuProfileSummary } from "./load-profile";
import type { BotMode } from "./load-protocol";
import { isDatabase } from "./load-servers";
import { isPeer } from "./peers/peers";

/** One step of the ramp, as measured. */
export type Step = {
  target: number;
  offered: number;
  completed: number;
  p50: number;
  p95: number;
  p99: number;
  messagesPerSecond: number;
  refused: number;
  timedOut: number;
  rssMb: number;
  /** CPU use of the server and of all bot processes, in % of one core. */
  serverCpu: number;
  botsCpu: number;
};

/** What a ramp found for one server. */
export type RampResult = {
  label: string;
  /** Which kind of server it was: ours ("game"), a baseline, or a peer. */
  mode: BotMode;
  players: number;
  rooms: number;
  steps: Step[];
  /** The highest step offered in full with p99 within the limit. */
  sustained: Step | undefined;
  maxRssMb: number;
  /** Mean size of a state message's JSON, from samples. */
  viewChars: number;
  /** When the players were all in (`performance.now()`): a CPU profile's summary starts there. */
  loadStartedAt: number;
};

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "—");
export const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "—");

/**
 * The server's CPU time an intent cost in a step, in milliseconds: what the server itself spends,
 * which moves less with the machine's other load than the rate it holds at a p99 limit.
 */
export const cpuPerIntent = (step: Step | undefined) =>
  step && step.completed > 0 ? `${((step.serverCpu * 10) / step.completed).toFixed(2)} ms` : "—";

/** One line per step of the ramp. */
export function printStep(step: Step, target: "rate" | "players" = "rate"): void {
  const what = target === "rate" ? "/s target:" : " players:";
  console.log(
    `  ${whole(step.target).padStart(6)}${what} ${whole(step.offered).padStart(6)}/s sent, ` +
      `${whole(step.completed).padStart(6)}/s done, p50 ${ms(step.p50)}, p95 ${ms(step.p95)}, p99 ${ms(step.p99)}, ` +
      `${whole(step.messagesPerSecond)} msg/s out, RSS ${whole(step.rssMb)} MB, ` +
      `CPU server ${whole(step.serverCpu)}% bots ${whole(step.botsCpu)}%` +
      (step.refused || step.timedOut ? ` (${step.refused} refused, ${step.timedOut} timed out)` : ""),
  );
}

/**
 * Where the profiled server spent its CPU: by origin, then the top functions. Only from
 * `loadStartedAt` (`performance.now()`, once the players were in) to the server's end, just before
 * this is called: the connecting of thousands of players would otherwise weigh in every figure.
 */
export async function summariseProfile(directory: string, loadStartedAt: number): Promise<void> {
  const [file] = (await readdir(directory)).filter((name) => name.endsWith(".cpuprofile"));
  if (!file) return console.log("No CPU profile was written.");
  const seconds = (performance.now() - loadStartedAt) / 1000;
  const { functions, origins } = await cpuProfileSummary(path.join(directory, file), 15, seconds);
  const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)}%`;
  console.log(
    `\nServer CPU profile (${path.join(directory, file)}), its last ${seconds.toFixed(0)} s (after the players ` +
      "connected), self time by origin:",
  );
  for (const { origin, share } of origins.slice(0, 12)) console.log(`  ${percent(share)}  ${origin}`);
  console.log("Top functions by self time:");
  for (const hot of functions) console.log(`  ${percent(hot.share)}  ${hot.name}  ${hot.where}`);
}

/** The table: one row per database, then the bare baseline. */
export function printTable(results: RampResult[], bare: RampResult | undefined, p99LimitMs: number): void {
  const header = [
    "server",
    "players",
    "rooms",
    `intents/s at p99 ≤ ${p99LimitMs} ms`,
    "p50",
    "p95",
    "p99",
    "messages/s out",
    "server RSS (max)",
    "server CPU an intent",
    "vs bare ws (intents/s)",
  ];
  console.log(`\n| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const result of [...results, ...(bare ? [bare] : [])]) {
    const best = result.sustained;
    const ratio =
      result === bare || !bare?.sustained || !best
        ? "—"
        : `${((best.completed / bare.sustained.completed) * 100).toFixed(0)}%`;
    const cells = [
      result.label,
      whole(result.players),
      whole(result.rooms),
      best ? `${whole(best.target)} (${whole(best.completed)} done)` : "none",
      ms(best?.p50 ?? Number.NaN),
      ms(best?.p95 ?? Number.NaN),
      ms(best?.p99 ?? Number.NaN),
      whole(best?.messagesPerSecond ?? Number.NaN),
      `${whole(result.maxRssMb)} MB`,
      cpuPerIntent(best),
      ratio,
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
}

/** The paced shape's table: one row per server and tranche of players. */
export function printPacedTable(results: PacedResult[], p99LimitMs: number): void {
  const header = ["server", "players", "intents/s", "p50", "p95", "p99", "messages/s out", "server RSS", "server CPU"];
  console.log(`\nPaced: every room sends an intent every 3 to 8 s; holds = most players at p99 ≤ ${p99LimitMs} ms`);
  console.log(`| ${header.join(" | ")} |`);
  console.log(`|${header.map(() => "---").join("|")}|`);
  for (const result of results) {
    for (const { players, step } of result.levels) {
      const cells = [
        result.label,
        whole(players),
        whole(step.completed),
        ms(step.p50),
        ms(step.p95),
        ms(step.p99) + (step.timedOut > 0 ? ` (${step.timedOut} timed out)` : ""),
        whole(step.messagesPerSecond),
        `${whole(step.rssMb)} MB`,
        `${whole(step.serverCpu)}%`,
      ];
      console.log(`| ${cells.join(" | ")} |`);
    }
  }
  for (const result of results) {
    console.log(
      `${result.label}: holds ${whole(result.holds)} paced players at p99 ≤ ${p99LimitMs} ms` +
        (result.cappedBy ? ` (stopped there: ${result.cappedBy})` : ""),
    );
  }
}

/** Issue 23's targets for our servers on this 2-core machine, met or not, with the figures. */
export function printTargets(results: RampResult[], bare: RampResult | undefined, paced: PacedResult[]): void {
  const line = (what: string, met: boolean, figure: string) =>
    console.log(`${met ? "met    " : "NOT MET"}  ${what}: ${figure}`);
  const rate = (result: RampResult | undefined) => result?.sustained?.completed ?? 0;
  const peers = results.filter((result) => isPeer(result.mode));
  console.log("\nTargets (2-core machine, one process):");
  for (const result of results.filter((result) => isDatabase(result.label))) {
    const goal = result.label === "postgres" ? 3000 : 2000;
    line(
      `${result.label}: ≥ ${whole(goal)} intents/s at p99 ≤ 100 ms`,
      rate(result) >= goal,
      `${whole(rate(result))}/s`,
    );
    for (const peer of peers) {
      line(
        `${result.label}: ahead of ${peer.label}`,
        rate(result) > rate(peer),
        `${whole(rate(result))}/s against ${whole(rate(peer))}/s`,
      );
    }
    if (bare?.sustained) {
      const share = rate(result) / rate(bare);
      line(`${result.label}: ≥ 0.3 of bare ws`, share >= 0.3, share.toFixed(2));
    }
  }
  for (const result of paced.filter((result) => isDatabase(result.label))) {
    const last = result.levels.at(-1);
    const players = last?.players ?? 0;
    const held = result.holds >= 20_000 && players >= 20_000 && result.maxRssMb < 1500;
    line(
      `${result.label}: 20,000 paced players at p99 ≤ 100 ms under 1.5 GB`,
      held,
      `holds ${whole(result.holds)} players, RSS ${whole(result.maxRssMb)} MB` +
        (result.cappedBy ? `; stopped at ${whole(players)}: ${result.cappedBy}` : ""),
    );
  }
}
