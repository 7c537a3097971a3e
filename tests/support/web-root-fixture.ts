import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { ROOM_SHELL_CODE, ROOM_SHELLS, SHELL_FILES } from "../../src/shared/routes";

/** Marks each fixture page so a test can tell which file the server sent. */
export const fixturePages = {
  shell: "<html><head><title>shell</title></head><body>SPA SHELL</body></html>",
  /** The room page the build prerendered under `prefix`, with the stand-in code the server fills in. */
  roomShell: (prefix: string) =>
    `<html><head><script>boot()</script></head><body>ROOM PAGE ${prefix}: Entering room ${ROOM_SHELL_CODE}…</body></html>`,
  home: "<html><head></head><body>HOME PAGE</body></html>",
  password: "<html><head></head><body>PASSWORD PAGE</body></html>",
  asset: "console.log('app');",
};

/**
 * A miniature of the web build (the layout `react-router build` writes) in a temporary folder,
 * so server tests need no real build.
 */
export async function createWebRootFixture(): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), "web-root-"));
  await mkdir(path.join(root, "games/password"), { recursive: true });
  await mkdir(path.join(root, "assets"), { recursive: true });
  await writeFile(path.join(root, SHELL_FILES.fallback), fixturePages.shell);
  for (const shell of ROOM_SHELLS) await writeFile(path.join(root, shell.file), fixturePages.roomShell(shell.prefix));
  await writeFile(path.join(root, "index.html"), fixturePages.home);
  await writeFile(path.join(root, "games/password/index.html"), fixturePages.password);
  await writeFile(path.join(root, "games/password/index.html.br"), brotliCompressSync(fixturePages.password));
  await writeFile(path.join(root, "assets/app-3f9a1c.js"), fixturePages.asset);
  await writeFile(path.join(root, "service-worker.js"), "self.addEventListener('fetch', () => {});");
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
