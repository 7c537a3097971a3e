import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { appOnEmptyDatabase } from "../../../tests/support/test-app";
import { MINI_GAME_IDS } from "../../shared/catalogue/mini-games";
import { attachDatabase, buildApp } from "../app";
import { parseEnv } from "../env";
import { repositoriesOf } from "./http-errors";

const NOON = Date.UTC(2026, 10, 25, 12, 0, 0);
const testApp = appOnEmptyDatabase(NOON);
const { clock } = testApp;
let app: FastifyInstance;
const startApp = async () => {
  app = await testApp.start();
};

const HOME = "198.51.100.7";
const BAD_VISITOR = { error: "The visitor id is missing or not valid." };

/** Asks the server for a visitor id, as a browser does before its first like. */
async function newVisitor(remoteAddress = HOME): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/visitor-ids", payload: {}, remoteAddress });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const toggle = (gameId: string, userId: string, remoteAddress = HOME) =>
  app.inject({ method: "POST", url: `/api/likes/${gameId}/toggle`, payload: { userId }, remoteAddress });
/** Sets the visitor's like of the game to `liked`, as a browser does with a like made offline (decision 061). */
const setLike = (gameId: string, userId: string, liked: boolean, remoteAddress = HOME) =>
  app.inject({ method: "PUT", url: `/api/likes/${gameId}`, payload: { userId, liked }, remoteAddress });
const likedBy = (gameId: string, userId: string) =>
  app.inject({ url: `/api/likes/${gameId}/liked?userId=${userId}` }).then((response) => response.json());
const countOf = (gameId: string) =>
  app.inject({ url: `/api/likes/${gameId}/count` }).then((response) => response.json().count);

describe("likes of the mini-games (mini-games.md section 7)", () => {
  it("starts each game at its catalogue count and adds one per visitor who likes it", async () => {
    await startApp();
    const [ana, bo] = [await newVisitor(), await newVisitor()];
    expect(await countOf("roast-or-toast")).toBe(14);
    expect((await toggle("roast-or-toast", ana)).json()).toEqual({ liked: true, count: 15 });
    expect((await toggle("roast-or-toast", bo)).json()).toEqual({ liked: true, count: 16 });
    expect(await likedBy("roast-or-toast", ana)).toEqual({ liked: true });
    expect((await toggle("roast-or-toast", ana)).json()).toEqual({ liked: false, count: 15 });
    expect(await likedBy("roast-or-toast", ana)).toEqual({ liked: false });
  });

  it("answers every game's count and the visitor's likes at once for the gallery", async () => {
    await startApp();
    const [ana, bo] = [await newVisitor(), await newVisitor()];
    await toggle("nordle", ana);
    const { games } = (await app.inject({ url: `/api/likes?userId=${ana}` })).json();
    expect(Object.keys(games)).toEqual([...MINI_GAME_IDS]);
    expect(games.nordle).toEqual({ liked: true, count: 1 });
    expect(games["truth-roulette"]).toEqual({ liked: false, count: 19 });
    expect((await app.inject({ url: `/api/likes?userId=${bo}` })).json().games.nordle).toEqual({
      liked: false,
      count: 1,
    });
    // A browser that has no id yet (it never liked anything) sees the counts, liking nothing.
    expect((await app.inject({ url: "/api/likes" })).json().games.nordle).toEqual({ liked: false, count: 1 });
  });

  it("refuses unknown games and visitor ids that are not anonymous ids, changing nothing", async () => {
    await startApp();
    const ana = await newVisitor();
    const unknown = await toggle("pong", ana);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "There is no mini-game with that id." });
    for (const payload of [{}, { userId: "ana" }, { userId: ana, extra: 1 }, { userId: `anon-${"x".repeat(40)}` }]) {
      const response = await app.inject({ method: "POST", url: "/api/likes/nordle/toggle", payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(BAD_VISITOR);
    }
    expect((await app.inject({ url: "/api/likes/nordle/liked" })).statusCode).toBe(400);
    expect(await countOf("nordle")).toBe(0);
  });
});

describe("a like sent as the state the visitor wants (decision 061)", () => {
  it("ends in that state however often it is sent: liked twice is one like, not liked takes it back", async () => {
    await startApp();
    const [ana, bo] = [await newVisitor(), await newVisitor()];
    expect(await countOf("gif-battles")).toBe(11);
    for (let time = 0; time < 3; time += 1) {
      const response = await setLike("gif-battles", ana, true);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ liked: true, count: 12 });
    }
    expect(await likedBy("gif-battles", ana)).toEqual({ liked: true });
    expect((await setLike("gif-battles", bo, true)).json()).toEqual({ liked: true, count: 13 });
    for (let time = 0; time < 2; time += 1) {
      expect((await setLike("gif-battles", ana, false)).json()).toEqual({ liked: false, count: 12 });
    }
    expect(await likedBy("gif-battles", ana)).toEqual({ liked: false });
    // A toggle afterwards starts from the state set.
    expect((await toggle("gif-battles", ana)).json()).toEqual({ liked: true, count: 13 });
    expect((await setLike("gif-battles", ana, true)).json()).toEqual({ liked: true, count: 13 });
    expect((await toggle("gif-battles", ana)).json()).toEqual({ liked: false, count: 12 });
  });

  it("refuses unknown games, visitor ids the server did not issue and states that are not true or false", async () => {
    await startApp();
    const ana = await newVisitor();
    const unknown = await setLike("pong", ana, true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "There is no mini-game with that id." });
    const badStates = [
      { userId: ana },
      { userId: ana, liked: "true" },
      { userId: ana, liked: 1 },
      { userId: ana, liked: null },
      { userId: ana, liked: true, extra: 1 },
    ];
    for (const payload of badStates) {
      const response = await app.inject({ method: "PUT", url: "/api/likes/nordle", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        error: "The like state is missing or not valid: liked must be true or false.",
      });
    }
    const badVisitors = [
      { liked: true },
      { userId: "ana", liked: true },
      { userId: `anon-${"0".repeat(52)}`, liked: true },
    ];
    for (const payload of [...badVisitors, null]) {
      const response = await app.inject({ method: "PUT", url: "/api/likes/nordle", payload: payload ?? undefined });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual(BAD_VISITOR);
    }
    expect(await countOf("nordle")).toBe(0);
  });

  it("shares the 30 changes a minute of an address with toggles", async () => {
    await startApp();
    const ana = await newVisitor();
    for (let index = 0; index < 15; index += 1) {
      expect((await toggle("mini-golf", ana)).statusCode).toBe(200);
      expect((await setLike("mini-golf", ana, index % 2 === 0)).statusCode).toBe(200);
    }
    for (const limited of [await setLike("mini-golf", ana, true), await toggle("mini-golf", ana)]) {
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: "Too many requests. Please wait a minute and try again." });
    }
    clock.now += 60_000;
    expect((await setLike("mini-golf", ana, true)).statusCode).toBe(200);
  });

  it("spends one like of the address's 200 a day however often liked is sent, and gets none back by an unlike", async () => {
    await startApp();
    const visitors: string[] = [];
    for (let index = 0; index < 12; index += 1) visitors.push(await newVisitor());
    const pairs = visitors.flatMap((visitor) => MINI_GAME_IDS.map((game) => [game, visitor] as const));
    let sent = 0;
    const paced = (game: string, visitor: string, liked: boolean) => {
      // Keeps within 30 changes a minute, so that only the daily cap is at work.
      if (++sent % 30 === 0) clock.now += 60_000;
      return setLike(game, visitor, liked);
    };
    const [first, ...rest] = pairs;
    if (!first) throw new Error("no visitors and games");
    // The first like sent five times (five tabs) spends one like of the 200.
    for (let time = 0; time < 5; time += 1) expect((await paced(...first, true)).json().liked).toBe(true);
    for (const pair of rest.slice(0, 199)) expect((await paced(...pair, true)).json().liked).toBe(true);
    const [next, another] = rest.slice(199);
    if (!next || !another) throw new Error("not enough visitors and games");
    const tooMany = { error: "Too many likes from your network today. Please try again tomorrow." };
    const refused = await paced(...next, true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(await likedBy(...next)).toEqual({ liked: false });

    // Past the cap, a like the visitor has is still theirs when sent again, and costs nothing.
    expect((await paced(...first, true)).json()).toMatchObject({ liked: true });
    // Unliking is never refused and gives no like back: neither taking one away, nor "not liked"
    // sent for a game the visitor did not like.
    expect((await paced(...first, false)).json()).toMatchObject({ liked: false });
    expect((await paced(...another, false)).json()).toMatchObject({ liked: false });
    expect((await paced(...next, true)).json()).toEqual(tooMany);
    expect((await paced(...first, true)).json()).toEqual(tooMany);
  });
});

describe("anonymous visitor ids issued by the server (decision 020)", () => {
  it("are anon- and 52 hex digits, a new one for each browser that asks", async () => {
    await startApp();
    const response = await app.inject({ method: "POST", url: "/api/visitor-ids", remoteAddress: HOME });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { id } = response.json();
    expect(id).toMatch(/^anon-[0-9a-f]{52}$/);
    expect(await newVisitor()).not.toBe(id);
  });

  it("are the only ids that like: a made-up or altered id, or one a browser made, is refused", async () => {
    await startApp();
    const genuine = await newVisitor();
    const altered = `${genuine.slice(0, -1)}${genuine.endsWith("0") ? "1" : "0"}`;
    for (const userId of [`anon-${"0".repeat(52)}`, altered, "anon-k3j9x2m1q8"]) {
      const response = await toggle("nordle", userId);
      expect(response.statusCode, userId).toBe(400);
      expect(response.json()).toEqual(BAD_VISITOR);
      expect((await app.inject({ url: `/api/likes?userId=${userId}` })).json()).toEqual(BAD_VISITOR);
      expect((await app.inject({ url: `/api/likes/nordle/liked?userId=${userId}` })).json()).toEqual(BAD_VISITOR);
    }
    expect(await countOf("nordle")).toBe(0);
  });

  it("stay valid after a restart: the server keeps its secret", async () => {
    await startApp();
    const ana = await newVisitor();
    await toggle("vibe-check", ana);
    const database = app.services.database;
    await app.close();
    app = await buildApp({ config: parseEnv({}), webRoot: "/nonexistent-build", logger: false });
    try {
      if (!database) throw new Error("the database was not attached");
      await attachDatabase(app, database);
      expect(await likedBy("vibe-check", ana)).toEqual({ liked: true });
      expect((await toggle("vibe-check", ana)).json()).toEqual({ liked: false, count: 12 });
    } finally {
      await app.close();
    }
  });

  it("keep the likes of a browser's id of before: they move to its new id, adding none", async () => {
    await startApp();
    const old = "anon-k3j9x2m1q8";
    // Likes made before ids were issued, as the database holds them.
    await repositoriesOf(app).likes.toggle("speed-sketch", old, NOON);
    await repositoriesOf(app).likes.toggle("gif-battles", old, NOON);
    const exchange = () =>
      app.inject({ method: "POST", url: "/api/visitor-ids", payload: { previousId: old }, remoteAddress: HOME });
    const response = await exchange();
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(id).toMatch(/^anon-[0-9a-f]{52}$/);
    const { games } = (await app.inject({ url: `/api/likes?userId=${id}` })).json();
    expect(games["speed-sketch"]).toEqual({ liked: true, count: 8 });
    expect(games["gif-battles"]).toEqual({ liked: true, count: 12 });
    // Asking again (another tab, a lost answer) gives the same id and adds nothing.
    expect((await exchange()).json()).toEqual({ id });
    expect(await countOf("speed-sketch")).toBe(8);
    expect((await toggle("speed-sketch", id)).json()).toEqual({ liked: false, count: 7 });
  });

  it("refuse a previous id that is not one a browser made", async () => {
    await startApp();
    for (const previousId of ["someone", await newVisitor(), 42]) {
      const response = await app.inject({ method: "POST", url: "/api/visitor-ids", payload: { previousId } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "The previous visitor id is not valid." });
    }
  });

  it("are issued 200 a day to one address (an IPv6 /64), then refused until the next UTC day", async () => {
    await startApp();
    const network = (host: number) => `2001:db8:7:1::${host.toString(16)}`;
    for (let index = 0; index < 200; index += 1) await newVisitor(network(index + 1));
    const refused = await app.inject({ method: "POST", url: "/api/visitor-ids", remoteAddress: network(999) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: "Too many new visitors from your network today. Please try again tomorrow.",
    });
    await newVisitor("2001:db8:7:2::1");
    clock.now = Date.UTC(2026, 10, 26, 0, 0, 0);
    await newVisitor(network(1));
  });
});

describe("limits on likes from one address", () => {
  it("allows 30 toggles a minute", async () => {
    await startApp();
    const ana = await newVisitor();
    for (let index = 0; index < 30; index += 1) expect((await toggle("mini-golf", ana)).statusCode).toBe(200);
    const limited = await toggle("mini-golf", ana);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: "Too many requests. Please wait a minute and try again." });
    expect((await toggle("mini-golf", ana, "198.51.100.8")).statusCode).toBe(200);
    clock.now += 60_000;
    expect((await toggle("mini-golf", ana)).statusCode).toBe(200);
  });

  it("adds 200 likes a day, then refuses more with a message while unlikes still go and cost none", async () => {
    await startApp();
    const visitors: string[] = [];
    for (let index = 0; index < 12; index += 1) visitors.push(await newVisitor());
    const pairs = visitors.flatMap((visitor) => MINI_GAME_IDS.map((game) => [game, visitor] as const));
    let toggles = 0;
    const paced = async (game: string, visitor: string, remoteAddress = HOME) => {
      // Keeps within 30 toggles a minute, so that only the daily cap is at work.
      if (++toggles % 30 === 0) clock.now += 60_000;
      return toggle(game, visitor, remoteAddress);
    };
    // Ten likes taken back again: each counts as a like added, the taking back as nothing.
    const [churnGame = "nordle", churner = ""] = pairs[0] ?? [];
    for (let index = 0; index < 10; index += 1) {
      expect((await paced(churnGame, churner)).json().liked).toBe(true);
      expect((await paced(churnGame, churner)).json().liked).toBe(false);
    }
    for (const [game, visitor] of pairs.slice(0, 190)) {
      expect((await paced(game, visitor)).json().liked).toBe(true);
    }
    const [game, visitor] = pairs[190] ?? [];
    if (!game || !visitor) throw new Error("not enough visitors and games");
    const before = await countOf(game);
    const refused = await paced(game, visitor);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: "Too many likes from your network today. Please try again tomorrow." });
    expect(await countOf(game)).toBe(before);
    expect(await likedBy(game, visitor)).toEqual({ liked: false });

    // Taking a like back is never refused, and does not make room for another.
    const [likedGame, liker] = pairs[0] ?? [];
    if (!likedGame || !liker) throw new Error("no first like");
    expect((await paced(likedGame, liker)).json().liked).toBe(false);
    expect((await paced(likedGame, liker)).statusCode).toBe(429);

    // Another address, and the same one the next UTC day, may like again.
    expect((await paced(game, visitor, "198.51.100.8")).json().liked).toBe(true);
    clock.now = Date.UTC(2026, 10, 26, 0, 0, 0);
    expect((await paced(likedGame, liker)).json().liked).toBe(true);
  });
});
