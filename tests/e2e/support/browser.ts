import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { chromiumArgs, chromiumPath } from "../../support/chromium.mjs";

/** How long a step (a click, a wait for an element) may take unless it says otherwise. */
const STEP_TIMEOUT_MS = 20_000;

export const siteUrl = () => inject("siteUrl");
export const catchphraseHostUrl = () => inject("catchphraseHostUrl");
/** A data folder to copy for a server of a test's own (startProductionServer). */
export const dataTemplate = () => inject("dataTemplate");

export type OpenedPage = {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far on this page. */
  errors: string[];
};

/**
 * One Chromium per test file and a fresh context per page. After each test every page must have
 * logged no console error, uncaught exception or Content-Security-Policy violation, except those the
 * test declared with `expectError`.
 */
export function setupBrowser() {
  let browser: Browser;
  let opened: OpenedPage[] = [];
  let expected: RegExp[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (context) => {
    const pages = opened;
    const allowed = expected;
    opened = [];
    expected = [];
    if ((context.task.result?.errors?.length ?? 0) > 0) await describeRendering(pages);
    await Promise.all(pages.map(({ context }) => context.close()));
    const unexpected = pages
      .flatMap(({ errors }) => errors)
      .filter((error) => !allowed.some((pattern) => pattern.test(error)));
    if (unexpected.length > 0) throw new Error(`Unexpected browser errors:\n${unexpected.join("\n")}`);
  });

  return {
    async open(options: BrowserContextOptions = {}): Promise<OpenedPage> {
      // No service worker unless the test asks for one (offline.test.ts): on a first visit it only
      // precaches the whole site in the background, over a second of both cores per fresh browser
      // that would slow every other test, and it controls no page a test visits only once.
      const context = await browser.newContext({ serviceWorkers: "block", ...options });
      // A script or style the Content-Security-Policy refuses is an error too, even one the page
      // survives (Chromium only lists some of them among its DevTools issues).
      await context.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(
            `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`,
          ),
        ),
      );
      // A step that waits longer than this without its own timeout fails under its own name, well
      // before the test's minute runs out (vitest.e2e.config.ts).
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      const page = await context.newPage();
      const errors: string[] = [];
      collectErrors(page, errors);
      const entry = { page, context, errors };
      opened.push(entry);
      return entry;
    },
    /** Another tab of the same browser as `first`, whose errors count as the first tab's do. */
    async newTab(first: OpenedPage): Promise<Page> {
      const page = await first.context.newPage();
      collectErrors(page, first.errors);
      return page;
    },
    /** Declares a console error this test expects, so it does not fail the test. */
    expectError(pattern: RegExp) {
      expected.push(pattern);
    },
  };
}

/** Adds the console errors and uncaught exceptions of `page` to `errors`. */
function collectErrors(page: Page, errors: string[]): void {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
}

/**
 * After a failed test, prints whether each of its pages was visible and still drew frames. A click
 * once waited 20 s for its button to be "stable", which Playwright measures over animation frames,
 * on a page that had just answered every other step: this tells the next such failure whether the
 * page had stopped drawing (hidden, or its renderer stalled) or the button kept moving.
 */
async function describeRendering(pages: OpenedPage[]): Promise<void> {
  const probe = () =>
    new Promise<string>((resolve) => {
      requestAnimationFrame(() => resolve(`${document.visibilityState}, drawing frames`));
      setTimeout(() => resolve(`${document.visibilityState}, no animation frame in 2 s`), 2000);
    });
  for (const { page } of pages) {
    const silent = new Promise<string>((resolve) =>
      setTimeout(() => resolve("its script did not answer in 5 s"), 5000),
    );
    const state = await Promise.race([page.evaluate(probe), silent]).catch((error: unknown) => String(error));
    console.warn(`after the failure, ${page.url()} (${JSON.stringify(page.viewportSize())}): ${state}`);
  }
}

/**
 * Waits until the page's main heading reads exactly `text` (pages rendered after an in-app
 * navigation appear a moment after the URL changes), and fails with what it found instead.
 */
export async function expectHeading(page: Page, text: string): Promise<void> {
  const heading = page
    .locator("h1")
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });
  try {
    await heading.first().waitFor({ timeout: 10_000 });
  } catch {
    const found = await page.locator("h1").allTextContents();
    throw new Error(`Expected the heading "${text}" at ${page.url()}, found ${JSON.stringify(found)}`);
  }
}

/** Waits until the app has taken over the prerendered page, so that its buttons work (root.tsx). */
export async function pageIsLive(page: Page): Promise<void> {
  await page.locator("html[data-live]").waitFor({ state: "attached" });
}

/**
 * Waits until the mini-game on the page is live. A prerendered game is marked as hydrating until its
 * code has loaded and hydrated (mini-game-page.tsx); presses made meanwhile are done only then.
 */
export async function gameIsLive(page: Page): Promise<void> {
  await page.locator('[data-testid="game-area"]:not([data-hydrating])').waitFor();
}

/** Opens the page of the mini-game `id` and waits until the game is live. */
export async function openMiniGame(page: Page, id: string): Promise<void> {
  await page.goto(`${siteUrl()}/mini-games/${id}`);
  await gameIsLive(page);
}

/** Waits until `locator` has the focus: it may move a moment after what causes it (effects, a dialog closing). */
export async function expectFocused(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement)).toBe(true);
}

/**
 * Holds the page's requests for `url` (a glob or a pattern, as `page.route` takes) until `release()`,
 * as a slow network would; `count` says how many have come.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ count: number; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { count: 0, release: () => release() };
  await page.route(url, async (route) => {
    held.count += 1;
    await released;
    await route.continue().catch(() => {}); // the page may be closed by then
  });
  return held;
}

/**
 * The elements `locator` matches that a tap at their centre would not reach (something lies over
 * them there), by name; each is measured and hit-tested in one step, so the page cannot move between.
 */
export function notReachedAtCentre(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !hit || !element.contains(hit);
      })
      .map((element) => element.getAttribute("aria-label") || element.textContent || element.tagName),
  );
}

/** Every script and stylesheet the page asks for from now on, by path. */
export function recordAssets(page: Page): { scripts: string[]; styles: string[] } {
  const assets = { scripts: [] as string[], styles: [] as string[] };
  page.on("request", (request) => {
    const pathname = new URL(request.url()).pathname;
    if (request.resourceType() === "script") assets.scripts.push(pathname);
    if (request.resourceType() === "stylesheet") assets.styles.push(pathname);
  });
  return assets;
}

/**
 * Properties whose transition can change a colour on the page, which the accessibility checks judge
 * (support/accessibility.ts); a transition of anything else, a width or a transform, moves things
 * without changing a colour.
 */
export const COLOUR_PROPERTIES = /^(opacity|visibility|filter|backdrop-filter|fill|stroke|color|background|.*-color)$/;

/** What animationsFinished waits for, and how long. */
export type RestOptions = {
  /**
   * "any" (the default): every animation and transition that ends. "colour": only those that can
   * change a colour, transitions of COLOUR_PROPERTIES and CSS animations; a script animation (a
   * round's time bar) and a transition of a width or a transform are left to run.
   */
  motion?: "any" | "colour";
  /** How long the page may take to come to rest before the wait fails: a step's time unless told. */
  timeout?: number;
};

/**
 * Waits until the page is at rest: every animation and transition that ends has ended (endless
 * ones are left), and none has started in the two frames since. Something that reacts a frame
 * after the last change (the feedback corner stepping aside, keep-clear.ts) starts its transition
 * then, and is waited for too. Some motion ends only with a round: a countdown's bar glides a second
 * at a time, each second's transition replaced by the next one just before it ends, so a page whose
 * round runs never rests. The wait then fails after `timeout`, naming what kept moving, rather than
 * holding the test until its minute is up.
 */
export async function animationsFinished(
  page: Page,
  { motion = "any", timeout = STEP_TIMEOUT_MS }: RestOptions = {},
): Promise<void> {
  const colour = motion === "colour" ? COLOUR_PROPERTIES.source : null;
  // The page's own clock ends the wait and names what moves; this one ends it if the page's script
  // does not answer at all.
  const moving = await withinStep(
    `the wait for ${page.url()} to come to rest`,
    page.evaluate(restInPage, { colour, timeout }),
    timeout + 5_000,
  );
  if (moving) throw new Error(`${page.url()} did not come to rest in ${timeout / 1000} s: ${moving}`);
}

/**
 * In the page: waits for rest as animationsFinished says, counting only the transitions of
 * properties matching `colour` and CSS animations if it is given; after `timeout` ms, names what
 * was still moving. Resolves to "" once at rest.
 */
async function restInPage({ colour, timeout }: { colour: string | null; timeout: number }): Promise<string> {
  const colourful = colour === null ? null : new RegExp(colour);
  const counted = (animation: Animation) =>
    animation.playState === "running" &&
    animation.effect?.getComputedTiming().iterations !== Infinity &&
    (colourful === null ||
      (animation instanceof CSSTransition
        ? colourful.test(animation.transitionProperty)
        : animation instanceof CSSAnimation));
  const running = () => document.getAnimations().filter(counted);
  const named = (animation: Animation) => {
    const what =
      animation instanceof CSSTransition
        ? `a transition of ${animation.transitionProperty}`
        : animation instanceof CSSAnimation
          ? `the animation ${animation.animationName}`
          : "a script animation";
    const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
    if (!target) return what;
    const label = target.closest("[aria-label]")?.getAttribute("aria-label");
    const element = `<${target.tagName.toLowerCase()} class="${target.getAttribute("class") ?? ""}">`;
    return `${what} on ${element}${label ? ` in "${label}"` : ""}`;
  };
  const late = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), timeout));
  const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  for (let finite = running(); ; finite = running()) {
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))).then(twoFrames);
    if ((await Promise.race([ended, late])) === "late") {
      const still = running();
      return still.length > 0
        ? `${still.map(named).join(", ")} kept running`
        : "its animations ended, but no animation frame came after them (a hidden page draws none)";
    }
    if (running().length === 0) return "";
  }
}

/**
 * `work`, or a failure saying that `what` did not finish within `ms`. A page.evaluate has no
 * timeout of its own: a promise of the page's that never settles (a run waiting for a frame, a page
 * whose script is stuck) would otherwise hold the test, saying nothing, until its minute is up.
 */
export async function withinStep<T>(what: string, work: Promise<T>, ms = STEP_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The scripts a page's HTML names for its first load: React Router's module preloads, or, once the
 * build hands them to the starter that runs at the first paint (docs/decisions/034), the list the
 * starter carries in <head>.
 */
export function scriptsNamedBy(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...new Set([...head.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, href]) => href ?? ""))];
}

/** Waits until the page has stopped scrolling (a smooth scroll to a play area or to the focus). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    let last = -1;
    while (window.scrollY !== last) {
      last = window.scrollY;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}
