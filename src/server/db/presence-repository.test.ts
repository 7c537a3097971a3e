import { describe, expect, it } from "vitest";
import { databaseDrivers, useMigratedDatabase } from "../../../tests/support/databases";
import { createMemoryPresenceRepository } from "../../../tests/support/memory-rooms";
import { createPresenceRepository, type PresenceRepository } from "./presence-repository";
import { createRoomRepository } from "./room-repository";

/**
 * The presence rules of decision 044, on both databases and on the in-memory table the room
 * master's unit tests use, so that those tests rest on the same rules. Each test uses rooms of its
 * own, so the tests of one database share it.
 */
type Case = {
  name: string;
  open: () => { repository: () => PresenceRepository; room: (code: string) => Promise<void> };
};

const cases: Case[] = [
  ...databaseDrivers().map((driver) => ({
    name: driver.name,
    open: () => {
      const connection = useMigratedDatabase(driver);
      return {
        repository: () => createPresenceRepository(connection().db),
        room: async (code: string) => {
          await createRoomRepository<object>(connection().db).insert(code, {}, 0);
        },
      };
    },
  })),
  {
    name: "memory",
    open: () => {
      const memory = createMemoryPresenceRepository();
      return { repository: () => memory, room: async () => {} };
    },
  },
];

const sorted = <T extends { playerId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.playerId.localeCompare(b.playerId));

describe.each(cases)("presence on $name", ({ open }) => {
  const { repository, room } = open();

  it("keeps a player connected while one of their tabs is open on a running process", async () => {
    await room("PRES01");
    const ann = { code: "PRES01", playerId: "ann" };
    expect(await repository().arrive("p1-a", [ann], 1_000)).toEqual([ann]);
    expect(await repository().arrive("p1-b", [ann], 1_000)).toEqual([ann]);
    // Her tab on process a closes; process b still runs.
    await repository().leave("p1-a", ann, 2_000);
    await repository().heartbeat("p1-b", 9_000);
    expect(await repository().goneBy(8_000, ann)).toEqual([]);
    // Process b dies after its beat at 9,000: she is gone from then, the latest of her rows.
    expect(await repository().goneBy(9_000, ann)).toEqual([{ ...ann, seenAt: 9_000 }]);
  });

  it("finds a player whose last tab closed, from when it closed, and one whose process died, from its last beat", async () => {
    await room("PRES02");
    const ben = { code: "PRES02", playerId: "ben" };
    const cleo = { code: "PRES02", playerId: "cleo" };
    const dev = { code: "PRES02", playerId: "dev" };
    await repository().arrive("p2-a", [ben, dev], 1_000);
    await repository().arrive("p2-b", [cleo], 1_000);
    await repository().leave("p2-a", ben, 3_000);
    await repository().heartbeat("p2-a", 10_000);
    await repository().heartbeat("p2-b", 4_000);
    const gone = (await repository().goneBy(5_000)).filter((row) => row.code === "PRES02");
    expect(sorted(gone)).toEqual([
      { ...ben, seenAt: 3_000 },
      { ...cleo, seenAt: 4_000 },
    ]);
  });

  it("answers only the players whose row is new here, and opens a closed row again", async () => {
    await room("PRES03");
    const ann = { code: "PRES03", playerId: "ann" };
    const ben = { code: "PRES03", playerId: "ben" };
    expect(await repository().arrive("p3", [ann], 1_000)).toEqual([ann]);
    await repository().leave("p3", ann, 2_000);
    expect(await repository().arrive("p3", [ann, ben], 3_000)).toEqual([ben]);
    await repository().heartbeat("p3", 20_000);
    expect(await repository().goneBy(15_000, ann)).toEqual([]);
    expect(await repository().goneBy(20_000, ann)).toEqual([{ ...ann, seenAt: 20_000 }]);
  });

  it("drops only a player's stale rows, and says whether a tab of theirs is open", async () => {
    await room("PRES04");
    const ann = { code: "PRES04", playerId: "ann" };
    await repository().arrive("p4-a", [ann], 1_000);
    await repository().leave("p4-a", ann, 2_000);
    // A row that closed after the cutoff stays, but is no open tab.
    expect(await repository().dropStale(ann, 1_500)).toBe(false);
    expect(await repository().goneBy(2_000, ann)).toEqual([{ ...ann, seenAt: 2_000 }]);
    expect(await repository().dropStale(ann, 7_000)).toBe(false);
    expect(await repository().goneBy(7_000, ann)).toEqual([]);
    // Gone again, but a new tab of hers opened on another process meanwhile.
    await repository().arrive("p4-a", [ann], 8_000);
    await repository().leave("p4-a", ann, 9_000);
    await repository().arrive("p4-b", [ann], 12_000);
    await repository().heartbeat("p4-b", 15_000);
    expect(await repository().dropStale(ann, 14_000)).toBe(true);
    // Her open row stayed; the stale one went, so it will not count when she leaves.
    await repository().leave("p4-b", ann, 15_000);
    expect(await repository().goneBy(20_000, ann)).toEqual([{ ...ann, seenAt: 15_000 }]);
  });

  it("forgets the stale rows of players connected elsewhere, and dead processes no row names", async () => {
    await room("PRES05");
    const ann = { code: "PRES05", playerId: "ann" };
    const ben = { code: "PRES05", playerId: "ben" };
    // Process a dies after its beat at 1,000; Ann reconnects through process b, Ben does not.
    expect(await repository().heartbeat("p5-a", 1_000)).toBe(true);
    expect(await repository().heartbeat("p5-a", 1_000)).toBe(false);
    await repository().arrive("p5-a", [ann, ben], 1_000);
    await repository().arrive("p5-b", [ann], 2_000);
    await repository().heartbeat("p5-b", 10_000);
    await repository().forget(6_000);
    // Ben is still found gone, from process a's last beat; Ann is not.
    const gone = (await repository().goneBy(6_000)).filter((row) => row.code === "PRES05");
    expect(gone).toEqual([{ ...ben, seenAt: 1_000 }]);
    // Process a is kept while Ben's row names it; once the sweep has dropped it, a is forgotten.
    expect(await repository().heartbeat("p5-a", 1_000)).toBe(false);
    expect(await repository().dropStale(ben, 6_000)).toBe(false);
    await repository().forget(6_000);
    expect(await repository().heartbeat("p5-a", 1_000)).toBe(true);
    // A row whose tab closed after the cutoff is kept, though its process was not seen since.
    await repository().arrive("p5-c", [ben], 1_000);
    await repository().arrive("p5-b", [ben], 2_000);
    await repository().leave("p5-c", ben, 7_000);
    await repository().forget(6_000);
    await repository().leave("p5-b", ben, 3_000);
    expect(await repository().goneBy(20_000, ben)).toEqual([{ ...ben, seenAt: 7_000 }]);
    // Ann's row on process a went; her row on b is all that is left of her.
    await repository().leave("p5-b", ann, 11_000);
    expect(await repository().goneBy(20_000, ann)).toEqual([{ ...ann, seenAt: 11_000 }]);
  });
});

describe.each(databaseDrivers())("presence rows on $name", (driver) => {
  const connection = useMigratedDatabase(driver);

  it("are written only for rooms that exist, and go with their room", async () => {
    const rooms = createRoomRepository<object>(connection().db);
    const presence = createPresenceRepository(connection().db);
    await rooms.insert("PRES06", {}, 0);
    const ann = { code: "PRES06", playerId: "ann" };
    expect(await presence.arrive("p6", [ann, { code: "NOROOM", playerId: "ann" }], 1_000)).toEqual([ann]);
    await presence.leave("p6", ann, 2_000);
    expect(await presence.goneBy(10_000, ann)).toEqual([{ ...ann, seenAt: 2_000 }]);
    await rooms.remove("PRES06", 3_000);
    expect(await presence.goneBy(10_000, ann)).toEqual([]);
  });
});
