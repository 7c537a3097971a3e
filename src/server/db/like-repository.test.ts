import { describe, expect, it } from "vitest";
import { databaseDrivers, useMigratedDatabase } from "../../../tests/support/databases";
import { createLikeRepository } from "./like-repository";

describe.each(databaseDrivers())("likes on $name", (driver) => {
  const connection = useMigratedDatabase(driver);
  const likes = () => createLikeRepository(connection().db);

  it("likes once per visitor, and a second toggle takes the like back", async () => {
    expect(await likes().toggle("nordle", "anon-aaaaaaaa", 1)).toEqual({ liked: true, count: 1 });
    expect(await likes().toggle("nordle", "anon-bbbbbbbb", 2)).toEqual({ liked: true, count: 2 });
    expect(await likes().isLiked("nordle", "anon-aaaaaaaa")).toBe(true);
    expect(await likes().toggle("nordle", "anon-aaaaaaaa", 3)).toEqual({ liked: false, count: 1 });
    expect(await likes().isLiked("nordle", "anon-aaaaaaaa")).toBe(false);
    expect(await likes().count("nordle")).toBe(1);
    expect(await likes().count("mini-golf")).toBe(0);
  });

  it("sums up every game's likes and the visitor's own in one answer", async () => {
    await likes().toggle("mini-golf", "anon-cccccccc", 1);
    await likes().toggle("mini-golf", "anon-dddddddd", 1);
    const summary = await likes().summary("anon-cccccccc");
    expect(summary.counts["mini-golf"]).toBe(2);
    expect(summary.liked).toEqual(["mini-golf"]);
  });

  it("keeps counts exact when many visitors, and one visitor many times, click at once", async () => {
    const visitors = Array.from({ length: 20 }, (_, index) => `anon-crowd${String(index).padStart(4, "0")}`);
    const same = Array.from({ length: 7 }, () => "anon-eagerclicker");
    const results = await Promise.all([...visitors, ...same].map((userId) => likes().toggle("vibe-check", userId, 5)));
    // Seven toggles of one visitor end liked (odd), and the count is everyone's likes, no more.
    expect(await likes().isLiked("vibe-check", "anon-eagerclicker")).toBe(true);
    expect(await likes().count("vibe-check")).toBe(21);
    expect(results.filter((result) => result !== "refused" && result.liked)).toHaveLength(20 + 4);
  });

  it("adds no like when the address may add no more, and still takes a like back", async () => {
    expect(await likes().toggle("word-hangman", "anon-ffffffff", 1, false)).toBe("refused");
    expect(await likes().count("word-hangman")).toBe(0);
    await likes().toggle("word-hangman", "anon-ffffffff", 2);
    expect(await likes().toggle("word-hangman", "anon-ffffffff", 3, false)).toEqual({ liked: false, count: 0 });
  });

  it("sets a visitor's like to the state sent, whatever it was: sent twice, it adds one like (decision 061)", async () => {
    expect(await likes().setLiked("bottle-swap", "anon-setter01", true, 1)).toEqual({
      liked: true,
      count: 1,
      added: true,
    });
    expect(await likes().setLiked("bottle-swap", "anon-setter01", true, 2)).toEqual({
      liked: true,
      count: 1,
      added: false,
    });
    expect(await likes().isLiked("bottle-swap", "anon-setter01")).toBe(true);
    expect(await likes().setLiked("bottle-swap", "anon-setter01", false, 3)).toEqual({
      liked: false,
      count: 0,
      added: false,
    });
    expect(await likes().setLiked("bottle-swap", "anon-setter01", false, 4)).toEqual({
      liked: false,
      count: 0,
      added: false,
    });
    expect(await likes().isLiked("bottle-swap", "anon-setter01")).toBe(false);
  });

  it("adds no like by a state set when the address may add no more, and keeps one already there", async () => {
    expect(await likes().setLiked("gif-battles", "anon-setter02", true, 1, false)).toBe("refused");
    expect(await likes().count("gif-battles")).toBe(0);
    await likes().setLiked("gif-battles", "anon-setter02", true, 2);
    expect(await likes().setLiked("gif-battles", "anon-setter02", true, 3, false)).toEqual({
      liked: true,
      count: 1,
      added: false,
    });
    expect(await likes().setLiked("gif-battles", "anon-setter02", false, 4, false)).toEqual({
      liked: false,
      count: 0,
      added: false,
    });
  });

  it("keeps at most one like when one visitor's states and a toggle of a game race each other", async () => {
    const sets = Array.from({ length: 6 }, (_, index) =>
      likes().setLiked("connect-the-zip", "anon-racer001", true, index),
    );
    // None fails (two inserts of the same like would), and the count is the visitor's one like or none.
    await Promise.all([...sets, likes().toggle("connect-the-zip", "anon-racer001", 9)]);
    const liked = await likes().isLiked("connect-the-zip", "anon-racer001");
    expect(await likes().count("connect-the-zip")).toBe(liked ? 1 : 0);
    expect(await likes().setLiked("connect-the-zip", "anon-racer001", true, 10)).toMatchObject({
      liked: true,
      count: 1,
    });
  });

  it("moves a visitor's likes to their new id, changing no count", async () => {
    await likes().toggle("spell-sprint", "anon-oldvisitor1", 1);
    await likes().toggle("lateral-leap", "anon-oldvisitor1", 1);
    await likes().toggle("lateral-leap", "anon-newvisitor1", 2);
    await likes().toggle("spell-sprint", "anon-someoneelse", 2);
    await likes().move("anon-oldvisitor1", "anon-newvisitor1");
    expect((await likes().summary("anon-newvisitor1")).liked.sort()).toEqual(["lateral-leap", "spell-sprint"]);
    expect((await likes().summary("anon-oldvisitor1")).liked).toEqual([]);
    expect(await likes().count("spell-sprint")).toBe(2);
    expect(await likes().count("lateral-leap")).toBe(1);
    await likes().move("anon-oldvisitor1", "anon-newvisitor1");
    expect(await likes().count("spell-sprint")).toBe(2);
  });
});
