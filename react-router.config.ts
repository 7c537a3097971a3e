import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { inlineStylesheetsInBuild } from "./scripts/inline-stylesheet";
import { writeRoomShell } from "./scripts/room-shell";
import { scriptsAfterFirstPaintInBuild } from "./scripts/scripts-after-first-paint";
import { MARKETING_PATHS, UNLISTED_PRERENDERED_PATHS } from "./src/shared/routes";

/**
 * No server rendering at request time: every marketing route is prerendered to static HTML at
 * build time, and everything else (room pages, unknown paths) boots from the SPA fallback.
 */
export default {
  appDirectory: "src/web/app",
  buildDirectory: "dist/web",
  ssr: false,
  prerender: [...MARKETING_PATHS, ...UNLISTED_PRERENDERED_PATHS],
  // Once the pages are written: each carries the stylesheet itself (docs/decisions/031), room
  // pages start from a shell that names the room's code (docs/decisions/033), and every page asks
  // for its scripts once it has painted (docs/decisions/034).
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, "client");
    const pages = await inlineStylesheetsInBuild(client);
    console.info(`stylesheet put inside ${pages} pages`);
    await writeRoomShell(client);
    console.info(`scripts after the first paint in ${await scriptsAfterFirstPaintInBuild(client)} pages`);
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
