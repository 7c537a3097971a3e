import { describe, expect, it } from "vitest";
import { type KeyValueStore, recordVisit, saveSubscription, shouldPromptSubscription } from "./visitor-status";

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    get: (key) => data[key] ?? null,
    set: (key, value) => {
      data[key] = value;
    },
  };
}

const nov22 = new Date(2026, 10, 22, 18, 30);

describe("recordVisit", () => {
  it("counts a first visit as new and stores last_visit, visit_count and daily_stats", () => {
    const store = memoryStore();
    expect(recordVisit(store, nov22)).toEqual({ returning: false, visitCount: 1, subscribed: false });
    expect(store.data.last_visit).toBe(String(nov22.getTime()));
    expect(store.data.visit_count).toBe("1");
    expect(JSON.parse(store.data.daily_stats ?? "")).toEqual({
      "2026-11-22": { newVisitors: 1, returningVisitors: 0 },
    });
  });

  it("counts later visits as returning, per day", () => {
    const store = memoryStore();
    recordVisit(store, nov22);
    expect(recordVisit(store, nov22)).toMatchObject({ returning: true, visitCount: 2 });
    recordVisit(store, new Date(2026, 10, 23, 9, 0));
    expect(JSON.parse(store.data.daily_stats ?? "")).toEqual({
      "2026-11-22": { newVisitors: 1, returningVisitors: 1 },
      "2026-11-23": { newVisitors: 0, returningVisitors: 1 },
    });
    expect(store.data.visit_count).toBe("3");
  });

  it("survives damaged stored values", () => {
    const store = memoryStore({ visit_count: "lots", daily_stats: "{not json", last_visit: "x" });
    expect(recordVisit(store, nov22)).toMatchObject({ returning: true, visitCount: 1 });
    expect(JSON.parse(store.data.daily_stats ?? "")).toEqual({
      "2026-11-22": { newVisitors: 0, returningVisitors: 1 },
    });
  });
});

describe("shouldPromptSubscription", () => {
  it("asks from the third visit on, unless subscribed", () => {
    expect(shouldPromptSubscription({ returning: true, visitCount: 2, subscribed: false })).toBe(false);
    expect(shouldPromptSubscription({ returning: true, visitCount: 3, subscribed: false })).toBe(true);
    expect(shouldPromptSubscription({ returning: true, visitCount: 3, subscribed: true })).toBe(false);
  });
});

describe("saveSubscription", () => {
  it("stores the flag 'true' and the address", () => {
    const store = memoryStore();
    saveSubscription(store, "sam@example.com");
    expect(store.data).toEqual({ subscribed: "true", email: "sam@example.com" });
    expect(recordVisit(store, nov22).subscribed).toBe(true);
  });
});
