import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { appOnEmptyDatabase } from "../../../tests/support/test-app";
import { repositoriesOf } from "./http-errors";

const NOON = Date.UTC(2026, 10, 22, 12, 0, 0);
const testApp = appOnEmptyDatabase(NOON);
const { clock } = testApp;
let app: FastifyInstance;
const startApp = async () => {
  app = await testApp.start();
};

const OFFICE = "203.0.113.20";
let sent = 0;

/** Sends an event as a browser does, keeping within 60 a minute so that only the daily cap is at work. */
async function send(name: string, remoteAddress = OFFICE) {
  if (++sent % 60 === 0) clock.now += 60_000;
  const response = await app.inject({ method: "POST", url: "/api/events", payload: { name }, remoteAddress });
  expect(response.statusCode).toBe(204);
}

/** Today's visits as the analytics page shows them: new plus returning. */
async function visitsToday(): Promise<number> {
  const { days } = (await app.inject("/api/analytics")).json();
  const today = days.at(-1);
  return today.newVisitors + today.returningVisitors;
}

describe("POST /api/events from one address (decision 020)", () => {
  it("counts at most 1,000 visits a day, new and returning together, and answers alike after", async () => {
    await startApp();
    for (let index = 0; index < 1_000; index += 1) await send(index % 2 === 0 ? "visit_new" : "visit_returning");
    expect(await visitsToday()).toBe(1_000);
    await send("visit_new");
    await send("visit_returning");
    expect(await visitsToday()).toBe(1_000);

    // Page views are not visits: they still count.
    await send("page_view");
    const pageViews = await repositoriesOf(app).eventCounts.range(["page_view"], "2026-11-22", "2026-11-22");
    expect(pageViews.map(({ count }) => count)).toEqual([1]);

    // Another address still counts, and so does this one on the next UTC day.
    await send("visit_new", "203.0.113.21");
    expect(await visitsToday()).toBe(1_001);
    clock.now = Date.UTC(2026, 10, 23, 0, 0, 0);
    await send("visit_returning");
    expect(await visitsToday()).toBe(1);
  }, 60_000);

  it("counts an IPv6 network (/64) as one address for the 60 a minute", async () => {
    await startApp();
    for (let host = 1; host <= 61; host += 1) {
      await app.inject({
        method: "POST",
        url: "/api/events",
        payload: { name: "visit_new" },
        remoteAddress: `2001:db8:5:9::${host.toString(16)}`,
      });
    }
    expect(await visitsToday()).toBe(60);
  });
});
