import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { connect, createServer } from "node:net";

/** Whether something on loopback accepts connections on `port`. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A loopback port nothing listens on right now, for a server process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Polls `url` until it answers 200 (or one of `statuses`); fails if `child` exits first, or after
 * `timeoutMs` (two minutes: a server starts in seconds, many more on a busy machine), when it stops
 * `child` so that the process cannot outlive its caller.
 */
export async function waitForHealthy(
  url: string,
  child: ChildProcess,
  {
    intervalMs = 100,
    timeoutMs = 120_000,
    statuses = [200],
  }: { intervalMs?: number; timeoutMs?: number; statuses?: readonly number[] } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} while starting.`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (statuses.includes(status)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  await stopProcess(child, "SIGKILL");
  throw new Error(`The server did not become healthy at ${url}`);
}

/**
 * The environment of a production server a test or benchmark starts: its port on loopback, its own
 * data folder, the embedded database, no Redis, quiet logs and no admin token; `env` overrides.
 */
export function serverEnv(port: number, dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    REDIS_URL: "",
    ADMIN_TOKEN: "",
    ...env,
  };
}

/** Sends `signal` to `child` unless it has already exited, and waits until it has. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

/** A server process a test started: its port and address, and everything it printed. */
export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** What it wrote to stdout and stderr so far (pino's JSON lines, and anything Node printed). */
  output(): string;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
};

/**
 * Node's flags for the server process, as `npm start` and the README's commands run it: semi-spaces
 * of 64 MB for V8's young generation (decision 052). Tests and benchmarks start the server with
 * them too, so that they measure what is deployed.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=64"];

/** The server processes this test file has started that are still running. */
const running = new Set<ChildProcess>();
/** Set once the file's tests are over: a server started after that is stopped at once. */
let over = false;

/**
 * Starts the bundled server `entry` with the server's Node flags, and keeps it in `running` until it
 * exits, so that stopEveryServer can stop it whatever became of the test that started it.
 */
export function spawnNodeServer(entry: string, options: SpawnOptions): ChildProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], options);
  running.add(child);
  child.once("exit", () => running.delete(child));
  if (over) child.kill("SIGKILL");
  return child;
}

/**
 * Kills every server this test file started that is still running, and any it starts from now on.
 * Run after the file's own hooks (tests/support/stop-servers.ts): a test that ran out of time while
 * it restarted a server goes on in the background, and the server it starts later, or the one its
 * hooks never heard of, would otherwise outlive the tests and keep their worker from exiting.
 */
export async function stopEveryServer(): Promise<void> {
  over = true;
  await Promise.all([...running].map((child) => stopProcess(child, "SIGKILL")));
}

/** Starts the bundled server `entry` on `port` with `env` (see serverEnv), without waiting for it. */
export function spawnServer(entry: string, port: number, env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawnNodeServer(entry, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk) => {
      output += chunk;
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}
