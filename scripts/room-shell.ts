/**
 * Writes the document a room page starts from (docs/decisions/033): React Router's SPA fallback
 * knows which route it shows only once its code runs, then fetches the room's module, and only
 * then the modules that one imports, one round trip after another. This copy of the fallback
 * names them all up front as module preloads, read from the build's route manifest.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { SHELL_FILES } from "../src/shared/routes";
import { MODULE_PRELOAD } from "./rewrite-pages";

/** The route whose code a room page needs (src/web/app/routes.ts; its alias shares the module). */
const ROOM_ROUTE_ID = "catchphrase-room";

type RouteManifest = { routes: Record<string, { module: string; imports?: string[] } | undefined> };

/** The manifest React Router's build writes as a script: `window.__reactRouterManifest={…};`. */
export function parseRouteManifest(source: string): RouteManifest {
  const json = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/.exec(source)?.[1];
  if (!json) throw new Error("The route manifest is not in the form React Router writes it");
  return JSON.parse(json) as RouteManifest;
}

/** `shell` with module preloads for `routeId`'s module and imports, after those it already has. */
export function withRoutePreloads(shell: string, manifest: RouteManifest, routeId: string): string {
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`The route manifest has no route "${routeId}"`);
  const preloads = [...shell.matchAll(MODULE_PRELOAD)];
  const last = preloads.at(-1);
  if (!last || last.index === undefined) throw new Error("The shell has no module preloads to add to");
  const present = new Set(preloads.map(([, href]) => href));
  const added = [route.module, ...(route.imports ?? [])].filter((href, at, all) => {
    return !present.has(href) && all.indexOf(href) === at;
  });
  const at = last.index + last[0].length;
  const links = added.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
  return `${shell.slice(0, at)}${links}${shell.slice(at)}`;
}

/** Writes the room shell beside the fallback in the client build at `root`. */
export async function writeRoomShell(root: string): Promise<void> {
  const shell = await readFile(path.join(root, SHELL_FILES.fallback), "utf8");
  const manifestHref = /<link rel="modulepreload" href="(\/assets\/manifest-[^"]+\.js)"\/>/.exec(shell)?.[1];
  if (!manifestHref) throw new Error("The SPA fallback names no route manifest");
  const manifest = parseRouteManifest(await readFile(path.join(root, manifestHref), "utf8"));
  await writeFile(path.join(root, SHELL_FILES.room), withRoutePreloads(shell, manifest, ROOM_ROUTE_ID));
}
