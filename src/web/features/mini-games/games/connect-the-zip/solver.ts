import { ForcedEdges } from "./forced-edges";
import type { ZipPuzzle } from "./grid";
import { RegionChecks } from "./region-checks";

/**
 * The exact search behind the unsolvable check and the hint: from the path drawn so far, is there
 * still a way on through every unvisited cell that meets the remaining numbers in order? Returns
 * such a way (the cells after the head), or null when there is none.
 *
 * A depth-first search over the moves the rules allow. It abandons a branch only when the branch
 * cannot succeed, so the answer is exact; what makes it fast is a set of necessary conditions
 * checked at every step, each of which any completion must meet:
 *
 * - parity: the grid is a chessboard and a path alternates colours, so the unvisited cells of the
 *   two colours must balance, starting with the colour opposite the head's;
 * - forced links: cells with no choice left fix links of the path, which must not loop and must
 *   meet the numbers in order; a cell with one way in is the path's end (see forced-edges.ts);
 * - connectivity and bottlenecks: every unvisited cell is reachable from the head, and a cell whose
 *   removal cuts part of the region off (a cut vertex) is crossed once, so at most one part lies
 *   beyond it, holding the largest remaining numbers and the end;
 * - legs and regions: between two stops (head, numbers) the path runs through connected blank
 *   cells, so every region of blank cells needs its own leg touching it at both ends;
 * - memory: positions already shown to fail (same cells visited, same head) are not searched again.
 *
 * Moves are tried in the order of the puzzle's own solution where it applies, then fewest onward
 * links first (Warnsdorff's rule), which finds a way quickly when there is one.
 */
export function solve(puzzle: ZipPuzzle, path: readonly number[], stats?: SearchStats): number[] | null {
  const search = new Search(puzzle);
  const way = search.run(path);
  if (stats) stats.positions = search.positions;
  return way;
}

/** What a search cost, for the benchmark: the positions it examined. */
export type SearchStats = { positions: number };

/** Whether the path drawn so far can still be completed. */
export const isSolvable = (puzzle: ZipPuzzle, path: readonly number[]): boolean => solve(puzzle, path) !== null;

/** Slots of the table of failed positions (a power of two); it stops growing at 3/4 full. */
const MEMORY_SLOTS = 1 << 16;

/**
 * The table of failed positions, shared by every search (one runs at a time) so it is allocated
 * once: open addressing over (visited low bits, high bits, head); a slot counts only when its
 * generation is the current search's.
 */
const memory = {
  low: new Int32Array(MEMORY_SLOTS),
  high: new Int32Array(MEMORY_SLOTS),
  head: new Int32Array(MEMORY_SLOTS),
  generation: new Uint32Array(MEMORY_SLOTS),
  current: 0,
};

class Search {
  private readonly cells: number;
  private readonly values: readonly number[];
  private readonly count: number;
  private readonly colour: Uint8Array;
  private readonly visited: Uint8Array;
  private readonly edges: ForcedEdges;
  private readonly regions: RegionChecks;
  /** The cell after each cell on the puzzle's own solution, or -1. */
  private readonly successor: Int32Array;
  /** Unvisited cells of each colour. */
  private readonly unvisitedOf = new Int32Array(2);
  /** The visited cells as 64 bits, for the table of failed positions. */
  private low = 0;
  private high = 0;
  private readonly route: number[] = [];

  private remembered = 0;
  /** Positions examined. */
  positions = 0;

  constructor(puzzle: ZipPuzzle) {
    const cells = puzzle.size * puzzle.size;
    this.cells = cells;
    this.values = puzzle.values;
    this.count = puzzle.count;
    this.colour = Uint8Array.from(
      { length: cells },
      (_, cell) => ((cell % puzzle.size) + Math.floor(cell / puzzle.size)) & 1,
    );
    this.visited = new Uint8Array(cells);
    this.edges = new ForcedEdges(puzzle);
    this.successor = new Int32Array(cells).fill(-1);
    for (let index = 1; index < puzzle.solution.length; index += 1) {
      this.successor[puzzle.solution[index - 1] as number] = puzzle.solution[index] as number;
    }
    this.regions = new RegionChecks(puzzle);
    for (let cell = 0; cell < cells; cell += 1) this.countUnvisited(cell, 1);
    memory.current = (memory.current + 1) >>> 0;
    if (memory.current === 0) {
      memory.generation.fill(0);
      memory.current = 1;
    }
  }

  run(path: readonly number[]): number[] | null {
    const head = path.at(-1);
    if (head === undefined) return null;
    let next = 1;
    for (const cell of path) {
      if (cell < 0 || cell >= this.cells || this.visited[cell]) return null;
      this.visit(cell);
      const value = this.values[cell] as number;
      if (value > 0) {
        if (value !== next) return null;
        next += 1;
      }
    }
    return this.extend(head, next, this.cells - path.length) ? [...this.route] : null;
  }

  private countUnvisited(cell: number, change: number): void {
    const colour = this.colour[cell] as number;
    this.unvisitedOf[colour] = (this.unvisitedOf[colour] as number) + change;
  }

  private visit(cell: number): void {
    this.visited[cell] = 1;
    this.countUnvisited(cell, -1);
    if (cell < 32) this.low ^= 1 << cell;
    else this.high ^= 1 << (cell - 32);
  }

  private leave(cell: number): void {
    this.visited[cell] = 0;
    this.countUnvisited(cell, 1);
    if (cell < 32) this.low ^= 1 << cell;
    else this.high ^= 1 << (cell - 32);
  }

  /** The slot of the current position in the table of failed positions, and whether it is there. */
  private slot(head: number): { index: number; found: boolean } {
    const mask = MEMORY_SLOTS - 1;
    let index = (Math.imul(this.low, 0x9e3779b1) ^ Math.imul(this.high ^ (head << 7), 0x85ebca6b)) >>> 0;
    index = (index ^ (index >>> 15)) & mask;
    for (;;) {
      if (memory.generation[index] !== memory.current) return { index, found: false };
      if (memory.head[index] === head && memory.low[index] === this.low && memory.high[index] === this.high) {
        return { index, found: true };
      }
      index = (index + 1) & mask;
    }
  }

  /** Depth-first: can the path go on from `head`, `next` being the number due, over `remaining` cells? */
  private extend(head: number, next: number, remaining: number): boolean {
    this.positions += 1;
    if (remaining === 0) return next > this.count;
    if (this.slot(head).found || !this.feasible(head, next, remaining)) return false;

    // The moves: the forced one, or the possible ones in the order of the comment on `solve`.
    const { edges } = this;
    const moves: number[] = [];
    if (edges.headMove >= 0) moves.push(edges.headMove);
    else {
      const ranks: number[] = [];
      for (let direction = 0; direction < 4; direction += 1) {
        if (!edges.open(head, direction)) continue;
        const cell = edges.neighbour(head, direction);
        const rank = cell === this.successor[head] ? -1 : edges.links(cell);
        let at = moves.length;
        while (at > 0 && (ranks[at - 1] as number) > rank) {
          moves[at] = moves[at - 1] as number;
          ranks[at] = ranks[at - 1] as number;
          at -= 1;
        }
        moves[at] = cell;
        ranks[at] = rank;
      }
    }
    for (const cell of moves) {
      const value = this.values[cell] as number;
      this.visit(cell);
      this.route.push(cell);
      if (this.extend(cell, value === 0 ? next : next + 1, remaining - 1)) return true;
      this.route.pop();
      this.leave(cell);
    }
    if (this.remembered < (MEMORY_SLOTS * 3) / 4) {
      const { index } = this.slot(head);
      memory.generation[index] = memory.current;
      memory.low[index] = this.low;
      memory.high[index] = this.high;
      memory.head[index] = head;
      this.remembered += 1;
    }
    return false;
  }

  /** The necessary conditions of the comment on `solve`; false when the position cannot be completed. */
  private feasible(head: number, next: number, remaining: number): boolean {
    const { visited } = this;
    // Parity: the cells after the head alternate colours, the first opposite to the head's.
    const headColour = this.colour[head] as number;
    const opposite = this.unvisitedOf[1 - headColour] as number;
    const same = this.unvisitedOf[headColour] as number;
    if (opposite !== same && opposite !== same + 1) return false;

    // Forced links, and the end if it is forced.
    if (!this.edges.run(visited, head, next, remaining)) return false;
    const deadEnd = this.edges.end;

    // Connectivity and bottlenecks, then the blank regions against the legs between stops.
    return (
      this.regions.bottlenecksAllow(this.edges, visited, head, remaining, deadEnd) &&
      this.regions.legsCoverRegions(this.edges, visited, head, next, deadEnd)
    );
  }
}
