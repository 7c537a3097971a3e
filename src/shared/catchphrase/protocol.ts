import { z } from "../zod";
import { roomCodeField } from "./intents";
import type { RoomView, SharedRoomView } from "./player-view";
import type { Effect } from "./types";

/**
 * The Socket.IO protocol between a browser and the room master. Browsers send intents and get
 * back an acknowledgement. Entering a room answers the player's own RoomView; every later change
 * arrives as the SharedRoomView of the player's group, which the browser completes with its own
 * place (withViewer).
 */

export const clientEvents = {
  create: "room:create",
  join: "room:join",
  resume: "room:resume",
  intent: "room:intent",
  exists: "room:exists",
  /** Comes in as a spectator (issue "Catchphrase for a party night"): a name, no seat. */
  watch: "room:watch",
  /** A big-screen display follows the room: no name, no seat, a spectator's view. */
  display: "room:display",
} as const;

export const serverEvents = {
  /** The room as the player's group may see it (a SharedRoomView), after every change. */
  state: "room:state",
  /**
   * The room is gone: the host left, it emptied, or it was idle for 24 hours; or, sent to one
   * player's or spectator's tabs only, the host removed them, or a newcomer took the place of a
   * spectator away the longest when the watchers were full.
   */
  closed: "room:closed",
  /** Something everyone in the room is told once (a RoomNotice), after the state it led to. */
  notice: "room:notice",
} as const;

export type RoomClosedReason = "hostLeft" | "empty" | "removed" | "playerRemoved" | "spectatorEvicted";

/** What the room tells everyone once: a turn passed without a guess, or the host role changed hands. */
export type RoomNotice = Extract<Effect, { type: "turnPassed" | "hostChanged" }>;

/** The notices among a change's effects. */
export function noticesOf(effects: readonly Effect[]): RoomNotice[] {
  return effects.filter(
    (effect): effect is RoomNotice => effect.type === "turnPassed" || effect.type === "hostChanged",
  );
}

const codeSchema = roomCodeField({ required: false });

/**
 * Reconnecting to a room with the identity the server handed out on create or join. Player ids
 * are UUIDs: nothing else (say "constructor") can reach a lookup.
 */
export const resumeRequestSchema = z.strictObject({
  code: codeSchema,
  playerId: z.uuid(),
  token: z.string().min(16).max(128),
});

export const roomCodeRequestSchema = z.strictObject({ code: codeSchema });

/** What the browser keeps in its saved session (catchphrase.md section 3, plus the secret token). */
export type SavedSession = {
  playerName: string;
  playerId: string;
  /** The room's id, which is its code. */
  roomId: string;
  roomCode: string;
  /** Proves this browser is playerId; never shown, never sent to other players. */
  token: string;
};

export type Ack<T extends object = object> = ({ ok: true } & T) | { ok: false; error: string };

export type EnterRoomAck = Ack<{ session: SavedSession; view: RoomView }>;
export type ResumeAck = Ack<{ view: RoomView }>;
export type ExistsAck = Ack<{ exists: boolean }>;
export type DisplayAck = Ack<{ view: SharedRoomView }>;
