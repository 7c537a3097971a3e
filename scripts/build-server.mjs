// Bundles the server for production (`npm run build:server`), and the one place its esbuild flags
// live: the cluster tests bundle it the same way into a folder of their own.
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * The server, with each database driver and the Redis client in chunks beside it, loaded when used
 * (decision 058).
 */
export function serverBuildOptions(outdir) {
  return {
    entryPoints: ["src/server/main.ts"],
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    outdir,
    entryNames: "[name]",
    chunkNames: "[name]-[hash]",
    logLevel: "warning",
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Emptied first: chunks are named by their content, and an earlier build's would stay behind.
  await rm("dist/server", { recursive: true, force: true });
  await build(serverBuildOptions("dist/server"));
}
