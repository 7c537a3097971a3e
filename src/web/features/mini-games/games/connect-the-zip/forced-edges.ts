import { concatenate, emptyPiece, type Piece, reverse } from "./chain-pieces";
import type { ZipPuzzle } from "./grid";

const OPEN = 1;
const FORCED = 2;
const NO_NUMBER = 0x3fffffff;

/**
 * The solver's strongest check: which links between cells the rest of the path must use.
 *
 * The rest of the path links the head to one unvisited cell and each unvisited cell to two others
 * (the last cell to one), along grid sides. A link is possible only where the rules allow a step:
 * not between two numbers that are not consecutive, from the head only to a blank cell or the next
 * number. The end is the last number or a blank cell joined to it by blank cells (after the last
 * number the path runs through blank cells only). Then, until nothing changes:
 * - a cell left with one possible link must be the end (there is only one);
 * - a cell with exactly as many possible links as it needs uses them all (they are forced), except
 *   that a cell with two that may still be the end might use just one, unless using both would be
 *   impossible, which makes it the end;
 * - a cell whose links are all forced loses its other links;
 * - forced links join into chains, pieces of the final path: a link that would close a loop, or
 *   join numbers that do not then run consecutively in one direction (from the head: starting with
 *   the next number), is impossible; a chain from the head to the end must hold every cell.
 * Any contradiction means the position cannot be completed.
 */
export class ForcedEdges {
  /** The path's last cell when forced, else -1 (after a successful `run`). */
  end = -1;
  /** The head's forced next cell, else -1 (after a successful `run`). */
  headMove = -1;

  private readonly cells: number;
  private readonly values: readonly number[];
  private readonly count: number;
  private readonly lastNumberCell: number;
  /** Neighbour of each cell in each direction (up, right, down, left; opposite = direction ^ 2), or -1. */
  private readonly step: Int32Array;
  private readonly link: Uint8Array;
  /** Links the numbers allow at all: between neighbours not both numbers, or consecutive numbers. */
  private readonly rulesAllow: Uint8Array;
  private readonly possible: Int8Array;
  private readonly forced: Int8Array;
  // Each chain's figures, kept at both of its ends (a lone cell is a chain of one).
  private readonly chainEnd: Int32Array;
  private readonly chainNearest: Int32Array;
  private readonly chainLeast: Int32Array;
  private readonly chainMost: Int32Array;
  private readonly chainNumbers: Int32Array;
  private readonly chainCells: Int32Array;
  private readonly chainHead: Uint8Array;
  /** Cells that may be the end. */
  private readonly endZone: Uint8Array;
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private first = 0;
  private last = 0;
  private readonly pieces = [emptyPiece(), emptyPiece(), emptyPiece(), emptyPiece(), emptyPiece()] as const;
  private visited: Uint8Array;
  /** The position of the last `run`: the path's head, the number due and the cells left. */
  head = 0;
  next = 1;
  remaining = 0;

  constructor(puzzle: ZipPuzzle) {
    const { size } = puzzle;
    const cells = size * size;
    this.cells = cells;
    this.values = puzzle.values;
    this.count = puzzle.count;
    this.lastNumberCell = puzzle.values.indexOf(puzzle.count);
    this.step = new Int32Array(cells * 4).fill(-1);
    for (let cell = 0; cell < cells; cell += 1) {
      const x = cell % size;
      const y = Math.floor(cell / size);
      if (y > 0) this.step[cell * 4] = cell - size;
      if (x < size - 1) this.step[cell * 4 + 1] = cell + 1;
      if (y < size - 1) this.step[cell * 4 + 2] = cell + size;
      if (x > 0) this.step[cell * 4 + 3] = cell - 1;
    }
    this.link = new Uint8Array(cells * 4);
    this.rulesAllow = new Uint8Array(cells * 4);
    for (let at = 0; at < cells * 4; at += 1) {
      const other = this.step[at] as number;
      if (other < 0) continue;
      const a = puzzle.values[at >> 2] as number;
      const b = puzzle.values[other] as number;
      this.rulesAllow[at] = a === 0 || b === 0 || a - b === 1 || b - a === 1 ? 1 : 0;
    }
    this.possible = new Int8Array(cells);
    this.forced = new Int8Array(cells);
    this.chainEnd = new Int32Array(cells);
    this.chainNearest = new Int32Array(cells);
    this.chainLeast = new Int32Array(cells);
    this.chainMost = new Int32Array(cells);
    this.chainNumbers = new Int32Array(cells);
    this.chainCells = new Int32Array(cells);
    this.chainHead = new Uint8Array(cells);
    this.endZone = new Uint8Array(cells);
    this.queue = new Int32Array(cells + 1); // a ring one longer than the cells it may hold
    this.queued = new Uint8Array(cells);
    this.visited = new Uint8Array(cells);
  }

  /** Whether the link from `cell` in `direction` is still possible (or forced). */
  open(cell: number, direction: number): boolean {
    return this.link[cell * 4 + direction] !== 0;
  }

  /** The neighbour of `cell` in `direction`, or -1. */
  neighbour(cell: number, direction: number): number {
    return this.step[cell * 4 + direction] as number;
  }

  /** How many links of `cell` are forced after the last `run`. */
  forcedLinks(cell: number): number {
    return this.forced[cell] as number;
  }

  /** Whether the link from `cell` in `direction` is forced after the last `run`. */
  isForced(cell: number, direction: number): boolean {
    return this.link[cell * 4 + direction] === FORCED;
  }

  /** How many links of `cell` were left possible by the last `run`. */
  links(cell: number): number {
    return this.possible[cell] as number;
  }

  /**
   * Works out the forced links of the position: `visited` cells, the path's `head`, the `next`
   * number due and the `remaining` unvisited cells (at least one). False on a contradiction.
   */
  run(
    visited: Uint8Array,
    head: number,
    next: number,
    remaining: number,
    bans: Uint8Array | null = null,
    decisions: readonly number[] = [],
  ): boolean {
    this.visited = visited;
    this.head = head;
    this.next = next;
    this.remaining = remaining;
    this.end = -1;
    this.headMove = -1;
    this.markEndZone(next > this.count ? head : this.lastNumberCell);
    this.first = 0;
    this.last = 0;
    const { values, step, link, rulesAllow } = this;
    this.queued.fill(0);
    for (let cell = 0; cell < this.cells; cell += 1) {
      if (!this.inPlay(cell)) continue;
      let possible = 0;
      for (let direction = 0; direction < 4; direction += 1) {
        const at = cell * 4 + direction;
        const other = step[at] as number;
        let ok: boolean;
        if (other < 0) ok = false;
        else if (cell === head) ok = !visited[other] && (values[other] === 0 || values[other] === next);
        else if (other === head) ok = values[cell] === 0 || values[cell] === next;
        else ok = !visited[other] && rulesAllow[at] === 1;
        if (bans?.[at]) ok = false;
        link[at] = ok ? OPEN : 0;
        if (ok) possible += 1;
      }
      this.possible[cell] = possible;
      this.forced[cell] = 0;
      const value = cell === head ? 0 : (values[cell] as number);
      this.chainEnd[cell] = cell;
      this.chainNearest[cell] = value;
      this.chainLeast[cell] = value > 0 ? value : NO_NUMBER;
      this.chainMost[cell] = value;
      this.chainNumbers[cell] = value > 0 ? 1 : 0;
      this.chainCells[cell] = 1;
      this.chainHead[cell] = cell === head ? 1 : 0;
      // Cells with three or four links and none forced have nothing to settle yet.
      if (possible <= 2 || cell === head) this.push(cell);
    }
    for (const decided of decisions) {
      if (link[decided] !== OPEN) {
        if (link[decided] === FORCED) continue;
        return false;
      }
      if (!this.force(decided >> 2, decided & 3)) return false;
    }
    while (this.first !== this.last) {
      const cell = this.queue[this.first] as number;
      this.first = (this.first + 1) % this.queue.length;
      this.queued[cell] = 0;
      if (!this.settle(cell)) return false;
    }
    for (let direction = 0; direction < 4; direction += 1) {
      if (link[head * 4 + direction] === FORCED) this.headMove = step[head * 4 + direction] as number;
    }
    return true;
  }

  private inPlay(cell: number): boolean {
    return cell === this.head || !this.visited[cell];
  }

  /** Whether the path may end on `cell`: it is in the end zone and no other end is forced. */
  private mayEnd(cell: number): boolean {
    return cell !== this.head && (this.end < 0 || this.end === cell) && this.endZone[cell] === 1;
  }

  need(cell: number): number {
    return cell === this.head || cell === this.end ? 1 : 2;
  }

  private push(cell: number): void {
    if (this.queued[cell]) return;
    this.queued[cell] = 1;
    this.queue[this.last] = cell;
    this.last = (this.last + 1) % this.queue.length;
  }

  /** The end zone: `from` (the last number, or the head once every number is reached) and the blank cells joined to it. */
  private markEndZone(from: number): void {
    const { endZone, queue, step, values, visited } = this;
    endZone.fill(0);
    endZone[from] = 1;
    let first = 0;
    let last = 0;
    queue[last++] = from;
    while (first < last) {
      const cell = queue[first++] as number;
      for (let direction = 0; direction < 4; direction += 1) {
        const other = step[cell * 4 + direction] as number;
        if (other < 0 || endZone[other] || visited[other] || values[other] !== 0) continue;
        endZone[other] = 1;
        queue[last++] = other;
      }
    }
    if (from === this.head) endZone[from] = 0;
  }

  /** Applies the rules of the class comment to one cell; false on a contradiction. */
  private settle(cell: number): boolean {
    const { link, step } = this;
    for (let direction = 0; direction < 4; direction += 1) {
      if (link[cell * 4 + direction] !== OPEN) continue;
      const other = step[cell * 4 + direction] as number;
      // Two lone cells can always be linked (the rules were checked), unless it joins head and end.
      if (this.forced[cell] === 0 && this.forced[other] === 0) {
        const headToEnd = (cell === this.head && other === this.end) || (other === this.head && cell === this.end);
        if (!headToEnd) continue;
      }
      if (!this.join(cell, other, this.pieces[0])) this.cut(cell, direction);
    }
    let possible = this.possible[cell] as number;
    const forced = this.forced[cell] as number;
    // A cell that may be the end, with two open links that cannot both be used, is the end.
    if (possible === 2 && forced === 0 && this.end < 0 && this.mayEnd(cell) && !this.bothUsable(cell)) {
      possible = 1;
    }
    let need = this.need(cell);
    if (possible < need) {
      if (this.possible[cell] === 0 || !this.mayEnd(cell)) return false;
      if (this.end !== cell) {
        this.end = cell;
        // Cells that could have been the end need two links now: look at them again.
        for (let other = 0; other < this.cells; other += 1) {
          if (other !== cell && this.inPlay(other) && this.possible[other] === 2) this.push(other);
        }
      }
      need = 1;
    }
    possible = this.possible[cell] as number;
    if (forced > need) return false;
    // Two possible links are both used, unless this cell may still turn out to be the end.
    const certain = need === 1 || this.end >= 0 || !this.mayEnd(cell);
    if (possible === need && forced < need && certain) {
      for (let direction = 0; direction < 4; direction += 1) {
        if (link[cell * 4 + direction] === OPEN && !this.force(cell, direction)) return false;
      }
    } else if (forced === need && possible > need) {
      for (let direction = 0; direction < 4; direction += 1) {
        if (link[cell * 4 + direction] === OPEN) this.cut(cell, direction);
      }
    }
    return true;
  }

  /** Whether a lone cell could be passed through along both of its two open links. */
  private bothUsable(cell: number): boolean {
    const { link, step, pieces } = this;
    let first = -1;
    let second = -1;
    for (let direction = 0; direction < 4; direction += 1) {
      if (link[cell * 4 + direction] !== OPEN) continue;
      if (first < 0) first = step[cell * 4 + direction] as number;
      else second = step[cell * 4 + direction] as number;
    }
    if (first < 0 || second < 0 || this.chainEnd[first] === second) return false;
    this.pieceEndingAt(first, pieces[1]);
    this.pieceEndingAt(cell, pieces[2]);
    if (!concatenate(pieces[1], pieces[2], pieces[3], this)) return false;
    this.pieceEndingAt(second, pieces[2]);
    reverse(pieces[2]);
    return concatenate(pieces[3], pieces[2], pieces[4], this);
  }

  private cut(cell: number, direction: number): void {
    const other = this.step[cell * 4 + direction] as number;
    this.link[cell * 4 + direction] = 0;
    this.link[other * 4 + (direction ^ 2)] = 0;
    this.possible[cell] = (this.possible[cell] as number) - 1;
    this.possible[other] = (this.possible[other] as number) - 1;
    this.push(other);
    this.push(cell);
  }

  /** Forces a link and joins the two chains it touches; false when that is impossible. */
  private force(cell: number, direction: number): boolean {
    const other = this.step[cell * 4 + direction] as number;
    const joined = this.pieces[0];
    if (!this.join(cell, other, joined)) return false;
    this.link[cell * 4 + direction] = FORCED;
    this.link[other * 4 + (direction ^ 2)] = FORCED;
    this.forced[cell] = (this.forced[cell] as number) + 1;
    this.forced[other] = (this.forced[other] as number) + 1;
    for (const end of [joined.from, joined.to]) {
      this.chainEnd[end] = end === joined.from ? joined.to : joined.from;
      this.chainNearest[end] = end === joined.from ? joined.nearFrom : joined.nearTo;
      this.chainLeast[end] = joined.least;
      this.chainMost[end] = joined.most;
      this.chainNumbers[end] = joined.numbers;
      this.chainCells[end] = joined.cells;
      this.chainHead[end] = joined.withHead ? 1 : 0;
    }
    this.push(cell);
    this.push(other);
    return true;
  }

  /**
   * Whether the link from `cell` to `other` could be in the path given the chains: neither cell
   * already has all its links and the chains joined are possible (their figures left in `out`).
   */
  private join(cell: number, other: number, out: Piece): boolean {
    if ((this.forced[cell] as number) >= this.need(cell) || (this.forced[other] as number) >= this.need(other)) {
      return false;
    }
    if (this.chainEnd[cell] === other) return false; // a loop
    const before = this.pieces[1];
    const after = this.pieces[2];
    this.pieceEndingAt(cell, before);
    this.pieceEndingAt(other, after);
    reverse(after);
    return concatenate(before, after, out, this);
  }

  /** The chain that has `cell` as an end, read so that it ends at `cell`. */
  private pieceEndingAt(cell: number, out: Piece): void {
    const far = this.chainEnd[cell] as number;
    out.from = far;
    out.to = cell;
    out.nearFrom = this.chainNearest[far] as number;
    out.nearTo = this.chainNearest[cell] as number;
    out.least = this.chainLeast[cell] as number;
    out.most = this.chainMost[cell] as number;
    out.numbers = this.chainNumbers[cell] as number;
    out.cells = this.chainCells[cell] as number;
    out.withHead = this.chainHead[cell] === 1;
  }
}
