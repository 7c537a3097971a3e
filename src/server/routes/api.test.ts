import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { perTestPglite } from "../../../tests/support/databases";
import { attachDatabase, buildApp } from "../app";
import { parseEnv } from "../env";

const NOW = Date.UTC(2026, 10, 22, 20, 45, 7);
const ADMIN_TOKEN = "test-admin-token-0123";
let app: FastifyInstance;
const emptyDatabase = perTestPglite();

async function startApp(env: Record<string, string> = {}, now = () => NOW) {
  app = await buildApp({ config: parseEnv(env), webRoot: "/nonexistent-build", logger: false, now });
  await attachDatabase(app, await emptyDatabase());
  return app;
}

afterEach(async () => {
  await app?.close();
});

const validFeedback = { email: "sam@example.com", message: "Love the timer sound!" };
const asAdmin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe("POST /api/feedback", () => {
  it("stores the record of site.md section 3 with the server's time", async () => {
    await startApp({ ADMIN_TOKEN });
    const response = await app.inject({
      method: "POST",
      url: "/api/feedback",
      payload: { email: " sam@example.com ", message: "Love the timer sound! ", roomId: "AB12CD", playerName: "Sam" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });

    const list = await app.inject({ url: "/api/feedback", headers: asAdmin });
    expect(list.json().feedback).toEqual([
      {
        id: expect.any(Number),
        email: "sam@example.com",
        message: "Love the timer sound!",
        timestamp: NOW,
        date: "2026-11-22T20:45:07.000Z",
        istTime: "2026-11-23 02:15:07 IST",
        roomId: "AB12CD",
        playerName: "Sam",
      },
    ]);
  });

  it("records 'lobby' and 'Anonymous' when there is no room or name", async () => {
    await startApp({ ADMIN_TOKEN });
    await app.inject({ method: "POST", url: "/api/feedback", payload: validFeedback });
    const [record] = (await app.inject({ url: "/api/feedback", headers: asAdmin })).json().feedback;
    expect(record).toMatchObject({ roomId: "lobby", playerName: "Anonymous" });
  });

  it.each([
    [{ email: "", message: "Hi" }, "Please fill in both email and message fields"],
    [{ email: "sam@example.com", message: "  " }, "Please fill in both email and message fields"],
    [{ email: "not-an-email", message: "Hi" }, "Please enter a valid email address"],
    [{ email: `${"a".repeat(250)}@b.co`, message: "Hi" }, "Your email address can be at most 254 characters."],
    [{ email: "a@b.co", message: "x".repeat(2001) }, "Your message can be at most 2,000 characters."],
  ])("rejects %j with a clear message", async (payload, error) => {
    await startApp();
    const response = await app.inject({ method: "POST", url: "/api/feedback", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it.each([
    [
      { email: "sam@example.com", message: "Hi\u0000there" },
      "Your message can't contain control characters, other than line breaks and tabs.",
    ],
    [
      { email: "sam@example.com", message: "\u001b[2J\u0007" },
      "Your message can't contain control characters, other than line breaks and tabs.",
    ],
    [{ email: "sam@example.com\u0000", message: "Hi" }, "Please enter a valid email address"],
    [{ email: "a@b.co?bcc=eve%40evil.example&subject=x", message: "Hi" }, "Please enter a valid email address"],
    [{ email: "a&b@example.com", message: "Hi" }, "Please enter a valid email address"],
  ])("refuses the bad input %j of issue 17 with a clear message and stores nothing", async (payload, error) => {
    await startApp({ ADMIN_TOKEN });
    const response = await app.inject({ method: "POST", url: "/api/feedback", payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect((await app.inject({ url: "/api/feedback", headers: asAdmin })).json().feedback).toEqual([]);
  });

  it("refuses a player name with a NUL as a malformed form, and stores nothing", async () => {
    await startApp({ ADMIN_TOKEN });
    const response = await app.inject({
      method: "POST",
      url: "/api/feedback",
      payload: { ...validFeedback, roomId: "AB12CD", playerName: "Sam\u0000" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "The feedback form was not sent correctly." });
    expect((await app.inject({ url: "/api/feedback", headers: asAdmin })).json().feedback).toEqual([]);
  });

  it("rejects malformed requests without storing anything", async () => {
    await startApp({ ADMIN_TOKEN });
    for (const payload of [
      { email: 5, message: "Hi" },
      { ...validFeedback, isAdmin: true },
      { ...validFeedback, roomId: "x" },
    ]) {
      const response = await app.inject({ method: "POST", url: "/api/feedback", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "The feedback form was not sent correctly." });
    }
    const broken = await app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: "The request body is not valid JSON." });
    expect((await app.inject({ url: "/api/feedback", headers: asAdmin })).json().feedback).toEqual([]);
  });

  it("limits each visitor to 5 submissions in 10 minutes", async () => {
    await startApp();
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ method: "POST", url: "/api/feedback", payload: validFeedback })).statusCode).toBe(201);
    }
    const sixth = await app.inject({ method: "POST", url: "/api/feedback", payload: validFeedback });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
  });

  it("counts by the connection's address, not one a client claims, unless a proxy is trusted", async () => {
    await startApp();
    const post = (forwardedFor: string) =>
      app.inject({
        method: "POST",
        url: "/api/feedback",
        payload: validFeedback,
        headers: { "x-forwarded-for": forwardedFor },
        remoteAddress: "10.0.0.2",
      });
    for (let i = 0; i < 5; i += 1) expect((await post(`198.51.100.${i}`)).statusCode).toBe(201);
    expect((await post("198.51.100.99")).statusCode).toBe(429);
    await app.close();

    await startApp({ TRUST_PROXY: "10.0.0.2" });
    for (let i = 0; i < 5; i += 1) expect((await post("198.51.100.7")).statusCode).toBe(201);
    expect((await post("198.51.100.7")).statusCode).toBe(429);
    expect((await post("198.51.100.8")).statusCode).toBe(201);
  });

  it("answers 503 with a readable error while the database is starting", async () => {
    app = await buildApp({ config: parseEnv({}), webRoot: "/nonexistent-build", logger: false });
    const response = await app.inject({ method: "POST", url: "/api/feedback", payload: validFeedback });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: "The service is starting. Please try again in a moment." });
  });
});

describe("GET /api/feedback", () => {
  it("is closed without an ADMIN_TOKEN on the server, and to requests without the token", async () => {
    await startApp();
    expect((await app.inject("/api/feedback")).statusCode).toBe(403);
    await app.close();
    await startApp({ ADMIN_TOKEN });
    const anonymous = await app.inject("/api/feedback");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: "This needs the admin token." });
    expect(
      (await app.inject({ url: "/api/feedback", headers: { authorization: "Bearer wrong-token-of-length" } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("POST /api/events and GET /api/analytics", () => {
  const DAY = 86_400_000;

  it("counts browser events per day and reports seven days of visits, oldest first", async () => {
    let now = NOW - 2 * DAY;
    await startApp({}, () => now);
    const send = (name: string) => app.inject({ method: "POST", url: "/api/events", payload: { name } });
    expect((await send("visit_new")).statusCode).toBe(204);
    now = NOW;
    await send("visit_new");
    await send("visit_returning");
    await send("visit_returning");

    const response = await app.inject("/api/analytics");
    expect(response.statusCode).toBe(200);
    const { days, counters } = response.json();
    expect(days.map((day: { date: string }) => day.date)).toEqual([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
    ]);
    expect(days[4]).toEqual({ date: "2026-11-20", newVisitors: 1, returningVisitors: 0 });
    expect(days[6]).toEqual({ date: "2026-11-22", newVisitors: 1, returningVisitors: 2 });
    expect(counters).toEqual({
      room_created: 0,
      game_started: 0,
      round_started: 0,
      game_ended: 0,
      feedback_submitted: 0,
    });
  });

  it("counts feedback itself rather than trusting the browser", async () => {
    await startApp();
    await app.inject({ method: "POST", url: "/api/feedback", payload: validFeedback });
    const forged = await app.inject({ method: "POST", url: "/api/events", payload: { name: "feedback_submitted" } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: "Unknown event." });
    expect((await app.inject("/api/analytics")).json().counters.feedback_submitted).toBe(1);
  });

  it("stops counting a visitor after 60 events a minute, without answering with an error", async () => {
    let now = NOW;
    await startApp({}, () => now);
    for (let i = 0; i < 65; i += 1) {
      const response = await app.inject({ method: "POST", url: "/api/events", payload: { name: "visit_new" } });
      expect(response.statusCode).toBe(204);
    }
    const today = () => app.inject("/api/analytics").then((response) => response.json().days.at(-1).newVisitors);
    expect(await today()).toBe(60);
    now += 60_000;
    await app.inject({ method: "POST", url: "/api/events", payload: { name: "visit_new" } });
    expect(await today()).toBe(61);
  });

  it("stores nothing but the event's name and day", async () => {
    await startApp();
    const response = await app.inject({
      method: "POST",
      url: "/api/events",
      payload: { name: "page_view", email: "x@y.z" },
    });
    expect(response.statusCode).toBe(400);
  });

  it("requires the admin token for the counts when one is configured", async () => {
    await startApp({ ADMIN_TOKEN });
    expect((await app.inject("/api/analytics")).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/analytics", headers: asAdmin })).statusCode).toBe(200);
  });
});
