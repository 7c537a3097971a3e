import { describe, expect, it } from "vitest";
import { databaseDrivers, useMigratedDatabase } from "../../../tests/support/databases";
import { createEventCountsRepository } from "./event-counts-repository";

describe.each(databaseDrivers())("event counts on $name", (driver) => {
  const connection = useMigratedDatabase(driver);

  it("creates a counter on first use and adds to it afterwards", async () => {
    const repository = createEventCountsRepository(connection().db);
    expect(await repository.increment("room_created", Date.parse("2026-11-20T12:00:00Z"))).toBe(1);
    expect(await repository.increment("room_created", Date.parse("2026-11-20T12:00:00Z"))).toBe(2);
    expect(await repository.increment("room_created", Date.parse("2026-11-20T12:00:00Z"), 5)).toBe(7);
  });

  it("keeps days and names apart and lists a range oldest first", async () => {
    const repository = createEventCountsRepository(connection().db);
    await repository.increment("page_view", Date.parse("2026-11-02T12:00:00Z"));
    await repository.increment("page_view", Date.parse("2026-11-01T12:00:00Z"));
    await repository.increment("page_view", Date.parse("2026-11-01T12:00:00Z"));
    await repository.increment("other", Date.parse("2026-11-01T12:00:00Z"));
    await repository.increment("page_view", Date.parse("2026-12-01T12:00:00Z"));
    expect(await repository.range(["page_view"], "2026-11-01", "2026-11-30")).toEqual([
      { name: "page_view", day: "2026-11-01", count: 2 },
      { name: "page_view", day: "2026-11-02", count: 1 },
    ]);
    expect(await repository.range(["page_view", "other"], "2026-11-01", "2026-11-01")).toEqual([
      { name: "other", day: "2026-11-01", count: 1 },
      { name: "page_view", day: "2026-11-01", count: 2 },
    ]);
  });

  it("totals events over all days, with 0 for events never counted", async () => {
    const repository = createEventCountsRepository(connection().db);
    await repository.increment("total_me", Date.parse("2026-10-01T12:00:00Z"), 3);
    await repository.increment("total_me", Date.parse("2026-10-02T12:00:00Z"), 4);
    expect(await repository.totals(["total_me", "never_seen"])).toEqual({ total_me: 7, never_seen: 0 });
  });

  it("loses no increment when many arrive at once", async () => {
    const repository = createEventCountsRepository(connection().db);
    await Promise.all(
      Array.from({ length: 50 }, () => repository.increment("burst", Date.parse("2026-11-03T12:00:00Z"))),
    );
    expect(await repository.range(["burst"], "2026-11-03", "2026-11-03")).toEqual([
      { name: "burst", day: "2026-11-03", count: 50 },
    ]);
  });

  it("applies migrations only once", async () => {
    await connection().migrate();
    const repository = createEventCountsRepository(connection().db);
    expect(await repository.range(["room_created"], "2026-11-20", "2026-11-20")).toHaveLength(1);
  });
});
