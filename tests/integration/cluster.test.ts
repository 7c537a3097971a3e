import pg from "pg";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/client";
import { type SharedRoomView, withViewer } from "../../src/shared/catchphrase/player-view";
import {
  type Ack,
  clientEvents,
  type EnterRoomAck,
  type ResumeAck,
  type RoomNotice,
  type SavedSession,
  serverEvents,
} from "../../src/shared/catchphrase/protocol";
import type { TeamId } from "../../src/shared/catchphrase/types";
import {
  bundleServer,
  type ClusterNode,
  findNginx,
  type Nginx,
  startNginx,
  startNode,
  stopCluster,
} from "../support/cluster";
import { createTemporaryPostgresDatabase } from "../support/postgres";

/**
 * Cluster mode (decision 015): two server processes on one PostgreSQL and one Redis behind
 * nginx's plain round robin, players speaking WebSocket only. Needs TEST_DATABASE_URL,
 * TEST_REDIS_URL and an nginx executable; CI has all three.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const nginx = findNginx();
const missing = [
  adminUrl ? "" : "TEST_DATABASE_URL is not set",
  redisUrl ? "" : "TEST_REDIS_URL is not set",
  nginx ? "" : "nginx is not installed (apt-get install nginx)",
].filter((reason) => reason.length > 0);
if (missing.length > 0) console.warn(`Skipping the cluster tests: ${missing.join("; ")}.`);

/** The shortest round the create form offers: the round below ends by the server's timer. */
const ROUND_SECONDS = 60;
/** Each sweep for due rounds runs every second; two of them after the end leave time for a double. */
const AFTER_END_MS = 3000;

const other = (team: TeamId): TeamId => (team === "A" ? "B" : "A");

/**
 * A player as the browser is one (src/web/features/catchphrase/use-room.ts): a WebSocket-only
 * socket that reconnects by itself and presents its saved session with `room:resume` on every
 * reconnection. Records every view it is sent.
 */
type Player = {
  name: string;
  socket: Socket;
  session?: SavedSession;
  /** The newest view, from a `room:state` or a resume's acknowledgement. */
  view?: SharedRoomView;
  /** Every `room:state` received, with the local time it arrived. */
  states: { view: SharedRoomView; at: number }[];
  /** The views answered to `room:resume` after reconnections. */
  resumes: SharedRoomView[];
  disconnects: number;
  /** Refused or failed resumes: a correct cluster has none. */
  problems: string[];
  /** Every `room:notice` received. */
  notices: RoomNotice[];
};

const players: Player[] = [];
/** The players of the second test, each connected straight to one node. */
const absentees: Player[] = [];
/** The players of the rolling update, through nginx. */
const updated: Player[] = [];
/** The players and tabs of the removal, each straight to one node. */
const removed: Player[] = [];

function openPlayer(url: string, name: string, group = players): Promise<Player> {
  const socket = connect(url, { transports: ["websocket"], reconnectionDelay: 250, reconnectionDelayMax: 1000 });
  const player: Player = { name, socket, states: [], resumes: [], disconnects: 0, problems: [], notices: [] };
  group.push(player);
  socket.on(serverEvents.notice, (notice: RoomNotice) => player.notices.push(notice));
  socket.on(serverEvents.state, (view: SharedRoomView) => {
    player.states.push({ view, at: Date.now() });
    player.view = view;
  });
  socket.on("disconnect", () => {
    player.disconnects += 1;
  });
  socket.on("connect", () => {
    if (player.session) void resume(player);
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(player));
    socket.once("connect_error", reject);
  });
}

async function resume(player: Player): Promise<void> {
  const session = player.session;
  if (!session) return;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      const ack = await send<ResumeAck>(player, clientEvents.resume, {
        code: session.roomCode,
        playerId: session.playerId,
        token: session.token,
      });
      if (ack.ok) {
        player.resumes.push(ack.view);
        player.view = ack.view;
      } else {
        player.problems.push(`resume refused: ${ack.error}`);
      }
      return;
    } catch {
      // No answer (the connection dropped again): ask again, as the browser does.
    }
  }
  player.problems.push("resume never answered");
}

function send<T extends Ack>(player: Player, event: string, payload?: unknown): Promise<T> {
  const socket = player.socket.timeout(10_000);
  return (payload === undefined ? socket.emitWithAck(event) : socket.emitWithAck(event, payload)) as Promise<T>;
}

async function enter(player: Player, event: string, payload: object): Promise<void> {
  const ack = await send<EnterRoomAck>(player, event, payload);
  if (!ack.ok) throw new Error(`${player.name}: ${ack.error}`);
  player.session = ack.session;
  player.view = ack.view;
}

async function until(what: string, condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** No node logged an error (pino level 50 and above) on the way. */
function expectNoErrorsLogged(nodes: readonly ClusterNode[]): void {
  for (const node of nodes) {
    const errors = node
      .output()
      .split("\n")
      .filter((line) => /"level":(5|6)\d/.test(line));
    expect(errors).toEqual([]);
  }
}

const playingStates = (player: Player) => player.states.filter(({ view }) => view.game.status === "playing");
const roundEndStates = (player: Player) => player.states.filter(({ view }) => view.game.status === "roundEnd");

async function eventTotals(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; total: number }>(
      "SELECT name, sum(count)::int AS total FROM event_counts GROUP BY name",
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.total]));
  } finally {
    await client.end();
  }
}

describe.skipIf(missing.length > 0)("cluster mode", () => {
  let database: { url: string; drop(): Promise<void> };
  let bundle: { entry: string; remove(): Promise<void> };
  let nodes: ClusterNode[];
  let balancer: Nginx;

  beforeAll(async () => {
    database = await createTemporaryPostgresDatabase(adminUrl as string);
    bundle = await bundleServer();
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl as string, TRUST_PROXY: "loopback" };
    // One after the other: the first migrates the fresh database (starting at once is tested below).
    const first = await startNode(bundle.entry, env);
    const second = await startNode(bundle.entry, env);
    nodes = [first, second];
    balancer = await startNginx(nginx as string, [first.port, second.port]);
  }, 90_000);

  afterAll(async () => {
    for (const player of [...players.splice(0), ...absentees.splice(0), ...updated.splice(0), ...removed.splice(0)]) {
      player.socket.disconnect();
    }
    await stopCluster();
    await bundle?.remove();
    await database?.drop();
  }, 60_000);

  it(
    "plays a round across both nodes, survives one killed mid-round, and ends the round exactly once",
    async () => {
      const [first, second] = nodes as [ClusterNode, ClusterNode];
      // Through nginx, one after the other: the round robin alternates between the nodes.
      const host = await openPlayer(balancer.url, "Ada");
      await enter(host, clientEvents.create, { name: "Ada", totalRounds: 3, roundDuration: ROUND_SECONDS });
      const code = host.session?.roomCode as string;
      for (const name of ["Bea", "Cy", "Dee"]) {
        await enter(await openPlayer(balancer.url, name), clientEvents.join, { code, name });
      }
      await until("everyone sees four players", () => players.every((player) => player.view?.players.length === 4));
      // A spectator through nginx, and a big-screen display straight on the node that lives (issue 22).
      const eve = await openPlayer(balancer.url, "Eve");
      await enter(eve, clientEvents.watch, { code, name: "Eve" });
      const screen = connect(second.url, { transports: ["websocket"], reconnection: false });
      const screenStates: SharedRoomView[] = [];
      screen.on(serverEvents.state, (view: SharedRoomView) => screenStates.push(view));
      await new Promise<void>((resolve) => screen.once("connect", () => resolve()));
      expect(await screen.timeout(10_000).emitWithAck(clientEvents.display, { code })).toMatchObject({ ok: true });
      await until("everyone sees the spectator", () => players.every((player) => player.view?.spectators.length === 1));

      expect(await send(host, clientEvents.intent, { type: "start" })).toEqual({ ok: true });
      await until("everyone sees the round running", () =>
        players.every((player) => player.view?.game.status === "playing"),
      );
      const roundEndsAt = (host.view?.game.roundStartTime as number) + ROUND_SECONDS * 1000;

      // Whoever describes says "got it"; every player, on either node, must see every change.
      let guesses = 0;
      const guess = async () => {
        const describer = players.find(
          (player) =>
            player.view && player.session && withViewer(player.view, player.session.playerId)?.you.isDescriber,
        );
        if (!describer) throw new Error("nobody describes");
        expect(await send(describer, clientEvents.intent, { type: "wordGuessed" })).toEqual({ ok: true });
        guesses += 1;
        await until(`everyone sees guess ${guesses}`, () =>
          players.every((player) => playingStates(player).length === 1 + guesses),
        );
      };
      for (let turn = 0; turn < 4; turn += 1) await guess();

      // SIGKILL mid-round: no shutdown, no goodbye to Redis, its in-process round timer gone.
      await first.kill("SIGKILL");
      await until("the killed node's players notice", () => players.some((player) => player.disconnects > 0));
      await until("they are back in the room through the other node", () =>
        players.every((player) => player.disconnects === player.resumes.length && player.socket.connected),
      );

      // The killed node comes back, so at the end two live nodes both try to end the round.
      await first.restart();
      for (let turn = 0; turn < 4; turn += 1) await guess();

      await until(
        "everyone sees the round end",
        () => players.every((player) => player.view?.game.status === "roundEnd"),
        ROUND_SECONDS * 1000 + 30_000,
      );
      // Give every node's sweep its chance to end the round a second time, then count.
      await new Promise((resolve) => setTimeout(resolve, AFTER_END_MS));

      // The players were spread over both nodes, and yet played together: those of the killed
      // node came back once each, into the running round; the others never lost their socket.
      const moved = players.filter((player) => player.disconnects > 0);
      expect(moved.length).toBeGreaterThan(0);
      expect(moved.length).toBeLessThan(players.length);
      for (const player of moved) {
        expect(player.disconnects, player.name).toBe(1);
        expect(
          player.resumes.map((view) => [view.game.status, view.players.length]),
          player.name,
        ).toEqual([["playing", 4]]);
      }

      const describingTeam = host.view?.game.currentTeam as TeamId;
      const expectedScores = { [describingTeam]: 0, [other(describingTeam)]: 1 };
      for (const player of players) {
        expect(player.problems, player.name).toEqual([]);
        expect(player.socket.connected, player.name).toBe(true);
        // Every change exactly once: the start, each guess, and one end of the round.
        expect(playingStates(player).length, player.name).toBe(1 + guesses);
        expect(roundEndStates(player).length, player.name).toBe(1);
        expect(player.states.at(-1)?.view.game.status, player.name).toBe("roundEnd");
        const end = roundEndStates(player)[0] as { view: SharedRoomView; at: number };
        expect(end.at, player.name).toBeGreaterThanOrEqual(roundEndsAt);
        expect(end.view.game).toMatchObject({
          currentRound: 1,
          timerActive: false,
          currentTeam: describingTeam,
          teamAScore: expectedScores.A,
          teamBScore: expectedScores.B,
        });
        // The round's story (issue 22), kept through the killed node: every guess, then the word
        // at the buzzer; told to nobody while the round ran, not even in a resume's answer.
        expect(
          end.view.story?.words.map((told) => told.outcome),
          player.name,
        ).toEqual([...Array.from({ length: guesses }, () => "guessed"), "timeUp"]);
        expect(end.view.story, player.name).toEqual(roundEndStates(host)[0]?.view.story);
        for (const view of [...playingStates(player).map((state) => state.view), ...player.resumes]) {
          expect(view.story, player.name).toBeUndefined();
        }
      }

      // The spectator, wherever nginx sent them, and the screen saw every change of the round, and
      // no word until it was over; then the same story as the players.
      const screenPlaying = screenStates.filter((view) => view.game.status === "playing");
      expect(screenPlaying).toHaveLength(1 + guesses);
      for (const view of [...playingStates(eve).map((state) => state.view), ...eve.resumes, ...screenPlaying]) {
        expect(view.game.currentWord).toBeNull();
      }
      expect(withViewer(eve.view as SharedRoomView, eve.session?.playerId ?? "")?.you.watching).toBe(true);
      expect(screenStates.at(-1)?.story).toEqual(roundEndStates(host)[0]?.view.story);
      screen.disconnect();

      expect(await eventTotals(database.url)).toEqual({
        room_created: 1,
        room_joined: 3,
        game_started: 1,
        round_started: 1,
        word_guessed: guesses,
        round_ended: 1,
      });
      expectNoErrorsLogged([first, second]);
    },
    ROUND_SECONDS * 1000 + 120_000,
  );

  it("passes the turn once when the describer's node dies and the describer never comes back", async () => {
    const [first, second] = nodes as [ClusterNode, ClusterNode];
    // Each player straight to one node, two on each, so that the test knows whose node dies.
    const room = absentees;
    const onNode = new Map<Player, ClusterNode>();
    for (const [index, name] of ["Eve", "Fay", "Gus", "Hal"].entries()) {
      const node = index % 2 === 0 ? first : second;
      const player = await openPlayer(node.url, name, room);
      onNode.set(player, node);
      const [host] = room as [Player];
      if (index === 0) await enter(player, clientEvents.create, { name, totalRounds: 3, roundDuration: 75 });
      else await enter(player, clientEvents.join, { code: host.session?.roomCode, name });
    }
    await until("everyone sees four players", () => room.every((player) => player.view?.players.length === 4));
    const [host] = room as [Player];
    expect(await send(host, clientEvents.intent, { type: "start" })).toEqual({ ok: true });
    await until("everyone sees the round running", () =>
      room.every((player) => player.view?.game.status === "playing"),
    );
    const describerId = host.view?.game.currentPlayer;
    const describer = room.find((player) => player.session?.playerId === describerId) as Player;
    const dying = onNode.get(describer) as ClusterNode;
    const gone = room.filter((player) => onNode.get(player) === dying);
    const staying = room.filter((player) => onNode.get(player) !== dying);
    // Their node dies with no goodbye; they do not come back (a phone that lost its network).
    for (const player of gone) player.socket.io.reconnection(false);
    await dying.kill("SIGKILL");
    const killedAt = Date.now();

    // Shown offline to the others within the offline rule plus a sweep, from their node's last beat.
    await until(
      "the others see the describer offline",
      () => staying.every((player) => player.view?.players.find((p) => p.id === describerId)?.offline === true),
      15_000,
    );
    await until(
      "the turn passes to a connected player",
      () => staying.every((player) => player.view?.game.currentPlayer !== describerId),
      20_000,
    );
    const passedAfter = Date.now() - killedAt;
    // The dead node comes back meanwhile: both nodes now sweep the room, and must not pass it twice.
    await dying.restart();
    await new Promise((resolve) => setTimeout(resolve, AFTER_END_MS));

    const stayingIds = staying.map((player) => player.session?.playerId);
    for (const player of staying) {
      expect(stayingIds, player.name).toContain(player.view?.game.currentPlayer);
      expect(player.view?.game).toMatchObject({ status: "playing", teamAScore: 0, teamBScore: 0 });
      expect(player.notices, player.name).toEqual([
        { type: "turnPassed", from: describer.name, to: expect.any(String), reason: "offline" },
      ]);
    }
    // At least the describer's ten seconds, counted from their node's last beat (at most two seconds before the kill).
    expect(passedAfter).toBeGreaterThanOrEqual(8_000);
    expectNoErrorsLogged([first, second]);
  }, 120_000);

  it("has every player back within seconds of a rolling update, each node replaced as soon as the last is up", async () => {
    const [first, second] = nodes as [ClusterNode, ClusterNode];
    const host = await openPlayer(balancer.url, "Ivy", updated);
    await enter(host, clientEvents.create, { name: "Ivy", totalRounds: 3, roundDuration: ROUND_SECONDS });
    for (const name of ["Jo", "Kit", "Lee", "Max", "Ned", "Oli", "Pam"]) {
      await enter(await openPlayer(balancer.url, name, updated), clientEvents.join, {
        code: host.session?.roomCode,
        name,
      });
    }
    await until("everyone sees eight players", () => updated.every((player) => player.view?.players.length === 8));

    // Each node in turn stopped gracefully and started again, the second as soon as the first
    // answers /healthz with 200. Every player is dropped at least once and comes back through
    // nginx. (With max_fails=1, nginx held both nodes as failed after the second stop, and let one
    // WebSocket through every fail_timeout: players stayed out for tens of seconds.)
    await first.restart();
    await second.restart();
    await until(
      "every player is back in the room",
      () => updated.every((player) => player.socket.connected && player.disconnects === player.resumes.length),
      10_000,
    );
    expect(updated.reduce((sum, player) => sum + player.disconnects, 0)).toBeGreaterThanOrEqual(updated.length);
    for (const player of updated) {
      expect(player.problems, player.name).toEqual([]);
      expect(player.view?.players.length, player.name).toBe(8);
    }
    expectNoErrorsLogged([first, second]);
  }, 60_000);

  it("holds a removal on both nodes: every place of the removed browser goes, and no way back in opens", async () => {
    const [first, second] = nodes as [ClusterNode, ClusterNode];
    const visitorId = async (node: ClusterNode) => {
      const response = await fetch(`${node.url}/api/visitor-ids`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      });
      return ((await response.json()) as { id: string }).id;
    };
    const robsBrowser = await visitorId(first);
    const host = await openPlayer(first.url, "Quinn", removed);
    await enter(host, clientEvents.create, { name: "Quinn", totalRounds: 3, roundDuration: ROUND_SECONDS });
    const code = host.session?.roomCode;
    // Rob plays on the first node and has a tab watching on the second, from the same browser; Uma
    // joined from a browser that could get no visitor id.
    const rob = await openPlayer(first.url, "Rob", removed);
    await enter(rob, clientEvents.join, { code, name: "Rob", visitorId: robsBrowser });
    const robsTab = await openPlayer(second.url, "Rob's tab", removed);
    await enter(robsTab, clientEvents.watch, { code, name: "Rob again", visitorId: robsBrowser });
    const uma = await openPlayer(second.url, "Uma", removed);
    await enter(uma, clientEvents.join, { code, name: "Uma" });
    const closed: string[] = [];
    robsTab.socket.on(serverEvents.closed, ({ reason }: { reason: string }) => closed.push(reason));
    await until("the host sees everyone", () => host.view?.players.length === 3 && host.view.spectators.length === 1);

    expect(await send(host, clientEvents.intent, { type: "removePlayer", playerId: rob.session?.playerId })).toEqual({
      ok: true,
    });
    // The tab on the other node is sent away too, and cannot take a seat or watch again.
    await until("Rob's tab on the other node is told", () => closed.length > 0);
    expect(closed).toEqual(["playerRemoved"]);
    await until("the host sees nobody watching", () => host.view?.spectators.length === 0);
    expect(await send(robsTab, clientEvents.intent, { type: "joinGame" })).toEqual({
      ok: false,
      error: "You are not in this room.",
    });
    for (const node of [first, second]) {
      const again = await openPlayer(node.url, "Rob back", removed);
      for (const event of [clientEvents.join, clientEvents.watch]) {
        expect(await send(again, event, { code, name: "Rob", visitorId: robsBrowser })).toEqual({
          ok: false,
          error: "You were removed from this room.",
        });
      }
    }

    // Removing Uma, who has no visitor id, keeps out every browser that gives none, on both nodes.
    expect(await send(host, clientEvents.intent, { type: "removePlayer", playerId: uma.session?.playerId })).toEqual({
      ok: true,
    });
    for (const node of [first, second]) {
      const again = await openPlayer(node.url, "Uma back", removed);
      for (const event of [clientEvents.join, clientEvents.watch]) {
        expect(await send(again, event, { code, name: "Uma" })).toEqual({
          ok: false,
          error: "This browser could not be recognised. Please reload the page and try again.",
        });
      }
    }
    // A browser that says which it is still comes in.
    const newcomer = await openPlayer(second.url, "Vic", removed);
    await enter(newcomer, clientEvents.join, { code, name: "Vic", visitorId: await visitorId(second) });
    expectNoErrorsLogged([first, second]);
  }, 60_000);
});

describe.skipIf(!adminUrl)("cluster mode: start-up", () => {
  it("lets several servers migrate one fresh database at the same moment", async () => {
    const temporary = await createTemporaryPostgresDatabase(adminUrl as string);
    const connections = await Promise.all([1, 2, 3].map(() => openDatabase({ url: temporary.url })));
    try {
      // Three nodes of a new deployment starting together: each must come up, none may crash.
      const outcomes = await Promise.allSettled(connections.map((connection) => connection.migrate()));
      const failures = outcomes.map((outcome) =>
        outcome.status === "fulfilled" ? "ok" : String((outcome.reason as Error).cause ?? outcome.reason),
      );
      expect(failures).toEqual(["ok", "ok", "ok"]);
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
      await temporary.drop();
    }
  });
});
