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

type PresenceRow = PresenceKey & { processId: string; leftAt: number | null };

/** The presence_processes and room_presence tables in memory, with the repository's rules. */
export function createMemoryPresenceRepository(): PresenceRepository & {
  rows: Map<string, PresenceRow>;
  processes: Map<string, number>;
} {
  const rows = new Map<string, PresenceRow>();
  const processes = new Map<string, number>();
  const player = ({ code, playerId }: PresenceKey) => `${code} ${playerId}`;
  const key = (member: PresenceKey, processId: string) => `${player(member)} ${processId}`;
  const lastSeen = (row: PresenceRow) => row.leftAt ?? processes.get(row.processId) ?? 0;
  const rowsOf = (member: PresenceKey) => [...rows.values()].filter((row) => player(row) === player(member));
  const run = (processId: string, now: number) => {
    const inserted = !processes.has(processId);
    processes.set(processId, Math.max(processes.get(processId) ?? now, now));
    return inserted;
  };
  return {
    rows,
    processes,
    async heartbeat(processId, now) {
      return run(processId, now);
    },
    async arrive(processId, players, now) {
      if (players.length > 0) run(processId, now);
      const anew: PresenceKey[] = [];
      for (const { code, playerId } of players) {
        const row = rows.get(key({ code, playerId }, processId));
        if (row) row.leftAt = null;
        else {
          rows.set(key({ code, playerId }, processId), { code, playerId, processId, leftAt: null });
          anew.push({ code, playerId });
        }
      }
      return anew;
    },
    async leave(processId, member, now) {
      const row = rows.get(key(member, processId));
      if (row) row.leftAt = now;
    },
    async goneBy(cutoff, only) {
      const players = new Map<string, PresenceKey & { seenAt: number }>();
      for (const row of rows.values()) {
        if (only && player(only) !== player(row)) continue;
        const known = players.get(player(row));
        const seenAt = Math.max(known?.seenAt ?? 0, lastSeen(row));
        players.set(player(row), { code: row.code, playerId: row.playerId, seenAt });
      }
      return [...players.values()].filter(({ seenAt }) => seenAt <= cutoff);
    },
    async dropStale(member, cutoff) {
      for (const row of rowsOf(member)) if (lastSeen(row) <= cutoff) rows.delete(key(row, row.processId));
      return rowsOf(member).some((row) => row.leftAt === null);
    },
    async forget(cutoff) {
      for (const row of [...rows.values()]) {
        const connectedElsewhere = rowsOf(row).some((other) => lastSeen(other) > cutoff);
        if (lastSeen(row) <= cutoff && connectedElsewhere) rows.delete(key(row, row.processId));
      }
      for (const [id, seenAt] of processes) {
        if (seenAt <= cutoff && ![...rows.values()].some((row) => row.processId === id)) processes.delete(id);
      }
    },
  };
}

/** A transport that records, per player, the views sent, and every notice and closing. */
export function createRecordingTransport() {
  const views = new Map<string, SharedRoomView[]>();
  const notices: { code: string; notice: RoomNotice }[] = [];
  const dismissed: { code: string; playerId: string; reason: RoomClosedReason }[] = [];
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
    dismiss(code: string, playerId: string, reason: Parameters<RoomTransport["dismiss"]>[2]) {
      dismissed.push({ code, playerId, reason });
    },
    close(code: string, reason: RoomClosedReason) {
      closedRooms.push({ code, reason });
    },
  } satisfies RoomTransport & Record<string, unknown>;
  return transport;
}
