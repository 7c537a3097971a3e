/// <reference lib="webworker" />
import type { ZipPuzzle } from "./grid";
import { solve } from "./solver";

/** A question to the solver: can `path` still be completed on `puzzle`? */
export type WayRequest = { id: number; puzzle: ZipPuzzle; path: number[] };
/** Its answer: a way through the remaining cells, or null. */
export type WayAnswer = { id: number; way: number[] | null };

/**
 * The solver off the page's main thread: however long a search takes, drawing and dragging stay
 * smooth. Answers each request with the way found, or null.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<WayRequest>) => {
  const { id, puzzle, path } = event.data;
  scope.postMessage({ id, way: solve(puzzle, path) } satisfies WayAnswer);
};
