import type { ForcedEdges } from "./forced-edges";
import type { ZipPuzzle } from "./grid";

const NONE = 0x3fffffff;

/**
 * Two of the solver's checks on the region of unvisited cells (see solver.ts): its bottlenecks
 * (cut vertices) and its blank regions against the legs between the remaining numbers. Scratch
 * arrays are allocated once per puzzle.
 */
export class RegionChecks {
  private readonly cells: number;
  private readonly values: readonly number[];
  private readonly count: number;
  /** Where each number sits (index = number). */
  private readonly numberCell: Int32Array;
  private visited: Uint8Array;
  /** The links still possible, from the forced-links check of the same position. */
  private edges!: ForcedEdges;
  private readonly queue: Int32Array;
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly order: Int32Array;
  private readonly low: Int32Array;
  private readonly subtreeSize: Int32Array;
  private readonly subtreeNumbers: Int32Array;
  private readonly subtreeLeast: Int32Array;
  private clock = 0;
  private treeHead = 0;
  private treeDeadEnd = -1;
  private readonly regionLegs: Int32Array;
  private readonly regionAll = new Int32Array(64);
  private readonly regionTail = new Int32Array(64);
  private readonly regionBalance = new Int32Array(64);
  private readonly colour: Uint8Array;
  private readonly legRegion: Int32Array;
  private readonly legTried: Uint32Array;

  constructor(puzzle: ZipPuzzle) {
    const cells = puzzle.size * puzzle.size;
    this.cells = cells;
    this.values = puzzle.values;
    this.count = puzzle.count;
    this.numberCell = new Int32Array(puzzle.count + 2).fill(-1);
    puzzle.values.forEach((value, cell) => {
      if (value > 0) this.numberCell[value] = cell;
    });
    this.visited = new Uint8Array(cells);
    this.queue = new Int32Array(cells);
    this.seen = new Uint32Array(cells);
    this.order = new Int32Array(cells);
    this.low = new Int32Array(cells);
    this.subtreeSize = new Int32Array(cells);
    this.subtreeNumbers = new Int32Array(cells);
    this.subtreeLeast = new Int32Array(cells);
    this.regionLegs = new Int32Array(cells);
    this.colour = Uint8Array.from(
      { length: cells },
      (_, cell) => ((cell % puzzle.size) + Math.floor(cell / puzzle.size)) & 1,
    );
    this.legRegion = new Int32Array(puzzle.count + 2);
    this.legTried = new Uint32Array(puzzle.count + 2);
  }

  /** Whether two cells are joined by a possible link. */
  private linked(a: number, b: number): boolean {
    for (let direction = 0; direction < 4; direction += 1) {
      if (this.edges.neighbour(a, direction) === b) return this.edges.open(a, direction);
    }
    return false;
  }

  /**
   * Whether every unvisited cell is reachable from the head and every bottleneck can be crossed:
   * see `explore`. `end` is the path's forced last cell, or -1.
   */
  bottlenecksAllow(edges: ForcedEdges, visited: Uint8Array, head: number, remaining: number, end: number): boolean {
    this.edges = edges;
    this.visited = visited;
    this.order.fill(0);
    this.clock = 0;
    this.treeHead = head;
    this.treeDeadEnd = end;
    return this.explore(head) && this.clock - 1 === remaining;
  }

  /**
   * Visits `cell`'s subtree of a depth-first search from the head over the unvisited cells
   * (Tarjan's cut vertices); false as soon as a bottleneck rules the position out. A cell whose
   * removal cuts a part of the region off from the head is crossed once, so the path must finish
   * everything on the head's side, cross, then end in the part beyond. So at most one part lies
   * beyond each bottleneck, it holds the largest remaining numbers (the bottleneck's own number
   * just below them), and the dead end, if any, lies in it.
   */
  private explore(cell: number): boolean {
    const { order, low, subtreeSize, subtreeNumbers, subtreeLeast, values, visited } = this;
    this.clock += 1;
    order[cell] = this.clock;
    low[cell] = this.clock;
    const value = cell === this.treeHead ? 0 : (values[cell] as number);
    subtreeSize[cell] = 1;
    subtreeNumbers[cell] = value > 0 ? 1 : 0;
    subtreeLeast[cell] = value > 0 ? value : NONE;
    let cutOff = 0;
    const { edges } = this;
    for (let direction = 0; direction < 4; direction += 1) {
      if (!edges.open(cell, direction)) continue;
      const other = edges.neighbour(cell, direction);
      if (other !== this.treeHead && visited[other]) continue;
      if (order[other]) {
        if (order[other] < (low[cell] as number)) low[cell] = order[other] as number;
        continue;
      }
      if (!this.explore(other)) return false;
      if ((low[other] as number) < (low[cell] as number)) low[cell] = low[other] as number;
      subtreeSize[cell] = (subtreeSize[cell] as number) + (subtreeSize[other] as number);
      subtreeNumbers[cell] = (subtreeNumbers[cell] as number) + (subtreeNumbers[other] as number);
      if ((subtreeLeast[other] as number) < (subtreeLeast[cell] as number)) {
        subtreeLeast[cell] = subtreeLeast[other] as number;
      }
      if (cell === this.treeHead || (low[other] as number) < (order[cell] as number)) continue;
      // `other`'s subtree lies beyond the bottleneck `cell`.
      cutOff += 1;
      if (cutOff > 1) return false;
      const numbers = subtreeNumbers[other] as number;
      if (numbers > 0 && subtreeLeast[other] !== this.count - numbers + 1) return false;
      if (value > 0 && value !== this.count - numbers) return false;
      const deadEnd = this.treeDeadEnd;
      if (deadEnd >= 0) {
        const at = order[deadEnd] as number;
        const first = order[other] as number;
        if (at === 0 || at < first || at >= first + (subtreeSize[other] as number)) return false;
      }
    }
    return true;
  }

  /**
   * The path from the head runs in legs: head to the next number, then number to number, then a
   * last leg after the last number to wherever the path ends. A leg's inner cells are blank and
   * side by side, so each leg lies in one region of connected blank cells, and every region must be
   * filled by at least one leg touching it at both ends, no leg serving two regions. So: each leg
   * is a single step or has a region touching both its stops, and the regions can be matched to
   * distinct legs that touch them (a blank dead end puts its region on the last leg).
   */
  legsCoverRegions(edges: ForcedEdges, visited: Uint8Array, head: number, next: number, deadEnd: number): boolean {
    this.edges = edges;
    this.visited = visited;
    const { values, queue, seen, regionLegs } = this;
    const stops = this.count - next + 1; // numbers still to reach; stop 0 is the head
    // Leg i runs from stop i to stop i + 1; leg `stops` is the last leg, after the last number.
    const lastLeg = 1 << stops;
    let coveredLegs = 0;
    let from = head;
    for (let stop = 1; stop <= stops; stop += 1) {
      const to = this.numberCell[next + stop - 1] as number;
      if (this.linked(from, to)) coveredLegs |= 1 << (stop - 1);
      from = to;
    }

    this.stamp += 1;
    const stamp = this.stamp;
    let regions = 0;
    for (let start = 0; start < this.cells; start += 1) {
      if (visited[start] || values[start] !== 0 || seen[start] === stamp) continue;
      let touching = 0;
      let holdsDeadEnd = false;
      let balance = 0;
      let first = 0;
      let last = 0;
      queue[last++] = start;
      seen[start] = stamp;
      while (first < last) {
        const cell = queue[first++] as number;
        if (cell === deadEnd) holdsDeadEnd = true;
        balance += this.colour[cell] === 0 ? 1 : -1;
        for (let direction = 0; direction < 4; direction += 1) {
          if (!edges.open(cell, direction)) continue;
          const other = edges.neighbour(cell, direction);
          if (other === head) touching |= 1;
          else if (visited[other]) continue;
          else if (values[other] !== 0) touching |= 1 << ((values[other] as number) - next + 1);
          else if (seen[other] !== stamp) {
            seen[other] = stamp;
            queue[last++] = other;
          }
        }
      }
      const legs = (touching & (touching >>> 1)) | (touching & lastLeg);
      coveredLegs |= legs;
      // The last leg ends at the dead end: it serves the dead end's region and no other.
      const assignable = holdsDeadEnd ? legs & lastLeg : deadEnd >= 0 ? legs & ~lastLeg : legs;
      if (assignable === 0) return false;
      this.regionBalance[regions] = balance;
      this.regionTail[regions] = holdsDeadEnd || deadEnd < 0 ? legs & lastLeg : 0;
      this.regionAll[regions] = legs;
      regionLegs[regions++] = assignable;
    }
    const everyLeg = lastLeg - 1; // the legs that must exist (the last leg may be empty)
    if ((coveredLegs & everyLeg) !== everyLeg) return false;

    // Kuhn's matching of regions to distinct legs.
    this.legRegion.fill(-1);
    for (let region = 0; region < regions; region += 1) {
      this.stamp += 1;
      if (!this.augment(region)) return false;
    }
    return regions < 2 || this.coloursBalance(head, next, stops, regions);
  }

  /**
   * Colours per region: a leg between two stops of the same colour has an odd number of inner
   * cells, one more of the other colour, so it tips its region's balance by one; other legs do not.
   * The last leg tips its region by one or not at all. Each region's balance of colours must be
   * what the legs it receives add up to: a small search over which region each tipping leg fills.
   * (The search gives up after a few hundred steps, which only skips this check.)
   */
  private coloursBalance(head: number, next: number, stops: number, regions: number): boolean {
    const tips: number[] = [];
    const tipLegs: number[] = [];
    let from = head;
    for (let stop = 1; stop <= stops; stop += 1) {
      const to = this.numberCell[next + stop - 1] as number;
      if (this.colour[from] === this.colour[to]) {
        tipLegs.push(stop - 1);
        tips.push(this.colour[from] === 0 ? -1 : 1);
      }
      from = to;
    }
    const tailTip = this.colour[from] === 0 ? -1 : 1;
    const need = Array.from({ length: regions }, (_, region) => this.regionBalance[region] as number);
    let steps = 0;
    const place = (index: number): boolean => {
      steps += 1;
      if (steps > 400) return true;
      if (index === tipLegs.length) {
        // The last leg: nothing, or one tip in a region it may end in.
        const off = need.filter((value) => value !== 0);
        if (off.length === 0) return true; // the last leg empty or of even length
        if (off.length > 1) return false;
        const region = need.findIndex((value) => value !== 0);
        return need[region] === tailTip && (this.regionTail[region] as number) !== 0;
      }
      const bit = 1 << (tipLegs[index] as number);
      for (let region = 0; region < regions; region += 1) {
        if (((this.regionAll[region] as number) & bit) === 0) continue;
        need[region] = (need[region] as number) - (tips[index] as number);
        const found = place(index + 1);
        need[region] = (need[region] as number) + (tips[index] as number);
        if (found) return true;
      }
      return false;
    };
    return place(0);
  }

  private augment(region: number): boolean {
    let legs = this.regionLegs[region] as number;
    while (legs !== 0) {
      const bit = legs & -legs;
      legs ^= bit;
      const leg = 31 - Math.clz32(bit);
      if (this.legTried[leg] === this.stamp) continue;
      this.legTried[leg] = this.stamp;
      const holder = this.legRegion[leg] as number;
      if (holder < 0 || this.augment(holder)) {
        this.legRegion[leg] = region;
        return true;
      }
    }
    return false;
  }
}
