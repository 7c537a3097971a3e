/**
 * Figures for the production build (run `npm run build` first): how long the server takes to
 * answer /healthz 200 on a new and on an existing data folder, and how many requests per second
 * it serves for a prerendered page, a hashed asset and /healthz. Prints figures; asserts nothing.
 *
 *   npm run bench
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS, serverEnv, stopProcess, waitForHealthy } from "../tests/support/processes";

const PORT = 3900;
const base = `http://127.0.0.1:${PORT}`;

async function startServer(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/server/main.js"], {
    env: serverEnv(PORT, dataDir, { LOG_LEVEL: "silent" }),
    stdio: "ignore",
  });
  await waitForHealthy(`${base}/healthz`, child, { intervalMs: 20 });
  return { child, ms: performance.now() - started };
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

const dataDir = await mkdtemp(path.join(tmpdir(), "bench-data-"));
try {
  const cold = await startServer(dataDir);
  await stopProcess(cold.child);
  const warm = await startServer(dataDir);
  const asset = readdirSync("dist/web/client/assets").find((name) => name.startsWith("entry.client"));
  console.log(`start-up to /healthz 200, new data folder:      ${cold.ms.toFixed(0)} ms`);
  console.log(`start-up to /healthz 200, existing data folder: ${warm.ms.toFixed(0)} ms`);
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
