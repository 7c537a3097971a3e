/**
 * Two measures of the pages of the production build (run `npm run build` first), each load in a
 * browser of its own:
 * - Lighthouse, with the mobile preset (simulated slow 4G, 4x CPU slowdown) and the desktop preset:
 *   the four category scores, LCP, TBT, CLS, bytes transferred and the part of them that is
 *   JavaScript, against the targets of the mobile preset;
 * - a real load on a throttled phone (real-load.ts: DevTools' throttling at Lighthouse's mobile
 *   settings): the real first paint, LCP, the time until the page is live, and the scripts it
 *   fetched before.
 * Medians of three runs. Prints figures; asserts nothing (what does not depend on the machine is
 * checked in tests/e2e/page-weight). `{room}` in a page stands for a Catchphrase room made for the run.
 *
 *   npm run bench:pages
 *   npm run bench:pages -- --runs 1 --measures real --pages /,/terms
 *   npm run bench:pages -- --presets mobile --reports /some/folder   (also writes each Lighthouse report as JSON)
 *   npm run bench:pages -- --against /some/other/dist   (the same measures of another build, run by run in turn)
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { io as connect } from "socket.io-client";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.mjs";
import { freePort, SERVER_NODE_FLAGS, serverEnv, stopProcess, waitForHealthy } from "../tests/support/processes";
import { MOBILE_THROTTLING, type RealLoad, realLoad } from "./real-load";

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    presets: { type: "string", default: "mobile,desktop" },
    measures: { type: "string", default: "lighthouse,real" },
    pages: {
      type: "string",
      default:
        "/,/games/truth-or-dare,/game-gallery,/mini-games/nordle,/mini-games/mini-golf,/catchphrase,/terms,/ultimate-party-games,/catchphrase/{room}",
    },
    reports: { type: "string" },
    against: { type: "string" },
  },
});

type Preset = "mobile" | "desktop";
const RUNS = Math.max(1, Number(flags.runs));
const PRESETS = flags.presets.split(",").filter((name): name is Preset => name === "mobile" || name === "desktop");
const PAGES = flags.pages.split(",");
const MEASURES = new Set(flags.measures.split(","));

/** Lighthouse's default configuration is the mobile preset. */
const configs: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
  /** Audits of the accessibility, best-practices and SEO categories that did not pass. */
  failed: string[];
};

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const scriptBytes = (requests ?? [])
    .filter((request) => request.resourceType === "Script")
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const failed = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit?.score !== null && audit?.score !== undefined && audit.score < 1)
      .map((audit) => `${category}/${audit?.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    bytes: value("total-byte-weight"),
    scriptBytes,
    failed,
  };
}

/** The middle value of the runs that measured it (a run Lighthouse could not finish has NaN). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

function medians(runs: Figures[]): Figures {
  const of = (key: Exclude<keyof Figures, "failed">) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    bytes: of("bytes"),
    scriptBytes: of("scriptBytes"),
    failed: [...new Set(runs.flatMap((run) => run.failed))],
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(preset: Preset, rows: [string, Figures][], label: string): void {
  console.log(`\n${label ? `${label}: ` : ""}${preset} preset, median of ${RUNS} run(s):\n`);
  console.log(
    "| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | transferred | of it JS |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const [page, f] of rows) {
    console.log(
      `| ${page} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${(f.lcpMs / 1000).toFixed(2)} s | ` +
        `${f.tbtMs.toFixed(0)} ms | ${f.cls.toFixed(3)} | ${kb(f.bytes)} | ${kb(f.scriptBytes)} |`,
    );
  }
  for (const [page, f] of rows)
    if (f.failed.length > 0) console.log(`${page} did not pass (in some run): ${f.failed.join(", ")}`);
}

/** The issue's targets, all pages, mobile preset. */
function printTargets(rows: [string, Figures][]): void {
  const checks: [string, (f: Figures) => boolean][] = [
    ["performance ≥ 98", (f) => f.performance >= 98],
    [
      "accessibility, best practices and SEO 100",
      (f) => f.accessibility === 100 && f.bestPractices === 100 && f.seo === 100,
    ],
    ["LCP < 1.5 s", (f) => f.lcpMs < 1500],
    ["CLS < 0.02", (f) => f.cls < 0.02],
    ["TBT < 100 ms", (f) => f.tbtMs < 100],
  ];
  console.log("\nTargets (mobile preset, every page):");
  for (const [label, check] of checks) {
    const missed = rows.filter(([, figures]) => !check(figures)).map(([page]) => page);
    console.log(
      `${missed.length === 0 ? "met    " : "NOT MET"}  ${label}${missed.length ? `: ${missed.join(", ")}` : ""}`,
    );
  }
}

function printRealLoads(rows: [string, RealLoad][], label: string): void {
  const { latencyMs, downloadBytesPerSecond, cpuSlowdown } = MOBILE_THROTTLING;
  const mbps = ((downloadBytesPerSecond * 8) / 1e6).toFixed(2);
  console.log(
    `\n${label ? `${label}: ` : ""}Real load on a throttled phone (${latencyMs} ms RTT, ${mbps} Mbps, ${cpuSlowdown}x CPU), median of ${RUNS}:\n`,
  );
  console.log("| page | first paint | LCP | live | scripts before live |");
  console.log("|---|---|---|---|---|");
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  for (const [page, load] of rows) {
    console.log(
      `| ${page} | ${seconds(load.fcpMs)} | ${seconds(load.lcpMs)} | ${seconds(load.liveMs)} | ${load.scriptsBeforeLive} |`,
    );
  }
  console.log("\nTargets (real load, every page):");
  for (const [label, missed] of [
    ["painted within 1.5 s", rows.filter(([, load]) => !(load.fcpMs <= 1500))],
    ["live within 3.5 s", rows.filter(([, load]) => !(load.liveMs <= 3500))],
  ] as const) {
    const pages = missed.map(([page]) => page);
    console.log(
      `${pages.length === 0 ? "met    " : "NOT MET"}  ${label}${pages.length ? `: ${pages.join(", ")}` : ""}`,
    );
  }
}

/** A Catchphrase room for the pages that name `{room}`; its host stays connected while it is measured. */
async function openRoom(url: string): Promise<{ code: string; close: () => void }> {
  const socket = connect(url, { transports: ["websocket"], reconnection: false });
  const ack = await new Promise<{ ok: boolean; session?: { roomCode: string }; error?: string }>((resolve, reject) => {
    socket.once("connect_error", reject);
    socket.emit("room:create", { name: "Bench", totalRounds: 3, roundDuration: 60 }, resolve);
  });
  if (!ack.ok || !ack.session) throw new Error(`Could not create a room: ${ack.error}`);
  return { code: ack.session.roomCode, close: () => socket.close() };
}

if (!existsSync("dist/server/main.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

/** A production build being measured, served by a server of its own. */
type Build = { label: string; base: string; pages: string[]; stop: () => Promise<void> };

/**
 * Serves the build in `root` (a folder with `dist/`) on a free port, with a new embedded database
 * and, for the pages that name `{room}`, a room whose host stays connected while it is measured.
 */
async function serveBuild(label: string, root: string): Promise<Build> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-pages-"));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "dist/server/main.js")], {
    env: serverEnv(port, dataDir),
    stdio: "ignore",
  });
  const stop = async () => {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealthy(`${base}/healthz`, server);
    const host = PAGES.some((page) => page.includes("{room}")) ? await openRoom(base) : undefined;
    const pages = PAGES.map((page) => page.replace("{room}", host?.code ?? ""));
    return {
      label,
      base,
      pages,
      stop: async () => {
        host?.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A project root for another build's `dist` folder: the server finds its migrations and packages
 * beside it, so they come from this checkout (fine for builds of nearby commits).
 */
async function rootFor(otherDist: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "bench-pages-against-"));
  // A copy, not a link: Node would follow a linked main module back to the other folder.
  await cp(otherDist, path.join(root, "dist"), { recursive: true });
  for (const shared of ["src", "node_modules", "package.json"])
    await symlink(path.resolve(shared), path.join(root, shared));
  return root;
}

/** One Lighthouse run in a browser of its own: a reused one lets heap work of earlier runs into the trace. */
async function lighthouseRun(url: string, preset: Preset, reportName: string): Promise<Figures | undefined> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  try {
    const options: Flags = { port: chrome.port, output: "json", logLevel: "error" };
    const result = await lighthouse(url, options, configs[preset]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (flags.reports) {
      await mkdir(flags.reports, { recursive: true });
      await writeFile(path.join(flags.reports, `${reportName}.json`), JSON.stringify(result.lhr));
    }
    const { runtimeError } = result.lhr;
    if (!runtimeError) return figuresOf(result.lhr);
    console.log(`\n${url} (${preset}): ${runtimeError.code} ${runtimeError.message}; measured again`);
    return undefined;
  } finally {
    chrome.kill();
  }
}

/**
 * Measures `runs` times with each build in turn, in alternating order (A B, B A, ...), so that a
 * change in the machine's load touches both builds alike. A measurement that returns nothing (a
 * Lighthouse run that could not record the page) is taken again, up to `runs` more times.
 */
async function alternating<T>(
  builds: Build[],
  measure: (build: Build, run: number) => Promise<T | undefined>,
): Promise<T[][]> {
  const results = builds.map((): T[] => []);
  for (let attempt = 0; attempt < RUNS * 2 && results.some((done) => done.length < RUNS); attempt += 1) {
    const order = attempt % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) {
      const done = results[builds.indexOf(build)] ?? [];
      if (done.length >= RUNS) continue;
      const result = await measure(build, done.length + 1);
      if (result !== undefined) done.push(result);
    }
  }
  return results;
}

const builds: Build[] = [];
let againstRoot: string | undefined;
try {
  builds.push(await serveBuild(flags.against ? "this build" : "", "."));
  if (flags.against) {
    againstRoot = await rootFor(flags.against);
    builds.push(await serveBuild(`against ${flags.against}`, againstRoot));
  }
  const lighthouseRuns = MEASURES.has("lighthouse") ? PRESETS : [];
  if (lighthouseRuns.length > 0)
    console.log(`Lighthouse ${RUNS} run(s) per page and preset, Chromium at ${chromiumPath}`);
  for (const preset of lighthouseRuns) {
    const rows = builds.map((): [string, Figures][] => []);
    for (const [index, page] of PAGES.entries()) {
      const runs = await alternating(builds, (build, run) => {
        const label = builds.length > 1 ? `${builds.indexOf(build) === 0 ? "this" : "against"}-` : "";
        const name = `${label}${preset}${page.replaceAll("/", "_")}-${run}`;
        return lighthouseRun(`${build.base}${build.pages[index]}`, preset, name);
      });
      for (const [at, figures] of runs.entries()) rows[at]?.push([page, medians(figures)]);
      process.stdout.write(".");
    }
    for (const [at, build] of builds.entries()) {
      printTable(preset, rows[at] ?? [], build.label);
      if (preset === "mobile") printTargets(rows[at] ?? []);
    }
  }
  if (MEASURES.has("real")) {
    const rows = builds.map((): [string, RealLoad][] => []);
    for (const [index, page] of PAGES.entries()) {
      const runs = await alternating(builds, (build) => realLoad(`${build.base}${build.pages[index]}`));
      for (const [at, loads] of runs.entries()) {
        const of = (key: keyof RealLoad) => median(loads.map((load) => load[key]));
        rows[at]?.push([
          page,
          { fcpMs: of("fcpMs"), lcpMs: of("lcpMs"), liveMs: of("liveMs"), scriptsBeforeLive: of("scriptsBeforeLive") },
        ]);
      }
      process.stdout.write(".");
    }
    for (const [at, build] of builds.entries()) printRealLoads(rows[at] ?? [], build.label);
  }
} finally {
  for (const build of builds) await build.stop();
  if (againstRoot) await rm(againstRoot, { recursive: true, force: true });
}
