// Builds dist/web/client/service-worker.js after the app build: bundles the worker's source, then
// lets Workbox write the precache list (file names and revisions) into it.
import { readFile, rm } from "node:fs/promises";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";

const clientDir = "dist/web/client";
const bundled = "dist/web/service-worker.bundle.js";

await build({
  entryPoints: ["src/web/service-worker/service-worker.ts"],
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  define: { "process.env.NODE_ENV": '"production"' },
  outfile: bundled,
  logLevel: "warning",
});

// Stylesheets every page carries inside itself (react-router.config.ts) are never fetched: no copy.
const inlined = [...(await readFile(`${clientDir}/index.html`, "utf8")).matchAll(/<style data-href="\/([^"]+)"/g)].map(
  ([, file]) => file,
);

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: `${clientDir}/service-worker.js`,
  globDirectory: clientDir,
  globPatterns: ["assets/**/*.{js,css}", "offline.html", "icons/*.{svg,png}", "manifest.webmanifest"],
  // Each mini-game's code (and a game's worker) is fetched by its own page only, then kept by the
  // runtime cache.
  globIgnores: ["assets/games/**", "assets/*-worker-*.js", ...inlined],
  // Hashed file names already change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
for (const warning of warnings) console.warn(warning);
await rm(bundled);
console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KiB)`);
