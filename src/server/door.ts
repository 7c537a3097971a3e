/**
 * Something that opens once, such as Socket.IO's way in while the server starts: what arrives
 * before may wait for it to open, each up to a limit of its own.
 */
export type Door = {
  readonly isOpen: boolean;
  open(): void;
  /** True once the door is open: at once if it is, else when it opens, or false after `limitMs`. */
  wait(limitMs: number): Promise<boolean>;
  /** Answers false to everyone waiting now, leaving the door as it is. */
  turnAway(): void;
};

export function createDoor(): Door {
  let isOpen = false;
  const waiting = new Set<(open: boolean) => void>();
  /** Answers everyone waiting now (each answer takes itself out of the set). */
  const answerAll = (open: boolean) => {
    for (const resolve of [...waiting]) resolve(open);
  };
  return {
    get isOpen() {
      return isOpen;
    },
    open() {
      isOpen = true;
      answerAll(true);
    },
    turnAway() {
      answerAll(false);
    },
    wait(limitMs) {
      if (isOpen) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (open: boolean) => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve(open);
        };
        // A wait never keeps a stopping process alive.
        const timer = setTimeout(() => done(false), limitMs).unref();
        waiting.add(done);
      });
    },
  };
}
