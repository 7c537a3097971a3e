/**
 * One change at a time per room within this process (other processes are held off by the version
 * check): each task for a room starts once the one before it has settled, whatever its outcome.
 * Any other key works the same (presence keys it by room and player).
 */
export function createRoomQueue() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    run<T>(code: string, task: () => Promise<T>): Promise<T> {
      const previous = queues.get(code) ?? Promise.resolve();
      const run = previous.then(task, task);
      const settled = run.catch(() => undefined);
      queues.set(code, settled);
      void settled.then(() => {
        if (queues.get(code) === settled) queues.delete(code);
      });
      return run;
    },

    /** Resolves once every task begun so far has settled. */
    async settle(): Promise<void> {
      await Promise.allSettled([...queues.values()]);
    },
  };
}
