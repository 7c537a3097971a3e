import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { freePort, SERVER_NODE_FLAGS, waitForHealthy } from "./processes";

describe("waitForHealthy", () => {
  it("stops a process that never becomes healthy, so that it cannot outlive the tests", async () => {
    // A process that stays up and listens nowhere: its health never answers.
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    await once(child, "spawn");
    const url = `http://127.0.0.1:${await freePort()}/healthz`;
    await expect(waitForHealthy(url, child, { intervalMs: 20, timeoutMs: 300 })).rejects.toThrow(
      `The server did not become healthy at ${url}`,
    );
    expect(child.signalCode).toBe("SIGKILL");
  });

  it("tells of a process that exits while starting", async () => {
    const child = spawn(process.execPath, ["-e", "process.exit(3)"], { stdio: "ignore" });
    await once(child, "exit");
    await expect(waitForHealthy("http://127.0.0.1:9/healthz", child)).rejects.toThrow(
      "The server exited with code 3 while starting.",
    );
  });
});

describe("stopEveryServer", () => {
  it("kills the servers a test file left running, and any it starts afterwards", async () => {
    // A copy of the module of its own: once stopped, it stops every server it starts after.
    vi.resetModules();
    const { spawnNodeServer, stopEveryServer } = await import("./processes");
    const folder = await mkdtemp(path.join(tmpdir(), "stop-servers-"));
    const entry = path.join(folder, "server.js");
    await writeFile(entry, "setInterval(() => {}, 1000);");
    try {
      const left = spawnNodeServer(entry, { stdio: "ignore" });
      await once(left, "spawn");
      await stopEveryServer();
      expect(left.signalCode).toBe("SIGKILL");

      // A test that ran out of time while restarting its server starts the new one late.
      const late = spawnNodeServer(entry, { stdio: "ignore" });
      await once(late, "exit");
      expect(late.signalCode).toBe("SIGKILL");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

/**
 * The server is started with Node's flags in three places: `npm start`, the README's commands, and
 * the tests and benchmarks (SERVER_NODE_FLAGS). They must agree, or the benchmarks measure a server
 * nobody deploys (decision 052).
 */
describe("the server's Node flags", () => {
  it("are those `npm start` runs the server with", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`);
  });

  it("are in every command of the README that starts the server", () => {
    const commands = readFileSync("README.md", "utf8").match(/\bnode\b[^\n`&]*dist\/server\/main\.js/g) ?? [];
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(command).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} dist/server/main.js`);
  });
});
