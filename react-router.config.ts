import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { inlineStylesheetsInBuild } from "./scripts/inline-stylesheet";
import { writeLobbyShell } from "./scripts/lobby-shell";
import { takeRoomShells } from "./scripts/room-shells";
import { scriptsAfterFirstPaintInBuild } from "./scripts/scripts-after-first-paint";
import { MARKETING_PATHS, ROOM_SHELLS, UNLISTED_PRERENDERED_PATHS } from "./src/shared/routes";

/**
 * No server rendering at request time: every marketing route is prerendered to static HTML at
 * build time, and so is a room page with a stand-in code, which the server fills in for each room
 * (docs/decisions/035); unknown paths boot from the SPA fallback.
 */
export default {
  appDirectory: "src/web/app",
  buildDirectory: "dist/web",
  ssr: false,
  prerender: [...MARKETING_PATHS, ...UNLISTED_PRERENDERED_PATHS, ...ROOM_SHELLS.map((shell) => shell.path)],
  // Once the pages are written: each carries the stylesheet itself (docs/decisions/031) and asks
  // for its scripts once it has painted (docs/decisions/034); then the room pages become the
  // shells the server fills in (docs/decisions/035), and the lobby's shell is written.
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    const pages = await inlineStylesheetsInBuild(client);
    console.info(`stylesheet put inside ${pages} pages`);
    console.info(`scripts after the first paint in ${await scriptsAfterFirstPaintInBuild(client)} pages`);
    await takeRoomShells(client);
    await writeLobbyShell(client);
  },
  // Opt in to the behaviour of the next major now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
