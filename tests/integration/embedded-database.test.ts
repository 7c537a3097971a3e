import type { ChildProcess } from "node:child_process";
import { cp, mkdtemp, open, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ResumeAck, SavedSession } from "../../src/shared/catchphrase/protocol";
import {
  describerOf,
  enter,
  expectEveryoneResumed,
  fourPlayers,
  latest,
  openPlayer,
  type Player,
  play,
  send,
  until,
} from "../support/catchphrase-players";
import { bundleServer } from "../support/cluster";
import { folderContents } from "../support/folder-contents";
import {
  freePort,
  type ServerProcess,
  serverEnv,
  spawnServer,
  stopProcess,
  waitForHealthy,
} from "../support/processes";

/**
 * The production server on the embedded database, as its own process: a data folder that is
 * damaged is refused with a message saying so (and nothing is initialised over it), a second
 * process on one folder is refused, and a server killed with SIGKILL mid-round loses nothing.
 */

const ADVICE = "Restore the folder from a backup; or, to start afresh with an empty database, move the folder aside";

let entry = "";
let removeBundle: (() => Promise<void>) | undefined;
/** A data folder holding one room (made by the server, then stopped): each test works on a copy. */
let original = "";
let session: SavedSession | undefined;
const folders: string[] = [];
const children: ChildProcess[] = [];
const players: Player[] = [];

type Server = ServerProcess;

/** Starts the bundled server on `dataDir` (and `port`, or a free one) without waiting for it. */
async function spawnOn(dataDir: string, port?: number): Promise<Server> {
  const chosen = port ?? (await freePort());
  const server = spawnServer(entry, chosen, serverEnv(chosen, dataDir));
  children.push(server.child);
  return server;
}

/** A server on `dataDir` that answers /healthz with 200. */
async function startServer(dataDir: string, port?: number): Promise<Server> {
  const server = await spawnOn(dataDir, port);
  try {
    await waitForHealthy(`${server.url}/healthz`, server.child);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${server.output()}`);
  }
  return server;
}

/** Starts the server on `dataDir` expecting it to stop by itself; answers its exit code and output. */
async function refusedStart(dataDir: string): Promise<{ code: number | null; output: string }> {
  const server = await spawnOn(dataDir);
  await until(
    async () => {
      if (server.child.exitCode !== null) return true;
      const health = await fetch(`${server.url}/healthz`).catch(() => undefined);
      if (health?.status === 200) throw new Error(`the server started on ${dataDir}:\n${server.output()}`);
      return false;
    },
    60_000,
    "the server to stop",
  );
  // Output still in the pipes arrives by the time the streams close.
  await until(() => server.child.stdout?.readableEnded !== false && server.child.stderr?.readableEnded !== false);
  return { code: server.child.exitCode, output: server.output() };
}

async function copyOfOriginal(): Promise<{ dataDir: string; folder: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "embedded-database-"));
  folders.push(dataDir);
  await cp(original, dataDir, { recursive: true });
  return { dataDir, folder: path.join(dataDir, "pglite") };
}

/** What the server answers the original room's host when their browser comes back. */
async function resumeOriginalRoom(url: string): Promise<ResumeAck> {
  if (!session) throw new Error("no room was created");
  const player = await openPlayer(url, "Hana", false);
  players.push(player);
  return send<ResumeAck>(player.socket, "room:resume", {
    code: session.roomCode,
    playerId: session.playerId,
    token: session.token,
  });
}

function expectOriginalRoom(ack: ResumeAck): void {
  expect(ack.ok).toBe(true);
  if (!ack.ok) return;
  expect(ack.view.code).toBe(session?.roomCode);
  expect(ack.view.players.map((player) => player.name)).toEqual(["Hana"]);
}

beforeAll(async () => {
  ({ entry, remove: removeBundle } = await bundleServer());
  original = await mkdtemp(path.join(tmpdir(), "embedded-database-original-"));
  const server = await startServer(original);
  const host = await enter(await openPlayer(server.url, "Hana", false), "room:create", {
    name: "Hana",
    totalRounds: 3,
    roundDuration: 60,
  });
  session = host.session;
  host.socket.disconnect();
  await stopProcess(server.child, "SIGTERM");
}, 120_000);

afterEach(async () => {
  for (const player of players.splice(0)) player.socket.disconnect();
  await Promise.all(children.splice(0).map((child) => stopProcess(child, "SIGKILL")));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

afterAll(async () => {
  await rm(original, { recursive: true, force: true });
  await removeBundle?.();
});

describe("the embedded database's data folder, with the production server", () => {
  it("stops with a clear message when PG_VERSION is removed, never initialising over the rooms", {
    timeout: 120_000,
  }, async () => {
    const { dataDir, folder } = await copyOfOriginal();
    const version = await readFile(path.join(folder, "PG_VERSION"));
    await rm(path.join(folder, "PG_VERSION"));
    const before = await folderContents(dataDir);

    const { code, output } = await refusedStart(dataDir);
    expect(code).toBe(1);
    expect(output).toContain(`The embedded database's data folder ${folder} is incomplete or damaged: it holds`);
    expect(output).toContain("but no PG_VERSION");
    expect(output).toContain(ADVICE);
    expect(output).not.toMatch(/^\s+at /m);
    expect(await folderContents(dataDir)).toEqual(before);

    // The rooms were never touched: with the file back, the server has them again.
    await writeFile(path.join(folder, "PG_VERSION"), version);
    const server = await startServer(dataDir);
    expectOriginalRoom(await resumeOriginalRoom(server.url));
  });

  it("stops with a clear message when pg_control is damaged, changing nothing in the folder", {
    timeout: 120_000,
  }, async () => {
    const { dataDir, folder } = await copyOfOriginal();
    const controlFile = path.join(folder, "global", "pg_control");
    const control = await readFile(controlFile);
    const handle = await open(controlFile, "r+");
    await handle.write(Buffer.alloc(16, 0xff), 0, 16, 40);
    await handle.close();
    const before = await folderContents(dataDir);

    const { code, output } = await refusedStart(dataDir);
    expect(code).toBe(1);
    expect(output).toContain(
      `The embedded database's data folder ${folder} is incomplete or damaged: PostgreSQL could not start on it: incorrect checksum in control file.`,
    );
    expect(output).toContain(ADVICE);
    expect(output).not.toContain("Aborted()");
    expect(output).not.toMatch(/^\s+at /m);
    expect(await folderContents(dataDir)).toEqual(before);

    await writeFile(controlFile, control);
    const server = await startServer(dataDir);
    expectOriginalRoom(await resumeOriginalRoom(server.url));
  });

  it("lets one process at a time open a folder: a second one stops with a clear message", {
    timeout: 120_000,
  }, async () => {
    const { dataDir, folder } = await copyOfOriginal();
    const first = await startServer(dataDir);

    const { code, output } = await refusedStart(dataDir);
    expect(code).toBe(1);
    expect(output).toContain(
      `The embedded database's data folder ${folder} is in use by another server process (pid ${first.child.pid} on ${hostname()}, started `,
    );
    expect(output).toContain("Only one process may open it at a time");
    expect(output).not.toMatch(/^\s+at /m);
    // The first process goes on serving its rooms.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expectOriginalRoom(await resumeOriginalRoom(first.url));

    // Killed, it leaves its lock behind; the next process sees that its holder is gone.
    await stopProcess(first.child, "SIGKILL");
    const next = await startServer(dataDir);
    expectOriginalRoom(await resumeOriginalRoom(next.url));
  });

  it("resumes every player by themselves after the server is killed with SIGKILL mid-round, losing nothing", {
    timeout: 120_000,
  }, async () => {
    const { dataDir } = await copyOfOriginal();
    const port = await freePort();
    const first = await startServer(dataDir, port);
    const { all } = await fourPlayers(first.url, true);
    players.push(...all);
    const [host] = all;
    if (!host) throw new Error("no host");
    await play(all, host, { type: "start" });
    await play(all, describerOf(all), { type: "wordGuessed" });
    const lastViews = all.map(latest);

    await stopProcess(first.child, "SIGKILL");
    await until(() => all.every((player) => !player.socket.connected), 20_000, "the sockets to notice");
    const resumesBefore = all.map((player) => player.resumes.length);

    await startServer(dataDir, port);
    // Nobody does anything: each player's socket reconnects and resumes its saved session.
    await expectEveryoneResumed(all, resumesBefore, lastViews);

    // The same round goes on where it was: a guess passes the turn to the other team.
    const describingTeam = latest(host).game.currentTeam;
    await play(all, describerOf(all), { type: "wordGuessed" });
    for (const player of all) {
      expect(latest(player).game).toMatchObject({
        status: "playing",
        roundStartTime: lastViews[0]?.game.roundStartTime,
        currentTeam: describingTeam === "A" ? "B" : "A",
      });
    }
  });
});
