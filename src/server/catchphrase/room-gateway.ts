import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Server, Socket } from "socket.io";
import type { z } from "zod";
import { createRoomRequestSchema, intentSchema, joinRoomRequestSchema } from "../../shared/catchphrase/intents";
import { catchphraseErrors } from "../../shared/catchphrase/messages";
import { type Ack, clientEvents, resumeRequestSchema, roomCodeRequestSchema } from "../../shared/catchphrase/protocol";
import { addressKey, clientAddress, proxyTrust } from "../proxy-trust";
import { keyedTokenBuckets, tokenBucket } from "../token-buckets";
import { createRoomMaster, playerChannel, type RoomMaster, roomChannel } from "./room-master";

/** Who a socket speaks for, once it has created, joined or resumed a room. */
type SocketIdentity = { code: string; playerId: string };

/** Per connection: bursts of 20 messages, then 5 a second. */
const MESSAGE_RATE = { burst: 20, perSecond: 5 };
const DUE_ROUND_SWEEP_MS = 1000;
const IDLE_BUCKET_SWEEP_MS = 60 * 1000;
const IDLE_SWEEP_MS = 10 * 60 * 1000;
export const IDLE_ROOM_MS = 24 * 60 * 60 * 1000;

export const TOO_FAST = "You're going too fast. Please wait a moment and try again.";
export const TOO_MANY_ROOM_ATTEMPTS =
  "Too many attempts to enter a room from your network. Please wait a minute and try again.";
export const MALFORMED = "That request could not be understood.";

/** Starts Catchphrase on a migrated app: the room master, its socket events and its sweeps. */
export function startCatchphrase(app: FastifyInstance, io: Server): RoomMaster {
  const repositories = app.services.repositories;
  if (!repositories) throw new Error("Catchphrase needs the database: call attachDatabase first");
  const master = createRoomMaster({ ...repositories, io, log: app.log, now: app.services.now });
  attachRoomGateway(app, io, master);
  app.services.socketsOpen = true;
  return master;
}

/**
 * The transport of Catchphrase: parses every message with its schema, limits how fast one
 * connection may send, binds a socket to the identity it proved, and forwards to the room master.
 * Malformed messages get an error acknowledgement; nothing a browser sends can throw here.
 */
export function attachRoomGateway(app: FastifyInstance, io: Server, master: RoomMaster): void {
  const roomAttempts = roomAttemptLimiter(app);
  io.on("connection", (socket) => {
    const allow = tokenBucket(MESSAGE_RATE);
    const on = listener(socket, allow, app.log);
    const address = addressKey(
      clientAddress(socket.handshake.address, socket.handshake.headers["x-forwarded-for"], roomAttempts.trust),
    );
    /** Entering a room also spends from the address's allowance, against guessing room codes. */
    const onEnter: typeof on = (event, schema, handle) =>
      on(event, schema, (payload) =>
        roomAttempts.buckets.take(address)
          ? handle(payload)
          : Promise.resolve({ ok: false, error: TOO_MANY_ROOM_ATTEMPTS }),
      );
    let identity: SocketIdentity | undefined;

    const enter = (code: string, playerId: string) => {
      if (identity) void socket.leave(roomChannel(identity.code));
      if (identity) void socket.leave(playerChannel(identity.code, identity.playerId));
      identity = { code, playerId };
      void socket.join([roomChannel(code), playerChannel(code, playerId)]);
    };

    onEnter(clientEvents.create, createRoomRequestSchema, async (request) => {
      const ack = await master.create(request);
      if (ack.ok) enter(ack.session.roomCode, ack.session.playerId);
      return ack;
    });

    onEnter(clientEvents.join, joinRoomRequestSchema, async (request) => {
      const ack = await master.join(request);
      if (ack.ok) enter(ack.session.roomCode, ack.session.playerId);
      return ack;
    });

    // The right token is proof enough: players reconnecting, say after a restart, never spend the
    // allowance. Failed attempts do, and once it is spent they are all answered alike, so they
    // tell nothing about which rooms exist.
    on(clientEvents.resume, resumeRequestSchema, async ({ code, playerId, token }) => {
      const allowed = roomAttempts.buckets.available(address);
      const ack = await master.resume(code, playerId, token);
      if (ack.ok) enter(code, playerId);
      else if (!allowed || !roomAttempts.buckets.take(address)) return { ok: false, error: TOO_MANY_ROOM_ATTEMPTS };
      return ack;
    });

    onEnter(clientEvents.exists, roomCodeRequestSchema, async ({ code }) => ({
      ok: true,
      exists: await master.exists(code),
    }));

    on(clientEvents.intent, intentSchema, async (intent) => {
      if (!identity) return { ok: false, error: catchphraseErrors.notMember };
      const ack = await master.intent(identity.code, identity.playerId, intent);
      if (ack.ok && intent.type === "leave") {
        void socket.leave(roomChannel(identity.code));
        void socket.leave(playerChannel(identity.code, identity.playerId));
        identity = undefined;
      }
      return ack;
    });
  });

  const dueRounds = setInterval(() => {
    master
      .sweepDueRounds(DUE_ROUND_SWEEP_MS)
      .catch((error: unknown) => app.log.error({ err: error }, "round sweep failed"));
  }, DUE_ROUND_SWEEP_MS);
  const idleRooms = setInterval(() => {
    const inUse = [...io.of("/").adapter.rooms.keys()]
      .filter((name) => name.startsWith("room:"))
      .map((name) => name.slice(5));
    master
      .touch(inUse)
      .then(() => master.sweepIdleRooms(IDLE_ROOM_MS))
      .catch((error: unknown) => app.log.error({ err: error }, "idle-room sweep failed"));
  }, IDLE_SWEEP_MS);
  app.services.stopTasks.push(async () => {
    clearInterval(dueRounds);
    clearInterval(idleRooms);
    clearInterval(roomAttempts.sweep);
    master.stop();
    // Room changes already begun finish before the database closes, so none meets a closed pool.
    await master.settle();
  });
}

/** Messages our schemas word for people; anything else becomes MALFORMED. */
const readableErrors: ReadonlySet<string> = new Set(Object.values(catchphraseErrors));

/**
 * Registers the events of one socket: the acknowledgement callback must be the last argument, the
 * payload must match the schema, and the connection must be within its rate; otherwise an error
 * ack (or nothing, when there is no callback to answer).
 */
function listener(socket: Socket, allow: () => boolean, log: FastifyBaseLogger) {
  return <Schema extends z.ZodType>(
    event: string,
    schema: Schema,
    handle: (payload: z.infer<Schema>) => Promise<Ack>,
  ) => {
    socket.on(event, async (...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack !== "function") return;
      const reply = ack as (response: Ack) => void;
      if (!allow()) return reply({ ok: false, error: TOO_FAST });
      const parsed = schema.safeParse(args.length > 1 ? args[0] : undefined);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "";
        return reply({ ok: false, error: readableErrors.has(message) ? message : MALFORMED });
      }
      try {
        reply(await handle(parsed.data));
      } catch (error) {
        log.error({ err: error, event }, "room request failed");
        reply({ ok: false, error: catchphraseErrors.notNow });
      }
    });
  };
}

/**
 * The allowance of each client address for creating, joining, looking up rooms and failing to
 * resume:
 * CATCHPHRASE_JOINS_PER_MINUTE at once, refilled at that rate. A whole party behind one home
 * router resuming after a restart stays well within it; trying room codes at that pace finds one
 * of the 36^6 only by a miracle. Each server process counts on its own.
 */
function roomAttemptLimiter(app: FastifyInstance) {
  const perMinute = app.services.config.CATCHPHRASE_JOINS_PER_MINUTE;
  const buckets = keyedTokenBuckets({ burst: perMinute, perSecond: perMinute / 60 });
  const sweep = setInterval(() => buckets.sweep(), IDLE_BUCKET_SWEEP_MS);
  sweep.unref();
  return { buckets, sweep, trust: proxyTrust(app.services.config.TRUST_PROXY) };
}
