import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const ISSUED = `anon-${"ab".repeat(26)}`;
const SUCCESSOR = `anon-${"cd".repeat(26)}`;
const KEY = "huddle_anonymousId";

/** A browser's local storage, which may refuse every write as a full or blocked one does. */
function fakeStorage(refuseWrites = false) {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuseWrites) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      values.set(key, value);
    },
    removeItem: (key: string) => values.delete(key),
  };
}

let requests: { url: string; body: unknown }[];

/** The server's POST /api/visitor-ids: a new id, or the successor of an id of before. */
function serveVisitorIds() {
  requests = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? "{}"));
    requests.push({ url, body });
    return new Response(JSON.stringify({ id: body.previousId ? SUCCESSOR : ISSUED }), { status: 201 });
  });
}

async function freshPage(storage: ReturnType<typeof fakeStorage>) {
  vi.stubGlobal("window", { localStorage: storage, sessionStorage: fakeStorage() });
  vi.resetModules();
  return import("./visitor-id");
}

beforeEach(serveVisitorIds);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the visitor id of this browser (decision 020)", () => {
  it("is asked of the server once, even when two likes are pressed together, and kept", async () => {
    const storage = fakeStorage();
    const visitorId = await freshPage(storage);
    expect(visitorId.knownVisitorId()).toBeUndefined();
    expect(await Promise.all([visitorId.obtainVisitorId(), visitorId.obtainVisitorId()])).toEqual([ISSUED, ISSUED]);
    expect(requests).toEqual([{ url: "/api/visitor-ids", body: {} }]);
    expect(storage.values.get(KEY)).toBe(ISSUED);
    expect(await visitorId.obtainVisitorId()).toBe(ISSUED);
    expect(requests).toHaveLength(1);
  });

  it("hands the server an id the browser made before, so that its likes move to the new one", async () => {
    const storage = fakeStorage();
    storage.values.set(KEY, "anon-k3j9x2m1q8");
    const visitorId = await freshPage(storage);
    expect(visitorId.knownVisitorId()).toBeUndefined();
    expect(visitorId.hasPreviousVisitorId()).toBe(true);
    expect(await visitorId.obtainVisitorId()).toBe(SUCCESSOR);
    expect(requests).toEqual([{ url: "/api/visitor-ids", body: { previousId: "anon-k3j9x2m1q8" } }]);
    expect(storage.values.get(KEY)).toBe(SUCCESSOR);
    expect(visitorId.hasPreviousVisitorId()).toBe(false);
  });

  it("lasts as long as the page when the browser cannot store it", async () => {
    const visitorId = await freshPage(fakeStorage(true));
    expect(await visitorId.obtainVisitorId()).toBe(ISSUED);
    expect(await visitorId.obtainVisitorId()).toBe(ISSUED);
    expect(requests).toHaveLength(1);
  });

  it("is asked anew once forgotten, without handing over the forgotten one", async () => {
    const storage = fakeStorage();
    const madeUp = `anon-${"0".repeat(52)}`;
    storage.values.set(KEY, madeUp);
    const visitorId = await freshPage(storage);
    expect(visitorId.knownVisitorId()).toBe(madeUp);
    visitorId.forgetVisitorId(madeUp);
    expect(await visitorId.obtainVisitorId()).toBe(ISSUED);
    expect(requests).toEqual([{ url: "/api/visitor-ids", body: {} }]);
  });
});
