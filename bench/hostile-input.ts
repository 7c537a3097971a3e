/**
 * What hostile input costs a server process (docs/decisions/060). Two measures:
 *
 * 1. The worst accepted message's validation: the intent schema reading the longest lists of Our
 *    Words a host may send (500 words of 40 Latin letters, of 40 CJK characters, and lines of
 *    letters typed with their marks apart, which compose to 40), timed in this process, beside the
 *    review's refused line (one letter and 24,000 combining marks). Goal: under 10 ms.
 * 2. Bystanders while one client sends the review's line at its allowed rate: the production build
 *    on the embedded database; ten rooms whose hosts each change a setting every 200 ms, and
 *    `/healthz` every 100 ms, their answers timed, first quiet, then while an attacker holding a
 *    room sends the line from `--sockets` sockets of its host, `--per-second` in all, for
 *    `--seconds`, and until the attacker's last answer came (at most 60 s more).
 *
 *   npm run bench:hostile
 *   npm run bench:hostile -- --against /some/other/dist   (the same measures of another build, in turn)
 *   npm run bench:hostile -- --sockets 100 --per-second 500 --seconds 5
 *
 * Run `npm run build` first. With `--against`, the other build's checkout must hold its node_modules
 * and its sources beside its `dist` (part 1 reads the intent schema of its src/).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { io as connect, type Socket } from "socket.io-client";
import { startGameServer } from "./load-servers";
import { machineSpeedLine } from "./machine-speed";

const { values } = parseArgs({
  options: {
    against: { type: "string" },
    sockets: { type: "string", default: "5" },
    "per-second": { type: "string", default: "5" },
    seconds: { type: "string", default: "5" },
    quiet: { type: "string", default: "5" },
  },
});
const builds = [path.resolve("dist"), ...(values.against ? [path.resolve(values.against)] : [])];
const attackSockets = Number(values.sockets);
const perSecond = Number(values["per-second"]);
const attackSeconds = Number(values.seconds);
const quietSeconds = Number(values.quiet);

/** The review's line: "a", then 12,000 × U+0301 and 11,998 × U+0316 (24,000 UTF-16 units, 48 kB). */
const HOSTILE_LINE = `a${"\u0301".repeat(12_000)}${"\u0316".repeat(11_998)}`;
const MOST_TEXT = 24_000;
/**
 * The allowances of an address as a deployment has them (the load benchmark's servers lift them,
 * as all its bots share one address; here every client has its own).
 */
const DEFAULT_ALLOWANCES = { CATCHPHRASE_JOINS_PER_MINUTE: "60", CATCHPHRASE_REFUSALS_PER_MINUTE: "60" };
/** The attacker's client address, apart from the bystanders' (10.0.0.1 to 10.0.0.10). */
const ATTACKER = "10.66.0.1";

/** Lines one after the other, as many as fit in the 24,000 units a list may take, at most 500. */
function listOf(line: (index: number) => string): string {
  const lines: string[] = [];
  let units = 0;
  for (let index = 0; index < 500; index += 1) {
    const next = line(index);
    if (units + next.length + 1 > MOST_TEXT) break;
    lines.push(next);
    units += next.length + 1;
  }
  return lines.join("\n");
}

/** A word of 40 characters told apart by `index`, from `alphabet`. */
const word = (alphabet: string[], index: number) =>
  Array.from({ length: 40 }, (_, at) => alphabet[(index * 7 + at * 3) % alphabet.length]).join("");
const LATIN = [..."abcdefghijklmnopqrstuvwxyz"];
const CJK = Array.from({ length: 2000 }, (_, index) => String.fromCodePoint(0x4e00 + index));
/** Letters with two marks typed apart, each composing to one character (Vietnamese ệ, ố, ặ...). */
const DECOMPOSED = ["e\u0323\u0302", "o\u0302\u0301", "a\u0323\u0306", "u\u031b\u0300", "o\u031b\u0303"];
/** Greek letters with three marks typed apart, each composing to one character (ᾂ and the like). */
const GREEK = ["\u03b1\u0313\u0300\u0345", "\u03b7\u0314\u0301\u0345", "\u03c9\u0313\u0342\u0345"];

const CANDIDATES: { name: string; ourWords: string }[] = [
  { name: "500 words of 40 Latin letters", ourWords: listOf((index) => word(LATIN, index)) },
  { name: "500 words of 40 CJK characters", ourWords: listOf((index) => word(CJK, index)) },
  { name: "words of 40 letters typed with 2 marks apart", ourWords: listOf((index) => word(DECOMPOSED, index)) },
  { name: "words of 40 Greek letters typed with 3 marks apart", ourWords: listOf((index) => word(GREEK, index)) },
  { name: "the review's line (refused)", ourWords: HOSTILE_LINE },
];

type Parsed = { success: boolean; data?: { ourWords?: unknown } };
type Validation = (message: object) => boolean;

/** Median and slowest of `runs` validations of `message`, in ms, after a few to warm up. */
function timeValidation(validate: Validation, message: object, runs: number) {
  for (let warm = 0; warm < Math.min(3, runs); warm += 1) validate(message);
  const times: number[] = [];
  let accepted = false;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    accepted = validate(message);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? Number.NaN, max: times.at(-1) ?? Number.NaN, accepted };
}

/**
 * How a build validates a message: its intent schema, then, where the schema leaves Our Words as
 * text (builds before decision 060, whose engine read them), the reading of the list.
 */
async function validationOf(build: string): Promise<Validation> {
  const source = path.join(build, "..", "src/shared/catchphrase");
  const { intentSchema } = (await import(path.join(source, "intents.ts"))) as {
    intentSchema: { safeParse(input: unknown): Parsed };
  };
  const { readOurWords } = (await import(path.join(source, "our-words.ts"))) as {
    readOurWords(text: string): { ok: boolean };
  };
  return (message) => {
    const parsed = intentSchema.safeParse(message);
    const words = parsed.data?.ourWords;
    return parsed.success && (typeof words === "string" ? readOurWords(words).ok : true);
  };
}

async function validationTimes(build: string) {
  const validate = await validationOf(build);
  console.log(`\n1. Validation of a chooseWords message, ${build}`);
  console.log("| message | units | accepted | median | slowest |");
  console.log("|---|---|---|---|---|");
  for (const { name, ourWords } of CANDIDATES) {
    const message = { type: "chooseWords", categories: [], mode: "only", ourWords };
    // The review's line takes a quarter of a second a read on the old rules: a few reads tell.
    const { median, max, accepted } = timeValidation(validate, message, name.includes("review") ? 5 : 100);
    console.log(
      `| ${name} | ${ourWords.length} | ${accepted ? "yes" : "no"} | ${median.toFixed(2)} ms | ${max.toFixed(2)} ms |`,
    );
  }
}

type Ack = { ok: boolean; error?: string; session?: { roomCode: string; playerId: string; token: string } };

/**
 * A socket from the client address `address`: the server believes the forwarded address from
 * loopback (TRUST_PROXY), so that each room's players count as a household of their own, as they
 * would be, and not as one address sharing its allowances with the attacker.
 */
function open(url: string, address: string): Promise<Socket> {
  const socket = connect(url, {
    transports: ["websocket"],
    reconnection: false,
    extraHeaders: { "x-forwarded-for": address },
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

const ask = (socket: Socket, event: string, payload: unknown, timeoutMs = 120_000) =>
  socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<Ack>;

async function createRoom(url: string, name: string, address: string) {
  const socket = await open(url, address);
  const ack = await ask(socket, "room:create", { name, totalRounds: 3, roundDuration: 60 });
  if (!ack.ok || !ack.session) throw new Error(`${name}: ${ack.error}`);
  return { socket, session: ack.session };
}

/** Latencies in ms, each with when it was asked (ms since the start). */
type Timings = { at: number; ms: number }[];

function summary(timings: Timings, from: number, to: number): string {
  const within = timings.filter(({ at }) => at >= from && at < to).map(({ ms }) => ms);
  within.sort((a, b) => a - b);
  const at = (share: number) => within[Math.min(within.length - 1, Math.floor(share * within.length))] ?? Number.NaN;
  return `${within.length} | ${at(0.5).toFixed(1)} | ${at(0.99).toFixed(1)} | ${(within.at(-1) ?? Number.NaN).toFixed(1)}`;
}

async function bystanders(build: string) {
  const server = await startGameServer("embedded", {
    dist: build,
    env: { LOG_LEVEL: "silent", TRUST_PROXY: "loopback", ...DEFAULT_ALLOWANCES },
  });
  const start = performance.now();
  const now = () => performance.now() - start;
  const intents: Timings = [];
  const health: Timings = [];
  /** Bystanders whose connection dropped while they waited for an answer. */
  let dropped = 0;
  let running = true;
  try {
    const rooms = await Promise.all(
      Array.from({ length: 10 }, (_, index) => createRoom(server.url, `Bystander ${index}`, `10.0.0.${index + 1}`)),
    );
    const loops = rooms.map(async ({ socket }, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 20));
      for (let flip = 0; running && socket.connected; flip += 1) {
        const asked = now();
        try {
          await ask(socket, "room:intent", { type: "updateSettings", settings: { showTimer: flip % 2 === 0 } });
          intents.push({ at: asked, ms: now() - asked });
        } catch {
          // The server stayed silent past Socket.IO's ping timeout and the connection dropped.
          dropped += 1;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 200 - (now() - asked))));
      }
    });
    const polling = (async () => {
      while (running) {
        const asked = now();
        await fetch(`${server.url}/healthz`).then((response) => response.arrayBuffer());
        health.push({ at: asked, ms: now() - asked });
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (now() - asked))));
      }
    })();

    // The attacker: a room of its own, and its host on `attackSockets` sockets.
    const attacker = await createRoom(server.url, "Mallory", ATTACKER);
    const { roomCode: code, playerId, token } = attacker.session;
    const sockets = [attacker.socket];
    while (sockets.length < attackSockets) {
      const socket = await open(server.url, ATTACKER);
      await ask(socket, "room:resume", { code, playerId, token });
      sockets.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, quietSeconds * 1000));
    const attackFrom = now();
    const message = { type: "chooseWords", categories: [], mode: "only", ourWords: HOSTILE_LINE };
    const answers: Promise<Ack>[] = [];
    const total = Math.round(perSecond * attackSeconds);
    for (let sent = 0; sent < total; sent += 1) {
      const due = attackFrom + (sent * 1000) / perSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - now())));
      answers.push(
        ask(sockets[sent % sockets.length] as Socket, "room:intent", message, 60_000).catch(() => ({
          ok: false,
          error: "no answer",
        })),
      );
    }
    const acks = await Promise.all(answers);
    const attackTo = Math.max(now(), attackFrom + attackSeconds * 1000);
    running = false;
    await Promise.all([...loops, polling]);
    const errors = new Map<string, number>();
    for (const ack of acks) errors.set(ack.error ?? "ok", (errors.get(ack.error ?? "ok") ?? 0) + 1);
    console.log(
      `\n2. ${build}: ${total} messages from ${sockets.length} sockets in ${attackSeconds} s; all answered ${((attackTo - attackFrom) / 1000).toFixed(1)} s after the first was sent`,
    );
    for (const [error, count] of errors)
      console.log(`   ${count} × ${error.length > 90 ? `${error.slice(0, 90)}…` : error}`);
    console.log(`   bystanders whose connection dropped: ${dropped} of ${rooms.length}`);
    console.log("| while | what | answers | p50 ms | p99 ms | max ms |");
    console.log("|---|---|---|---|---|---|");
    console.log(`| quiet | bystanders' intents | ${summary(intents, 1000, attackFrom)} |`);
    console.log(`| quiet | /healthz | ${summary(health, 1000, attackFrom)} |`);
    console.log(`| attacked | bystanders' intents | ${summary(intents, attackFrom, attackTo)} |`);
    console.log(`| attacked | /healthz | ${summary(health, attackFrom, attackTo)} |`);
    for (const socket of [...sockets, ...rooms.map((room) => room.socket)]) socket.disconnect();
  } finally {
    running = false;
    await server.stop();
  }
}

console.log(machineSpeedLine());
for (const build of builds) await validationTimes(build);
for (const build of builds) await bystanders(build);
console.log(machineSpeedLine());
