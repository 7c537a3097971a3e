/**
 * Keeps the room pages the build prerendered as the shells room addresses are answered with
 * (docs/decisions/035). React Router prerenders the room route once per prefix with a stand-in
 * code (ROOM_SHELL_CODE); the server puts a room's own code in its place, so a room link paints
 * the room's own page, named, from its HTML, and asks for exactly the scripts that page needs.
 *
 * Run last in the build's `buildEnd` (react-router.config.ts), once every page step has run: the
 * page is moved out of the tree of prerendered pages (no address serves the stand-in as a page).
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ROOM_SHELL_CODE, ROOM_SHELLS } from "../src/shared/routes";

/**
 * Checks that `html` (a prerendered room page) names the stand-in code exactly once, in the
 * page's text: the one place the server fills in. Code inside a script would change that script's
 * hash, which the page's Content-Security-Policy allows (docs/decisions/016).
 */
export function checkRoomShell(html: string, name: string): string {
  const places = html.split(ROOM_SHELL_CODE).length - 1;
  if (places !== 1) throw new Error(`${name} names the room's code ${places} times instead of once`);
  for (const [, script] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (script?.includes(ROOM_SHELL_CODE)) throw new Error(`${name} names the room's code inside a script`);
  }
  return html;
}

/** Moves each prerendered room page of the client build at `root` to its shell file. */
export async function takeRoomShells(root: string): Promise<void> {
  for (const shell of ROOM_SHELLS) {
    const folder = path.join(root, shell.path);
    const html = await readFile(path.join(folder, "index.html"), "utf8");
    await writeFile(path.join(root, shell.file), checkRoomShell(html, shell.path));
    await rm(folder, { recursive: true });
  }
}
