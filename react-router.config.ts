import type { Config } from "@react-router/dev/config";
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
  // Opt in to the behaviour of the next major now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
