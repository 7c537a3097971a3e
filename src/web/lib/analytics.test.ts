import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { track } from "./analytics";

/**
 * A page as far as counting needs one: <html> with or without the live mark, the browser's idle
 * callbacks and page events held for the test to run, and the beacons sent.
 */
function fakePage({ live, idleCallbacks = true }: { live: boolean; idleCallbacks?: boolean }) {
  const attributes = new Set(live ? ["data-live"] : []);
  const observers: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const listeners = new Map<string, Set<() => void>>();
  const beacons: string[] = [];
  vi.stubGlobal("document", { documentElement: { hasAttribute: (name: string) => attributes.has(name) } });
  vi.stubGlobal(
    "MutationObserver",
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(() => this.callback());
      }
      disconnect() {
        observers.length = 0;
      }
    },
  );
  vi.stubGlobal("window", {
    requestIdleCallback: idleCallbacks ? (callback: () => void) => idle.push(callback) : undefined,
    setTimeout: (callback: () => void) => idle.push(callback),
    addEventListener: (type: string, listener: () => void) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
  });
  vi.stubGlobal("navigator", {
    sendBeacon: (url: string, body: Blob) => {
      void body.text().then((text) => beacons.push(`${url} ${text}`));
      return true;
    },
  });
  return {
    beacons: async () => {
      await new Promise((settled) => setTimeout(settled, 0));
      return beacons;
    },
    goLive() {
      attributes.add("data-live");
      for (const observer of [...observers]) observer();
    },
    runIdle() {
      for (const callback of idle.splice(0)) callback();
    },
    leave() {
      for (const listener of [...(listeners.get("pagehide") ?? [])]) listener();
    },
  };
}

describe("track", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("sends nothing while the page hydrates, then every event once it is live and idle", async () => {
    const page = fakePage({ live: false });
    track("visit_new");
    track("page_view");
    page.runIdle();
    await expect(page.beacons()).resolves.toEqual([]);
    page.goLive();
    await expect(page.beacons()).resolves.toEqual([]);
    page.runIdle();
    await expect(page.beacons()).resolves.toEqual([
      '/api/events {"name":"visit_new"}',
      '/api/events {"name":"page_view"}',
    ]);
    page.runIdle();
    await expect(page.beacons()).resolves.toHaveLength(2);
  });

  it("sends what is left at once when the visitor leaves first, and each event only once", async () => {
    const page = fakePage({ live: false });
    track("preview_opened");
    page.leave();
    await expect(page.beacons()).resolves.toEqual(['/api/events {"name":"preview_opened"}']);
    page.goLive();
    page.runIdle();
    page.leave();
    await expect(page.beacons()).resolves.toHaveLength(1);
  });

  it("waits a moment instead where the browser cannot say when it is idle", async () => {
    const page = fakePage({ live: true, idleCallbacks: false });
    track("page_view");
    await expect(page.beacons()).resolves.toEqual([]);
    page.runIdle();
    await expect(page.beacons()).resolves.toEqual(['/api/events {"name":"page_view"}']);
  });
});
