import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataFolderError } from "./data-folder-error";
import { acquireDataFolderLock, type DataFolderLock } from "./data-folder-lock";

let dataDir = "";
let lockFile = "";
let folder = "";
const held: DataFolderLock[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "data-folder-lock-"));
  lockFile = path.join(dataDir, "pglite.lock");
  folder = path.join(dataDir, "pglite");
});

afterEach(async () => {
  await Promise.all(held.splice(0).map((lock) => lock.release()));
  await rm(dataDir, { recursive: true, force: true });
});

async function acquire(): Promise<DataFolderLock> {
  const lock = await acquireDataFolderLock(lockFile, folder, {
    onLost: (message) => {
      throw new Error(`unexpected loss of the lock: ${message}`);
    },
  });
  held.push(lock);
  return lock;
}

/** A lock file as another server process would have written it. */
async function writeLock(fields: { pid: number; host?: string; startedAt?: string; id?: string }) {
  const record = { host: hostname(), startedAt: "2026-11-25T09:00:00.000Z", id: "someone-else", ...fields };
  const text = `${JSON.stringify(record)}\n`;
  await writeFile(lockFile, text);
  return text;
}

/** Sets the lock's last refresh `seconds` ago, and answers that moment. */
async function ageLock(seconds: number): Promise<number> {
  const then = new Date(Date.now() - seconds * 1000);
  await utimes(lockFile, then, then);
  return then.getTime();
}

/** The pid of a process that has just exited. */
async function pidOfExitedProcess(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  if (child.pid === undefined) throw new Error("the child process did not start");
  return child.pid;
}

const heldByThisProcess = async () => JSON.parse(await readFile(lockFile, "utf8")).pid === process.pid;

describe("the lock of an embedded data folder", () => {
  it("is taken by a lock file naming this process, and removed on release", async () => {
    const lock = await acquire();
    const record = JSON.parse(await readFile(lockFile, "utf8"));
    expect(record).toMatchObject({ pid: process.pid, host: hostname() });
    expect(Number.isNaN(Date.parse(record.startedAt))).toBe(false);
    await lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("refuses a second open while a running process on this host holds it, naming that process", async () => {
    // The parent of this test process is running for as long as the test does.
    const text = await writeLock({ pid: process.ppid });
    const refused = acquire();
    await expect(refused).rejects.toThrow(DataFolderError);
    await expect(refused).rejects.toThrow(
      `The embedded database's data folder ${folder} is in use by another server process (pid ${process.ppid} on ${hostname()}, started 2026-11-25T09:00:00.000Z`,
    );
    await expect(refused).rejects.toThrow("Only one process may open it at a time");
    expect(await readFile(lockFile, "utf8")).toBe(text);
  });

  it("refuses a second open in the same process", async () => {
    await acquire();
    await expect(acquire()).rejects.toThrow(`The embedded database's data folder ${folder} is already open`);
    expect(await heldByThisProcess()).toBe(true);
  });

  it("lets exactly one of two opens started together take it", async () => {
    const results = await Promise.allSettled([acquire(), acquire()]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("takes over a lock whose process has stopped (killed, or the machine restarted)", async () => {
    await writeLock({ pid: await pidOfExitedProcess() });
    await acquire();
    expect(await heldByThisProcess()).toBe(true);
  });

  it("takes over a lock naming this process's own pid, as a restarted container's server (pid 1) finds it", async () => {
    await writeLock({ pid: process.pid });
    await acquire();
    expect(JSON.parse(await readFile(lockFile, "utf8")).id).not.toBe("someone-else");
  });

  it("refuses a fresh lock of another host, and takes it over once nobody has refreshed it for a minute", async () => {
    await writeLock({ pid: 4242, host: "another-host" });
    await ageLock(30);
    await expect(acquire()).rejects.toThrow("is in use by another server process (pid 4242 on another-host");
    await ageLock(61);
    await acquire();
    expect(await heldByThisProcess()).toBe(true);
  });

  it("takes over a lock of a running pid that nobody has refreshed for a minute (the pid was reused)", async () => {
    await writeLock({ pid: process.ppid });
    await ageLock(61);
    await acquire();
    expect(await heldByThisProcess()).toBe(true);
  });

  it("refuses a fresh lock it cannot read (a process writing it right now), and takes over an old one", async () => {
    await writeFile(lockFile, "");
    await expect(acquire()).rejects.toThrow(`its lock file ${lockFile} is being written or cannot be read`);
    await ageLock(61);
    await acquire();
    expect(await heldByThisProcess()).toBe(true);
  });

  it("keeps being refreshed while held, and says so once another process has taken it over", async () => {
    const lock = await acquire();
    const agedTo = await ageLock(30);
    expect(await lock.refresh()).toBe(true);
    expect((await stat(lockFile)).mtimeMs).toBeGreaterThan(agedTo);

    const theirs = await writeLock({ pid: process.ppid, id: "the-new-holder" });
    expect(await lock.refresh()).toBe(false);
    await lock.release();
    expect(await readFile(lockFile, "utf8")).toBe(theirs);
  });
});
