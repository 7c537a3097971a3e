import { describe, expect, it } from "vitest";
import { queueRandom, seededRandom } from "./test-helpers";
import {
  alternateTeams,
  describerAfterLeaving,
  describerOrder,
  isConnected,
  joiningTeam,
  nextDescriber,
  otherTeam,
  randomDescriber,
  replacementDescriber,
  shuffledTeams,
} from "./turn-order";
import type { Player, TeamId } from "./types";

const player = (id: string, team: TeamId): Player => ({ id, name: id, team, isHost: false });
const ids = (players: readonly Player[]) => players.map((p) => p.id);
const away = (p: Player, since = 1): Player => ({ ...p, offlineSince: since });

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

describe("isConnected", () => {
  it("is true until the player is marked offline, at any moment", () => {
    expect(isConnected(player("a1", "A"))).toBe(true);
    expect(isConnected(away(player("a1", "A"), 0))).toBe(false);
    expect(isConnected(away(player("a1", "A"), 1_700_000_000_000))).toBe(false);
  });
});

describe("nextDescriber with offline players", () => {
  const a1 = player("a1", "A");
  const b1 = player("b1", "B");
  const a2 = player("a2", "A");
  const b2 = player("b2", "B");

  it("skips offline players and wraps round past them", () => {
    expect(nextDescriber([a1, away(b1), a2, b2], "a1")?.id).toBe("a2");
    expect(nextDescriber([a1, away(b1), away(a2), b2], "a1")?.id).toBe("b2");
    expect(nextDescriber([away(a1), away(b1), a2, b2], "b2")?.id).toBe("a2");
  });

  it("starts from the first connected player for an unknown id", () => {
    expect(nextDescriber([away(a1), b1, a2, b2], "gone")?.id).toBe("b1");
  });

  it("keeps the current player when nobody else is connected", () => {
    expect(nextDescriber([a1, away(b1), away(a2), away(b2)], "a1")?.id).toBe("a1");
  });

  it("gives the plain next player when nobody is connected", () => {
    expect(nextDescriber([away(a1), away(b1), away(a2), away(b2)], "b1")?.id).toBe("a2");
  });
});

describe("replacementDescriber", () => {
  const a1 = player("a1", "A");
  const b1 = player("b1", "B");
  const a2 = player("a2", "A");

  it("is the next connected player other than the current one", () => {
    expect(replacementDescriber([a1, away(b1), a2], "a1")?.id).toBe("a2");
    expect(replacementDescriber([away(a1), b1, a2], "a1")?.id).toBe("b1");
  });

  it("is undefined when nobody else is connected", () => {
    expect(replacementDescriber([a1, away(b1), away(a2)], "a1")).toBeUndefined();
    expect(replacementDescriber([away(a1), away(b1), away(a2)], "a1")).toBeUndefined();
    expect(replacementDescriber([a1], "a1")).toBeUndefined();
  });
});

describe("describerAfterLeaving", () => {
  const a1 = player("a1", "A");
  const b1 = player("b1", "B");
  const a2 = player("a2", "A");

  it("is the next connected player after the one leaving", () => {
    expect(describerAfterLeaving([a1, away(b1), a2], "a1")?.id).toBe("a2");
  });

  it("is never the one leaving: with nobody else connected, the plain next player", () => {
    expect(describerAfterLeaving([a1, away(b1), away(a2)], "a1")?.id).toBe("b1");
    expect(describerAfterLeaving([away(a1), away(b1), a2], "a2")?.id).toBe("a1");
  });

  it("is undefined when nobody else is in the room", () => {
    expect(describerAfterLeaving([a1], "a1")).toBeUndefined();
  });
});

describe("randomDescriber with offline players", () => {
  const a1 = player("a1", "A");
  const b1 = player("b1", "B");
  const a2 = player("a2", "A");
  const a3 = player("a3", "A");

  it("draws among the team's connected players only", () => {
    for (const value of [0, 0.5, 0.99]) {
      expect(randomDescriber([away(a1), b1, a2, away(a3)], "A", queueRandom([value]))?.id).toBe("a2");
    }
  });

  it("draws among everyone connected when the team has nobody connected", () => {
    for (const value of [0, 0.99]) {
      expect(randomDescriber([away(a1), b1, away(a2)], "A", queueRandom([value]))?.id).toBe("b1");
    }
  });

  it("draws among the team when nobody at all is connected", () => {
    expect(randomDescriber([away(a1), away(b1), away(a2)], "A", queueRandom([0.99]))?.id).toBe("a2");
    expect(randomDescriber([away(a1), away(b1), away(a2)], "B", queueRandom([0]))?.id).toBe("b1");
  });

  it("gives nothing for no players", () => {
    expect(randomDescriber([], "A", queueRandom([0]))).toBeUndefined();
  });
});

describe("joiningTeam", () => {
  const onTeams = (...teams: TeamId[]) => teams.map((team, index) => player(`p${index}`, team));

  it("follows the player count while teams are not picked", () => {
    expect(joiningTeam([], false)).toBe("A");
    expect(joiningTeam(onTeams("A"), false)).toBe("B");
    expect(joiningTeam(onTeams("B", "B"), false)).toBe("A");
    expect(joiningTeam(onTeams("A", "A", "A"), false)).toBe("B");
  });

  it("fills the smaller team when teams are picked, Team A on a tie", () => {
    expect(joiningTeam([], true)).toBe("A");
    expect(joiningTeam(onTeams("A"), true)).toBe("B");
    expect(joiningTeam(onTeams("B"), true)).toBe("A");
    expect(joiningTeam(onTeams("A", "B"), true)).toBe("A");
    expect(joiningTeam(onTeams("A", "A", "A"), true)).toBe("B");
    expect(joiningTeam(onTeams("B", "B", "A"), true)).toBe("A");
  });
});

describe("shuffledTeams", () => {
  it("splits into teams whose sizes differ by one at most, keeping the list and everything else", () => {
    const random = seededRandom(3);
    for (let count = 0; count <= 10; count++) {
      const players = Array.from({ length: count }, (_, index) => ({
        ...player(`p${index}`, "A"),
        isHost: index === 0,
      }));
      for (let i = 0; i < 10; i++) {
        const split = shuffledTeams(players, random);
        const onA = split.filter((p) => p.team === "A").length;
        expect(Math.abs(onA - (count - onA))).toBeLessThanOrEqual(1);
        expect(split.map(({ team: _team, ...rest }) => rest)).toEqual(players.map(({ team: _team, ...rest }) => rest));
      }
    }
  });

  it("leaves its input untouched", () => {
    const players = [player("p1", "A"), player("p2", "A"), player("p3", "A"), player("p4", "A")];
    shuffledTeams(players, queueRandom([0.5]));
    expect(players.map((p) => p.team)).toEqual(["A", "A", "A", "A"]);
  });
});
