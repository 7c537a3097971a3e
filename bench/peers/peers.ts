/**
 * The room servers people would pick instead of ours, run by the load benchmark beside it with the
 * same bots, rooms and ramp. Each lives in its own folder: `server.ts`, the process the benchmark
 * starts (it listens on PORT, answers GET /healthz with 200, and with `postgres` set keeps its
 * games in the database of DATABASE_URL), and `bots.ts`, whose `createRoom(url)` makes the
 * LoadRoom (bench/load-room.ts) that plays one room of eight on it. Benchmark code only: nothing
 * here ships.
 */
export const PEERS = {
  "boardgame.io": {
    label: "boardgame.io 0.50 (PostgreSQL)",
    server: new URL("./boardgame-io/server.ts", import.meta.url).pathname,
    postgres: true,
  },
  colyseus: {
    label: "Colyseus 0.16 (in memory)",
    server: new URL("./colyseus/server.ts", import.meta.url).pathname,
    postgres: false,
  },
} as const;

export type PeerName = keyof typeof PEERS;

export function isPeer(name: string): name is PeerName {
  return Object.hasOwn(PEERS, name);
}
