import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { createFeedbackRepository } from "./feedback-repository";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/**
 * Two starts of the embedded database, the first of which creates its folder (initdb and every
 * migration): about 8 s alone, three times that while other test files keep both cores busy.
 */
const TWO_STARTS_TIMEOUT = 60_000;

describe("the embedded database in a data folder", () => {
  it("is created in a new folder, migrated, and found again with its rows when reopened", {
    timeout: TWO_STARTS_TIMEOUT,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "db-client-"));
    folders.push(dataDir);
    const record = {
      email: "",
      message: "still here",
      istTime: "t",
      roomId: "lobby",
      playerName: "Anonymous",
      timestamp: 1_000,
      date: new Date(1_000).toISOString(),
    };

    const first = await openDatabase({ dataDir });
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    await first.migrate();
    await createFeedbackRepository(first.db).add(record);
    await first.close();

    const again = await openDatabase({ dataDir });
    await again.migrate();
    const latest = await createFeedbackRepository(again.db).latest(10);
    await again.close();
    expect(latest.map((row) => row.message)).toEqual(["still here"]);
  });
});
