import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, open, readdir, readFile, rm, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { folderContents } from "../../../tests/support/folder-contents";
import { DataFolderError } from "./data-folder-error";
import { inspectDataFolder, openEmbeddedDatabase } from "./embedded-folder";

const OPTIONS = { postgresqlconf: "shared_buffers = 16MB" };
const ADVICE = "Restore the folder from a backup; or, to start afresh with an empty database, move the folder aside";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "embedded-folder-"));
  folders.push(folder);
  return folder;
}

describe("what is in the embedded database's folder", () => {
  it("is a new database when the folder is absent or empty", async () => {
    const dataDir = await temporaryFolder();
    expect(await inspectDataFolder(path.join(dataDir, "pglite"))).toBe("new");
    await mkdir(path.join(dataDir, "pglite"));
    expect(await inspectDataFolder(path.join(dataDir, "pglite"))).toBe("new");
  });

  it("refuses a folder that holds files but no PG_VERSION, naming the folder and what to do", async () => {
    const folder = path.join(await temporaryFolder(), "pglite");
    await mkdir(path.join(folder, "base"), { recursive: true });
    await writeFile(path.join(folder, "postgresql.conf"), "");
    const refused = inspectDataFolder(folder);
    await expect(refused).rejects.toThrow(DataFolderError);
    await expect(refused).rejects.toThrow(
      `The embedded database's data folder ${folder} is incomplete or damaged: it holds 2 files or folders (base, postgresql.conf) but no PG_VERSION`,
    );
    await expect(refused).rejects.toThrow(ADVICE);
  });

  it("refuses a folder with PG_VERSION whose control file, base/ or pg_wal/ is missing or cut short", async () => {
    const folder = path.join(await temporaryFolder(), "pglite");
    await mkdir(path.join(folder, "global"), { recursive: true });
    await writeFile(path.join(folder, "PG_VERSION"), "18\n");
    await expect(inspectDataFolder(folder)).rejects.toThrow(
      "is incomplete or damaged: base/ is missing, pg_wal/ is missing, global/pg_control is missing.",
    );
    await mkdir(path.join(folder, "base"));
    await mkdir(path.join(folder, "pg_wal"));
    await writeFile(path.join(folder, "global", "pg_control"), Buffer.alloc(100));
    await expect(inspectDataFolder(folder)).rejects.toThrow(
      "is incomplete or damaged: global/pg_control is 100 bytes long instead of 8192.",
    );
  });
});

describe("opening the embedded database's folder", () => {
  /** A data folder holding one row, made once: each test damages a copy of it. */
  let original = "";

  beforeAll(async () => {
    original = await mkdtemp(path.join(tmpdir(), "embedded-folder-original-"));
    const database = await openEmbeddedDatabase(original, OPTIONS);
    await database.client.exec("create table notes (body text); insert into notes values ('still here');");
    await database.close();
  });

  afterAll(async () => {
    await rm(original, { recursive: true, force: true });
  });

  async function copyOfOriginal(): Promise<{ dataDir: string; folder: string }> {
    const dataDir = await temporaryFolder();
    await cp(original, dataDir, { recursive: true });
    return { dataDir, folder: path.join(dataDir, "pglite") };
  }

  async function notes(dataDir: string): Promise<string[]> {
    const database = await openEmbeddedDatabase(dataDir, OPTIONS);
    try {
      return (await database.client.query<{ body: string }>("select body from notes")).rows.map((row) => row.body);
    } finally {
      await database.close();
    }
  }

  it("never initialises over a folder whose PG_VERSION was removed: it stops, changes nothing, and the data is still there", async () => {
    const { dataDir, folder } = await copyOfOriginal();
    const version = await readFile(path.join(folder, "PG_VERSION"));
    await rm(path.join(folder, "PG_VERSION"));
    const before = await folderContents(dataDir);

    await expect(openEmbeddedDatabase(dataDir, OPTIONS)).rejects.toThrow(
      `The embedded database's data folder ${folder} is incomplete or damaged:`,
    );
    expect(await folderContents(dataDir)).toEqual(before);

    await writeFile(path.join(folder, "PG_VERSION"), version);
    expect(await notes(dataDir)).toEqual(["still here"]);
  });

  it("says that pg_control is damaged instead of PGlite's 'Aborted()', and changes nothing in the folder", async () => {
    const { dataDir, folder } = await copyOfOriginal();
    const control = await open(path.join(folder, "global", "pg_control"), "r+");
    await control.write(Buffer.alloc(16, 0xff), 0, 16, 40);
    await control.close();
    const before = await folderContents(dataDir);

    const refused = openEmbeddedDatabase(dataDir, OPTIONS);
    await expect(refused).rejects.toThrow(DataFolderError);
    await expect(refused).rejects.toThrow(
      `The embedded database's data folder ${folder} is incomplete or damaged: PostgreSQL could not start on it: incorrect checksum in control file.`,
    );
    await expect(refused).rejects.toThrow(ADVICE);
    expect(await folderContents(dataDir)).toEqual(before);
  });

  it("says which WAL is missing instead of PGlite's 'Aborted()', and changes nothing in the folder", async () => {
    const { dataDir, folder } = await copyOfOriginal();
    const wal = path.join(folder, "pg_wal");
    for (const segment of (await readdir(wal)).filter((name) => /^[0-9A-F]{24}$/.test(name))) {
      await rm(path.join(wal, segment));
    }
    const before = await folderContents(dataDir);

    await expect(openEmbeddedDatabase(dataDir, OPTIONS)).rejects.toThrow(
      /is incomplete or damaged: PostgreSQL could not start on it: could not locate a valid checkpoint record/,
    );
    expect(await folderContents(dataDir)).toEqual(before);
  });

  it("refuses a truncated pg_control before PGlite touches the folder", async () => {
    const { dataDir, folder } = await copyOfOriginal();
    await truncate(path.join(folder, "global", "pg_control"), 0);
    const before = await folderContents(dataDir);
    await expect(openEmbeddedDatabase(dataDir, OPTIONS)).rejects.toThrow(
      "global/pg_control is 0 bytes long instead of 8192",
    );
    expect(await folderContents(dataDir)).toEqual(before);
  });

  it("creates a new database despite what a first start cut short left beside it", async () => {
    const dataDir = await temporaryFolder();
    await mkdir(path.join(dataDir, "pglite.initialising", "base"), { recursive: true });
    await writeFile(path.join(dataDir, "pglite.initialising", "PG_VERSION"), "18\n");
    const database = await openEmbeddedDatabase(dataDir, OPTIONS);
    await database.close();
    expect(existsSync(path.join(dataDir, "pglite.initialising"))).toBe(false);
    expect((await stat(path.join(dataDir, "pglite", "global", "pg_control"))).size).toBe(8192);
  });
});
