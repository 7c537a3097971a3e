import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { freePort, waitForHealthy } from "./processes";

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
