/**
 * The bots of the Colyseus peer (server.ts beside this file): one LoadRoom (bench/load-room.ts) of
 * eight colyseus.js clients playing one Catchphrase room, loaded by bench/load-bots.ts when the
 * benchmark plays "colyseus". The room is made and started as GameRoom does on our server (host,
 * seven guests, word changes allowed, start), then plays the script every server plays
 * (`nextIntent`), each socket kept under our server's message rate like our own bots.
 */
import { Client, type Room } from "colyseus.js";
import type { SharedRoomView } from "../../../src/shared/catchphrase/player-view";
import type { Intent } from "../../../src/shared/catchphrase/types";
import { ROOM_SIZE, SendBudget } from "../../load-protocol";
import { INTENT_TIMEOUT_MS, LoadRoom, nextIntent, startGame } from "../../load-room";
import {
  type AckMessage,
  type CreateOptions,
  type IntentMessage,
  type JoinOptions,
  messages,
  ROOM_NAME,
  type StateMessage,
} from "./protocol";

/** A bot: its connection to the Colyseus room, its player id (the session id) and its latest view. */
type ColyseusPlayer = { room: Room; id: string; view: SharedRoomView; budget: SendBudget };

/** Eight colyseus.js clients in one Catchphrase room; seat 0 is the host. */
class ColyseusRoom extends LoadRoom {
  private readonly client: Client;
  private players: ColyseusPlayer[] = [];
  /** Every connection made so far, also those of a set-up that failed half-way, for `close`. */
  private readonly connections: Room[] = [];
  /** The set-up's own intents, answered apart from the measured ones: negative ids, never begin()'s. */
  private readonly commands = new Map<number, (ack: AckMessage) => void>();
  private lastCommand = 0;

  constructor(url: string) {
    super();
    this.client = new Client(url);
  }

  /** Creates the room, lets seven more join, allows word changes and starts the game. */
  async setup(index: number): Promise<void> {
    const create: CreateOptions = { name: `Host ${index}`, totalRounds: 10, roundDuration: 120 };
    const host = await this.enter(0, () => this.client.create(ROOM_NAME, create));
    const code = host.room.roomId;
    const guests = await Promise.all(
      Array.from({ length: ROOM_SIZE - 1 }, (_, seat) => {
        const join: JoinOptions = { name: `Bot ${index}.${seat + 1}` };
        return this.enter(seat + 1, () => this.client.joinById(code, join));
      }),
    );
    this.players = [host, ...guests];
    await startGame(
      (intent) => this.command(host, intent),
      () => this.players.map((player) => player.view),
    );
  }

  act(now: number): boolean {
    const next = nextIntent(this.players);
    const sender = next && this.players[next.seat];
    if (!next || !sender?.budget.take(now)) return false;
    const id = this.begin(now);
    sender.room.send(messages.intent, { id, intent: next.intent } satisfies IntentMessage);
    return true;
  }

  close(): void {
    // A consented leave: the server takes it as the engine's leave (the host's ends the room).
    for (const room of this.connections) void room.leave(true).catch(() => undefined);
  }

  /**
   * Joins (or creates) through Colyseus's matchmaker and waits for the player's first view, which
   * the server sends every player whenever someone joins.
   */
  private async enter(seat: number, join: () => Promise<Room>): Promise<ColyseusPlayer> {
    const room = await join();
    this.connections.push(room);
    room.onMessage(messages.ack, (ack: AckMessage) => {
      const command = this.commands.get(ack.id);
      if (command) command(ack);
      else this.answered(ack.id, ack.ok);
    });
    return new Promise<ColyseusPlayer>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no view after joining")), INTENT_TIMEOUT_MS);
      let player: ColyseusPlayer | undefined;
      room.onMessage(messages.state, (view: StateMessage) => {
        this.delivered(seat, () => JSON.stringify(view).length);
        if (player) {
          player.view = view;
          return;
        }
        clearTimeout(timer);
        player = { room, id: room.sessionId, view, budget: new SendBudget() };
        resolve(player);
      });
    });
  }

  /** A set-up intent of `player`, answered by its own ack; throws when refused or unanswered. */
  private async command(player: ColyseusPlayer, intent: Intent): Promise<void> {
    this.lastCommand -= 1;
    const id = this.lastCommand;
    const ack = await new Promise<AckMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.commands.delete(id);
        reject(new Error(`${intent.type} was not answered`));
      }, INTENT_TIMEOUT_MS);
      this.commands.set(id, (answer) => {
        clearTimeout(timer);
        this.commands.delete(id);
        resolve(answer);
      });
      player.room.send(messages.intent, { id, intent } satisfies IntentMessage);
    });
    if (!ack.ok) throw new Error(`${intent.type} refused: ${ack.error}`);
  }
}

/** The LoadRoom of one Catchphrase room on the Colyseus peer at `url` (http://host:port). */
export function createRoom(url: string): LoadRoom {
  return new ColyseusRoom(url);
}
