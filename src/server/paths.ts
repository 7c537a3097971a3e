import { fileURLToPath } from "node:url";

/**
 * The project's root folder. This file sits two levels down both as source (src/server) and
 * when bundled (dist/server/main.js), so the same relative step finds the root in both cases.
 */
export const projectRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Committed SQL migrations, shared by both database drivers. */
export const migrationsFolder = `${projectRoot}src/server/db/migrations`;

/** The built browser app (prerendered pages, hashed assets, service worker). */
export const webBuildFolder = `${projectRoot}dist/web/client`;
