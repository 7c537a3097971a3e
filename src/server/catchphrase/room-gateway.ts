import type { FastifyInstance } from "fastify";
import type { Server } from "socket.io";
import { createRoomRequestSchema, intentSchema, joinRoomRequestSchema } from "../../shared/catchphrase/intents";
import { catchphraseErrors } from "../../shared/catchphrase/messages";
import {
  clientEvents,
  type EnterRoomAck,
  resumeRequestSchema,
  roomCodeRequestSchema,
} from "../../shared/catchphrase/protocol";
import { keyedTokenBuckets } from "../token-buckets";
import { createRoomMaster, playerChannel, type RoomMaster, roomChannel } from "./room-master";
import { startRoomUpkeep } from "./room-upkeep";
import { MESSAGE_RATE, roomAttemptLimiter, socketRequests, TOO_FAST } from "./socket-requests";

/** Who a socket speaks for, once it has created, joined or resumed a room. */
type SocketIdentity = { code: string; playerId: string };

const IDLE_BUCKET_SWEEP_MS = 60 * 1000;

/** Starts Catchphrase on a migrated app: the room master, its socket events and its upkeep. */
export function startCatchphrase(app: FastifyInstance, io: Server): RoomMaster {
  const repositories = app.services.repositories;
  if (!repositories) throw new Error("Catchphrase needs the database: call attachDatabase first");
  const { dependencies } = app.services;
  const master = createRoomMaster({ ...repositories, io, log: app.log, now: app.services.now, dependencies });
  attachRoomGateway(app, io, master);
  startRoomUpkeep(app, io, master);
  app.services.socketsOpen = true;
  return master;
}

/**
 * The transport of Catchphrase: admits every message (socket-requests.ts: its schema, the
 * connection's rate, the address's allowance of room attempts), limits how fast one player may
 * change their room over all their tabs, binds a socket to the identity it proved, and forwards
 * to the room master. Nothing a browser sends can throw here.
 */
export function attachRoomGateway(app: FastifyInstance, io: Server, master: RoomMaster): void {
  const roomAttempts = roomAttemptLimiter(app.services.config, app.services.now);
  const playerChanges = keyedTokenBuckets(MESSAGE_RATE);
  const playerSweep = setInterval(() => playerChanges.sweep(), IDLE_BUCKET_SWEEP_MS);
  playerSweep.unref();
  app.services.stopTasks.push(() => {
    roomAttempts.stop();
    clearInterval(playerSweep);
  });

  io.on("connection", (socket) => {
    const on = socketRequests(socket, roomAttempts, app.log);
    let identity: SocketIdentity | undefined;

    const forget = () => {
      if (!identity) return;
      void socket.leave(roomChannel(identity.code));
      void socket.leave(playerChannel(identity.code, identity.playerId));
      identity = undefined;
    };
    const enter = (code: string, playerId: string) => {
      forget();
      identity = { code, playerId };
      void socket.join([roomChannel(code), playerChannel(code, playerId)]);
    };
    /**
     * A browser keeps one saved session: a player who creates or joins another room from a socket
     * still in one leaves that one first, as if they had pressed Leave, instead of staying behind
     * in it as a player nobody can ever speak for again.
     */
    const leavePrevious = async () => {
      if (identity) await master.intent(identity.code, identity.playerId, { type: "leave" });
      forget();
    };

    /** Creating or joining: out of the previous room first, into the new one's channels once in. */
    const entering =
      <Request>(become: (request: Request) => Promise<EnterRoomAck>) =>
      async (request: Request) => {
        await leavePrevious();
        const ack = await become(request);
        if (ack.ok) enter(ack.session.roomCode, ack.session.playerId);
        return ack;
      };
    on(clientEvents.create, createRoomRequestSchema, entering(master.create), "every attempt");
    on(clientEvents.join, joinRoomRequestSchema, entering(master.join), "every attempt");

    on(
      clientEvents.resume,
      resumeRequestSchema,
      async ({ code, playerId, token }) => {
        const ack = await master.resume(code, playerId, token);
        if (ack.ok) enter(code, playerId);
        return ack;
      },
      "refusals",
    );

    on(
      clientEvents.exists,
      roomCodeRequestSchema,
      async ({ code }) => ({ ok: true, exists: await master.exists(code) }),
      "every attempt",
    );

    on(clientEvents.intent, intentSchema, async (intent) => {
      if (!identity) return { ok: false, error: catchphraseErrors.notMember };
      // One player's tabs share one allowance of changes: more sockets buy no more writes. A refused
      // intent changes nothing and is given back (each connection's own rate still holds).
      const player = playerChannel(identity.code, identity.playerId);
      if (!playerChanges.take(player)) return { ok: false, error: TOO_FAST };
      const ack = await master.intent(identity.code, identity.playerId, intent);
      if (!ack.ok) playerChanges.refund(player);
      if (ack.ok && intent.type === "leave") forget();
      return ack;
    });
  });
}
