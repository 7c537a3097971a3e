/**
 * What the Colyseus peer's server (server.ts) and its bots (bots.ts) say to each other, on top of
 * Colyseus's own room protocol: the room type both name, and the three message types with their
 * payloads (Colyseus encodes every message with msgpack). Benchmark code only: nothing here ships.
 */
import type { SharedRoomView } from "../../../src/shared/catchphrase/player-view";
import type { Intent } from "../../../src/shared/catchphrase/types";

/** The Colyseus room type of a Catchphrase room, as defined on the server and asked for by clients. */
export const ROOM_NAME = "catchphrase";

/** Message types: an intent (client to server), a player's view and an intent's answer (server to client). */
export const messages = { intent: "intent", state: "state", ack: "ack" } as const;

/** Options of `client.create`: the create form, as our server's create request. */
export type CreateOptions = { name: string; totalRounds: number; roundDuration: number };

/** Options of `client.joinById(code, …)`: the join form without the code, which is the room's id. */
export type JoinOptions = { name: string };

/** An intent and the number its sender chose to recognise the answer by. */
export type IntentMessage = { id: number; intent: Intent };

/** The answer to the intent `id`, sent to its sender only, after every player's view. */
export type AckMessage = { id: number; ok: true } | { id: number; ok: false; error: string };

/** A state message: the room as this player may see it (the engine's roomViews). */
export type StateMessage = SharedRoomView;
