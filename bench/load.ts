/**
 * Load benchmark of the Catchphrase server (run `npm run build` first). Bots in child processes
 * join rooms of eight on the production build and play (word guessed, change word, next round)
 * while the rate of intents steps up, until the p99 time from an intent to the last player's
 * update passes 100 ms. It does so on the embedded database and on PostgreSQL, then measures a
 * bare `ws` server with the same fan-out and message size: the machine's own limit. It prints one
 * row per server and whether the issue's targets are met. Prints figures; asserts nothing.
 *
 *   npm run bench:load
 *   npm run bench:load -- --players 800 --rates 100,200,400 --step-seconds 5
 *   npm run bench:load -- --soak [--minutes 10] [--soak-rate 500] [--no-ramp]
 *   npm run bench:load -- --cpu-prof      # also profiles the embedded-database server (ramp and soak)
 *
 * PostgreSQL: a throw-away database on BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped after.
 */
import { type ChildProcess, fork } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  type BotCommand,
  type BotMode,
  type BotOptions,
  type BotReport,
  emptyWindow,
  percentile,
  ROOM_SIZE,
  type WindowStats,
} from "./load-protocol";
import {
  ms,
  printStep,
  printTable,
  printTargets,
  type RampResult,
  type Step,
  summariseProfile,
  whole,
} from "./load-report";
import {
  adminUrl,
  cpuMs,
  type Database,
  rssMb,
  type Server,
  type SettledMemory,
  settledMemory,
  startBareServer,
  startGameServer,
} from "./load-servers";

const { values: flags } = parseArgs({
  options: {
    players: { type: "string", default: "4000" },
    rates: { type: "string", default: "250,500,750,1000,1250,1500,2000,2500,3000,4000,5000,6000,8000,10000" },
    "step-seconds": { type: "string", default: "10" },
    "warmup-seconds": { type: "string", default: "2" },
    "p99-limit": { type: "string", default: "100" },
    bots: { type: "string", default: "2" },
    databases: { type: "string", default: "embedded,postgres" },
    "no-bare": { type: "boolean", default: false },
    "no-ramp": { type: "boolean", default: false },
    soak: { type: "boolean", default: false },
    minutes: { type: "string", default: "10" },
    "soak-rate": { type: "string" },
    "soak-database": { type: "string", default: "embedded" },
    "cpu-prof": { type: "boolean", default: false },
  },
});

const PLAYERS = Number(flags.players);
const ROOMS = Math.max(1, Math.floor(PLAYERS / ROOM_SIZE));
const RATES = (flags.rates ?? "")
  .split(",")
  .map(Number)
  .filter((rate) => rate > 0);
const STEP_MS = Number(flags["step-seconds"]) * 1000;
const WARMUP_MS = Number(flags["warmup-seconds"]) * 1000;
const P99_LIMIT_MS = Number(flags["p99-limit"]);
const BOT_PROCESSES = Math.max(1, Number(flags.bots));
/** A step counts as offered when at least this share of its intents could be sent. */
const OFFERED_SHARE = 0.95;
/** Socket.IO frames a view as `42["room:state",<view>]`: the bare messages carry the same bytes. */
const SOCKET_IO_FRAMING = '42["room:state",]'.length;
const SOAK_SAMPLE_MS = 10_000;
/** Samples in the soak's first minute, after which the caches are warm. */
const WARM_UP_SAMPLES = 60_000 / SOAK_SAMPLE_MS;
/** The ramp's bisection stops at steps of this size (or 10% of the rate, if larger). */
const MIN_RATE = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bot processes of one run, and the plumbing to command them all and gather their answers. */
class Bots {
  private readonly processes: ChildProcess[];
  private readonly roomsPerProcess: number[];

  constructor(mode: BotMode, url: string, rooms: number, messageBytes = 0) {
    const count = Math.min(BOT_PROCESSES, rooms);
    this.roomsPerProcess = Array.from(
      { length: count },
      (_, index) => Math.floor(rooms / count) + (index < rooms % count ? 1 : 0),
    );
    let roomOffset = 0;
    const script = new URL("./load-bots.ts", import.meta.url).pathname;
    this.processes = this.roomsPerProcess.map((share) => {
      const options: BotOptions = { mode, url, rooms: share, roomOffset, setupConcurrency: 16, messageBytes };
      roomOffset += share;
      // fork() passes on this script's TypeScript loader (process.execArgv).
      return fork(script, [], { env: { ...process.env, LOAD_BOTS: JSON.stringify(options) } });
    });
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

  async connect(): Promise<{ players: number; rooms: number; failures: string[] }> {
    const reports = await Promise.all(this.processes.map((child) => this.ask(child, { type: "connect" })));
    const total = { players: 0, rooms: 0, failures: [] as string[] };
    for (const report of reports) {
      if (report.type !== "connected") continue;
      total.players += report.players;
      total.rooms += report.rooms;
      total.failures.push(...report.failures);
    }
    return total;
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
function summarise(target: number, window: WindowStats, pid: number | undefined, serverCpuMs = Number.NaN): Step {
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

/** Connects every player, then steps the rate up until p99 passes the limit or the rate can't be offered. */
async function ramp(label: string, mode: BotMode, server: Server, messageBytes = 0): Promise<RampResult> {
  const bots = new Bots(mode, server.url, ROOMS, messageBytes);
  try {
    const connectStarted = performance.now();
    const connected = await bots.connect();
    console.log(
      `${label}: ${connected.players} players in ${connected.rooms} rooms connected in ` +
        `${((performance.now() - connectStarted) / 1000).toFixed(1)} s, server RSS ${whole(rssMb(server.child.pid))} MB`,
    );
    if (connected.failures.length > 0) {
      console.log(`  ${connected.failures.length} rooms failed to set up, e.g. "${connected.failures[0]}"`);
    }
    const steps: Step[] = [];
    let sustained: Step | undefined;
    let sized = { messages: 0, chars: 0 };
    const rates = [...RATES];
    // Set at the first step that fails: from then on the ramp bisects between the best rate that
    // held and the lowest that failed, until they are within 10% of each other.
    let failedAt: number | undefined;
    for (let target = rates.shift(); target !== undefined; target = rates.shift()) {
      bots.setRate(target);
      await sleep(WARMUP_MS);
      await bots.collect();
      const cpuBefore = cpuMs(server.child.pid);
      await sleep(STEP_MS);
      const window = await bots.collect();
      sized = { messages: sized.messages + window.sizedMessages, chars: sized.chars + window.messageChars };
      const step = summarise(target, window, server.child.pid, cpuMs(server.child.pid) - cpuBefore);
      steps.push(step);
      printStep(step);
      const offered = step.offered >= target * OFFERED_SHARE;
      const holds = offered && step.p99 <= P99_LIMIT_MS;
      if (holds && (!sustained || target > sustained.target)) sustained = step;
      if (!holds) console.log(`  over: ${offered ? `p99 over ${P99_LIMIT_MS} ms` : "the rate could not be offered"}`);
      if (holds && failedAt === undefined) continue;
      if (!holds) failedAt = Math.min(failedAt ?? target, target);
      const low = sustained?.target ?? 0;
      const high = failedAt ?? target;
      if (high - low <= Math.max(MIN_RATE, high * 0.1)) break;
      await drain(bots);
      rates.splice(0, rates.length, Math.round((low + high) / 2));
    }
    await drain(bots);
    return {
      label,
      players: connected.players,
      rooms: connected.rooms,
      steps,
      sustained,
      maxRssMb: Math.max(...steps.map((step) => step.rssMb)),
      viewChars: sized.messages > 0 ? sized.chars / sized.messages : Number.NaN,
    };
  } finally {
    await bots.stop();
  }
}

/** Stops sending and waits (up to 30 s) until every intent on its way has been answered. */
async function drain(bots: Bots): Promise<void> {
  bots.setRate(0);
  const until = performance.now() + 30_000;
  while (performance.now() < until && (await bots.collect()).inFlight > 0) await sleep(500);
}

/**
 * A steady rate for `minutes`, with the server's RSS every 10 s: does memory keep growing? RSS at
 * a given moment includes garbage not yet collected, so the memory after a full collection is also
 * taken once the first minute has warmed the caches up, and again at the end.
 */
async function soak(database: Database, rate: number, minutes: number): Promise<void> {
  const profileDir =
    flags["cpu-prof"] && database === "embedded" ? await mkdtemp(path.join(tmpdir(), "bench-prof-")) : undefined;
  const server = await startGameServer(database, { profileDir, inspect: true });
  const bots = new Bots("game", server.url, ROOMS);
  try {
    const connected = await bots.connect();
    console.log(
      `\nSoak, ${database} database: ${connected.players} players, ${whole(rate)} intents/s for ${minutes} min`,
    );
    bots.setRate(rate);
    await bots.collect();
    const samples: number[] = [];
    const latencies: number[] = [];
    let sent = 0;
    let timedOut = 0;
    let warm: SettledMemory | undefined;
    const ends = performance.now() + minutes * 60_000;
    while (performance.now() < ends) {
      await sleep(Math.min(SOAK_SAMPLE_MS, Math.max(0, ends - performance.now())));
      const window = await bots.collect();
      const step = summarise(rate, window, server.child.pid);
      samples.push(step.rssMb);
      sent += window.sent;
      timedOut += window.timedOut;
      for (const latency of window.latencies) latencies.push(latency);
      console.log(
        `  ${((minutes * 60_000 - (ends - performance.now())) / 1000).toFixed(0).padStart(4)} s: RSS ${whole(step.rssMb)} MB, ` +
          `${whole(step.completed)}/s done, p99 ${ms(step.p99)}`,
      );
      if (samples.length === WARM_UP_SAMPLES) {
        warm = await settledMemory(server.child.pid);
        console.log(`        after a full collection: heap ${whole(warm.heapMb)} MB, RSS ${whole(warm.rssMb)} MB`);
      }
    }
    const end = await settledMemory(server.child.pid);
    latencies.sort((a, b) => a - b);
    const first = samples[0] ?? Number.NaN;
    const last = samples.at(-1) ?? Number.NaN;
    const growth = ((last - first) / first) * 100;
    console.log(
      `  RSS first ${whole(first)} MB, last ${whole(last)} MB, max ${whole(Math.max(...samples))} MB: ` +
        `growth ${growth.toFixed(1)}% (target under 10%: ${growth < 10 ? "met" : "not met"})`,
    );
    // The heap and the database's caches fill during the first minute; growth after it is the leak signal.
    if (warm) {
      const growthOf = (from: number, to: number) => ((to - from) / from) * 100;
      const rssGrowth = growthOf(warm.rssMb, end.rssMb);
      console.log(
        `  after a full collection, from the first minute to the end: heap ${whole(warm.heapMb)} -> ${whole(end.heapMb)} MB ` +
          `(${growthOf(warm.heapMb, end.heapMb).toFixed(1)}%), RSS ${whole(warm.rssMb)} -> ${whole(end.rssMb)} MB ` +
          `(${rssGrowth.toFixed(1)}%; target under 10%: ${rssGrowth < 10 ? "met" : "not met"})`,
      );
    }
    console.log(
      `  ${whole(sent)} intents sent, p50 ${ms(percentile(latencies, 0.5))}, p99 ${ms(percentile(latencies, 0.99))}, ${timedOut} timed out`,
    );
    await drain(bots);
  } finally {
    await bots.stop();
    await server.stop();
  }
  if (profileDir) await summariseProfile(profileDir);
}

if (!existsSync("dist/server/main.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const databases = (flags.databases ?? "")
  .split(",")
  .filter((name): name is Database => name === "embedded" || name === "postgres");
const results: RampResult[] = [];
let viewChars = Number.NaN;
console.log(
  `Load benchmark: ${ROOMS * ROOM_SIZE} players in rooms of ${ROOM_SIZE}, ${BOT_PROCESSES} bot processes, ` +
    `${STEP_MS / 1000} s per step, p99 limit ${P99_LIMIT_MS} ms`,
);
if (!flags["no-ramp"]) {
  for (const database of databases) {
    if (database === "postgres" && !adminUrl) {
      console.log(
        "PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server where databases may be created.",
      );
      continue;
    }
    const profileDir =
      flags["cpu-prof"] && database === "embedded" ? await mkdtemp(path.join(tmpdir(), "bench-prof-")) : undefined;
    const server = await startGameServer(database, { profileDir });
    try {
      const result = await ramp(database, "game", server);
      results.push(result);
      if (Number.isNaN(viewChars)) viewChars = result.viewChars;
    } finally {
      await server.stop();
    }
    if (profileDir) await summariseProfile(profileDir);
  }
  let bare: RampResult | undefined;
  if (!flags["no-bare"]) {
    // Without a game run to measure a view, 1 KB stands in for one.
    const messageBytes = Math.round((Number.isNaN(viewChars) ? 1000 : viewChars) + SOCKET_IO_FRAMING);
    const server = await startBareServer(messageBytes);
    try {
      bare = await ramp(`bare ws (${messageBytes} B messages)`, "bare", server, messageBytes);
    } finally {
      await server.stop();
    }
  }
  printTable(results, bare, P99_LIMIT_MS);
  printTargets(results, bare);
}

if (flags.soak) {
  const database = flags["soak-database"] === "postgres" ? "postgres" : "embedded";
  const sustained = results.find((result) => result.label === database)?.sustained?.completed;
  const rate = flags["soak-rate"] ? Number(flags["soak-rate"]) : Math.round(0.65 * (sustained ?? 500));
  await soak(database, rate, Number(flags.minutes));
}
