import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseDrivers, useMigratedDatabase } from "../../../tests/support/databases";
import { expireRound, setPresence } from "../../shared/catchphrase/clock-rules";
import { applyIntent } from "../../shared/catchphrase/engine";
import { joinRoom } from "../../shared/catchphrase/room-setup";
import { removeSpectator, watchRoom } from "../../shared/catchphrase/spectators";
import { ALL_INTENTS, makeCtx, roomOf, seededRandom, T0 } from "../../shared/catchphrase/test-helpers";
import type { Result, Room } from "../../shared/catchphrase/types";
import { rowsOf } from "../db/client";
import { createRoomRepository } from "../db/room-repository";
import { roomChanges } from "./room-delta";
import { type RoomDocument, roomStory } from "./room-writer";

/** The document as the store reads it back: a room without a story reads back with an empty one. */
const asRead = (document: RoomDocument): RoomDocument => ({
  ...document,
  room: { ...document.room, story: document.room.story ?? [] },
});

describe.each(databaseDrivers())("a Catchphrase room stored as its document and its changes on $name", (driver) => {
  const connection = useMigratedDatabase(driver);

  it("reads back every room a game of many players' intents, joins, absences and time running out writes", async () => {
    const store = createRoomRepository<RoomDocument>(connection().db, { story: roomStory, changes: roomChanges });
    const random = seededRandom(23);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const first = roomOf(5, { totalRounds: 3, roundDuration: 60 });
    let document: RoomDocument = {
      room: first,
      tokenHashes: Object.fromEntries(first.players.map((player) => [player.id, `hash-of-${player.id}`])),
    };
    await store.insert(first.code, document, T0);
    let version = 1;
    let now = T0;
    let joined = 0;
    const kinds = new Set<string>();

    for (let step = 0; version < 120 && step < 5_000; step += 1) {
      now += Math.floor(random() * 4_000);
      const ctx = makeCtx({ now, random });
      const people = [...document.room.players, ...(document.room.spectators ?? [])].map((person) => person.id);
      const choice = pick(["intent", "intent", "intent", "time", "join", "absent", "watch", "unwatch"] as const);
      let next: Result<Room>;
      let tokenHashes = document.tokenHashes;
      if (choice === "intent") {
        // Half of the intents are the host's or the describer's, so that games start and go on.
        const { game, players } = document.room;
        const playing = players.filter((player) => player.isHost || player.id === game.currentPlayer);
        const actor = random() < 0.5 && playing.length > 0 ? pick(playing).id : pick(people);
        const outcome = applyIntent(document.room, actor, pick(ALL_INTENTS), ctx);
        next = outcome.ok ? { ok: true, value: outcome.value.room } : outcome;
      } else if (choice === "time") {
        const outcome = expireRound(document.room, makeCtx({ now: now + 60_000, random }));
        next = outcome.ok ? { ok: true, value: outcome.value.room } : outcome;
      } else if (choice === "join") {
        joined += 1;
        const id = `n${joined}`;
        next = joinRoom(document.room, { id, name: `Newcomer ${joined}` }, now);
        tokenHashes = { ...tokenHashes, [id]: `hash-of-${id}` };
      } else if (choice === "absent") {
        const outcome = setPresence(document.room, pick(people), random() < 0.5 ? now : null);
        next = outcome.ok ? { ok: true, value: outcome.value.room } : outcome;
      } else if (choice === "watch") {
        next = watchRoom(document.room, { id: `s${step}`, name: `Watcher ${step}` }, now);
      } else {
        const outcome = removeSpectator(document.room, pick(people), { now });
        next = outcome.ok ? { ok: true, value: outcome.value.room } : outcome;
      }
      if (!next.ok) continue;
      kinds.add(choice);
      const written: RoomDocument = { room: next.value, tokenHashes };
      const stored = await store.replace(first.code, version, written, null, now, [], document);
      expect(stored, `step ${step}`).toBe(version + 1);
      version += 1;
      document = written;
      expect((await store.find(first.code))?.document, `version ${version} (${choice})`).toEqual(asRead(written));
    }

    expect(version).toBe(120);
    expect([...kinds].sort()).toEqual(["absent", "intent", "join", "time", "unwatch", "watch"]);
    // Versions 97 to 120 are changes since the whole write at 96: the document read back is made of them.
    const [logged] = await rowsOf<{ count: number }>(
      connection().db,
      sql`select count(*)::integer as count from room_changes where code = ${first.code}`,
    );
    expect(logged?.count).toBe(120 - 96);
  });
});
