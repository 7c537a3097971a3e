/**
 * Group commit (issue 23): a request is written at the end of the event loop's current turn,
 * together with the others of that turn (intents read from many sockets at once), and requests
 * that arrive while a write is in flight wait for it to end and are then written together; one
 * statement, up to `maxBatch` at a time. A lone request after a quiet spell waits for no timer:
 * only for the turn that is already running to finish. Under load (the last write ended less than
 * `gatherMs` ago) a new batch also waits `gatherMs`, or until `maxBatch` requests wait, so that
 * more share its statement: where the database runs on this thread (PGlite), nothing arrives while
 * a write runs, and batches would otherwise hold one or two requests (decision 048).
 *
 * `write` answers one result per request, in order. When it throws with a cause `retryAlone`
 * accepts (a deadlock between two processes' batches), each request of the batch is written again
 * on its own; other failures fail the whole batch, as its one statement failed as a whole.
 */
export function groupCommit<Request, Answer>(
  write: (batch: readonly Request[]) => Promise<Answer[]>,
  options: {
    maxBatch: number;
    /** Requests of one key (one room) never share a batch: the later waits for the next one. */
    keyOf?: (request: Request) => string;
    retryAlone?: (error: unknown) => boolean;
    /**
     * Under load, when the last write ended less than this many milliseconds ago, a new batch waits
     * as long for more requests (or until `maxBatch` wait) before it is written. 0: never waits.
     */
    gatherMs?: number;
  },
): (request: Request) => Promise<Answer> {
  type Waiting = { request: Request; resolve: (answer: Answer) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;
  let lastWriteEnded = Number.NEGATIVE_INFINITY;
  let gathering: ReturnType<typeof setTimeout> | undefined;
  const gatherMs = options.gatherMs ?? 0;

  async function writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const answers = await write(batch.map((entry) => entry.request));
      for (const [index, entry] of batch.entries()) entry.resolve(answers[index] as Answer);
    } catch (error) {
      if (batch.length > 1 && options.retryAlone?.(error)) {
        for (const entry of batch) await writeBatch([entry]);
      } else {
        for (const entry of batch) entry.reject(error);
      }
    }
  }

  /** The next batch: the oldest requests, at most maxBatch, one per key. */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const keys = new Set<string>();
    const rest: Waiting[] = [];
    for (const entry of waiting) {
      const key = options.keyOf?.(entry.request);
      if (batch.length >= options.maxBatch || (key !== undefined && keys.has(key))) rest.push(entry);
      else {
        batch.push(entry);
        if (key !== undefined) keys.add(key);
      }
    }
    waiting = rest;
    return batch;
  }

  async function drain(): Promise<void> {
    gathering = undefined;
    while (waiting.length > 0) await writeBatch(takeBatch());
    writing = false;
    lastWriteEnded = performance.now();
  }

  return (request) =>
    new Promise<Answer>((resolve, reject) => {
      waiting.push({ request, resolve, reject });
      if (gathering !== undefined && waiting.length >= options.maxBatch) {
        clearTimeout(gathering);
        gathering = undefined;
        setImmediate(() => void drain());
      }
      if (writing) return;
      writing = true;
      if (gatherMs > 0 && performance.now() - lastWriteEnded < gatherMs) {
        gathering = setTimeout(() => void drain(), gatherMs);
      } else setImmediate(() => void drain());
    });
}
