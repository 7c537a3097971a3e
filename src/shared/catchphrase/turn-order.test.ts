import { describe, expect, it } from "vitest";
import { queueRandom } from "./test-helpers";
import { alternateTeams, describerOrder, nextDescriber, otherTeam, randomDescriber } from "./turn-order";
import type { Player, TeamId } from "./types";

const player = (id: string, team: TeamId): Player => ({ id, name: id, team, isHost: false });
const ids = (players: readonly Player[]) => players.map((p) => p.id);

describe("describerOrder", () => {
  it("interleaves each team in list order: A1, B1, A2, B2", () => {
    const players = [player("b1", "B"), player("a1", "A"), player("b2", "B"), player("a2", "A")];
    expect(ids(describerOrder(players))).toEqual(["a1", "b1", "a2", "b2"]);
  });

  it("puts the longer team's extra players at the end", () => {
    const moreA = [player("a1", "A"), player("a2", "A"), player("b1", "B"), player("a3", "A")];
    expect(ids(describerOrder(moreA))).toEqual(["a1", "b1", "a2", "a3"]);
    const moreB = [player("b1", "B"), player("b2", "B"), player("a1", "A"), player("b3", "B")];
    expect(ids(describerOrder(moreB))).toEqual(["a1", "b1", "b2", "b3"]);
  });

  it("is empty for no players", () => {
    expect(describerOrder([])).toEqual([]);
  });
});

describe("nextDescriber", () => {
  const players = [player("a1", "A"), player("b1", "B"), player("a2", "A"), player("b2", "B"), player("a3", "A")];

  it("follows the order and wraps round", () => {
    expect(nextDescriber(players, "a1")?.id).toBe("b1");
    expect(nextDescriber(players, "b2")?.id).toBe("a3");
    expect(nextDescriber(players, "a3")?.id).toBe("a1");
  });

  it("starts from the beginning for an unknown id and gives nothing for no players", () => {
    expect(nextDescriber(players, "gone")?.id).toBe("a1");
    expect(nextDescriber([], "a1")).toBeUndefined();
  });
});

describe("randomDescriber", () => {
  const players = [player("a1", "A"), player("b1", "B"), player("a2", "A")];

  it("draws among the given team", () => {
    expect(randomDescriber(players, "A", queueRandom([0]))?.id).toBe("a1");
    expect(randomDescriber(players, "A", queueRandom([0.99]))?.id).toBe("a2");
    expect(randomDescriber(players, "B", queueRandom([0.99]))?.id).toBe("b1");
  });

  it("draws among everyone when the team is empty", () => {
    const onlyA = [player("a1", "A"), player("a2", "A")];
    expect(randomDescriber(onlyA, "B", queueRandom([0.99]))?.id).toBe("a2");
  });
});

describe("teams", () => {
  it("alternate by list position", () => {
    const players = [player("p1", "B"), player("p2", "B"), player("p3", "A"), player("p4", "A"), player("p5", "B")];
    expect(alternateTeams(players).map((p) => p.team)).toEqual(["A", "B", "A", "B", "A"]);
  });

  it("have an opposite", () => {
    expect(otherTeam("A")).toBe("B");
    expect(otherTeam("B")).toBe("A");
  });
});
