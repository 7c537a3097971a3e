import { useCallback, useEffect, useRef } from "react";
import { knownWay, type ZipState } from "./logic";
import { solve } from "./solver";
import type { WayAnswer, WayRequest } from "./solver-worker";

type Pending = { state: ZipState; resolve: (way: readonly number[] | null) => void };

/**
 * Finds a way through the rest of a position, off the main thread: positions on the puzzle's own
 * path are answered at once; others go to a Web Worker running the exact search. Where no worker
 * can start, the search runs on the page instead.
 */
export function useWayFinder(): (state: ZipState) => Promise<readonly number[] | null> {
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(0);

  useEffect(() => {
    const waiting = pending.current;
    const answerOnPage = () => {
      worker.current?.terminate();
      worker.current = null;
      for (const { state, resolve } of waiting.values()) resolve(solve(state.puzzle, state.path));
      waiting.clear();
    };
    try {
      const started = new Worker(new URL("./solver-worker.ts", import.meta.url), { type: "module" });
      started.onmessage = (event: MessageEvent<WayAnswer>) => {
        waiting.get(event.data.id)?.resolve(event.data.way);
        waiting.delete(event.data.id);
      };
      started.onerror = answerOnPage;
      worker.current = started;
    } catch {
      worker.current = null;
    }
    return () => {
      worker.current?.terminate();
      worker.current = null;
      waiting.clear();
    };
  }, []);

  return useCallback((state: ZipState) => {
    const known = knownWay(state);
    if (known) return Promise.resolve(known);
    const running = worker.current;
    if (!running) return Promise.resolve(solve(state.puzzle, state.path));
    return new Promise((resolve) => {
      const id = nextId.current++;
      pending.current.set(id, { state, resolve });
      running.postMessage({ id, puzzle: state.puzzle, path: [...state.path] } satisfies WayRequest);
    });
  }, []);
}
