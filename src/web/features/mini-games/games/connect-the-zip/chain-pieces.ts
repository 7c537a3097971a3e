/** Pieces of the path fixed by forced links (see forced-edges.ts), and how two join into one. */
/**
 * A chain of forced links read from one end (`from`) to the other (`to`): the numbers nearest
 * each end (0 for none), the least and most number, how many numbers and cells, and whether the
 * head is one of its ends.
 */
export type Piece = {
  from: number;
  to: number;
  nearFrom: number;
  nearTo: number;
  least: number;
  most: number;
  numbers: number;
  cells: number;
  withHead: boolean;
};

export const emptyPiece = (): Piece => ({
  from: 0,
  to: 0,
  nearFrom: 0,
  nearTo: 0,
  least: 0,
  most: 0,
  numbers: 0,
  cells: 0,
  withHead: false,
});

/** What a chain of the path must agree with: the head, the number due, the forced end, the cells left. */
export type ChainContext = { head: number; next: number; end: number; remaining: number };

/**
 * `first` then `second` as one chain in `out`, if that is possible: the numbers run consecutively
 * one way, from the head they start with the next number, and a chain from the head to the end
 * holds every cell.
 */
export function concatenate(first: Piece, second: Piece, out: Piece, context: ChainContext): boolean {
  if (first.numbers > 0 && second.numbers > 0) {
    const firstRises = first.numbers === 1 || first.nearTo === first.most;
    const firstFalls = first.numbers === 1 || first.nearTo === first.least;
    const secondRises = second.numbers === 1 || second.nearFrom === second.least;
    const secondFalls = second.numbers === 1 || second.nearFrom === second.most;
    const rising = firstRises && secondRises && second.nearFrom === first.nearTo + 1;
    const falling = firstFalls && secondFalls && second.nearFrom === first.nearTo - 1;
    if (!rising && !falling) return false;
  }
  out.from = first.from;
  out.to = second.to;
  out.nearFrom = first.numbers > 0 ? first.nearFrom : second.nearFrom;
  out.nearTo = second.numbers > 0 ? second.nearTo : first.nearTo;
  out.least = Math.min(first.least, second.least);
  out.most = Math.max(first.most, second.most);
  out.numbers = first.numbers + second.numbers;
  out.cells = first.cells + second.cells;
  out.withHead = first.withHead || second.withHead;
  if (out.withHead && out.numbers > 0) {
    const nearHead = out.from === context.head ? out.nearFrom : out.nearTo;
    if (nearHead !== context.next) return false;
  }
  if (out.withHead && context.end >= 0 && (out.from === context.end || out.to === context.end)) {
    if (out.cells !== context.remaining + 1) return false;
  }
  return true;
}

/** The same chain read the other way. */
export function reverse(piece: Piece): void {
  [piece.from, piece.to] = [piece.to, piece.from];
  [piece.nearFrom, piece.nearTo] = [piece.nearTo, piece.nearFrom];
}
