import { describe, expect, it } from "vitest";
import type { PresenceKey } from "../db/presence-repository";
import { createPresence } from "./presence";
import { createRoomClock } from "./room-clock";

/** `count` players of rooms of eight, as a process holding their sockets lists them. */
const playersHere = (count: number): PresenceKey[] =>
  Array.from({ length: count }, (_, index) => ({ code: `R${Math.floor(index / 8)}`, playerId: `p${index}` }));

/** Presence with only what renewal uses; `renew` stands for the repository's. */
function presenceOf(members: PresenceKey[], renew: (players: readonly PresenceKey[]) => Promise<PresenceKey[]>) {
  return createPresence({
    repository: { renew, seenBy: async () => [], drop: async () => {} },
    master: { setPresence: async () => true },
    transport: { localMembers: () => members, isLocal: () => true },
    clock: createRoomClock(() => 0),
    now: () => 0,
    log: { error: () => {} },
  });
}

describe("presence renewal", () => {
  it("lets the intents read meanwhile be written between its chunks, so it never holds the database for long", async () => {
    const order: string[] = [];
    const members = playersHere(1000);
    // As the embedded database does: the statement runs at once, on this thread.
    const presence = presenceOf(members, async (players) => {
      order.push(`renew ${players.length}`);
      // An intent read from a socket while this statement ran: its write is queued at the end
      // of the turn (group commit), and must not wait for every chunk after this one.
      if (order.filter((step) => step.startsWith("renew")).length === 1) {
        setImmediate(() => order.push("intent's write"));
      }
      return [];
    });

    await presence.renewLocal();

    // Every player is renewed, 250 a statement, and the intent's write goes right after the first.
    expect(order).toEqual(["renew 250", "intent's write", "renew 250", "renew 250", "renew 250"]);
  });

  it("does nothing when asked again before the last renewal has ended", async () => {
    const renewed: number[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const presence = presenceOf(playersHere(500), async (players) => {
      renewed.push(players.length);
      await held;
      return [];
    });

    const first = presence.renewLocal();
    const second = presence.renewLocal();
    expect(renewed).toEqual([250]);
    release();
    await Promise.all([first, second]);
    // One renewal of everyone, not two.
    expect(renewed).toEqual([250, 250]);
    // Once it has ended, the next one runs.
    await presence.renewLocal();
    expect(renewed).toEqual([250, 250, 250, 250]);
  });
});
