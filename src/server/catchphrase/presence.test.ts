import { describe, expect, it } from "vitest";
import type { PresenceKey } from "../db/presence-repository";
import { createPresence } from "./presence";
import { createRoomClock } from "./room-clock";

/** `count` players of rooms of eight, as a process holding their sockets lists them. */
const playersHere = (count: number): PresenceKey[] =>
  Array.from({ length: count }, (_, index) => ({ code: `R${Math.floor(index / 8)}`, playerId: `p${index}` }));

describe("presence renewal", () => {
  it("lets the intents read meanwhile be written between its chunks, so it never holds the database for long", async () => {
    const order: string[] = [];
    const members = playersHere(1000);
    const presence = createPresence({
      repository: {
        // As the embedded database does: the statement runs at once, on this thread.
        renew: async (players) => {
          order.push(`renew ${players.length}`);
          // An intent read from a socket while this statement ran: its write is queued at the end
          // of the turn (group commit), and must not wait for every chunk after this one.
          if (order.filter((step) => step.startsWith("renew")).length === 1) {
            setImmediate(() => order.push("intent's write"));
          }
          return [];
        },
        seenBy: async () => [],
        drop: async () => {},
      },
      master: { setPresence: async () => true },
      transport: { localMembers: () => members, isLocal: () => true },
      clock: createRoomClock(() => 0),
      now: () => 0,
      log: { error: () => {} },
    });

    await presence.renewLocal();

    // Every player is renewed, 250 a statement, and the intent's write goes right after the first.
    expect(order).toEqual(["renew 250", "intent's write", "renew 250", "renew 250", "renew 250"]);
  });
});
