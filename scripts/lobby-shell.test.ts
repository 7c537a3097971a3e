import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeLobbyShell } from "./lobby-shell";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "lobby-shell-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the Catchphrase lobby's shell", () => {
  it("is the SPA fallback marked for a Catchphrase host, written beside it", async () => {
    await writeFile(
      path.join(root, "__spa-fallback.html"),
      "<html><head><title>Huddle</title></head><body></body></html>",
    );
    await writeLobbyShell(root);
    expect(await readFile(path.join(root, "__catchphrase-lobby.html"), "utf8")).toBe(
      '<html><head><title>Huddle</title><meta name="catchphrase-host" content="true"></head><body></body></html>',
    );
  });

  it("stops the build when the fallback has no head to mark", async () => {
    await writeFile(path.join(root, "__spa-fallback.html"), "<p>broken</p>");
    await expect(writeLobbyShell(root)).rejects.toThrow("__spa-fallback.html has no </head> to mark the lobby in");
  });
});
