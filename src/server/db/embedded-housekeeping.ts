import type { PGlite } from "@electric-sql/pglite";

/** How often the embedded database's dead row versions are cleared (PostgreSQL's autovacuum). */
export const VACUUM_EVERY_MS = 2_000;
/** How often its changes are checkpointed, so that the WAL behind them is recycled (PostgreSQL's checkpointer). */
export const CHECKPOINT_EVERY_MS = 30_000;

export type HousekeepingOptions = {
  vacuumEveryMs?: number;
  checkpointEveryMs?: number;
  /** A round that failed; the next one runs as usual. */
  onError(error: unknown): void;
};

export type Housekeeping = {
  /** Stops the rounds and waits for the one under way, so that none meets a closed database. */
  stop(): Promise<void>;
};

/**
 * PGlite runs PostgreSQL inside this process without its background workers: no autovacuum and no
 * checkpointer. Left alone, every update leaves its old row version behind for good (a room's
 * document, once past 2 kB, in the TOAST table), and the WAL is never recycled: in a 10-minute
 * soak at 490 intents/s the data folder grew to 4.5 GB and the p99 from 10 ms to 1.4 s
 * (decision 045). This does their work on a timer: a VACUUM of the application's tables every
 * VACUUM_EVERY_MS, a CHECKPOINT every CHECKPOINT_EVERY_MS. Each takes a few milliseconds at that
 * pace, and PGlite runs it between other statements, never inside a transaction.
 */
export function startHousekeeping(client: Pick<PGlite, "query" | "exec">, options: HousekeepingOptions): Housekeeping {
  const { vacuumEveryMs = VACUUM_EVERY_MS, checkpointEveryMs = CHECKPOINT_EVERY_MS } = options;
  let underway: Promise<void> | undefined;
  let stopped = false;

  async function vacuum(): Promise<void> {
    // Read each time: the tables exist only once migrated, and a migration may add one.
    const { rows } = await client.query<{ name: string }>(
      "select quote_ident(tablename) as name from pg_tables where schemaname = 'public'",
    );
    if (rows.length > 0) await client.exec(`vacuum ${rows.map((row) => row.name).join(", ")}`);
  }

  const every = (ms: number, task: () => Promise<void>) => {
    const timer = setInterval(() => {
      // One round at a time: a round due while another runs is skipped, not stacked on.
      if (stopped || underway) return;
      underway = task()
        .catch(options.onError)
        .finally(() => {
          underway = undefined;
        });
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(vacuumEveryMs, vacuum),
    every(checkpointEveryMs, () => client.exec("checkpoint").then(() => {})),
  ];

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await underway;
    },
  };
}
