/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and lists the functions that spent the most time
 * themselves (self time), so that a load run can say where the server's CPU went.
 */
import { readFile } from "node:fs/promises";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds from the previous sample (the first: from startTime). */
  timeDeltas: number[];
};

export type HotFunction = { name: string; where: string; selfMs: number; share: number };

/** Where a function comes from: its npm package, the server's own bundle, or Node and V8. */
function origin(url: string, name: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.includes("/dist/server/")) return "server code (dist/server/main.js)";
  if (url.startsWith("wasm://")) return "WebAssembly (PGlite)";
  if (url.startsWith("node:")) return "Node.js library";
  if (name === "(garbage collector)") return "garbage collector";
  if (name === "(idle)") return "idle";
  return "V8 and native (writev, program, ...)";
}

/**
 * The `count` functions with the most self time, summed over every place they were sampled, and
 * the share of self time per origin (package, server code, Node, V8). With `lastSeconds`, only the
 * samples of the profile's last seconds count: the load, without the players' connecting before it.
 */
export async function cpuProfileSummary(
  file: string,
  count = 15,
  lastSeconds = Number.POSITIVE_INFINITY,
): Promise<{ functions: HotFunction[]; origins: { origin: string; share: number }[] }> {
  const profile = JSON.parse(await readFile(file, "utf8")) as CpuProfile;
  const byOrigin = new Map<string, number>();
  const sampleMs = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const since = profile.endTime - lastSeconds * 1_000_000;
  const hitsOf = new Map<number, number>();
  let time = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    time += profile.timeDeltas[index] ?? 0;
    if (time >= since) hitsOf.set(id, (hitsOf.get(id) ?? 0) + 1);
  }
  const totals = new Map<string, HotFunction>();
  let all = 0;
  for (const node of profile.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    all += hits;
    const { functionName, url, lineNumber } = node.callFrame;
    const from = origin(url, functionName);
    byOrigin.set(from, (byOrigin.get(from) ?? 0) + hits);
    const name = functionName || "(anonymous)";
    const where = url
      ? `${url.replace(/^.*\/node_modules\//, "").replace(/^file:\/\/.*\/dist\//, "dist/")}:${lineNumber + 1}`
      : "";
    const key = `${name} ${where}`;
    const entry = totals.get(key) ?? { name, where, selfMs: 0, share: 0 };
    entry.selfMs += hits * sampleMs;
    totals.set(key, entry);
  }
  const functions = [...totals.values()]
    .map((entry) => ({ ...entry, share: entry.selfMs / Math.max(sampleMs, all * sampleMs) }))
    .sort((a, b) => b.selfMs - a.selfMs)
    .slice(0, count);
  const origins = [...byOrigin]
    .map(([name, hits]) => ({ origin: name, share: hits / Math.max(1, all) }))
    .sort((a, b) => b.share - a.share);
  return { functions, origins };
}
