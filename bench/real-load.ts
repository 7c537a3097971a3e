/**
 * A real load of a page on a throttled phone: Chromium with DevTools' network and CPU throttling
 * at Lighthouse's mobile settings (562.5 ms round trip, 1.47 Mbps down, 675 kbps up, 4x CPU) and a
 * phone's screen. Unlike Lighthouse's simulation, the page really loads this slowly, so the figures
 * include what a simulation leaves out: the waterfall of module requests, and the time the page's
 * code takes to run before the page answers taps.
 *
 * Each load has a browser of its own (a reused one carries caches, compiled code and heap work
 * from the loads before it).
 */
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.mjs";

/** DevTools' throttling as Lighthouse applies it for its mobile preset ("devtools" throttling). */
export const MOBILE_THROTTLING = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** Lighthouse's mobile screen (a mid-range Android phone). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export type RealLoad = {
  /** First contentful paint, from the start of navigation. */
  fcpMs: number;
  /** The last largest-contentful-paint entry once the page is live and has painted content. */
  lcpMs: number;
  /** When the app marked the page live (`html[data-live]`): hydrated, its controls answering. */
  liveMs: number;
  /** Scripts the page fetched before it was live. */
  scriptsBeforeLive: number;
};

/** In the page before any of its code: when it turns live, and its largest paints. */
function recordMilestones() {
  const marks = { live: Number.NaN, lcp: Number.NaN };
  (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // The document, not its root element: this runs before the root element exists.
  const watch = new MutationObserver(() => {
    if (!document.documentElement?.hasAttribute("data-live")) return;
    marks.live = performance.now();
    watch.disconnect();
  });
  watch.observe(document, { subtree: true, attributes: true, attributeFilter: ["data-live"] });
}

/** Loads `url` once in a fresh, throttled browser and reads its milestones. */
export async function realLoad(url: string): Promise<RealLoad> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Network.enable");
    await session.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: MOBILE_THROTTLING.latencyMs,
      downloadThroughput: MOBILE_THROTTLING.downloadBytesPerSecond,
      uploadThroughput: MOBILE_THROTTLING.uploadBytesPerSecond,
    });
    await session.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_THROTTLING.cpuSlowdown });
    await page.addInitScript(recordMilestones);
    await page.goto(url, { waitUntil: "commit" });
    await page.locator("html[data-live]").waitFor({ state: "attached", timeout: 60_000 });
    // Some pages (a Catchphrase room) paint their content only once the server has answered.
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => {
      const marks = (window as unknown as { benchMarks: { live: number; lcp: number } }).benchMarks;
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType("resource")
        .filter(
          (entry) => entry.name.endsWith(".js") && (entry as PerformanceResourceTiming).responseEnd <= marks.live,
        ).length;
      return { fcpMs: fcp, lcpMs: marks.lcp, liveMs: marks.live, scriptsBeforeLive: scripts };
    });
  } finally {
    await browser.close();
  }
}
