/**
 * Writes the shell a Catchphrase host answers / with (SHELL_FILES.catchphraseLobby): the SPA
 * fallback marked as the lobby. Written by the build, it is compressed with every other page
 * (scripts/compress-assets.mjs), where the server would otherwise compress it at Brotli's best on
 * every start.
 *
 * Run in the build's `buildEnd` (react-router.config.ts), once the fallback carries its stylesheet
 * and its starter.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { catchphraseLobbyShell, SHELL_FILES } from "../src/shared/routes";

export async function writeLobbyShell(root: string): Promise<void> {
  const fallback = await readFile(path.join(root, SHELL_FILES.fallback), "utf8");
  const lobby = catchphraseLobbyShell(fallback);
  if (lobby === fallback) throw new Error(`${SHELL_FILES.fallback} has no </head> to mark the lobby in`);
  await writeFile(path.join(root, SHELL_FILES.catchphraseLobby), lobby);
}
