import type { RoomTransport } from "../../src/server/catchphrase/room-transport";
import type { PresenceKey, PresenceRepository } from "../../src/server/db/presence-repository";
import type { RoomStore, StoredRoomRow } from "../../src/server/db/room-repository";
import { roomViews, type SharedRoomView } from "../../src/shared/catchphrase/player-view";
import type { RoomClosedReason, RoomNotice } from "../../src/shared/catchphrase/protocol";
import type { Room } from "../../src/shared/catchphrase/types";

/**
 * In-memory stand-ins for the room master's ports (DESIGN decision 13), for unit tests: a room
 * store with the repository's version check, a presence table, and a transport that records what
 * each player was sent. Two masters given one store behave like two server processes.
 */

export function createMemoryRoomStore<Document>() {
  const rows = new Map<string, StoredRoomRow<Document>>();
  /** Every event counted, with its room: only those of writes that took effect. */
  const counted: { code: string; name: string }[] = [];
  const count = (code: string, events: readonly string[]) => counted.push(...events.map((name) => ({ code, name })));
  const calls = { find: 0, insert: 0, replace: 0, remove: 0 };
  const copy = <T>(value: T): T => structuredClone(value);
  const store = {
    calls,
    counted,
    rows,
    async find(code: string) {
      calls.find += 1;
      const row = rows.get(code);
      return row ? copy(row) : null;
    },
    async insert(code: string, document: Document, _now: number, events: readonly string[] = []) {
      calls.insert += 1;
      if (rows.has(code)) return false;
      rows.set(code, { code, document: copy(document), version: 1, wakesAt: null });
      count(code, events);
      return true;
    },
    async replace(
      code: string,
      version: number,
      document: Document,
      wakesAt: number | null,
      _now: number,
      events: readonly string[] = [],
    ) {
      calls.replace += 1;
      const row = rows.get(code);
      if (!row || row.version !== version) return null;
      rows.set(code, { code, document: copy(document), version: version + 1, wakesAt });
      count(code, events);
      return version + 1;
    },
    async remove(code: string, _now: number, events: readonly string[] = []) {
      calls.remove += 1;
      const removed = rows.delete(code);
      if (removed) count(code, events);
      return removed;
    },
  } satisfies RoomStore<Document> & Record<string, unknown>;
  return store;
}

/** The room_presence table in memory, with the repository's rules. */
export function createMemoryPresenceRepository(): Pick<PresenceRepository, "renew" | "seenBy" | "drop"> & {
  rows: Map<string, PresenceKey & { seenAt: number }>;
} {
  const rows = new Map<string, PresenceKey & { seenAt: number }>();
  const key = ({ code, playerId }: PresenceKey) => `${code} ${playerId}`;
  return {
    rows,
    async renew(players, now) {
      const returned: PresenceKey[] = [];
      for (const player of players) {
        const row = rows.get(key(player));
        if (row) row.seenAt = Math.max(row.seenAt, now);
        else {
          rows.set(key(player), { ...player, seenAt: now });
          returned.push(player);
        }
      }
      return returned;
    },
    async seenBy(cutoff, only) {
      return [...rows.values()]
        .filter((row) => row.seenAt <= cutoff && (!only || key(only) === key(row)))
        .map((row) => ({ ...row }));
    },
    async drop(player) {
      rows.delete(key(player));
    },
  };
}

/** A transport that records, per player, the views sent, and every notice and closing. */
export function createRecordingTransport() {
  const views = new Map<string, SharedRoomView[]>();
  const notices: { code: string; notice: RoomNotice }[] = [];
  const dismissed: { code: string; playerId: string }[] = [];
  const closedRooms: { code: string; reason: RoomClosedReason }[] = [];
  const transport = {
    views,
    notices,
    dismissed,
    closedRooms,
    /** The last view a player was sent. */
    latest(playerId: string): SharedRoomView | undefined {
      return views.get(playerId)?.at(-1);
    },
    send(room: Room) {
      for (const { view, viewerIds } of roomViews(room)) {
        for (const id of viewerIds) views.set(id, [...(views.get(id) ?? []), view]);
      }
    },
    announce(code: string, sent: readonly RoomNotice[]) {
      for (const notice of sent) notices.push({ code, notice });
    },
    dismiss(code: string, playerId: string) {
      dismissed.push({ code, playerId });
    },
    close(code: string, reason: RoomClosedReason) {
      closedRooms.push({ code, reason });
    },
  } satisfies RoomTransport & Record<string, unknown>;
  return transport;
}
