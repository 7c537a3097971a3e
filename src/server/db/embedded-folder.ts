import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { DataFolderError } from "./data-folder-error";
import { acquireDataFolderLock } from "./data-folder-lock";

/**
 * The embedded database's files in DATA_DIR: `pglite/` (PostgreSQL's data folder), `pglite.lock`
 * (which server process has it open) and, only while a new database is being created,
 * `pglite.initialising/`. A folder that holds anything is never initialised over.
 */

export type EmbeddedDatabase = {
  client: PGlite;
  /** Closes the database, then gives up the folder's lock. */
  close(): Promise<void>;
};

/** PostgreSQL's control file always has this size, whatever its version (PG_CONTROL_FILE_SIZE). */
const CONTROL_FILE_SIZE = 8192;

/**
 * Opens the embedded database kept in `dataDir`, creating it when its folder is absent or empty.
 * Throws a DataFolderError, having changed nothing in the folder, when another process has it
 * open, when it holds files but is not a complete data folder, or when PostgreSQL cannot start
 * on it.
 */
export async function openEmbeddedDatabase(dataDir: string, options: PGliteOptions): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const folder = path.join(root, "pglite");
  await mkdir(root, { recursive: true });
  const lock = await acquireDataFolderLock(path.join(root, "pglite.lock"), folder);
  try {
    if ((await inspectDataFolder(folder)) === "new") await createDatabaseFolder(folder, options);
    const client = await startPostgres(folder, options);
    return {
      client,
      async close() {
        try {
          await client.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * Whether `folder` is a place for a new database (absent or empty) or a data folder to open. A
 * folder that holds anything else is refused with what is missing: PGlite would otherwise take a
 * folder without PG_VERSION for a new one and initialise over the data in it.
 */
export async function inspectDataFolder(folder: string): Promise<"new" | "existing"> {
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return "new";
    if (code === "ENOTDIR") throw damaged(folder, "it is a file, not a folder");
    throw error;
  }
  if (entries.length === 0) return "new";
  if (!entries.includes("PG_VERSION")) {
    const sample = entries.sort().slice(0, 5).join(", ");
    const more = entries.length > 5 ? ", …" : "";
    throw damaged(
      folder,
      `it holds ${entries.length} files or folders (${sample}${more}) but no PG_VERSION, the file that marks a PostgreSQL data folder`,
    );
  }
  const problems: string[] = [];
  for (const part of ["base", "global", "pg_wal"]) {
    if (!(await kindOf(path.join(folder, part)))?.isDirectory()) problems.push(`${part}/ is missing`);
  }
  const control = await kindOf(path.join(folder, "global", "pg_control"));
  if (!control?.isFile()) problems.push("global/pg_control is missing");
  else if (control.size !== CONTROL_FILE_SIZE) {
    problems.push(`global/pg_control is ${control.size} bytes long instead of ${CONTROL_FILE_SIZE}`);
  }
  if (problems.length > 0) throw damaged(folder, problems.join(", "));
  return "existing";
}

/**
 * Creates the database in a folder beside `folder` and moves it into place when complete, so that
 * a first start cut short leaves no half-made data folder (only the side folder, cleared next
 * time). Creating it (initdb) also grows PGlite's WebAssembly memory to several hundred megabytes
 * that it never gives back, so that instance is closed and the database opened afresh (about
 * 780 MB down to 300 MB).
 */
async function createDatabaseFolder(folder: string, options: PGliteOptions): Promise<void> {
  const staging = `${folder}.initialising`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging);
  await (await PGlite.create(staging, options)).close();
  // Replaces an empty `folder` too: renaming onto an empty directory is allowed.
  await rename(staging, folder);
}

/** Files PGlite rewrites on every start, even one that fails; put back as they were if it fails. */
const SCRATCH_FILES = ["postmaster.pid", "postgresql.conf"];

/** How many of PostgreSQL's last log lines are kept to explain a failed start. */
const LOG_LINES_KEPT = 20;

/**
 * Starts PGlite on a complete-looking data folder. PostgreSQL checks the rest (pg_control's
 * checksum, the WAL it needs): when it refuses, PGlite aborts with an error that says nothing
 * ("Aborted()"), so its log is read for the reason, and the files PGlite wrote while starting are
 * put back.
 */
async function startPostgres(folder: string, options: PGliteOptions): Promise<PGlite> {
  const scratch = await Promise.all(
    SCRATCH_FILES.map(async (name) => {
      const file = path.join(folder, name);
      return { file, content: await readFile(file).catch(() => undefined) };
    }),
  );
  const log: string[] = [];
  let starting = true;
  const onStderr = (line: string) => {
    if (!starting) return false;
    log.push(line);
    if (log.length > LOG_LINES_KEPT) log.shift();
    return false;
  };
  try {
    const client = await PGlite.create(folder, { ...options, onStderr });
    starting = false;
    return client;
  } catch (error) {
    starting = false;
    // Settled, not all: a file that cannot be put back must not hide why the start failed.
    await Promise.allSettled(
      scratch.map(({ file, content }) => (content === undefined ? unlink(file) : writeFile(file, content))),
    );
    throw damaged(folder, `PostgreSQL could not start on it: ${postgresReason(log) ?? (error as Error).message}`);
  }
}

/** The last FATAL or PANIC of PostgreSQL's log, without its time stamp. */
function postgresReason(log: readonly string[]): string | undefined {
  for (const line of [...log].reverse()) {
    const match = /\b(?:FATAL|PANIC):\s+(.*)$/.exec(line);
    if (match?.[1]) return match[1].trim();
  }
  return undefined;
}

function damaged(folder: string, what: string): DataFolderError {
  return new DataFolderError(
    [
      `The embedded database's data folder ${folder} is incomplete or damaged: ${what}.`,
      "The server stops here: it never creates a new database over a folder that holds files.",
      "Restore the folder from a backup; or, to start afresh with an empty database, move the folder aside (keep it: the data in it may still be recoverable) and start the server again.",
    ].join(" "),
  );
}

async function kindOf(file: string) {
  return stat(file).catch(() => undefined);
}
