import { useEffect, useState } from "react";

/**
 * False while a prerendered page is being hydrated, true once React runs it. A control that acts on
 * what is set up on mount is disabled meanwhile, so it shows it is not ready (a tap on an enabled
 * control is kept until the page is live: app/early-input.ts), and anything read from the address
 * or the device is applied only once live (the HTML must match).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
