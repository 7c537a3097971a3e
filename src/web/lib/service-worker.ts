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
