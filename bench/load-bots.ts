/**
 * A bot process of the load benchmark: it plays whole rooms of ROOM_SIZE players, so that the
 * time from an intent to the last player's update is read on one clock. In "game" mode the bots
 * are Socket.IO clients of the real Catchphrase server; in "bare" mode they are plain WebSocket
 * clients of bench/load-ws-server.ts, which answers every intent with the same fan-out.
 *
 * The coordinator (bench/load.ts) sets the rate of intents and collects figures per window.
 */
import { io, type Socket } from "socket.io-client";
import WebSocket from "ws";
import { type SharedRoomView, withViewer } from "../src/shared/catchphrase/player-view";
import { clientEvents, type EnterRoomAck, serverEvents } from "../src/shared/catchphrase/protocol";
import type { Intent } from "../src/shared/catchphrase/types";
import {
  type BotCommand,
  type BotOptions,
  type BotReport,
  emptyWindow,
  ROOM_SIZE,
  SendBudget,
  type WindowStats,
} from "./load-protocol";

function readOptions(): BotOptions {
  const parsed = JSON.parse(process.env.LOAD_BOTS ?? "null") as BotOptions | null;
  if (!parsed || !process.send) throw new Error("bench/load-bots.ts is started by bench/load.ts");
  return parsed;
}

const options = readOptions();

/** An intent without its answer or every player's update after this long counts as timed out. */
const INTENT_TIMEOUT_MS = 10_000;
/** Share of a describer's intents that ask for another word rather than report a guess. */
const CHANGE_WORD_SHARE = 0.25;
/** Every how many state messages one is measured for its size (stringifying all would cost). */
const SIZE_SAMPLE_EVERY = 64;
const TICK_MS = 2;

let stats = emptyWindow();
let windowStart = performance.now();
let windowCpuMicros = 0;
let sizeSamples = 0;

/** One intent on its way: sent at `sentAt`, complete when answered and seen by every player. */
type InFlight = {
  id: number;
  sentAt: number;
  /** Each player's count of state messages when the intent was sent. */
  baseline: number[];
  reached: boolean[];
  remaining: number;
  lastAt: number;
  answered: boolean;
  accepted: boolean;
};

/**
 * A room's bookkeeping, whatever the transport: at most one intent in flight (the game itself
 * allows no more, since the next describer learns their turn from the update), and every state
 * message counted per player. The k-th intent's update is the first message each player receives
 * after it was sent; a round ending on its timer in between makes the intent refused, and its
 * sample is dropped.
 */
abstract class LoadRoom {
  readonly counts: number[] = new Array<number>(ROOM_SIZE).fill(0);
  inFlight: InFlight | undefined;
  /** When the next intent is due, on this process's clock. */
  nextAt = Number.POSITIVE_INFINITY;
  private sequence = 0;

  /** Sends the next intent if the room's state allows one now; false when it must wait. */
  abstract act(now: number): boolean;
  abstract close(): void;

  protected begin(now: number): number {
    this.sequence += 1;
    this.inFlight = {
      id: this.sequence,
      sentAt: now,
      baseline: [...this.counts],
      reached: new Array<boolean>(ROOM_SIZE).fill(false),
      remaining: ROOM_SIZE,
      lastAt: now,
      answered: false,
      accepted: false,
    };
    stats.sent += 1;
    return this.sequence;
  }

  /** A state message reached player `seat`; `message` measures its length when sampled. */
  delivered(seat: number, message: () => number): void {
    const now = performance.now();
    this.counts[seat] = (this.counts[seat] ?? 0) + 1;
    stats.messages += 1;
    sizeSamples += 1;
    if (sizeSamples % SIZE_SAMPLE_EVERY === 0) {
      stats.sizedMessages += 1;
      stats.messageChars += message();
    }
    const flight = this.inFlight;
    if (!flight || flight.reached[seat] || (this.counts[seat] ?? 0) <= (flight.baseline[seat] ?? 0)) return;
    flight.reached[seat] = true;
    flight.remaining -= 1;
    flight.lastAt = now;
    this.settle(flight);
  }

  /** The sender's acknowledgement of intent `id`. */
  answered(id: number, accepted: boolean): void {
    const flight = this.inFlight;
    if (!flight || flight.id !== id) return;
    flight.answered = true;
    flight.accepted = accepted;
    this.settle(flight);
  }

  /** Gives up on an intent that took too long; counted as timed out. */
  expire(now: number): void {
    if (this.inFlight && now - this.inFlight.sentAt > INTENT_TIMEOUT_MS) {
      stats.timedOut += 1;
      this.inFlight = undefined;
    }
  }

  private settle(flight: InFlight): void {
    if (!flight.answered) return;
    if (!flight.accepted) {
      stats.refused += 1;
      this.inFlight = undefined;
    } else if (flight.remaining === 0) {
      stats.latencies.push(flight.lastAt - flight.sentAt);
      this.inFlight = undefined;
    }
  }
}

/** A bot of the real game: its socket, its identity and the last view the server sent it. */
type GamePlayer = { socket: Socket; id: string; view: SharedRoomView; budget: SendBudget };

/** Eight Socket.IO players in one Catchphrase room; seat 0 is the host. */
class GameRoom extends LoadRoom {
  private players: GamePlayer[] = [];

  /** Creates the room, lets seven more join, allows word changes and starts the game. */
  async setup(index: number): Promise<void> {
    const host = await this.enter(0, clientEvents.create, {
      name: `Host ${index}`,
      totalRounds: 10,
      roundDuration: 120,
    });
    const guests = await Promise.all(
      Array.from({ length: ROOM_SIZE - 1 }, (_, seat) =>
        this.enter(seat + 1, clientEvents.join, { code: host.view.code, name: `Bot ${index}.${seat + 1}` }),
      ),
    );
    this.players = [host, ...guests];
    await this.command(host, { type: "updateSettings", settings: { allowWordChange: true } });
    await this.command(host, { type: "start" });
    const started = performance.now();
    while (!this.players.every((player) => player.view.game.status === "playing")) {
      if (performance.now() - started > INTENT_TIMEOUT_MS) throw new Error("the game did not start on every bot");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  act(now: number): boolean {
    const [host] = this.players;
    if (!host) return false;
    const { game } = host.view;
    let sender: GamePlayer | undefined = host;
    let intent: Intent;
    if (game.status === "playing") {
      sender = this.players.find((player) => withViewer(player.view, player.id)?.you.isDescriber);
      const change = game.allowWordChange && Math.random() < CHANGE_WORD_SHARE;
      intent = { type: change ? "changeWord" : "wordGuessed" };
    } else if (game.status === "roundEnd") {
      intent = { type: "nextRound" };
    } else if (game.status === "gameEnd") {
      intent = { type: "playAgain" };
    } else if (!game.allowWordChange) {
      intent = { type: "updateSettings", settings: { allowWordChange: true } };
    } else {
      intent = { type: "start" };
    }
    if (!sender?.budget.take(now)) return false;
    const id = this.begin(now);
    sender.socket
      .timeout(INTENT_TIMEOUT_MS)
      .emit(clientEvents.intent, intent, (error: Error | null, ack?: { ok: boolean }) =>
        this.answered(id, !error && ack?.ok === true),
      );
    return true;
  }

  close(): void {
    for (const player of this.players) player.socket.disconnect();
  }

  private async enter(seat: number, event: string, payload: object): Promise<GamePlayer> {
    // forceNew: one connection per bot, as each browser has its own.
    const socket = io(options.url, { transports: ["websocket"], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("connect_error", reject);
    });
    const ack = (await socket.timeout(INTENT_TIMEOUT_MS).emitWithAck(event, payload)) as EnterRoomAck;
    if (!ack.ok) {
      socket.disconnect();
      throw new Error(ack.error);
    }
    const player: GamePlayer = { socket, id: ack.session.playerId, view: ack.view, budget: new SendBudget() };
    socket.on(serverEvents.state, (view: SharedRoomView) => {
      player.view = view;
      this.delivered(seat, () => JSON.stringify(view).length);
    });
    return player;
  }

  private async command(player: GamePlayer, intent: Intent): Promise<void> {
    const ack = (await player.socket.timeout(INTENT_TIMEOUT_MS).emitWithAck(clientEvents.intent, intent)) as {
      ok: boolean;
      error?: string;
    };
    if (!ack.ok) throw new Error(`${intent.type} refused: ${ack.error ?? "no reason given"}`);
  }
}

/** Eight plain WebSocket clients of the bare server; the seat that sends rotates like a describer. */
class BareRoom extends LoadRoom {
  private sockets: WebSocket[] = [];
  private turn = 0;

  async setup(index: number): Promise<void> {
    const base = options.url.replace(/^http/, "ws");
    this.sockets = await Promise.all(
      Array.from({ length: ROOM_SIZE }, async (_, seat) => {
        const socket = new WebSocket(`${base}/?room=${options.roomOffset + index}&seat=${seat}`);
        await new Promise<void>((resolve, reject) => {
          socket.once("open", () => resolve());
          socket.once("error", reject);
        });
        socket.on("message", (data: Buffer) => {
          // "a<id>" answers the sender; anything else is a state message for this seat.
          if (data[0] === 0x61) this.answered(Number(data.subarray(1).toString()), true);
          else this.delivered(seat, () => data.length);
        });
        return socket;
      }),
    );
  }

  act(now: number): boolean {
    const sender = this.sockets[this.turn % ROOM_SIZE];
    if (!sender) return false;
    this.turn += 1;
    const id = this.begin(now);
    sender.send(`i${id}`);
    return true;
  }

  close(): void {
    for (const socket of this.sockets) socket.close();
  }
}

const rooms: LoadRoom[] = [];
// The coordinator going away ends the bots too.
process.on("disconnect", () => process.exit(0));
let intervalMs = Number.POSITIVE_INFINITY;

/** Sets up every room, `setupConcurrency` at a time; failures are reported, not fatal. */
async function connectAll(): Promise<BotReport> {
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: options.setupConcurrency }, async () => {
      while (next < options.rooms) {
        const index = next++;
        const room = options.mode === "game" ? new GameRoom() : new BareRoom();
        try {
          await room.setup(options.roomOffset + index);
          rooms.push(room);
        } catch (error) {
          room.close();
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  return { type: "connected", players: rooms.length * ROOM_SIZE, rooms: rooms.length, failures };
}

/** Spreads `intentsPerSecond` evenly over the rooms, each starting at a random phase. */
function setRate(intentsPerSecond: number): void {
  const now = performance.now();
  intervalMs = intentsPerSecond > 0 ? (rooms.length / intentsPerSecond) * 1000 : Number.POSITIVE_INFINITY;
  for (const room of rooms) room.nextAt = now + Math.random() * intervalMs;
}

/** Sends every intent that is due; a room still waiting on its last intent sends when it is done. */
function tick(): void {
  const now = performance.now();
  for (const room of rooms) {
    room.expire(now);
    if (room.inFlight || now < room.nextAt) continue;
    if (!room.act(now)) continue;
    if (now - room.nextAt > intervalMs / 2) stats.late += 1;
    // A room that fell behind may catch up by one intent, not by its whole backlog.
    room.nextAt = Math.max(room.nextAt + intervalMs, now - intervalMs);
  }
}

const ticker = setInterval(tick, TICK_MS);

process.on("message", (command: BotCommand) => {
  const reply = (report: BotReport) => process.send?.(report);
  switch (command.type) {
    case "connect":
      connectAll().then(reply, (error: unknown) => reply({ type: "error", message: String(error) }));
      break;
    case "rate":
      setRate(command.intentsPerSecond);
      break;
    case "collect": {
      const now = performance.now();
      const cpu = process.cpuUsage();
      const window: WindowStats = {
        ...stats,
        elapsedMs: now - windowStart,
        cpuMs: (cpu.user + cpu.system - windowCpuMicros) / 1000,
        inFlight: rooms.filter((room) => room.inFlight).length,
      };
      stats = emptyWindow();
      windowStart = now;
      windowCpuMicros = cpu.user + cpu.system;
      reply({ type: "stats", stats: window });
      break;
    }
    case "stop":
      clearInterval(ticker);
      for (const room of rooms) room.close();
      reply({ type: "stopped" });
      process.disconnect();
      break;
  }
});
