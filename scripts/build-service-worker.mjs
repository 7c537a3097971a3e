// Builds dist/web/client/service-worker.js after the app build: bundles the worker's source, then
// lets Workbox write the precache list (file names, revisions and integrity) into it.
import { createHash } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { getManifest, injectManifest } from "workbox-build";

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

// Each file's Subresource Integrity (docs/decisions/063): the browser checks the bytes a precache or
// keep fetch receives against it, after undoing Brotli or gzip, so a server still on the previous
// release (a rolling update) cannot have its file kept under this release's revision. The files
// must be served as built: none of those listed below is rewritten by the server.
/** @type {import("workbox-build").ManifestTransform} */
const withIntegrity = async (entries) => ({
  manifest: await Promise.all(
    entries.map(async (entry) => {
      const digest = createHash("sha384")
        .update(await readFile(path.join(clientDir, entry.url)))
        .digest("base64");
      return { ...entry, integrity: `sha384-${digest}` };
    }),
  ),
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
  manifestTransforms: [withIntegrity],
});
for (const warning of warnings) console.warn(warning);
await rm(bundled);
console.log(`service worker: ${count} files precached (${Math.round(size / 1024)} KiB)`);

// What the gallery has the worker keep for offline play (src/web/service-worker/service-worker.ts):
// every mini-game's page, code, artwork and word list, the solver's worker, the gallery and its
// pictures, and the Catchphrase lobby.
const miniGames = await getManifest({
  globDirectory: clientDir,
  globPatterns: [
    "assets/games/*.js",
    "assets/*-worker-*.js",
    "assets/*.svg",
    "mini-games/*/index.html",
    "game-gallery/index.html",
    "gallery/*.webp",
    "catchphrase/index.html",
  ],
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  manifestTransforms: [withIntegrity],
});
for (const warning of miniGames.warnings) console.warn(warning);
const worker = await readFile(`${clientDir}/service-worker.js`, "utf8");
if (!worker.includes("self.__MINI_GAMES_MANIFEST"))
  throw new Error("The service worker has no place for the mini-games' list");
const entries = miniGames.manifestEntries.map(({ url, revision, integrity }) => ({
  url: `/${url}`,
  revision,
  integrity,
}));
await writeFile(
  `${clientDir}/service-worker.js`,
  worker.replace("self.__MINI_GAMES_MANIFEST", JSON.stringify(entries)),
);
console.log(
  `service worker: ${miniGames.count} files kept for offline play once asked (${Math.round(miniGames.size / 1024)} KiB)`,
);
