import type { FastifyBaseLogger } from "fastify";

/** The services a process needs to serve players: its database always, Redis in cluster mode. */
export type DependencyName = "database" | "redis";

const LABELS: Record<DependencyName, string> = { database: "the database", redis: "Redis" };

/**
 * Thrown instead of trying a change while a needed service is unreachable: the change is refused
 * at once with its spec message, rather than sent to a database that may apply it after we have
 * given up on it, or written without the other processes' players ever hearing of it.
 */
export class DependencyDownError extends Error {
  override name = "DependencyDownError";
  constructor(readonly dependency: DependencyName) {
    super(`${LABELS[dependency]} is unreachable`);
  }
}

export type Dependencies = {
  /** Declares that this process needs `name`; it counts as down until reported up. */
  need(name: DependencyName): void;
  /** Records whether `name` answers now. Logs only the changes: one line per outage, one per recovery. */
  report(name: DependencyName, up: boolean, cause?: unknown): void;
  /**
   * Asks `probe` every `intervalMs` whether `name` answers (a question still unanswered when the
   * next is due is not doubled), and lets ensure() ask again at once. Answers the function that
   * stops watching.
   */
  watch(name: DependencyName, probe: () => Promise<unknown>, intervalMs: number): () => void;
  /** The needed dependencies that are down now, in a fixed order. */
  down(): DependencyName[];
  /**
   * Resolves if every needed one of `names` answers. One that was down is asked again first when
   * it is watched (so the first change after an outage does not wait for the next probe); if it
   * still does not answer, throws a DependencyDownError.
   */
  ensure(...names: DependencyName[]): Promise<void>;
  /** Calls `listener` each time `name` comes back after an outage. */
  onRecovery(name: DependencyName, listener: () => void): void;
};

/**
 * What the process knows about the services it depends on, kept up to date by whoever watches
 * them (a probe of the database, the Redis clients' events). /healthz answers 503 while anything
 * needed is down, and the room master refuses changes meanwhile (README, Production).
 */
export function createDependencies(log: FastifyBaseLogger): Dependencies {
  const needed = new Set<DependencyName>();
  const up = new Set<DependencyName>();
  const listeners = new Map<DependencyName, (() => void)[]>();
  const downSince = new Map<DependencyName, number>();
  const probes = new Map<DependencyName, () => Promise<void>>();

  const dependencies: Dependencies = {
    need(name) {
      needed.add(name);
    },
    report(name, isUp, cause) {
      if (isUp === up.has(name) && (isUp || downSince.has(name))) return;
      if (isUp) {
        up.add(name);
        const since = downSince.get(name);
        downSince.delete(name);
        if (since !== undefined) {
          log.warn({ dependency: name, downMs: Date.now() - since }, `${LABELS[name]} is reachable again`);
          for (const listener of listeners.get(name) ?? []) listener();
        }
        return;
      }
      up.delete(name);
      downSince.set(name, Date.now());
      log.error(
        { dependency: name, err: cause },
        `${LABELS[name]} is unreachable: changes are refused until it is back`,
      );
    },
    watch(name, probe, intervalMs) {
      let asking: Promise<void> | undefined;
      let stopped = false;
      const ask = (): Promise<void> => {
        asking ??= probe()
          .then(
            () => {
              if (!stopped) dependencies.report(name, true);
            },
            (error: unknown) => {
              if (!stopped) dependencies.report(name, false, error);
            },
          )
          .finally(() => {
            asking = undefined;
          });
        return asking;
      };
      probes.set(name, ask);
      const timer = setInterval(() => void ask(), intervalMs);
      timer.unref();
      return () => {
        stopped = true;
        clearInterval(timer);
        probes.delete(name);
      };
    },
    down() {
      return (["database", "redis"] as const).filter((name) => needed.has(name) && !up.has(name));
    },
    async ensure(...names) {
      for (const name of names) {
        if (!needed.has(name) || up.has(name)) continue;
        await probes.get(name)?.();
        if (!up.has(name)) throw new DependencyDownError(name);
      }
    },
    onRecovery(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
  };
  return dependencies;
}
