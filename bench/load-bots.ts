/**
 * A bot process of the load benchmark: it plays whole rooms of ROOM_SIZE players, so that the
 * time from an intent to the last player's update is read on one clock. In "game" mode the bots
 * are Socket.IO clients (bench/socket-io-lite.ts) of the real Catchphrase server; in "bare" mode they are plain WebSocket
 * clients of bench/load-ws-server.ts, which answers every intent with the same fan-out.
 *
 * The coordinator (bench/load.ts) sets the rate of intents and collects figures per window.
 */
import WebSocket from "ws";
import type { SharedRoomView } from "../src/shared/catchphrase/player-view";
import { clientEvents, type EnterRoomAck, serverEvents } from "../src/shared/catchphrase/protocol";
import type { Intent } from "../src/shared/catchphrase/types";
import {
  type BotCommand,
  type BotMode,
  type BotOptions,
  type BotReport,
  ROOM_SIZE,
  SendBudget,
  STATE_FRAMING,
  type WindowStats,
} from "./load-protocol";
import { countLate, INTENT_TIMEOUT_MS, LoadRoom, nextIntent, startGame, takeWindow } from "./load-room";
import { eventPayload, LiteSocket } from "./socket-io-lite";

function readOptions(): BotOptions {
  const parsed = JSON.parse(process.env.LOAD_BOTS ?? "null") as BotOptions | null;
  if (!parsed || !process.send) throw new Error("bench/load-bots.ts is started by bench/load.ts");
  return parsed;
}

const options = readOptions();

const TICK_MS = 2;

let windowStart = performance.now();
let windowCpuMicros = 0;

/** A bot of the real game: its socket, its identity and the last view it decoded. */
type GamePlayer = { socket: LiteSocket; id: string; view: SharedRoomView; budget: SendBudget };

/**
 * Eight Socket.IO players in one Catchphrase room; seat 0 is the host. Once the game has started,
 * only the host decodes its state updates: the others count theirs, and the script reads who
 * describes from the host's view (the same for every player, bar the word).
 */
class GameRoom extends LoadRoom {
  private players: GamePlayer[] = [];
  private settingUp = true;

  constructor(private readonly url: string) {
    super();
  }

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
    await startGame(
      (intent) => this.command(host, intent),
      () => this.players.map((player) => player.view),
    );
    this.settingUp = false;
  }

  act(now: number): boolean {
    const [host] = this.players;
    if (!host) return false;
    const next = nextIntent(this.players.map((player) => ({ id: player.id, view: host.view })));
    const sender = next && this.players[next.seat];
    if (!next || !sender?.budget.take(now)) return false;
    const id = this.begin(now);
    sender.socket.emit(clientEvents.intent, next.intent, (ack) =>
      this.answered(id, (ack as { ok?: boolean } | undefined)?.ok === true),
    );
    return true;
  }

  close(): void {
    for (const player of this.players) player.socket.close();
  }

  private async enter(seat: number, event: string, payload: object): Promise<GamePlayer> {
    // One connection per bot, as each browser has its own.
    const socket = await LiteSocket.connect(this.url);
    const ack = (await socket.request(event, payload, INTENT_TIMEOUT_MS)) as EnterRoomAck;
    if (!ack.ok) {
      socket.close();
      throw new Error(ack.error);
    }
    const player: GamePlayer = { socket, id: ack.session.playerId, view: ack.view, budget: new SendBudget() };
    socket.on(serverEvents.state, (frame) => {
      if (seat === 0 || this.settingUp) player.view = eventPayload<SharedRoomView>(frame);
      this.delivered(seat, () => frame.length - STATE_FRAMING);
    });
    return player;
  }

  private async command(player: GamePlayer, intent: Intent): Promise<void> {
    const ack = (await player.socket.request(clientEvents.intent, intent, INTENT_TIMEOUT_MS)) as {
      ok: boolean;
      error?: string;
    };
    if (!ack.ok) throw new Error(`${intent.type} refused: ${ack.error ?? "no reason given"}`);
  }
}

/** A baseline's room: eight clients, and the seat that sends rotating like a describer. */
abstract class BaselineRoom<Client extends { close(): void }> extends LoadRoom {
  protected clients: Client[] = [];
  private turn = 0;

  constructor(protected readonly url: string) {
    super();
  }

  /** Sends intent `id` from `client`. */
  protected abstract send(client: Client, id: number): void;

  act(now: number): boolean {
    const sender = this.clients[this.turn % ROOM_SIZE];
    if (!sender) return false;
    this.turn += 1;
    this.send(sender, this.begin(now));
    return true;
  }

  close(): void {
    for (const client of this.clients) client.close();
  }
}

/** Eight plain WebSocket clients of the bare server. */
class BareRoom extends BaselineRoom<WebSocket> {
  async setup(index: number): Promise<void> {
    const base = this.url.replace(/^http/, "ws");
    this.clients = await Promise.all(
      Array.from({ length: ROOM_SIZE }, async (_, seat) => {
        const socket = new WebSocket(`${base}/?room=${index}&seat=${seat}`);
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

  protected send(socket: WebSocket, id: number): void {
    socket.send(`i${id}`);
  }
}

/**
 * Eight Socket.IO clients of the bare Socket.IO server (bench/load-socket-io-server.ts): the same
 * events and acknowledgements as a game room, no game.
 */
class SocketIoRoom extends BaselineRoom<LiteSocket> {
  async setup(index: number): Promise<void> {
    this.clients = await Promise.all(
      Array.from({ length: ROOM_SIZE }, async (_, seat) => {
        const socket = await LiteSocket.connect(this.url);
        await socket.request("enter", index, INTENT_TIMEOUT_MS);
        socket.on(serverEvents.state, (frame) => this.delivered(seat, () => frame.length - STATE_FRAMING));
        return socket;
      }),
    );
  }

  protected send(socket: LiteSocket, id: number): void {
    socket.emit("intent", id, (ack) => this.answered(id, (ack as { ok?: boolean } | undefined)?.ok === true));
  }
}

type RoomFactory = (url: string) => LoadRoom;

/** The room of each server the bots can play on (a peer's bots are loaded only when played). */
const ROOM_KINDS: Record<BotMode, () => Promise<RoomFactory>> = {
  game: async () => (url) => new GameRoom(url),
  bare: async () => (url) => new BareRoom(url),
  "socket.io": async () => (url) => new SocketIoRoom(url),
  "boardgame.io": async () => (await import("./peers/boardgame-io/bots")).createRoom,
  colyseus: async () => (await import("./peers/colyseus/bots")).createRoom,
};

const rooms: LoadRoom[] = [];
// The coordinator going away ends the bots too.
process.on("disconnect", () => process.exit(0));

/** When rooms send: a steady rate spread evenly over them, or each at its own random pace. */
type Schedule = { kind: "rate"; intervalMs: number } | { kind: "pace"; minMs: number; maxMs: number };
let schedule: Schedule = { kind: "rate", intervalMs: Number.POSITIVE_INFINITY };

/** Sets up `count` more rooms, `setupConcurrency` at a time; failures are reported, not fatal. */
async function connect(count: number, firstIndex: number): Promise<BotReport> {
  const failures: string[] = [];
  const createRoom = await ROOM_KINDS[options.mode]();
  let next = 0;
  await Promise.all(
    Array.from({ length: options.setupConcurrency }, async () => {
      while (next < count) {
        const index = next++;
        const room = createRoom(options.url);
        try {
          await room.setup(firstIndex + index);
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

const paceDelay = (minMs: number, maxMs: number) => minMs + Math.random() * (maxMs - minMs);

/** Spreads `intentsPerSecond` evenly over the rooms, each starting at a random phase. */
function setRate(intentsPerSecond: number): void {
  const now = performance.now();
  const intervalMs = intentsPerSecond > 0 ? (rooms.length / intentsPerSecond) * 1000 : Number.POSITIVE_INFINITY;
  schedule = { kind: "rate", intervalMs };
  for (const room of rooms) room.nextAt = now + Math.random() * intervalMs;
}

/** Lets every room send at its own pace, the first intent within one pace from now. */
function setPace(minMs: number, maxMs: number): void {
  const now = performance.now();
  schedule = { kind: "pace", minMs, maxMs };
  for (const room of rooms) room.nextAt = now + Math.random() * maxMs;
}

/** Sends every intent that is due; a room still waiting on its last intent sends when it is done. */
function tick(): void {
  const now = performance.now();
  for (const room of rooms) {
    room.expire(now);
    if (room.inFlight || now < room.nextAt) continue;
    if (!room.act(now)) continue;
    if (schedule.kind === "pace") {
      room.nextAt = now + paceDelay(schedule.minMs, schedule.maxMs);
      continue;
    }
    const { intervalMs } = schedule;
    if (now - room.nextAt > intervalMs / 2) countLate();
    // A room that fell behind may catch up by one intent, not by its whole backlog.
    room.nextAt = Math.max(room.nextAt + intervalMs, now - intervalMs);
  }
}

const ticker = setInterval(tick, TICK_MS);

process.on("message", (command: BotCommand) => {
  const reply = (report: BotReport) => process.send?.(report);
  switch (command.type) {
    case "connect":
      connect(command.rooms, command.firstIndex).then(reply, (error: unknown) =>
        reply({ type: "error", message: String(error) }),
      );
      break;
    case "rate":
      setRate(command.intentsPerSecond);
      break;
    case "pace":
      setPace(command.minMs, command.maxMs);
      break;
    case "collect": {
      const now = performance.now();
      const cpu = process.cpuUsage();
      const window: WindowStats = {
        ...takeWindow(),
        elapsedMs: now - windowStart,
        cpuMs: (cpu.user + cpu.system - windowCpuMicros) / 1000,
        inFlight: rooms.filter((room) => room.inFlight).length,
      };
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
