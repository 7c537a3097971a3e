/**
 * A server process's memory with many rooms of the longest lists of the group's own words
 * (docs/decisions/060): the production build, `--rooms` rooms (default 10,000) each created by its
 * host, who then saves 500 words of 40 CJK characters (the most memory a list can take), and leaves
 * the room open; then the process's JavaScript heap after a full garbage collection, and its RSS.
 * The room cache is bounded by ROOM_CACHE_MB (default 128): the rooms beyond it stay in the
 * database only.
 *
 *   npm run bench:memory
 *   npm run bench:memory -- --against /some/other/dist   (another build's dist, in turn)
 *   npm run bench:memory -- --database postgres --rooms 2000
 *   npm run bench:memory -- --old-space-mb 320   (V8's old generation held to 320 MB, which with
 *     the young generation's 3 × 64 MB of the server's flags makes a heap of 512 MB at most: a
 *     build that needs more stops with "JavaScript heap out of memory")
 *
 * Run `npm run build` first. With `postgres`, set BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { io as connect } from "socket.io-client";
import { SERVER_NODE_FLAGS } from "../tests/support/processes";
import { type Database, isDatabase, rssMb, settledMemory, startGameServer } from "./load-servers";
import { machineSpeedLine } from "./machine-speed";

const { values } = parseArgs({
  options: {
    against: { type: "string" },
    rooms: { type: "string", default: "10000" },
    database: { type: "string", default: "embedded" },
    concurrency: { type: "string", default: "32" },
    "old-space-mb": { type: "string" },
  },
});
const builds = [path.resolve("dist"), ...(values.against ? [path.resolve(values.against)] : [])];
const roomCount = Number(values.rooms);
const concurrency = Number(values.concurrency);
if (!isDatabase(values.database)) throw new Error("--database is embedded or postgres");
const database: Database = values.database;
const oldSpace = values["old-space-mb"];
const nodeFlags = [...SERVER_NODE_FLAGS, ...(oldSpace ? [`--max-old-space-size=${oldSpace}`] : [])];

/** 500 words of 40 CJK characters, different in every room (no string is shared between rooms). */
function ourWordsOf(room: number): string {
  const words: string[] = [];
  for (let index = 0; index < 500; index += 1) {
    const word: string[] = [];
    for (let at = 0; at < 40; at += 1)
      word.push(String.fromCodePoint(0x4e00 + ((room * 7919 + index * 41 + at) % 20_000)));
    words.push(word.join(""));
  }
  return words.join("\n");
}

type Ack = { ok: boolean; error?: string };

/** One host's room: created, its words saved, and the host's socket closed (the room stays). */
async function makeRoom(url: string, room: number): Promise<void> {
  const socket = connect(url, { transports: ["websocket"], reconnection: false });
  try {
    await new Promise((resolve, reject) => {
      socket.once("connect", () => resolve(undefined));
      socket.once("connect_error", reject);
    });
    const ask = (event: string, payload: unknown) => socket.timeout(60_000).emitWithAck(event, payload) as Promise<Ack>;
    const created = await ask("room:create", { name: `Host ${room}`, totalRounds: 3, roundDuration: 60 });
    if (!created.ok) throw new Error(`room ${room}: ${created.error}`);
    const chosen = await ask("room:intent", {
      type: "chooseWords",
      categories: [],
      mode: "only",
      ourWords: ourWordsOf(room),
    });
    if (!chosen.ok) throw new Error(`room ${room}: ${chosen.error}`);
  } finally {
    socket.disconnect();
  }
}

async function measure(build: string): Promise<void> {
  const server = await startGameServer(database, {
    dist: build,
    inspect: true,
    nodeFlags,
    env: { LOG_LEVEL: "silent" },
  });
  try {
    const before = await settledMemory(server.child.pid);
    const started = performance.now();
    let next = 0;
    let made = 0;
    let peakRss = 0;
    let failure: string | undefined;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < roomCount && !failure) {
          const room = next++;
          try {
            await makeRoom(server.url, room);
            made += 1;
          } catch (error) {
            failure ??= String((error as Error).message ?? error);
          }
          if (room % 500 === 0) peakRss = Math.max(peakRss, rssMb(server.child.pid));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (failure) {
      const { exitCode, signalCode } = server.child;
      const exited = exitCode !== null || signalCode !== null ? `, the server exited (${exitCode ?? signalCode})` : "";
      console.log(
        `| ${build} | ${database} | stopped after ${made} rooms: ${failure}${exited} | ${seconds.toFixed(0)} s |`,
      );
      return;
    }
    const after = await settledMemory(server.child.pid);
    console.log(
      `| ${build} | ${database} | ${roomCount} | ${seconds.toFixed(0)} s | ${before.heapMb.toFixed(0)} MB | ${after.heapMb.toFixed(0)} MB | ${peakRss.toFixed(0)} MB | ${after.rssMb.toFixed(0)} MB |`,
    );
  } finally {
    await server.stop();
  }
}

console.log(machineSpeedLine());
console.log(`Node flags: ${nodeFlags.join(" ")}`);
console.log("| build | database | rooms | took | heap before | heap after | RSS at most (sampled) | RSS after |");
console.log("|---|---|---|---|---|---|---|---|");
for (const build of builds) await measure(build);
console.log(machineSpeedLine());
