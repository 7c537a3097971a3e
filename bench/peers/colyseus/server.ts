/**
 * The Colyseus peer of the load benchmark (bench/peers/peers.ts): Catchphrase on a Colyseus 0.16
 * server, as someone choosing Colyseus instead of our server would write it, so that the same bots,
 * rooms and ramp measure it beside ours. One Colyseus room per Catchphrase room, kept in memory,
 * holding our engine's Room document; the rules are our pure engine's (src/shared/catchphrase),
 * called as our room master calls them:
 *
 * - joining: the first client (the creator) makes the room with createRoom, the others joinRoom;
 * - an "intent" message { id, intent }: parsed with our intent schema, applyIntent, then every
 *   player's view (roomViews: one encoding per group that may or may not see the word) and last
 *   the sender's ack { id, ok } (with the engine's error when refused), the order of our server;
 * - the round's end and the absent players' deadlines: the engine's nextWakeAt, armed on the
 *   room's Colyseus clock, and its wake when the clock fires.
 *
 * Listens on 127.0.0.1:$PORT, answers GET /healthz with 200, stops on SIGTERM/SIGINT.
 *
 *   PORT=3913 npx tsx bench/peers/colyseus/server.ts
 */
import { randomInt } from "node:crypto";
import { createServer } from "node:http";
import { type Client, type Delayed, ErrorCode, Protocol, Room, Server, ServerError } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { MAX_PLAYERS } from "../../../src/shared/catchphrase/constants";
import {
  applyIntent,
  createRoom,
  joinRoom,
  makeRoomCode,
  nextWakeAt,
  setPresence,
  validateName,
  wake,
} from "../../../src/shared/catchphrase/engine";
import { createRoomRequestSchema, intentSchema, joinRoomRequestSchema } from "../../../src/shared/catchphrase/intents";
import { catchphraseErrors } from "../../../src/shared/catchphrase/messages";
import { roomViews } from "../../../src/shared/catchphrase/player-view";
import type {
  Room as CatchphraseDocument,
  Effect,
  EngineContext,
  IntentType,
} from "../../../src/shared/catchphrase/types";
import { WORD_BANK } from "../../../src/shared/catchphrase/words/word-bank";
import { type AckMessage, type CreateOptions, messages, ROOM_NAME } from "./protocol";

// Our server runs with NODE_ENV=production (load-servers.ts); so does this one. Colyseus reads it on
// every send: outside production it re-binds its msgpack buffer for each message.
process.env.NODE_ENV ??= "production";

const port = Number(process.env.PORT ?? 3913);
const host = process.env.HOST ?? "127.0.0.1";
/** How long shutting down may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 5_000;
/**
 * How often Colyseus pings every client: our server's Socket.IO heartbeat (10 s), not Colyseus's
 * default 3 s. Its transport pings all of its clients in one loop (with 4,000 of them, ~100 ms of
 * event loop, then their pongs at once), while Socket.IO's per-socket timers spread the pings out;
 * at 3 s these stalls alone decide the p99. COLYSEUS_PING_INTERVAL_MS=3000 measures the default.
 */
const PING_INTERVAL_MS = Number(process.env.COLYSEUS_PING_INTERVAL_MS ?? 10_000);
/** Intents after which the sender's connection is closed: they are no longer in the room. */
const LEAVING: ReadonlySet<IntentType> = new Set(["leave", "handOverAndLeave"]);
/** A payload that does not match the schemas, when the schema's message is not one for people. */
const MALFORMED = "That request was not understood.";

/** Crypto-quality randomness in [0, 1), as our room master uses for codes, describers and words. */
const secureRandom = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;
const context = (): EngineContext => ({ now: Date.now(), random: secureRandom, words: WORD_BANK });

/** Our schemas' messages that are meant for people; any other failed parse reads MALFORMED. */
const readableErrors: ReadonlySet<string> = new Set(Object.values(catchphraseErrors));
function refusalOf(error: { issues: readonly { message: string }[] }): string {
  const message = error.issues[0]?.message ?? "";
  return readableErrors.has(message) ? message : MALFORMED;
}

/** A refused join or create, as Colyseus hands it to the client (its join promise rejects with it). */
const refusal = (message: string) => new ServerError(ErrorCode.APPLICATION_ERROR, message);

/** The codes of the rooms of this process: a Catchphrase code is its Colyseus room id. */
const liveCodes = new Set<string>();
function claimCode(): string {
  for (;;) {
    const code = makeRoomCode(secureRandom);
    if (!liveCodes.has(code)) {
      liveCodes.add(code);
      return code;
    }
  }
}

/** The intent's number, when the message carries one to answer by. */
function idOf(message: unknown): number | undefined {
  const id = (message as { id?: unknown } | null)?.id;
  return typeof id === "number" && Number.isFinite(id) ? id : undefined;
}

/**
 * One Catchphrase room. Its players are its Colyseus clients, each known to the engine by its
 * session id; the document changes only through the engine, and every change goes out the same
 * way (`changed`). No Colyseus state is set: views go out as messages, so no patches are computed,
 * but Colyseus's patch interval still runs, because it is what ticks the room's clock.
 */
class CatchphraseRoom extends Room {
  /** The engine's room; absent until the creator has joined. */
  private document: CatchphraseDocument | undefined;
  /** The create form, checked in onCreate, used when the creator joins. */
  private createOptions: CreateOptions | undefined;
  /** The engine's next wake-up on the room's clock. */
  private wakeTimer: Delayed | undefined;
  /** Set once the room is being closed: leaving clients then change nothing. */
  private closing = false;

  override onCreate(options: unknown): void {
    const request = createRoomRequestSchema.safeParse(options);
    if (!request.success) throw refusal(refusalOf(request.error));
    const name = validateName(request.data.name, catchphraseErrors.nameRequired);
    if (!name.ok) throw refusal(name.error);
    this.createOptions = { ...request.data, name: name.name };
    this.maxClients = MAX_PLAYERS;
    this.onMessage(messages.intent, (client, message: unknown) => this.intent(client, message));
    // Last, so that a refused create claims no code.
    this.roomId = claimCode();
  }

  /**
   * The creator makes the engine's room as its host (their seat is reserved as the room is made,
   * and nobody else knows its code yet); everyone after joins it. A refusal rejects the join with
   * the engine's message.
   */
  override onJoin(client: Client, options: unknown): void {
    const now = Date.now();
    if (!this.document) {
      const request = this.createOptions;
      if (!request) throw refusal(catchphraseErrors.createFailed);
      const created = createRoom({
        code: this.roomId,
        host: { id: client.sessionId, name: request.name },
        totalRounds: request.totalRounds,
        roundDuration: request.roundDuration,
      });
      if (!created.ok) throw refusal(created.error);
      this.changed(created.value, []);
      return;
    }
    const fields = typeof options === "object" && options !== null ? options : {};
    const request = joinRoomRequestSchema.safeParse({ ...fields, code: this.roomId });
    if (!request.success) throw refusal(refusalOf(request.error));
    const joined = joinRoom(this.document, { id: client.sessionId, name: request.data.name }, now);
    if (!joined.ok) throw refusal(joined.error);
    this.changed(joined.value, []);
  }

  /**
   * A client gone: leaving on purpose (colyseus.js's `room.leave()`) is the engine's leave intent,
   * a dropped connection marks the player offline, whose deadlines the room's clock then keeps.
   */
  override onLeave(client: Client, consented: boolean): void {
    if (this.closing || !this.document) return;
    const outcome = consented
      ? applyIntent(this.document, client.sessionId, { type: "leave" }, context())
      : setPresence(this.document, client.sessionId, Date.now());
    if (!outcome.ok) return;
    this.changed(outcome.value.room, outcome.value.effects);
    this.settle(outcome.value.effects);
  }

  override onBeforeShutdown(): void {
    this.closing = true;
    super.onBeforeShutdown();
  }

  override onDispose(): void {
    this.wakeTimer?.clear();
    liveCodes.delete(this.roomId);
  }

  /** An intent message: views to every player, then the sender's ack, like our server. */
  private intent(client: Client, message: unknown): void {
    const id = idOf(message);
    // Without a number there is nothing to answer by, as a Socket.IO event without a callback.
    if (id === undefined) return;
    const answer = (ack: AckMessage) => {
      client.send(messages.ack, ack);
    };
    const parsed = intentSchema.safeParse((message as { intent?: unknown }).intent);
    if (!parsed.success) {
      answer({ id, ok: false, error: refusalOf(parsed.error) });
      return;
    }
    if (!this.document || this.closing) {
      answer({ id, ok: false, error: catchphraseErrors.roomNotFound });
      return;
    }
    let outcome: ReturnType<typeof applyIntent>;
    try {
      outcome = applyIntent(this.document, client.sessionId, parsed.data, context());
    } catch (error) {
      // As our room master answers a fault; uncaught, it would end the process with every room.
      console.error("intent failed", error);
      answer({ id, ok: false, error: catchphraseErrors.notNow });
      return;
    }
    if (!outcome.ok) {
      answer({ id, ok: false, error: outcome.error });
      return;
    }
    this.changed(outcome.value.room, outcome.value.effects);
    answer({ id, ok: true });
    this.settle(outcome.value.effects);
    if (LEAVING.has(parsed.data.type)) client.leave(Protocol.WS_CLOSE_CONSENTED);
  }

  /**
   * Keeps the engine's new room, sends each player the view they may see (one msgpack encoding per
   * group: those who may see the word, and the rest) and re-arms the room's wake-up. A room the
   * change destroyed sends nothing: `settle` closes it.
   */
  private changed(room: CatchphraseDocument, effects: readonly Effect[]): void {
    this.document = room;
    if (effects.some((effect) => effect.type === "roomDestroyed")) return;
    for (const { view, viewerIds } of roomViews(room)) {
      if (viewerIds.length === 0) continue;
      const viewers = new Set(viewerIds);
      this.broadcast(messages.state, view, { except: this.clients.filter((client) => !viewers.has(client.sessionId)) });
    }
    this.planWake();
  }

  /** What an accepted change does to connections: removed players are let go, a destroyed room closed. */
  private settle(effects: readonly Effect[]): void {
    for (const effect of effects) {
      if (effect.type === "playerRemoved") this.clients.getById(effect.playerId)?.leave(Protocol.WS_CLOSE_CONSENTED);
      if (effect.type === "roomDestroyed") {
        this.closing = true;
        this.wakeTimer?.clear();
        void this.disconnect();
      }
    }
  }

  /** Arms the room's clock for the engine's next wake-up (its round's end, an absent player's deadline). */
  private planWake(): void {
    this.wakeTimer?.clear();
    this.wakeTimer = undefined;
    const wakesAt = this.document ? nextWakeAt(this.document) : null;
    if (wakesAt === null) return;
    this.wakeTimer = this.clock.setTimeout(() => this.wake(), Math.max(0, wakesAt - Date.now()));
  }

  /**
   * The clock's wake-up: whatever is due (the round scored, a turn or the host's role handed on).
   * The Colyseus clock only moves on its ticks and counts the first tick's whole step, so a timer
   * may fire up to one tick early: then the engine refuses and the timer is armed again.
   */
  private wake(): void {
    this.wakeTimer = undefined;
    if (!this.document || this.closing) return;
    const outcome = wake(this.document, context());
    if (outcome.ok) {
      this.changed(outcome.value.room, outcome.value.effects);
      this.settle(outcome.value.effects);
      return;
    }
    const wakesAt = nextWakeAt(this.document);
    if (wakesAt !== null && wakesAt > Date.now()) this.planWake();
  }
}

/** The HTTP server Colyseus shares: its matchmaking routes, our health check, and the WebSocket upgrades. */
const http = createServer((request, response) => {
  if (request.method === "GET" && request.url === "/healthz") {
    response.writeHead(200, { "content-type": "text/plain" }).end("ok");
  } else {
    response.writeHead(404).end();
  }
});

// Colyseus's own signal and uncaught-exception handlers are left off: this process stops as below.
const gameServer = new Server({
  transport: new WebSocketTransport({ server: http, pingInterval: PING_INTERVAL_MS }),
  greet: false,
  gracefullyShutdown: false,
});
gameServer.define(ROOM_NAME, CatchphraseRoom);
await gameServer.listen(port, host);

let stopping = false;
/** Disconnects every room, closes the server and exits; after SHUTDOWN_GRACE_MS, exits anyway. */
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  try {
    await gameServer.gracefullyShutdown(false);
  } catch (error) {
    console.error("Colyseus did not shut down cleanly", error);
  }
  process.exit(0);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop());
