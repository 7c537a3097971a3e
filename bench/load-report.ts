/** How a load run prints its steps, its table and the targets. */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { cpuProfileSummary } from "./load-profile";

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
  players: number;
  rooms: number;
  steps: Step[];
  /** The highest step offered in full with p99 within the limit. */
  sustained: Step | undefined;
  maxRssMb: number;
  /** Mean size of a state message's JSON, from samples. */
  viewChars: number;
};

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "—");
export const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-US") : "—");

/** One line per step of the ramp. */
export function printStep(step: Step): void {
  console.log(
    `  ${whole(step.target).padStart(6)}/s target: ${whole(step.offered).padStart(6)}/s sent, ` +
      `${whole(step.completed).padStart(6)}/s done, p50 ${ms(step.p50)}, p95 ${ms(step.p95)}, p99 ${ms(step.p99)}, ` +
      `${whole(step.messagesPerSecond)} msg/s out, RSS ${whole(step.rssMb)} MB, ` +
      `CPU server ${whole(step.serverCpu)}% bots ${whole(step.botsCpu)}%` +
      (step.refused || step.timedOut ? ` (${step.refused} refused, ${step.timedOut} timed out)` : ""),
  );
}

/** Where the profiled server spent its CPU: by origin, then the top functions. */
export async function summariseProfile(directory: string): Promise<void> {
  const [file] = (await readdir(directory)).filter((name) => name.endsWith(".cpuprofile"));
  if (!file) return console.log("No CPU profile was written.");
  const { functions, origins } = await cpuProfileSummary(path.join(directory, file));
  const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)}%`;
  console.log(`\nServer CPU profile (${path.join(directory, file)}), self time by origin:`);
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
      ratio,
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
}

/** A line per target of the issue, met or not, with the figure. */
export function printTargets(results: RampResult[], bare: RampResult | undefined): void {
  const line = (what: string, met: boolean, figure: string) =>
    console.log(`${met ? "met    " : "NOT MET"}  ${what}: ${figure}`);
  console.log("\nTargets (2-core machine, one process):");
  for (const result of results) {
    const rate = result.sustained?.completed ?? 0;
    const goal = result.label === "postgres" ? 1000 : 500;
    line(`${result.label}: 4,000 connected players`, result.players >= 4000, whole(result.players));
    line(`${result.label}: ≥ ${whole(goal)} intents/s at p99 ≤ 100 ms`, rate >= goal, `${whole(rate)}/s`);
    line(`${result.label}: RSS under 600 MB`, result.maxRssMb < 600, `${whole(result.maxRssMb)} MB`);
    if (bare?.sustained) {
      const share = result.sustained ? result.sustained.messagesPerSecond / bare.sustained.messagesPerSecond : 0;
      line(
        `${result.label}: throughput ≥ half of bare ws`,
        share >= 0.5,
        `${(share * 100).toFixed(0)}% of its messages/s`,
      );
    }
  }
}
