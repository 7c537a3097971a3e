import type { Server, Socket } from "socket.io";
import { roomViews } from "../../shared/catchphrase/player-view";
import { type RoomClosedReason, type RoomNotice, serverEvents } from "../../shared/catchphrase/protocol";
import type { Room } from "../../shared/catchphrase/types";

/**
 * How rooms reach their players (DESIGN decision 13): the room master and the presence checks
 * speak only to this port; Socket.IO's channels are known here and nowhere else.
 */
export type RoomTransport = {
  /** Sends every player the view of the room they may see (only to this process's sockets when `local`). */
  send(room: Room, local?: boolean): void;
  /** Tells everyone in the room what just happened that the state alone does not say. */
  announce(code: string, notices: readonly RoomNotice[]): void;
  /** Sends the tabs of someone who is no longer in the room (removed, or given way) to the lobby, saying why. */
  dismiss(
    code: string,
    playerId: string,
    reason: Extract<RoomClosedReason, "playerRemoved" | "spectatorEvicted">,
  ): void;
  /** Tells everyone the room is gone and takes their sockets out of it. */
  close(code: string, reason: RoomClosedReason): void;
};

/**
 * Socket.IO channel of everyone in a room (players, spectators and displays), of one player's or
 * spectator's own tabs, and of the room's big-screen displays.
 */
const roomChannel = (code: string) => `room:${code}`;
const displayChannel = (code: string) => `display:${code}`;
const playerChannel = (code: string, playerId: string) => `player:${code}:${playerId}`;
const PLAYER_CHANNEL = /^player:([A-Z0-9]+):(.+)$/;

/** One player of one room: who a socket speaks for once it has entered. */
export type RoomMember = { code: string; playerId: string };

/** The transport over Socket.IO: with the Redis adapter, a send reaches the sockets of every process. */
export function createSocketTransport(io: Server) {
  const localRooms = () => io.of("/").adapter.rooms;
  return {
    send(room, local = false) {
      const sender = local ? io.local : io;
      for (const { view, viewerIds, displays } of roomViews(room)) {
        const channels = viewerIds.map((id) => playerChannel(room.code, id));
        if (displays) channels.push(displayChannel(room.code));
        sender.to(channels).emit(serverEvents.state, view);
      }
    },

    announce(code, notices) {
      for (const notice of notices) io.to(roomChannel(code)).emit(serverEvents.notice, notice);
    },

    dismiss(code, playerId, reason) {
      const channel = playerChannel(code, playerId);
      io.to(channel).emit(serverEvents.closed, { reason });
      io.in(channel).socketsLeave([roomChannel(code), channel]);
    },

    close(code, reason) {
      io.to(roomChannel(code)).emit(serverEvents.closed, { reason });
      io.in(roomChannel(code)).socketsLeave([roomChannel(code), displayChannel(code)]);
    },

    /** Puts a socket in its room's and its player's channels. */
    enter(socket: Socket, { code, playerId }: RoomMember): void {
      void socket.join([roomChannel(code), playerChannel(code, playerId)]);
    },

    /** Puts a big-screen display's socket in its room's channels: it hears what a spectator hears. */
    show(socket: Socket, code: string): void {
      void socket.join([roomChannel(code), displayChannel(code)]);
    },

    /** Takes a display's socket out of its room's channels. */
    hide(socket: Socket, code: string): void {
      void socket.leave(roomChannel(code));
      void socket.leave(displayChannel(code));
    },

    /** Takes a socket out of the channels of a room it was in. */
    leave(socket: Socket, { code, playerId }: RoomMember): void {
      void socket.leave(roomChannel(code));
      void socket.leave(playerChannel(code, playerId));
    },

    /** Whether the socket is (still) in that player's channel: a removed player's socket is not. */
    isIn(socket: Socket, { code, playerId }: RoomMember): boolean {
      return socket.rooms.has(playerChannel(code, playerId));
    },

    /** The rooms with sockets on this process. */
    localRooms(): string[] {
      return [...localRooms().keys()].filter((name) => name.startsWith("room:")).map((name) => name.slice(5));
    },

    /** The players with at least one socket on this process. */
    localMembers(): RoomMember[] {
      const members: RoomMember[] = [];
      for (const name of localRooms().keys()) {
        const match = PLAYER_CHANNEL.exec(name);
        if (match?.[1] && match[2]) members.push({ code: match[1], playerId: match[2] });
      }
      return members;
    },

    /** Whether the player has a socket on this process. */
    isLocal({ code, playerId }: RoomMember): boolean {
      return (localRooms().get(playerChannel(code, playerId))?.size ?? 0) > 0;
    },
  } satisfies RoomTransport & Record<string, unknown>;
}

export type SocketTransport = ReturnType<typeof createSocketTransport>;
