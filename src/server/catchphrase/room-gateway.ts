import { randomUUID } from "node:crypto";
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
import type { Intent } from "../../shared/catchphrase/types";
import { keyedTokenBuckets } from "../token-buckets";
import { createPresence, type Presence } from "./presence";
import { createRoomClock } from "./room-clock";
import { createRoomMaster, type RoomMaster } from "./room-master";
import { createSocketTransport, type RoomMember, type SocketTransport } from "./room-transport";
import { startRoomUpkeep } from "./room-upkeep";
import { addressAllowances, MESSAGE_RATE, socketRequests, TOO_FAST } from "./socket-requests";

const IDLE_BUCKET_SWEEP_MS = 60 * 1000;

/** Starts Catchphrase on a migrated app: the room master, its socket events and its upkeep. */
export function startCatchphrase(app: FastifyInstance, io: Server) {
  const repositories = app.services.repositories;
  if (!repositories) throw new Error("Catchphrase needs the database: call attachDatabase first");
  const { dependencies, now } = app.services;
  const transport = createSocketTransport(io);
  const clock = createRoomClock(now);
  const master = createRoomMaster({
    store: repositories.rooms,
    visitorIds: repositories.visitorIds,
    transport,
    clock,
    log: app.log,
    now,
    dependencies,
    cachedRoomsBytes: app.services.config.ROOM_CACHE_MB * 1024 * 1024,
  });
  const presence = createPresence({
    repository: repositories.presence,
    processId: randomUUID(),
    master,
    transport,
    clock,
    now,
    log: app.log,
  });
  attachRoomGateway(app, io, { master, transport, presence });
  const upkeep = startRoomUpkeep(app, io, { master, transport, presence, rooms: repositories.rooms });
  app.services.sockets.open();
  return { master, presence, upkeep };
}

/** The intents after which the player is no longer in the room. */
const LEAVING: ReadonlySet<Intent["type"]> = new Set(["leave", "handOverAndLeave"]);

/** What the gateway hands a socket's requests to. */
export type RoomGatewayParts = { master: RoomMaster; transport: SocketTransport; presence: Presence };

/**
 * The transport of Catchphrase: admits every message (socket-requests.ts: its schema, the
 * connection's rate, the address's allowance of room attempts), limits how fast one player may
 * change their room over all their tabs, binds a socket to the identity it proved, and forwards
 * to the room master. Nothing a browser sends can throw here.
 */
export function attachRoomGateway(app: FastifyInstance, io: Server, parts: RoomGatewayParts): void {
  const { master, transport, presence } = parts;
  const noted = (what: string) => (error: unknown) => app.log.error({ err: error }, what);
  const allowances = addressAllowances(app.services.config, app.services.now);
  const playerChanges = keyedTokenBuckets(MESSAGE_RATE);
  const playerSweep = setInterval(() => playerChanges.sweep(), IDLE_BUCKET_SWEEP_MS);
  playerSweep.unref();
  app.services.stopTasks.push(() => {
    allowances.stop();
    clearInterval(playerSweep);
  });

  io.on("connection", (socket) => {
    const on = socketRequests(socket, allowances, app.log);
    let identity: RoomMember | undefined;
    /** The room this socket shows as a big-screen display, if it is one. */
    let displaying: string | undefined;

    const forget = () => {
      if (displaying) transport.hide(socket, displaying);
      displaying = undefined;
      if (!identity) return;
      transport.leave(socket, identity);
      // Its row says so too, or the player would look connected for as long as this process runs.
      presence.departed(identity).catch(noted("presence could not be recorded"));
      identity = undefined;
    };
    /** Binds the socket to the player it proved to be; `shownOffline` when the room still shows them gone. */
    const enter = (member: RoomMember, shownOffline: boolean) => {
      forget();
      identity = member;
      transport.enter(socket, member);
      presence.arrived(member, shownOffline).catch(noted("presence could not be recorded"));
    };
    socket.on("disconnect", () => {
      if (identity) presence.departed(identity).catch(noted("presence could not be recorded"));
    });
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
        if (ack.ok) enter({ code: ack.session.roomCode, playerId: ack.session.playerId }, false);
        return ack;
      };
    on(clientEvents.create, createRoomRequestSchema, entering(master.create), { charge: "every attempt" });
    on(clientEvents.join, joinRoomRequestSchema, entering(master.join), { charge: "every attempt" });
    on(clientEvents.watch, joinRoomRequestSchema, entering(master.watch), { charge: "every attempt" });
    on(
      clientEvents.display,
      roomCodeRequestSchema,
      async ({ code }) => {
        const ack = await master.display(code);
        if (ack.ok) {
          // A display hears only what a spectator may: a player's socket that turns into one stops
          // hearing its player's views (the player stays in their room, as with a closed tab).
          forget();
          displaying = code;
          transport.show(socket, code);
        }
        return ack;
      },
      { charge: "every attempt" },
    );

    on(
      clientEvents.resume,
      resumeRequestSchema,
      async ({ code, playerId, token }) => {
        const ack = await master.resume(code, playerId, token);
        if (ack.ok)
          enter(
            { code, playerId },
            ack.view.players.some((player) => player.id === playerId && player.offline),
          );
        return ack;
      },
      { charge: "refusals" },
    );

    on(
      clientEvents.exists,
      roomCodeRequestSchema,
      async ({ code }) => ({ ok: true, exists: await master.exists(code) }),
      { charge: "every attempt" },
    );

    // One player's tabs share one allowance of changes: more sockets buy no more writes, nor more
    // reading of what they send. A refused intent spends it too: its checks, and perhaps a read of
    // the room, cost the process as much.
    // A socket that has proved no identity is refused once its message is read, as before.
    const admitChange = () =>
      identity && !playerChanges.take(`${identity.code}:${identity.playerId}`)
        ? { ok: false as const, error: TOO_FAST }
        : undefined;
    on(
      clientEvents.intent,
      intentSchema,
      async (intent) => {
        if (!identity) return { ok: false, error: catchphraseErrors.notMember };
        const ack = await master.intent(identity.code, identity.playerId, intent);
        if (ack.ok && LEAVING.has(intent.type)) forget();
        return ack;
      },
      { charge: "refused changes", admit: admitChange },
    );
  });
}
