import { randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { copyFile, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { DataFolderError } from "./data-folder-error";

/**
 * One server process per embedded data folder. PGlite keeps no lock of its own (its
 * postmaster.pid always says pid -42), so two processes could open one folder and each overwrite
 * the other's writes. The holder writes a lock file beside the folder and touches it every
 * LOCK_HEARTBEAT_MS; a lock whose holder is gone, or that nobody touched for LOCK_STALE_AFTER_MS,
 * is taken over.
 */

/** How often the holder touches its lock file. */
export const LOCK_HEARTBEAT_MS = 10_000;
/** A lock untouched for this long has no live holder (another host, a reused pid, a frozen one). */
export const LOCK_STALE_AFTER_MS = 60_000;

type LockRecord = { pid: number; host: string; startedAt: string; id: string };

/** The lock files this process holds: a second open of the same folder here is refused too. */
const heldHere = new Set<string>();

export type DataFolderLock = {
  /** Touches the lock and checks that it is still this process's; false once another took it. */
  refresh(): Promise<boolean>;
  /** Stops the heartbeat and removes the lock file, unless another process has taken it. */
  release(): Promise<void>;
};

export type LockOptions = {
  /** Called when the heartbeat finds the lock taken over; by default the process stops at once. */
  onLost?: (message: string) => void;
};

/**
 * Takes the lock file `lockFile` that guards the data folder `folder` (named in messages), or
 * throws a DataFolderError saying which process holds it. Created with the exclusive flag, so of
 * two processes starting together exactly one gets it.
 */
export async function acquireDataFolderLock(
  lockFile: string,
  folder: string,
  options: LockOptions = {},
): Promise<DataFolderLock> {
  const record: LockRecord = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    id: randomUUID(),
  };
  const text = `${JSON.stringify(record)}\n`;
  if (heldHere.has(lockFile)) {
    throw new DataFolderError(`The embedded database's data folder ${folder} is already open in this process.`);
  }
  // Reserved before the first await, so that two opens in this process cannot both take it.
  heldHere.add(lockFile);
  try {
    // A few rounds: each one takes the lock, finds it held, or removes one stale lock.
    for (let round = 0; round < 5; round += 1) {
      try {
        await writeFile(lockFile, text, { flag: "wx" });
        return holdLock(lockFile, folder, text, options.onLost ?? stopProcess);
      } catch (error) {
        if (errorCode(error) !== "EEXIST") throw error;
      }
      const found = await readLock(lockFile);
      if (!found) continue;
      if (!isStale(found)) throw new DataFolderError(inUseMessage(folder, lockFile, found));
      await removeStaleLock(lockFile, found.text);
    }
    throw new DataFolderError(
      `The embedded database's data folder ${folder} could not be locked: its lock file ${lockFile} kept changing. Another server process is probably starting on it.`,
    );
  } catch (error) {
    heldHere.delete(lockFile);
    throw error;
  }
}

type FoundLock = { text: string; record: LockRecord | undefined; touchedAt: number };

async function readLock(lockFile: string): Promise<FoundLock | undefined> {
  try {
    const [text, stats] = await Promise.all([readFile(lockFile, "utf8"), stat(lockFile)]);
    return { text, record: parseRecord(text), touchedAt: stats.mtimeMs };
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    const { pid, host, startedAt, id } = value;
    if (!Number.isSafeInteger(pid) || (pid ?? 0) <= 0) return undefined;
    if (typeof host !== "string" || typeof startedAt !== "string" || typeof id !== "string") return undefined;
    return { pid: pid as number, host, startedAt, id };
  } catch {
    return undefined;
  }
}

/**
 * Whether no process can be holding this lock any more. A lock nobody touched for a minute is
 * stale whatever it says (its holder is on another host and gone, frozen, or its pid was reused).
 * On this host a lock is stale as soon as its process is gone, or when it names this very pid: a
 * container restarted with the same pid (1) after its server was killed. A fresh lock that cannot
 * be read is being written by a process starting right now.
 */
function isStale(found: FoundLock): boolean {
  if (Date.now() - found.touchedAt > LOCK_STALE_AFTER_MS) return true;
  const { record } = found;
  if (!record || record.host !== hostname()) return false;
  return record.pid === process.pid || !isRunning(record.pid);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === "EPERM";
  }
}

/**
 * Moves the stale lock aside before deleting it, and deletes it only if it is still the lock
 * judged stale: a process that took the lock over in the meantime keeps its lock (it is put back).
 */
async function removeStaleLock(lockFile: string, judged: string): Promise<void> {
  const aside = `${lockFile}.stale-${process.pid}-${randomUUID()}`;
  try {
    await rename(lockFile, aside);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return;
    throw error;
  }
  try {
    if ((await readFile(aside, "utf8")) !== judged) {
      await copyFile(aside, lockFile, constants.COPYFILE_EXCL).catch(() => undefined);
    }
  } finally {
    await unlink(aside);
  }
}

function holdLock(lockFile: string, folder: string, text: string, onLost: (message: string) => void): DataFolderLock {
  let released = false;
  let refreshing: Promise<boolean> | undefined;

  const refreshNow = async (): Promise<boolean> => {
    try {
      const current = await readFile(lockFile, "utf8");
      if (current !== text) return false;
      const now = new Date();
      await utimes(lockFile, now, now);
      return true;
    } catch (error) {
      if (errorCode(error) !== "ENOENT") throw error;
      // Someone deleted the lock by hand: this process still holds the folder, unless another took it.
      try {
        await writeFile(lockFile, text, { flag: "wx" });
        return true;
      } catch (again) {
        if (errorCode(again) === "EEXIST") return false;
        throw again;
      }
    }
  };
  const refresh = (): Promise<boolean> => {
    refreshing ??= refreshNow().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  const heartbeat = setInterval(() => {
    refresh().then(
      (held) => {
        if (held || released) return;
        clearInterval(heartbeat);
        onLost(
          `The embedded database's data folder ${folder} was taken over by another server process (its lock file ${lockFile} no longer names this one). This process stops now, so that two processes never write to the folder at once.`,
        );
      },
      (error: unknown) => console.warn(`Could not refresh the lock file ${lockFile}:`, (error as Error).message),
    );
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    refresh,
    async release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      heldHere.delete(lockFile);
      try {
        if ((await readFile(lockFile, "utf8")) === text) await unlink(lockFile);
      } catch (error) {
        if (errorCode(error) !== "ENOENT") throw error;
      }
    },
  };
}

function inUseMessage(folder: string, lockFile: string, found: FoundLock): string {
  const seconds = Math.max(0, Math.round((Date.now() - found.touchedAt) / 1000));
  const holder = found.record
    ? `pid ${found.record.pid} on ${found.record.host}, started ${found.record.startedAt}`
    : `its lock file ${lockFile} is being written or cannot be read`;
  return [
    `The embedded database's data folder ${folder} is in use by another server process (${holder}; lock refreshed ${seconds} s ago).`,
    "Only one process may open it at a time: stop the other process first, or give this one its own DATA_DIR (several processes share one database through DATABASE_URL and PostgreSQL).",
    `A lock whose process has stopped is taken over at the next start (on another host, once nobody has refreshed it for ${LOCK_STALE_AFTER_MS / 1000} seconds).`,
  ].join(" ");
}

/** What a holder does by default when its lock was taken: stop before writing another byte. */
function stopProcess(message: string): void {
  console.error(message);
  process.exit(1);
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
