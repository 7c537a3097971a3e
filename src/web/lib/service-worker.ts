/**
 * Registers /service-worker.js in production builds once the page has loaded, so installing it
 * never competes with the first render. Failures only matter offline, so they are logged, not shown.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/service-worker.js").catch((error: unknown) => {
      console.warn("Service worker registration failed", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
