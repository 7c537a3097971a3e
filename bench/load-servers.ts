/**
 * The processes a load run measures: the production build on either database, and the bare `ws`
 * baseline; with their memory and CPU time as Linux reports them in /proc.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTemporaryPostgresDatabase } from "../tests/support/postgres";
import { serverEnv, stopProcess, waitForHealthy } from "../tests/support/processes";

const GAME_PORT = 3910;
const BARE_PORT = 3911;

export type Database = "embedded" | "postgres";
export type Server = { child: ChildProcess; url: string; stop(): Promise<void> };

/** The PostgreSQL server where throw-away databases are created; empty when none is configured. */
export const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "";

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function startProcess(args: string[], env: NodeJS.ProcessEnv, port: number): Promise<Server> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(`${url}/healthz`, child);
  return {
    child,
    url,
    stop: () => stopProcess(child),
  };
}

/** The production build on a temporary data folder (embedded) or a throw-away PostgreSQL database. */
export async function startGameServer(database: Database, profileDir?: string): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-load-"));
  const postgres = database === "postgres" ? await createTemporaryPostgresDatabase(adminUrl, "bench_load") : undefined;
  const args = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startProcess(
    [...args, "dist/server/main.js"],
    serverEnv(GAME_PORT, dataDir, {
      DATABASE_URL: postgres?.url ?? "",
      // Every bot connects from this machine's address: the per-address limit on entering rooms
      // would otherwise refuse all but the first sixty.
      CATCHPHRASE_JOINS_PER_MINUTE: "1000000",
    }),
    GAME_PORT,
  );
  return {
    ...server,
    async stop() {
      await server.stop();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bare baseline, run with the same TypeScript loader as this script. */
export function startBareServer(messageBytes: number): Promise<Server> {
  const script = new URL("./load-ws-server.ts", import.meta.url).pathname;
  return startProcess([...process.execArgv, script], { MESSAGE_BYTES: String(messageBytes) }, BARE_PORT);
}

/** CPU time a process has used so far, in milliseconds, from /proc (Linux; 100 ticks a second). */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are the 14th and 15th fields; the split above dropped the first two.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
