import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { accessSync, constants } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { serverBuildOptions } from "../../scripts/build-server.mjs";
import {
  accepts,
  freePort,
  type ServerProcess,
  serverEnv,
  spawnServer,
  stopProcess,
  waitForHealthy,
} from "./processes";

/**
 * A cluster on loopback for tests: the server bundled as for production, started as several
 * processes on one PostgreSQL and one Redis, behind the repository's nginx configuration.
 */

export const NGINX_CONFIG = "deploy/nginx/catchphrase-cluster.conf";

/** The nginx executable on PATH or in /usr/sbin (Debian's place, often not on a user's PATH). */
export function findNginx(): string | undefined {
  const folders = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin"];
  for (const folder of folders.filter((entry) => entry.length > 0)) {
    const candidate = path.join(folder, "nginx");
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return undefined;
}

/**
 * Bundles the server as `npm run build:server` does (scripts/build-server.mjs) into a folder of its
 * own beside dist/server/, as deep as it, so that it finds the migrations and node_modules the same
 * way. Takes about a second, so the cluster tests need no prior `npm run build`.
 */
export async function bundleServer(): Promise<{ entry: string; remove(): Promise<void> }> {
  const folder = path.resolve(`dist/server-test-${randomBytes(4).toString("hex")}`);
  await mkdir(folder, { recursive: true });
  await build(serverBuildOptions(folder));
  return { entry: path.join(folder, "main.js"), remove: () => rm(folder, { recursive: true, force: true }) };
}

export type ClusterNode = {
  readonly port: number;
  readonly url: string;
  /** Everything the current process wrote to stdout and stderr (pino's JSON lines). */
  output(): string;
  /** Stops the process with `signal` and waits for it to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Starts the process again on the same port and waits until /healthz says 200. */
  restart(): Promise<void>;
  /** Whether the process is still running. */
  running(): boolean;
};

/**
 * Starts one server process from `entry` on a free loopback port and waits until /healthz
 * answers 200 (the database is migrated and Catchphrase is listening), or with `healthy: false`
 * only until it answers at all (a node started while a service it needs is away).
 */
export async function startNode(
  entry: string,
  env: Record<string, string>,
  { healthy = true }: { healthy?: boolean } = {},
): Promise<ClusterNode> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), "cluster-node-"));
  let server: ServerProcess | undefined;
  // A restart waits for a healthy node, whatever the first start waited for.
  let ready: readonly number[] = healthy ? [200] : [200, 503];

  const launch = async () => {
    const started = spawnServer(entry, port, serverEnv(port, dataDir, env));
    server = started;
    try {
      await waitForHealthy(`${url}/healthz`, started.child, { statuses: ready });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${started.output()}`);
    }
  };

  const node: ClusterNode = {
    port,
    url,
    output: () => server?.output() ?? "",
    async kill(signal) {
      if (server) await stopProcess(server.child, signal);
    },
    async restart() {
      await node.kill("SIGTERM");
      ready = [200];
      await launch();
    },
    running: () => server !== undefined && server.child.exitCode === null && server.child.signalCode === null,
  };
  cleanups.push(async () => {
    await node.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });
  await launch();
  return node;
}

export type Nginx = { readonly port: number; readonly url: string; output(): string };

/**
 * Runs nginx in the foreground with the repository's cluster configuration, its listen port and
 * upstream servers replaced by `port` and `upstreamPorts`, in a temporary prefix (no system
 * folders, no system service). Resolves once the port accepts connections; makes no HTTP request,
 * so the round robin starts untouched with the first upstream.
 */
export async function startNginx(nginx: string, upstreamPorts: readonly number[]): Promise<Nginx> {
  const port = await freePort();
  const prefix = await mkdtemp(path.join(tmpdir(), "cluster-nginx-"));
  const config = configureNginx(await readFile(NGINX_CONFIG, "utf8"), port, upstreamPorts);
  const configFile = path.join(prefix, "nginx.conf");
  await writeFile(configFile, config);
  const child = spawn(
    nginx,
    ["-p", prefix, "-c", configFile, "-e", "stderr", "-g", `daemon off; pid ${path.join(prefix, "nginx.pid")};`],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(prefix, { recursive: true, force: true });
  });
  const deadline = Date.now() + 20_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on port ${port}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, url: `http://127.0.0.1:${port}`, output: () => output };
}

/** The configuration file with its example ports (8080; 3001, 3002, …) replaced. */
export function configureNginx(config: string, port: number, upstreamPorts: readonly number[]): string {
  const listen = /^(\s*listen 127\.0\.0\.1:)8080;$/m;
  const server = /^(\s*)server 127\.0\.0\.1:300\d( .*)?;$/gm;
  const examples = config.match(server) ?? [];
  if (!listen.test(config) || examples.length === 0) {
    throw new Error(`${NGINX_CONFIG} no longer has the listen and upstream lines the cluster tests replace`);
  }
  const options = / (max_fails.*);$/.exec(examples[0] ?? "")?.[1] ?? "";
  let replaced = false;
  return config.replace(listen, `$1${port};`).replace(server, (_line, indent: string) => {
    if (replaced) return "";
    replaced = true;
    return upstreamPorts.map((upstream) => `${indent}server 127.0.0.1:${upstream} ${options};`).join("\n");
  });
}

const cleanups: (() => Promise<void>)[] = [];

/** Stops every node and nginx started so far and removes their folders. */
export async function stopCluster(): Promise<void> {
  await Promise.allSettled(cleanups.splice(0).map((cleanup) => cleanup()));
}
