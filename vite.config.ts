import { readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { NORDLE_WORDS_MODULE, nordleWords } from "./scripts/nordle-words";
import { packagesReached, staticImportClosure } from "./scripts/static-imports";

const apiServer = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * What a page needs before it is live, in a few long-cached chunks (docs/decisions/030, 034): a
 * page over a slow phone connection asks for six scripts at a time, one round trip per six, so
 * fewer requests win over fewer bytes. Code loaded on demand (a game, the feedback form, the
 * toasts' library) stays in chunks of its own, and each route's own code in its route's chunk.
 *
 * Which modules a route needs is read from our static imports. The Catchphrase lobby and room
 * count as one area of the site; a module needed by two or more areas is shared.
 */
const routeFiles = [
  ...new Set(
    [...readFileSync("src/web/app/routes.ts", "utf8").matchAll(/"((?:\.\.\/|routes\/|layout\/)[^"]+\.tsx)"/g)].map(
      ([, file]) => path.join("src/web/app", file ?? ""),
    ),
  ),
];
const areaOf = (route: string) => (route.includes("features/catchphrase/") ? "catchphrase" : route);
const areasOf = new Map<string, Set<string>>();
for (const route of routeFiles) {
  for (const file of staticImportClosure([route]))
    areasOf.set(file, (areasOf.get(file) ?? new Set()).add(areaOf(route)));
}
/** Packages light enough to ride along with the site's code (React's are in their own chunk anyway). */
const LIGHT_PACKAGES = /^(react|react-dom|react-router|lucide-react)(\/|$)/;
const isLight = (file: string) => [...packagesReached(file)].every((name) => LIGHT_PACKAGES.test(name));
const sharedByAreas = [...areasOf].filter(([, areas]) => areas.size >= 2).map(([file]) => file);
/**
 * Every page's: `root.tsx` and all it imports (the document, theme, toaster), the marketing
 * pages' layout, and the light modules two or more areas share.
 */
const siteModules = new Set([
  ...staticImportClosure(["src/web/app/root.tsx", "src/web/app/layout/site-layout.tsx"]),
  ...sharedByAreas.filter(isLight),
]);
/** Shared modules that bring a heavier package (the likes' and Catchphrase's schemas bring zod). */
const sharedModules = new Set(sharedByAreas.filter((file) => !siteModules.has(file)));
/**
 * What the Catchphrase lobby and room both need: the socket client, the protocol, the dialogs. The
 * big-screen display (features/catchphrase/display/) is left out of the reckoning: it needs less,
 * and takes what it shares with them from this chunk.
 */
const catchphraseRoutes = routeFiles.filter(
  (route) => areaOf(route) === "catchphrase" && !route.includes("features/catchphrase/display/"),
);
const catchphraseModules = new Set(
  [...staticImportClosure(catchphraseRoutes.slice(0, 1))].filter(
    (file) => catchphraseRoutes.every((route) => staticImportClosure([route]).has(file)) && !siteModules.has(file),
  ),
);
const withoutQuery = (id: string) => id.replace(/\?.*$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), nordleWords()],
  define: {
    /** When this build was made; prerendered pages show it until the browser knows the time. */
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: {
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 30,
            },
            {
              name: "site",
              test: (id) => siteModules.has(withoutQuery(id)) || /node_modules[\\/]lucide-react[\\/]/.test(id),
              priority: 20,
            },
            // With the packages they bring (zod), captured before Catchphrase's group would take them.
            { name: "shared", test: (id) => sharedModules.has(withoutQuery(id)), priority: 15 },
            // Radix's primitives in one chunk (a game's tabs, the dialogs, the switches), but for the
            // popover, which brings a positioning library and is only for the feedback form.
            { name: "radix", test: /node_modules[\\/]@radix-ui[\\/]react-(?!popover|popper)/, priority: 12 },
            { name: "catchphrase", test: (id) => catchphraseModules.has(withoutQuery(id)), priority: 10 },
          ],
        },
        // Each mini-game's chunk carries the game's id, so a page's requests say which games it loaded;
        // Nordle's word list is a chunk of Nordle's.
        chunkFileNames: (chunk) => {
          if (chunk.facadeModuleId === `\0${NORDLE_WORDS_MODULE}`) return "assets/games/nordle-words-[hash].js";
          const game = /\/mini-games\/games\/([a-z0-9-]+)\/game\.tsx$/.exec(chunk.facadeModuleId ?? "")?.[1];
          return game ? `assets/games/${game}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
  server: {
    port: 5173,
    // In development the API and Socket.IO run in their own process (npm run dev starts both).
    proxy: {
      "/api": apiServer,
      "/healthz": apiServer,
      "/robots.txt": apiServer,
      "/sitemap.xml": apiServer,
      "/socket.io": { target: apiServer, ws: true },
    },
  },
});
