/**
 * Figures for the production build (run `npm run build` first): how long the server takes to
 * answer /healthz 200 on a new and on an existing data folder, and how many requests per second
 * it serves for a prerendered page, a hashed asset and /healthz. Prints figures; asserts nothing.
 *
 *   npm run bench
 *   npm run bench -- --against /some/other/dist --starts 9
 *
 * Starts on an existing data folder are timed `--starts` times (default 5): to the first answer
 * (the port is open, /healthz says 503), to /healthz 200 (the game is ready, sockets let in), and
 * the CPU the process used until then, which is what a start costs on a machine busy with other
 * work, where the process gets a share of a core. With `--against`, another build's `dist` (in a
 * checkout with its node_modules) is started too, in turn with this one, so that a busier moment
 * of the machine falls on both.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SERVER_NODE_FLAGS, serverEnv, stopProcess } from "../tests/support/processes";

const PORT = 3900;
const base = `http://127.0.0.1:${PORT}`;

const { values } = parseArgs({
  options: { against: { type: "string" }, starts: { type: "string", default: "5" } },
});
/** The `dist` folders to start: this build's, and the other one's. */
const builds = [path.resolve("dist"), ...(values.against ? [path.resolve(values.against)] : [])];
const starts = Number(values.starts);

type Start = { child: ChildProcess; listening: number; healthy: number; cpu: number | undefined };

/** CPU time (user and system, all threads) the process `pid` has used so far, in ms; Linux only. */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function startServer(build: string, dataDir: string): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(build, "server/main.js")], {
    env: serverEnv(PORT, dataDir, { LOG_LEVEL: "silent" }),
    stdio: "ignore",
  });
  let listening: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server of ${build} exited with code ${child.exitCode}.`);
    const status = await fetch(`${base}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status !== 0) listening ??= performance.now() - started;
    if (status === 200)
      return { child, listening: listening ?? 0, healthy: performance.now() - started, cpu: cpuMs(child.pid) };
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function throughput(url: string, total = 4000, concurrency = 32): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const response = await fetch(url);
        await response.arrayBuffer();
      }
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

const dataDir = await mkdtemp(path.join(tmpdir(), "bench-data-"));
try {
  const [first = "dist"] = builds;
  const cold = await startServer(first, dataDir);
  await stopProcess(cold.child);
  console.log(`start-up to /healthz 200, new data folder:      ${cold.healthy.toFixed(0)} ms`);

  // Each build starts on its own copy of the same existing data folder.
  const folders = await Promise.all(
    builds.map(async () => {
      const copy = await mkdtemp(path.join(tmpdir(), "bench-data-"));
      await cp(dataDir, copy, { recursive: true });
      return copy;
    }),
  );
  const results = builds.map(() => [] as Start[]);
  for (let round = 0; round < starts; round += 1) {
    for (const [index, build] of builds.entries()) {
      const start = await startServer(build, folders[index] as string);
      await stopProcess(start.child);
      results[index]?.push(start);
    }
  }
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  console.log(`\nstart-up on an existing data folder, medians of ${starts}:`);
  console.log("| build | first answer | /healthz 200 | CPU until then |\n|---|---|---|---|");
  for (const [index, build] of builds.entries()) {
    const runs = results[index] ?? [];
    const cpu = runs.map((run) => run.cpu).filter((ms) => ms !== undefined);
    console.log(
      `| ${index === 0 ? "this build" : build} | ${median(runs.map((run) => run.listening)).toFixed(0)} ms | ${median(runs.map((run) => run.healthy)).toFixed(0)} ms | ${cpu.length ? `${median(cpu).toFixed(0)} ms` : "n/a"} |`,
    );
  }

  const warm = await startServer(first, dataDir);
  const asset = readdirSync(path.join(first, "web/client/assets")).find((name) => name.startsWith("entry.client"));
  console.log("");
  for (const [label, url] of [
    ["GET / (prerendered page)", `${base}/`],
    ["GET /games/charades", `${base}/games/charades`],
    [`GET /assets/${asset}`, `${base}/assets/${asset}`],
    ["GET /healthz", `${base}/healthz`],
  ] as const) {
    await throughput(url, 200); // warm-up
    console.log(`${label.padEnd(48)} ${(await throughput(url)).toFixed(0)} requests/s (32 concurrent)`);
  }
  await stopProcess(warm.child);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
