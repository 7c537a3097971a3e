import { describe, expect, it } from "vitest";
import { databaseDrivers, useMigratedDatabase } from "../../../tests/support/databases";
import { createRoomRepository } from "./room-repository";

type Doc = { label: string };

describe.each(databaseDrivers())("rooms on $name", (driver) => {
  const connection = useMigratedDatabase(driver);
  const repository = () => createRoomRepository<Doc>(connection().db);

  it("creates a room once per code and reads it back", async () => {
    expect(await repository().insert("AAAAAA", { label: "first" }, 1_000)).toBe(true);
    expect(await repository().insert("AAAAAA", { label: "second" }, 1_000)).toBe(false);
    expect(await repository().find("AAAAAA")).toEqual({
      code: "AAAAAA",
      document: { label: "first" },
      version: 1,
      roundEndsAt: null,
    });
    expect(await repository().find("ZZZZZZ")).toBeNull();
  });

  it("replaces only the version it read, so one of two concurrent writers loses", async () => {
    await repository().insert("BBBBBB", { label: "v1" }, 1_000);
    const [a, b] = await Promise.all([
      repository().replace("BBBBBB", 1, { label: "from a" }, null, 2_000),
      repository().replace("BBBBBB", 1, { label: "from b" }, null, 2_000),
    ]);
    expect([a, b].filter((version) => version === 2)).toHaveLength(1);
    expect([a, b].filter((version) => version === null)).toHaveLength(1);
    expect((await repository().find("BBBBBB"))?.version).toBe(2);
    expect(await repository().replace("NOROOM", 1, { label: "x" }, null, 2_000)).toBeNull();
  });

  it("finds rounds that are due and rooms that are idle", async () => {
    await repository().insert("CCCCCC", { label: "timed" }, 5_000);
    await repository().replace("CCCCCC", 1, { label: "timed" }, 10_000, 5_000);
    expect(await repository().roundsEndingBy(9_999)).not.toContainEqual(expect.objectContaining({ code: "CCCCCC" }));
    expect(await repository().roundsEndingBy(10_000)).toContainEqual({ code: "CCCCCC", roundEndsAt: 10_000 });

    await repository().insert("DDDDDD", { label: "idle" }, 1);
    await repository().touch(["CCCCCC"], 50_000);
    const removed = await repository().removeIdle(40_000);
    expect(removed).toContain("DDDDDD");
    expect(removed).not.toContain("CCCCCC");
    expect(await repository().remove("CCCCCC")).toBe(true);
    expect(await repository().remove("CCCCCC")).toBe(false);
  });
});
