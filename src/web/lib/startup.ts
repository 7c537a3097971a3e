/** The mark root.tsx puts on <html> once every part of the page answers. */
export const LIVE_ATTRIBUTE = "data-live";
/** How long start-up work waits for the browser to be idle, at most, once the page is live. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where the browser cannot say when it is idle (Safari): how long after the page is live. */
const NO_IDLE_CALLBACK_DELAY_MS = 300;

/**
 * Runs `work` once the page is live (`html[data-live]`, root.tsx) and then the browser is idle,
 * within two seconds in any case: start-up work that nobody waits for (a beacon, the service
 * worker's registration) must not lengthen the tasks that make a page live on a slow phone, nor
 * run inside them (the issue "Pages fast on real phones with React").
 */
export function afterStartup(work: () => void): void {
  const root = document.documentElement;
  const idle = () => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(work, NO_IDLE_CALLBACK_DELAY_MS);
    }
  };
  if (root.hasAttribute(LIVE_ATTRIBUTE)) {
    idle();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!root.hasAttribute(LIVE_ATTRIBUTE)) return;
    watch.disconnect();
    idle();
  });
  watch.observe(root, { attributes: true, attributeFilter: [LIVE_ATTRIBUTE] });
}
