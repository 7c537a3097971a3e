import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ROOM_CODE_PATTERN } from "../../shared/catchphrase/constants";
import { type CatchphraseRoom, ROOM_SHELL_CODE, ROOM_SHELLS } from "../../shared/routes";

/** A room's page as it is sent: the room page of the build with the room's code, and its policy. */
export type RoomPage = { html: string; policy: string };

/**
 * The room pages of the build at `webRoot` (docs/decisions/035): for a room's address, the room
 * page prerendered under its prefix with the room's code put in place of the stand-in, as the
 * page's code will render it (upper case); undefined where the build has no such page, or where
 * the address cannot name a room (the SPA fallback serves it, and the app sends the visitor on).
 * Only a code of a room code's form is put in a page, so nothing from the address reaches the
 * HTML unchecked; the code sits in the page's text, outside every script, so the page's policy
 * (its scripts' hashes) holds for every room.
 */
export async function loadRoomPages(
  webRoot: string,
  policyOf: (file: string) => string,
): Promise<(room: CatchphraseRoom) => RoomPage | undefined> {
  const pages = new Map<string, RoomPage>();
  for (const shell of ROOM_SHELLS) {
    const file = path.resolve(webRoot, shell.file);
    if (existsSync(file)) pages.set(shell.prefix, { html: await readFile(file, "utf8"), policy: policyOf(file) });
  }
  return ({ prefix, roomId }) => {
    const page = pages.get(prefix);
    const code = roomId.toUpperCase();
    if (!page || !ROOM_CODE_PATTERN.test(code)) return undefined;
    return { html: page.html.replace(ROOM_SHELL_CODE, code), policy: page.policy };
  };
}
