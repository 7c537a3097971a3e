import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { perTestPglite } from "../../../tests/support/databases";
import { MINI_GAME_IDS } from "../../shared/catalogue/mini-games";
import { attachDatabase, buildApp } from "../app";
import { parseEnv } from "../env";

let app: FastifyInstance;
const emptyDatabase = perTestPglite();

async function startApp() {
  app = await buildApp({ config: parseEnv({}), webRoot: "/nonexistent-build", logger: false });
  await attachDatabase(app, await emptyDatabase());
}

afterEach(async () => {
  await app?.close();
});

const ana = "anon-ana00000001";
const bo = "anon-bo000000002";
const toggle = (gameId: string, userId: string, remoteAddress = "127.0.0.1") =>
  app.inject({ method: "POST", url: `/api/likes/${gameId}/toggle`, payload: { userId }, remoteAddress });

describe("likes of the mini-games (mini-games.md section 7)", () => {
  it("starts each game at its catalogue count and adds one per visitor who likes it", async () => {
    await startApp();
    expect((await app.inject({ url: "/api/likes/roast-or-toast/count" })).json()).toEqual({ count: 14 });
    expect((await toggle("roast-or-toast", ana)).json()).toEqual({ liked: true, count: 15 });
    expect((await toggle("roast-or-toast", bo)).json()).toEqual({ liked: true, count: 16 });
    expect((await app.inject({ url: `/api/likes/roast-or-toast/liked?userId=${ana}` })).json()).toEqual({
      liked: true,
    });
    expect((await toggle("roast-or-toast", ana)).json()).toEqual({ liked: false, count: 15 });
    expect((await app.inject({ url: `/api/likes/roast-or-toast/liked?userId=${ana}` })).json()).toEqual({
      liked: false,
    });
  });

  it("answers every game's count and the visitor's likes at once for the gallery", async () => {
    await startApp();
    await toggle("nordle", ana);
    const { games } = (await app.inject({ url: `/api/likes?userId=${ana}` })).json();
    expect(Object.keys(games)).toEqual([...MINI_GAME_IDS]);
    expect(games.nordle).toEqual({ liked: true, count: 1 });
    expect(games["truth-roulette"]).toEqual({ liked: false, count: 19 });
    expect((await app.inject({ url: `/api/likes?userId=${bo}` })).json().games.nordle).toEqual({
      liked: false,
      count: 1,
    });
  });

  it("refuses unknown games and visitor ids that are not anonymous ids, changing nothing", async () => {
    await startApp();
    const unknown = await toggle("pong", ana);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "There is no mini-game with that id." });
    for (const payload of [{}, { userId: "ana" }, { userId: ana, extra: 1 }, { userId: `anon-${"x".repeat(40)}` }]) {
      const response = await app.inject({ method: "POST", url: "/api/likes/nordle/toggle", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "The visitor id is missing or not valid." });
    }
    expect((await app.inject({ url: "/api/likes/nordle/liked" })).statusCode).toBe(400);
    expect((await app.inject({ url: "/api/likes/nordle/count" })).json()).toEqual({ count: 0 });
  });

  it("limits each address to 30 likes a minute", async () => {
    await startApp();
    for (let index = 0; index < 30; index += 1)
      expect((await toggle("mini-golf", ana, "10.0.0.9")).statusCode).toBe(200);
    const limited = await toggle("mini-golf", ana, "10.0.0.9");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests/);
    expect((await toggle("mini-golf", ana, "10.0.0.10")).statusCode).toBe(200);
  });
});
