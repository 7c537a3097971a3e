/**
 * The processes a load run measures: the production build on either database, and the bare `ws`
 * baseline; with their memory and CPU time as Linux reports them in /proc.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import { createTemporaryPostgresDatabase } from "../tests/support/postgres";
import { accepts, SERVER_NODE_FLAGS, serverEnv, stopProcess, waitForHealthy } from "../tests/support/processes";
import { PEERS, type PeerName } from "./peers/peers";

const GAME_PORT = 3910;
const BARE_PORT = 3911;
const PEER_PORT = 3913;
const SOCKET_IO_PORT = 3914;
/** Where a game server started with `inspect` takes DevTools protocol connections (loopback only). */
const INSPECT_PORT = 3912;

export type Database = "embedded" | "postgres";

/** Whether a server named on the command line is ours, on one of its databases. */
export const isDatabase = (name: string): name is Database => name === "embedded" || name === "postgres";
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
  // Something already on the port (another run's server) would answer the health check and be
  // measured in place of this one, which could not listen: seen once, with other flags.
  if (await accepts(port))
    throw new Error(`Port ${port} is in use (a server of another load run?): stop it, then run again.`);
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

/**
 * The production build on a temporary data folder (embedded) or a throw-away PostgreSQL database.
 * `profileDir`: write a CPU profile there; `inspect`: open the inspector, for settledMemory;
 * `nodeFlags`: Node's flags in place of those the server is deployed with; `dist`: another build's
 * `dist` folder (in a checkout with its node_modules) in place of this one's; `env`: more settings.
 */
export async function startGameServer(
  database: Database,
  {
    profileDir,
    inspect = false,
    nodeFlags = SERVER_NODE_FLAGS,
    dist = "dist",
    env = {},
  }: {
    profileDir?: string;
    inspect?: boolean;
    nodeFlags?: readonly string[] | undefined;
    dist?: string;
    env?: Record<string, string>;
  } = {},
): Promise<Server> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-load-"));
  const postgres = database === "postgres" ? await createTemporaryPostgresDatabase(adminUrl, "bench_load") : undefined;
  const args = [
    ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
    ...(inspect ? [`--inspect=127.0.0.1:${INSPECT_PORT}`] : []),
  ];
  return cleanedUp(
    startProcess(
      [...args, ...nodeFlags, path.join(dist, "server/main.js")],
      serverEnv(GAME_PORT, dataDir, {
        DATABASE_URL: postgres?.url ?? "",
        // Every bot connects from this machine's address: the per-address limits on entering rooms,
        // on refused changes and on open sockets would otherwise refuse all but the first sixty, or
        // hundred.
        CATCHPHRASE_JOINS_PER_MINUTE: "1000000",
        CATCHPHRASE_REFUSALS_PER_MINUTE: "1000000",
        CATCHPHRASE_SOCKETS_PER_ADDRESS: "1000000",
        ...env,
      }),
      GAME_PORT,
    ),
    async () => {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  );
}

/** A server whose stop also runs `cleanUp`, which runs as well if the server never became healthy. */
async function cleanedUp(starting: Promise<Server>, cleanUp: () => Promise<void>): Promise<Server> {
  const server = await starting.catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      await cleanUp();
    },
  };
}

export type SettledMemory = { heapMb: number; rssMb: number };

/**
 * A game server's memory once garbage is gone: a full collection through the inspector (started
 * with `inspect`), then the JavaScript heap in use and the process's RSS. Unlike RSS sampled at any
 * moment, which rises and falls with uncollected garbage, this grows only with what is kept.
 */
export async function settledMemory(pid: number | undefined): Promise<SettledMemory> {
  const targets = (await (await fetch(`http://127.0.0.1:${INSPECT_PORT}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const address = targets[0]?.webSocketDebuggerUrl;
  if (!address) throw new Error("The game server has no inspector target");
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  let nextId = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const id = ++nextId;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(String(data)) as { id?: number; result?: Record<string, number> };
        if (message.id !== id) return;
        socket.off("message", onMessage);
        resolve(message.result ?? {});
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await call("HeapProfiler.collectGarbage");
    const usage = await call("Runtime.getHeapUsage");
    return { heapMb: (usage.usedSize ?? Number.NaN) / 1024 / 1024, rssMb: rssMb(pid) };
  } finally {
    socket.close();
  }
}

/**
 * A peer's server (bench/peers/), run with the same TypeScript loader as this script; with a
 * throw-away PostgreSQL database when the peer keeps its games in one.
 */
export async function startPeerServer(name: PeerName): Promise<Server> {
  const peer = PEERS[name];
  const postgres = peer.postgres ? await createTemporaryPostgresDatabase(adminUrl, "bench_peer") : undefined;
  return cleanedUp(
    startProcess([...process.execArgv, peer.server], { DATABASE_URL: postgres?.url ?? "" }, PEER_PORT),
    async () => {
      await postgres?.drop();
    },
  );
}

/** The bare baseline, run with the same TypeScript loader as this script. */
export function startBareServer(messageBytes: number): Promise<Server> {
  const script = new URL("./load-ws-server.ts", import.meta.url).pathname;
  return startProcess([...process.execArgv, script], { MESSAGE_BYTES: String(messageBytes) }, BARE_PORT);
}

/** The bare Socket.IO baseline, sending state messages of `messageBytes` characters. */
export function startBareSocketIoServer(messageBytes: number): Promise<Server> {
  const script = new URL("./load-socket-io-server.ts", import.meta.url).pathname;
  return startProcess([...process.execArgv, script], { MESSAGE_BYTES: String(messageBytes) }, SOCKET_IO_PORT);
}

/** How many files (sockets included) a process may have open: its soft limit, from /proc (Linux). */
export function openFilesLimit(pid: number | undefined): number {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/limits`, "utf8"));
    return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
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
