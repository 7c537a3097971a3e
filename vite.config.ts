import { readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { packagesReached, staticImportClosure } from "./scripts/static-imports";

const apiServer = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * What every page needs before it is live, in a few long-cached chunks instead of thirty small
 * requests: React and React Router; our document, theme and toaster (root.tsx and all it imports
 * statically); the site's header and footer (the marketing pages' layout). Code loaded on demand
 * (a game, the feedback form, the toasts' library) stays in chunks of its own, and each route's
 * own code in its route's chunk.
 */
const appModules = staticImportClosure(["src/web/app/root.tsx"]);
const siteModules = new Set(
  [...staticImportClosure(["src/web/app/layout/site-layout.tsx"])].filter((file) => !appModules.has(file)),
);
/**
 * Our modules that two or more of the site's routes import statically (the route files named in
 * routes.ts). The Catchphrase lobby and room are left out: what they share (the socket client, the
 * protocol's schemas) is for Catchphrase pages alone.
 */
const routeFiles = [
  ...readFileSync("src/web/app/routes.ts", "utf8").matchAll(/"((?:\.\.\/|routes\/|layout\/)[^"]+\.tsx)"/g),
].map(([, file]) => path.join("src/web/app", file ?? ""));
const routeShared = new Set<string>();
const routesOf = new Map<string, number>();
for (const route of new Set(routeFiles.filter((file) => !file.includes("features/catchphrase/")))) {
  for (const file of staticImportClosure([route])) routesOf.set(file, (routesOf.get(file) ?? 0) + 1);
}
/** Packages light enough to ride along with the shared code (React's are in their own chunk anyway). */
const LIGHT_PACKAGES = /^(react|react-dom|react-router|lucide-react)(\/|$)/;
for (const [file, routes] of routesOf) {
  if (routes < 2 || appModules.has(file)) continue;
  // A module that brings a heavier package (zod, for the likes) stays with the pages that need it.
  if ([...packagesReached(file)].every((name) => LIGHT_PACKAGES.test(name))) routeShared.add(file);
}
const withoutQuery = (id: string) => id.replace(/\?.*$/, "");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
            { name: "app", test: (id) => appModules.has(withoutQuery(id)), priority: 20 },
            { name: "site", test: (id) => siteModules.has(withoutQuery(id)), priority: 10 },
            // Code and icons that several pages share: one chunk rather than a request for each.
            {
              name: "shared",
              test: (id) => routeShared.has(withoutQuery(id)) || /node_modules[\\/]lucide-react[\\/]/.test(id),
              minShareCount: 2,
              priority: 5,
            },
          ],
        },
        // Each mini-game's chunk carries the game's id, so a page's requests say which games it loaded.
        chunkFileNames: (chunk) => {
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
