/**
 * The load benchmark's bots on the boardgame.io peer (server.ts): a room of ROOM_SIZE players is a
 * boardgame.io match, set up through its Lobby API and played by eight of boardgame.io's own
 * Clients (boardgame.io/client, with the SocketIO transport of boardgame.io/multiplayer), one
 * Socket.IO connection each, as eight browsers would. bench/load-bots.ts loads this through
 * ROOM_KINDS; the script the room plays is nextIntent's (bench/load-room.ts), as on every server.
 *
 * boardgame.io answers a move with no acknowledgement, only with the state update it sends every
 * player, and a refused move (INVALID_MOVE) with an update of the same state. So the sender's next
 * update is its answer: accepted when the state moved on (its _stateID grew) as the move meant to
 * (see `Pending`), refused otherwise. A move boardgame.io would drop without a word (one sent from
 * an older state: the moves ignore that check, see game.ts; one with wrong credentials) would time
 * out after INTENT_TIMEOUT_MS like any other, and the room would go on with the next.
 *
 * The Clients' own cost is the bots' (two processes hold 4,000 of them): each keeps a Redux store
 * of its state and runs boardgame.io's client reducer on every update, as in a browser.
 */
import type { State } from "boardgame.io";
import { Client, LobbyClient } from "boardgame.io/client";
import { SocketIO } from "boardgame.io/multiplayer";
import type { SharedRoomView } from "../../../src/shared/catchphrase/player-view";
import type { Intent } from "../../../src/shared/catchphrase/types";
import { ROOM_SIZE, SendBudget } from "../../load-protocol";
import { INTENT_TIMEOUT_MS, LoadRoom, nextIntent } from "../../load-room";
import { type CatchphraseSetup, catchphrase, GAME_NAME } from "./game";

/** What boardgame.io's client transport hands the Client (not exported under its own name). */
type TransportFactory = ReturnType<typeof SocketIO>;
type TransportData = Parameters<Parameters<TransportFactory>[0]["transportDataCallback"]>[0];

/** As the load benchmark's own rooms are made (bench/load-bots.ts). */
const SETUP: CatchphraseSetup = { totalRounds: 10, roundDuration: 120 };

/**
 * An intent sent and not yet answered. Its answer is the sender's next update: the state moved on,
 * and a describer's intent (word guessed, change word) left the round playing. A round whose time
 * was up ends at that move instead (boardgame.io has no timers; see game.ts), which is a refusal,
 * as when our server's timer ends the round while an intent is on its way.
 */
type Pending = { id: number; stateID: number; keepsPlaying: boolean };

/** One seat: its Client, the engine's id for it (its playerID), and the last state it was sent. */
type Bot = {
  client: ReturnType<typeof Client>;
  id: string;
  view: SharedRoomView | undefined;
  stateID: number;
  budget: SendBudget;
  pending: Pending | undefined;
  /** Called with every state the seat receives (a sync or an update), while set-up waits on it. */
  onState: (() => void) | undefined;
};

/** Eight boardgame.io Clients in one match; seat 0 ("0") is the host. */
class BoardgameIoRoom extends LoadRoom {
  private readonly bots: Bot[] = [];
  private readonly lobby: LobbyClient;
  /** The room's players, host first, as nextIntent reads them; filled once every seat is synced. */
  private players: { id: string; view: SharedRoomView }[] = [];

  constructor(private readonly url: string) {
    super();
    this.lobby = new LobbyClient({ server: url });
  }

  /**
   * Creates the match, takes its eight seats one after another (the Lobby API writes a seat by
   * reading and rewriting the match's metadata, so joins made together would overwrite each
   * other), connects the eight Clients, then allows word changes and starts the game.
   */
  async setup(index: number): Promise<void> {
    const { matchID } = await this.lobby.createMatch(GAME_NAME, { numPlayers: ROOM_SIZE, setupData: SETUP });
    const credentials: string[] = [];
    for (let seat = 0; seat < ROOM_SIZE; seat += 1) {
      const joined = await this.lobby.joinMatch(GAME_NAME, matchID, {
        playerID: String(seat),
        playerName: `Bot ${index}.${seat}`,
      });
      credentials.push(joined.playerCredentials);
    }
    for (let seat = 0; seat < ROOM_SIZE; seat += 1) this.bots.push(this.connect(seat, matchID, credentials[seat]));
    await Promise.all(this.bots.map((bot) => this.until(bot, () => bot.view !== undefined, "a seat did not sync")));
    this.players = this.bots.map(({ id, view }) => {
      if (!view) throw new Error("a seat did not sync");
      return { id, view };
    });
    await this.command(0, { type: "updateSettings", settings: { allowWordChange: true } });
    await this.command(0, { type: "start" });
    await Promise.all(
      this.bots.map((bot) =>
        this.until(bot, () => bot.view?.game.status === "playing", "the game did not start on every bot"),
      ),
    );
  }

  act(now: number): boolean {
    const next = nextIntent(this.players);
    const sender = next && this.bots[next.seat];
    if (!next || !sender?.budget.take(now)) return false;
    const id = this.begin(now);
    const keepsPlaying = next.intent.type === "wordGuessed" || next.intent.type === "changeWord";
    sender.pending = { id, stateID: sender.stateID, keepsPlaying };
    this.send(sender, next.intent);
    return true;
  }

  close(): void {
    for (const bot of this.bots) bot.client.stop();
  }

  /** Starts seat `seat`'s Client; its state arrives with the `sync` boardgame.io answers on connecting. */
  private connect(seat: number, matchID: string, credentials: string | undefined): Bot {
    const transport = SocketIO({
      server: this.url,
      // forceNew: one connection per bot, as each browser has its own (socket.io-client would
      // otherwise share one connection among all the Clients of this process).
      socketOpts: { transports: ["websocket"], forceNew: true, reconnection: false },
    });
    const bot: Bot = {
      client: Client({
        game: catchphrase,
        numPlayers: ROOM_SIZE,
        matchID,
        playerID: String(seat),
        ...(credentials ? { credentials } : {}),
        debug: false,
        // The transport as boardgame.io builds it, with this room listening to what it passes on.
        multiplayer: (options) =>
          transport({
            ...options,
            transportDataCallback: (data) => {
              options.transportDataCallback(data);
              this.received(seat, data);
            },
          }),
      }),
      id: String(seat),
      view: undefined,
      stateID: -1,
      budget: new SendBudget(),
      pending: undefined,
      onState: undefined,
    };
    bot.client.start();
    return bot;
  }

  /**
   * What seat `seat`'s transport received: a state (sync or update) is its latest view; the
   * players' connection news (matchData) is ignored.
   */
  private received(seat: number, data: TransportData): void {
    const bot = this.bots[seat];
    if (!bot) return;
    if (data.type === "sync") {
      this.see(seat, bot, data.args[1].state);
      bot.onState?.();
    } else if (data.type === "update") {
      this.see(seat, bot, data.args[1]);
      // The message is measured as it came: the player's state (G is their view) with its log entries.
      this.delivered(seat, () => JSON.stringify(data.args).length);
      const pending = bot.pending;
      if (pending) {
        bot.pending = undefined;
        const movedOn = bot.stateID > pending.stateID;
        this.answered(pending.id, movedOn && (!pending.keepsPlaying || bot.view?.game.status === "playing"));
      }
      // A browser shows the game's log; the bots would only pile up every move's entry in it.
      bot.client.log = [];
      bot.onState?.();
    }
  }

  private see(seat: number, bot: Bot, state: State): void {
    const view = state.G as SharedRoomView;
    bot.view = view;
    bot.stateID = state._stateID;
    const player = this.players[seat];
    if (player) player.view = view;
  }

  /** Sends `intent` as the move of its name, with its other fields as the move's argument. */
  private send(bot: Bot, intent: Intent): void {
    const { type, ...fields } = intent;
    bot.client.moves[type]?.(fields);
  }

  /** A set-up intent of seat `seat`, which must be accepted: its next update must move the state on. */
  private async command(seat: number, intent: Intent): Promise<void> {
    const bot = this.bots[seat];
    if (!bot) throw new Error(`no seat ${seat}`);
    const before = bot.stateID;
    let answered = false;
    bot.onState = () => {
      answered = true;
    };
    this.send(bot, intent);
    await this.until(bot, () => answered, `${intent.type} had no answer`);
    if (bot.stateID <= before) throw new Error(`${intent.type} refused`);
  }

  /** Waits until `done` holds for seat `bot`, checked on each state it receives; fails after INTENT_TIMEOUT_MS. */
  private until(bot: Bot, done: () => boolean, failure: string): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        bot.onState = undefined;
        reject(new Error(failure));
      }, INTENT_TIMEOUT_MS);
      const previous = bot.onState;
      bot.onState = () => {
        previous?.();
        if (!done()) return;
        clearTimeout(timer);
        bot.onState = undefined;
        resolve();
      };
    });
  }
}

/** The LoadRoom of the boardgame.io peer at `url` (http://host:port). */
export function createRoom(url: string): LoadRoom {
  return new BoardgameIoRoom(url);
}
