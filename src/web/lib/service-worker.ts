import { KEEP_MINI_GAMES, MINI_GAMES_KEPT } from "../service-worker/messages";
import { afterStartup } from "./startup";

/**
 * Registers /service-worker.js in production builds once the page has loaded, is live and the
 * browser idle, so installing it never competes with the first render or hydration. Failures only
 * matter offline, so they are logged, not shown.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/service-worker.js").catch((error: unknown) => {
      console.warn("Service worker registration failed", error);
    });
  };
  const afterLoad = () => afterStartup(register);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

/**
 * Asks the service worker to keep the mini-games on this device for offline play (the gallery does,
 * once it is live and the browser idle); `onKept` runs once every game is kept. Nothing happens
 * where there is no worker (development, a browser without one). Returns the way to stop listening.
 */
export function keepMiniGamesOffline(onKept: () => void): () => void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return () => undefined;
  const container = navigator.serviceWorker;
  let stopped = false;
  const listener = (event: MessageEvent) => {
    if (!stopped && (event.data as { type?: unknown } | null)?.type === MINI_GAMES_KEPT) onKept();
  };
  container.addEventListener("message", listener);
  container.startMessages();
  afterStartup(() => {
    void container.ready.then((registration) => {
      if (!stopped) registration.active?.postMessage({ type: KEEP_MINI_GAMES });
    });
  });
  return () => {
    stopped = true;
    container.removeEventListener("message", listener);
  };
}
