import { describe, expect, it } from "vitest";
import { PROMPTS } from "./content";

describe("Speed Sketch prompts (mini-games.md section 3)", () => {
  it("are the spec's thirty, in its order, with no repeats", () => {
    expect(PROMPTS).toEqual(
      "Cat, Dog, House, Tree, Car, Boat, Sun, Moon, Star, Flower, Bird, Fish, Mountain, Ocean, City, Person, Bicycle, Airplane, Train, Robot, Dinosaur, Pizza, Hamburger, Ice cream, Cake, Cup, Chair, Table, Book, Phone".split(
        ", ",
      ),
    );
    expect(new Set(PROMPTS.map((prompt) => prompt.toLowerCase())).size).toBe(30);
  });
});
