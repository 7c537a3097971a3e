import { describe, expect, it } from "vitest";
import { parseRouteManifest, withRoutePreloads } from "./room-shell";

const manifestSource =
  'window.__reactRouterManifest={"entry":{"module":"/assets/entry.js","imports":[]},"routes":{' +
  '"root":{"module":"/assets/root.js","imports":["/assets/framework.js"]},' +
  '"catchphrase-room":{"module":"/assets/room-page.js","imports":["/assets/framework.js","/assets/app.js","/assets/socket.js","/assets/zod.js","/assets/socket.js"]}}};';
const shell =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework.js"/>' +
  '<link rel="modulepreload" href="/assets/app.js"/><script>theme()</script></head><body></body></html>';

describe("the room shell", () => {
  it("asks up front for the room's module and what it imports, each once, after the shell's own preloads", () => {
    const room = withRoutePreloads(shell, parseRouteManifest(manifestSource), "catchphrase-room");
    expect([...room.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(([, href]) => href)).toEqual([
      "/assets/manifest-1.js",
      "/assets/framework.js",
      "/assets/app.js",
      "/assets/room-page.js",
      "/assets/socket.js",
      "/assets/zod.js",
    ]);
    expect(room.replaceAll(/<link rel="modulepreload" href="[^"]+"\/>/g, "")).toBe(
      shell.replaceAll(/<link rel="modulepreload" href="[^"]+"\/>/g, ""),
    );
  });

  it("refuses a manifest it cannot read, a route it does not have, or a shell without preloads", () => {
    expect(() => parseRouteManifest("export const manifest = {}")).toThrow("not in the form");
    const manifest = parseRouteManifest(manifestSource);
    expect(() => withRoutePreloads(shell, manifest, "catchphrase-lobby")).toThrow('no route "catchphrase-lobby"');
    expect(() => withRoutePreloads("<html><head></head></html>", manifest, "catchphrase-room")).toThrow(
      "no module preloads",
    );
  });
});
