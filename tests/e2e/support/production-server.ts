import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../../src/server/db/client";
import { freePort, serverEnv, spawnNodeServer, stopProcess, waitForHealthy } from "../../support/processes";

export type ProductionServer = {
  port: number;
  url: string;
  /**
   * Stops the process with `signal` and starts a new one on the same port and data; `whileDown`
   * runs in between, once the process has exited.
   */
  restart(signal?: NodeJS.Signals, whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A DATA_DIR holding a new embedded database, migrated and closed, to be copied for each server
 * the browser tests start (global-setup.ts makes one per run). Creating the database is most of a
 * server's first start: 4 to 5 s of a quiet two-core machine, and more than the 50 s allowed below
 * beside the other browser tests, where a server started on a copy answers in a second or two.
 */
export async function createDataTemplate(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "e2e-template-"));
  const connection = await openDatabase({ dataDir: folder });
  try {
    await connection.migrate();
  } finally {
    await connection.close();
  }
  return folder;
}

/**
 * Starts the production build (dist/server/main.js) on a free port with a temporary DATA_DIR (a
 * copy of `dataTemplate` when given, else empty: the server then creates its database) and waits
 * until /healthz answers 200. `env` adds or overrides settings.
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  dataTemplate?: string,
): Promise<ProductionServer> {
  if (!existsSync("dist/server/main.js") || !existsSync("dist/web/client/__spa-fallback.html")) {
    throw new Error("No production build: run `npm run build` before the browser tests.");
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "e2e-data-"));
  if (dataTemplate) await cp(dataTemplate, dataDir, { recursive: true });
  const url = `http://localhost:${port}`;
  const launch = async (): Promise<ChildProcess> => {
    const started = spawnNodeServer("dist/server/main.js", {
      env: serverEnv(port, dataDir, {
        // Every browser of the tests comes from 127.0.0.1: the per-address allowance for entering
        // rooms is meant for a household, not a whole test suite.
        CATCHPHRASE_JOINS_PER_MINUTE: "100000",
        CATCHPHRASE_REFUSALS_PER_MINUTE: "100000",
        // Each of the tests' hundreds of fresh browsers asks for a visitor id of its own.
        VISITOR_IDS_PER_DAY: "100000",
        ...env,
      }),
      stdio: ["ignore", "inherit", "inherit"],
    });
    // Within the browser tests' hook timeout (vitest.e2e.config.ts), so that a server too slow to
    // start is stopped here rather than left running by a hook that gave up on it.
    await waitForHealthy(`${url}/healthz`, started, { timeoutMs: 50_000 });
    return started;
  };
  let child = await launch();
  return {
    port,
    url,
    async restart(signal = "SIGTERM", whileDown) {
      await stopProcess(child, signal);
      await whileDown?.();
      child = await launch();
    },
    async stop() {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
