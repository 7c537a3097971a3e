import { io as connect, type Socket } from "socket.io-client";
import { expect } from "vitest";
import { type RoomView, type SharedRoomView, withViewer } from "../../src/shared/catchphrase/player-view";
import type { Ack, EnterRoomAck, ResumeAck, SavedSession } from "../../src/shared/catchphrase/protocol";
import type { Intent } from "../../src/shared/catchphrase/types";

/**
 * Catchphrase players for tests against a server process: socket.io-client sockets that keep
 * their saved session and resume it on every (re)connection, as the browser's use-room.ts does.
 */

export type Player = {
  name: string;
  socket: Socket;
  /** Every view received; state updates are shared by a group of players. */
  views: SharedRoomView[];
  session: SavedSession | undefined;
  /** Answers to the resumes sent on reconnection, in order. */
  resumes: ResumeAck[];
};

/** Polls `check` until it holds; fails after `timeoutMs`, naming `what`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
  what = "a condition",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Emits `event` and waits for its acknowledgement (ten seconds at most). */
export function send<T extends Ack>(socket: Socket, event: string, payload?: unknown): Promise<T> {
  return (
    payload === undefined
      ? socket.timeout(10_000).emitWithAck(event)
      : socket.timeout(10_000).emitWithAck(event, payload)
  ) as Promise<T>;
}

/** The newest view completed with the player's own place, as the browser does. */
export function latest(player: Player): RoomView {
  const shared = player.views.at(-1);
  const view = shared && player.session && withViewer(shared, player.session.playerId);
  if (!view) throw new Error(`${player.name} has no view yet`);
  return view;
}

/**
 * Opens a player's socket. With `reconnect`, a lost connection is re-established by Socket.IO
 * and the saved session re-sent, asking again whenever it was refused or not answered.
 */
export function openPlayer(url: string, name: string, reconnect: boolean): Promise<Player> {
  const socket = connect(url, {
    transports: ["websocket"],
    reconnection: reconnect,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  const player: Player = { name, socket, views: [], session: undefined, resumes: [] };
  socket.on("room:state", (view: SharedRoomView) => player.views.push(view));
  const resume = async (): Promise<void> => {
    const session = player.session;
    if (!session || !socket.connected) return;
    try {
      const ack = await send<ResumeAck>(socket, "room:resume", {
        code: session.roomCode,
        playerId: session.playerId,
        token: session.token,
      });
      player.resumes.push(ack);
      if (ack.ok) player.views.push(ack.view);
      else setTimeout(() => void resume(), 500);
    } catch {
      setTimeout(() => void resume(), 500);
    }
  };
  socket.on("connect", () => void resume());
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(player));
    socket.once("connect_error", reject);
  });
}

/** Creates or joins a room and keeps the saved session the answer gives. */
export async function enter(player: Player, event: "room:create" | "room:join", payload: object): Promise<Player> {
  const ack = await send<EnterRoomAck>(player.socket, event, payload);
  if (!ack.ok) throw new Error(ack.error);
  player.session = ack.session;
  player.views.unshift(ack.view);
  return player;
}

/** Four players in a new room of 60-second rounds, everyone seeing all four. */
export async function fourPlayers(url: string, reconnect: boolean): Promise<{ code: string; all: Player[] }> {
  const host = await enter(await openPlayer(url, "Hana", reconnect), "room:create", {
    name: "Hana",
    totalRounds: 3,
    roundDuration: 60,
  });
  const code = host.session?.roomCode ?? "";
  const all = [host];
  for (const name of ["Ben", "Cleo", "Dev"]) {
    all.push(await enter(await openPlayer(url, name, reconnect), "room:join", { code, name }));
  }
  await until(() => all.every((player) => latest(player).players.length === 4), 20_000, "four players");
  return { code, all };
}

/** The player describing right now. */
export function describerOf(players: Player[]): Player {
  const describer = players.find((player) => latest(player).you.isDescriber);
  if (!describer) throw new Error("nobody is describing");
  return describer;
}

/** Sends an intent that must succeed and waits until every player has the view it caused. */
export async function play(all: Player[], actor: Player, body: Intent): Promise<void> {
  const before = all.map((player) => player.views.length);
  expect(await send(actor.socket, "room:intent", body)).toEqual({ ok: true });
  await until(() => all.every((player, index) => player.views.length > (before[index] ?? 0)), 20_000, body.type);
}

/**
 * Waits until every player's socket, reconnected by itself, has resumed its saved session (the
 * answers after `resumesBefore[i]`), and checks that each came back to exactly the view it had.
 */
export async function expectEveryoneResumed(
  all: Player[],
  resumesBefore: readonly number[],
  lastViews: readonly RoomView[],
): Promise<void> {
  await until(
    () => all.every((player, index) => player.resumes.slice(resumesBefore[index]).some((ack) => ack.ok)),
    60_000,
    "every player to resume",
  );
  for (const [index, player] of all.entries()) {
    expect(player.resumes.slice(resumesBefore[index]).find((ack) => ack.ok)).toEqual({
      ok: true,
      view: lastViews[index],
    });
  }
}
