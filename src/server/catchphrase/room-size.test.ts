import { describe, expect, it } from "vitest";
import { createRoom, joinRoom } from "../../shared/catchphrase/engine";
import type { Room } from "../../shared/catchphrase/types";
import { roomBytes } from "./room-size";

/** A waiting room of ten players whose host chose `ourWords`. */
function roomWith(ourWords: string[]): Room {
  const created = createRoom({ code: "SIZE01", host: { id: "p0", name: "Host" }, totalRounds: 10, roundDuration: 60 });
  if (!created.ok) throw new Error(created.error);
  let room = created.value;
  for (let index = 1; index < 10; index += 1) {
    const joined = joinRoom(room, { id: `p${index}`, name: `Player ${index}` });
    if (!joined.ok) throw new Error(joined.error);
    room = joined.value;
  }
  return { ...room, wordChoice: { categories: [], mode: "only", ourWords } };
}

// Heap measured on Node 20 (bench/README.md, "bench:memory"): a room of ten players without words of
// its own takes about 3 kB; with 500 words of 40 CJK characters, about 55 kB; of 40 Latin letters, 35 kB.
describe("a room's size in memory", () => {
  const cjk = Array.from({ length: 500 }, (_, word) =>
    Array.from({ length: 40 }, (__, letter) => String.fromCodePoint(0x4e00 + word * 40 + letter)).join(""),
  );
  const latin = Array.from({ length: 500 }, (_, word) => `word ${word} `.padEnd(40, "x"));

  it("is counted at no less than measured, and not far above", () => {
    expect(roomBytes({ room: roomWith([]) })).toBeGreaterThanOrEqual(3_000);
    expect(roomBytes({ room: roomWith([]) })).toBeLessThan(12_000);
    expect(roomBytes({ room: roomWith(cjk) })).toBeGreaterThanOrEqual(55_000);
    expect(roomBytes({ room: roomWith(cjk) })).toBeLessThan(80_000);
    expect(roomBytes({ room: roomWith(latin) })).toBeGreaterThanOrEqual(35_000);
  });

  it("grows with the words drawn and the game's story", () => {
    const room = roomWith([]);
    const played: Room = {
      ...room,
      usedWords: cjk.slice(0, 100),
      story: cjk
        .slice(0, 100)
        .map((word) => ({ round: 1, word, describer: "Player 1", team: "A", outcome: "guessed" })),
    };
    expect(roomBytes({ room: played }) - roomBytes({ room })).toBeGreaterThanOrEqual(2 * 100 * (16 + 80));
  });
});
