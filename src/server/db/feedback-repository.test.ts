import { describe, expect, it } from "vitest";
import { databaseDrivers, useMigratedDatabase } from "../../../tests/support/databases";
import { createFeedbackRepository } from "./feedback-repository";

describe.each(databaseDrivers())("feedback on $name", (driver) => {
  const connection = useMigratedDatabase(driver);

  it("stores a record with every field and lists the newest first", async () => {
    const repository = createFeedbackRepository(connection().db);
    const base = { email: "sam@example.com", istTime: "t", roomId: "lobby", playerName: "Anonymous" };
    await repository.add({ ...base, message: "older", timestamp: 1_000, date: new Date(1_000).toISOString() });
    const stored = await repository.add({
      ...base,
      message: "newer",
      timestamp: 2_000,
      date: new Date(2_000).toISOString(),
    });
    expect(stored).toMatchObject({ ...base, message: "newer", timestamp: 2_000, date: "1970-01-01T00:00:02.000Z" });
    expect(typeof stored.id).toBe("number");
    expect((await repository.latest(10)).map((record) => record.message)).toEqual(["newer", "older"]);
    expect(await repository.latest(1)).toHaveLength(1);
  });
});
