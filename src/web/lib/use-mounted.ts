import { useEffect, useState } from "react";

/**
 * False while a prerendered page is being hydrated, true once React runs it. Controls that would
 * do nothing before then are disabled meanwhile, so an early tap is never silently lost, and
 * anything read from the address or the device is applied only once live (the HTML must match).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
