import { describe, expect, it } from "vitest";
import type { PresenceKey } from "../db/presence-repository";
import { createPresence } from "./presence";
import { createRoomClock } from "./room-clock";

/** `count` players of rooms of eight, as a process holding their sockets lists them. */
const playersHere = (count: number): PresenceKey[] =>
  Array.from({ length: count }, (_, index) => ({ code: `R${Math.floor(index / 8)}`, playerId: `p${index}` }));

/**
 * Presence with only what a beat uses, for a process whose row the sweep had dropped (judged dead),
 * so that its beat writes its players' rows again; `arrive` stands for the repository's.
 */
function judgedDead(members: PresenceKey[], arrive: (players: readonly PresenceKey[]) => Promise<PresenceKey[]>) {
  return createPresence({
    repository: {
      heartbeat: async () => true,
      arrive: (_processId, players) => arrive(players),
      leave: async () => {},
      goneBy: async () => [],
      dropStale: async () => false,
      forget: async () => {},
    },
    processId: "here",
    master: { setPresence: async () => true },
    transport: { localMembers: () => members, isLocal: () => true },
    clock: createRoomClock(() => 0),
    now: () => 0,
    log: { error: () => {} },
  });
}

describe("a process writing its players' rows again", () => {
  it("lets the intents read meanwhile be written between its chunks, so it never holds the database for long", async () => {
    const order: string[] = [];
    const members = playersHere(1000);
    // As the embedded database does: the statement runs at once, on this thread.
    const presence = judgedDead(members, async (players) => {
      order.push(`arrive ${players.length}`);
      // An intent read from a socket while this statement ran: its write is queued at the end
      // of the turn (group commit), and must not wait for every chunk after this one.
      if (order.filter((step) => step.startsWith("arrive")).length === 1) {
        setImmediate(() => order.push("intent's write"));
      }
      return [];
    });

    await presence.beat();

    // Every player is written, 250 a statement, and the intent's write goes right after the first.
    expect(order).toEqual(["arrive 250", "intent's write", "arrive 250", "arrive 250", "arrive 250"]);
  });

  it("does nothing when asked to beat again before the last beat has ended", async () => {
    const written: number[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const presence = judgedDead(playersHere(500), async (players) => {
      written.push(players.length);
      await held;
      return [];
    });

    const first = presence.beat();
    const second = presence.beat();
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([250]);
    release();
    await Promise.all([first, second]);
    // One writing of everyone, not two.
    expect(written).toEqual([250, 250]);
    // Once it has ended, the next one runs.
    await presence.beat();
    expect(written).toEqual([250, 250, 250, 250]);
  });
});

describe("a stopping process", () => {
  it("writes no close for the tabs that close as it stops, and still writes those closed before", async () => {
    const left: PresenceKey[] = [];
    const presence = createPresence({
      repository: {
        heartbeat: async () => false,
        arrive: async () => [],
        leave: async (_processId, member) => {
          left.push(member);
        },
        goneBy: async () => [],
        dropStale: async () => false,
        forget: async () => {},
      },
      processId: "here",
      master: { setPresence: async () => true },
      transport: { localMembers: () => [], isLocal: () => false },
      clock: createRoomClock(() => 0),
      now: () => 0,
      log: { error: () => {} },
    });
    const [before, ...closingWithTheServer] = playersHere(1000) as [PresenceKey, ...PresenceKey[]];
    await presence.departed(before);
    expect(left).toEqual([before]);

    presence.stop();
    await Promise.all(closingWithTheServer.map((member) => presence.departed(member)));
    expect(left).toEqual([before]);
  });
});
