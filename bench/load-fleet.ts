/**
 * The coordinator's side of the load benchmark's bot processes (bench/load-bots.ts): starting them,
 * commanding them all, gathering their figures, and summing a window's figures into a step.
 */
import { type ChildProcess, fork } from "node:child_process";
import {
  type BotCommand,
  type BotMode,
  type BotOptions,
  type BotReport,
  emptyWindow,
  percentile,
  type WindowStats,
} from "./load-protocol";
import type { Step } from "./load-report";
import { rssMb } from "./load-servers";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bot processes of one run, and the plumbing to command them all and gather their answers. */
export class Bots {
  private readonly processes: ChildProcess[];
  private readonly roomsPerProcess: number[];
  private nextIndex = 0;

  constructor(mode: BotMode, url: string, processes: number, messageBytes = 0) {
    const script = new URL("./load-bots.ts", import.meta.url).pathname;
    const options: BotOptions = { mode, url, setupConcurrency: 16, messageBytes };
    // fork() passes on this script's TypeScript loader (process.execArgv).
    this.processes = Array.from({ length: Math.max(1, processes) }, () =>
      fork(script, [], { env: { ...process.env, LOAD_BOTS: JSON.stringify(options) } }),
    );
    this.roomsPerProcess = this.processes.map(() => 0);
  }

  private ask(child: ChildProcess, command: BotCommand): Promise<BotReport> {
    return new Promise((resolve, reject) => {
      const exited = () => {
        child.off("message", done);
        reject(new Error(`a bot process exited with code ${child.exitCode}`));
      };
      const done = (report: BotReport) => {
        child.off("exit", exited);
        if (report.type === "error") reject(new Error(report.message));
        else resolve(report);
      };
      child.once("message", done);
      child.once("exit", exited);
      child.send(command);
    });
  }

  /** Sets up `rooms` more rooms, shared out over the processes; answers the totals so far. */
  async connect(rooms: number): Promise<{ players: number; rooms: number; failures: string[] }> {
    const reports = await Promise.all(
      this.processes.map((child, index) => {
        const share = Math.floor(rooms / this.processes.length) + (index < rooms % this.processes.length ? 1 : 0);
        const firstIndex = this.nextIndex;
        this.nextIndex += share;
        return this.ask(child, { type: "connect", rooms: share, firstIndex });
      }),
    );
    const total = { players: 0, rooms: 0, failures: [] as string[] };
    reports.forEach((report, index) => {
      if (report.type !== "connected") return;
      this.roomsPerProcess[index] = report.rooms;
      total.players += report.players;
      total.rooms += report.rooms;
      total.failures.push(...report.failures);
    });
    return total;
  }

  /** Every room sends an intent a random time between minMs and maxMs after its last. */
  pace(minMs: number, maxMs: number): void {
    for (const child of this.processes) child.send({ type: "pace", minMs, maxMs } satisfies BotCommand);
  }

  /** Splits the rate over the processes in proportion to their rooms. */
  setRate(intentsPerSecond: number): void {
    const rooms = this.roomsPerProcess.reduce((sum, share) => sum + share, 0);
    this.processes.forEach((child, index) => {
      const share = (this.roomsPerProcess[index] ?? 0) / rooms;
      child.send({ type: "rate", intentsPerSecond: intentsPerSecond * share } satisfies BotCommand);
    });
  }

  async collect(): Promise<WindowStats> {
    const reports = await Promise.all(this.processes.map((child) => this.ask(child, { type: "collect" })));
    const total = emptyWindow();
    for (const report of reports) {
      if (report.type !== "stats") continue;
      const { stats } = report;
      total.elapsedMs = Math.max(total.elapsedMs, stats.elapsedMs);
      total.cpuMs += stats.cpuMs;
      total.inFlight += stats.inFlight;
      total.sent += stats.sent;
      for (const latency of stats.latencies) total.latencies.push(latency);
      total.refused += stats.refused;
      total.timedOut += stats.timedOut;
      total.late += stats.late;
      total.messages += stats.messages;
      total.sizedMessages += stats.sizedMessages;
      total.messageChars += stats.messageChars;
    }
    return total;
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.processes.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.send({ type: "stop" } satisfies BotCommand);
        await exited;
      }),
    );
  }
}

/** Latency figures of a window; timed-out intents count as slower than any answer. */
export function summarise(
  target: number,
  window: WindowStats,
  pid: number | undefined,
  serverCpuMs = Number.NaN,
): Step {
  const seconds = window.elapsedMs / 1000;
  const samples = [...window.latencies, ...new Array<number>(window.timedOut).fill(Number.POSITIVE_INFINITY)];
  samples.sort((a, b) => a - b);
  return {
    target,
    offered: window.sent / seconds,
    completed: window.latencies.length / seconds,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
    messagesPerSecond: window.messages / seconds,
    refused: window.refused,
    timedOut: window.timedOut,
    rssMb: rssMb(pid),
    serverCpu: (serverCpuMs / window.elapsedMs) * 100,
    botsCpu: (window.cpuMs / window.elapsedMs) * 100,
  };
}

/** Stops sending and waits (up to 30 s) until every intent on its way has been answered. */
export async function drain(bots: Bots): Promise<void> {
  bots.setRate(0);
  const until = performance.now() + 30_000;
  while (performance.now() < until && (await bots.collect()).inFlight > 0) await sleep(500);
}
