import type { Page } from "playwright-core";
import { expect } from "vitest";
import { animationsFinished, scrollSettled } from "./browser";

/** The widths the layout is checked at: the narrowest phone in use, a common phone, a laptop. */
export const LAYOUT_WIDTHS = [320, 390, 1366] as const;

/** Heights to go with them (a phone held upright, a laptop's browser window). */
const HEIGHT_AT: Record<(typeof LAYOUT_WIDTHS)[number], number> = { 320: 640, 390: 844, 1366: 900 };

/** WCAG 2.5.5 (target size, enhanced): 44 by 44 CSS pixels, checked on phone-sized screens. */
const MIN_TARGET = 44;
const PHONE_MAX_WIDTH = 480;

type Check = { phone: boolean; minTarget: number; mode: "throughout" | "at rest"; atEnd?: boolean };

/**
 * The keys of an on-screen keyboard (`data-keyboard`) share a row ten at a time, which no phone
 * fits at 44 px each: they are held to 44 px in height and to WCAG 2.5.8's 24 px in width.
 */
const KEY_MIN_WIDTH = 24;

/**
 * What is wrong with the page's layout as it is now, one line per problem, checked in the page:
 * - the page scrolls sideways;
 * - an interactive element is narrower or shorter than 44 px on a phone (WCAG 2.5.5; inline links
 *   in a sentence are excepted, as WCAG excepts them);
 * - an interactive element, brought to the middle of the screen, is covered at its centre by
 *   another element (a sticky header, the floating Feedback button, a toast);
 * - an interactive element or a line of text on screen with the page at its top or at its end is
 *   covered at its centre by a fixed or sticky element.
 * The page's scroll position is restored afterwards.
 */
async function problemsNow(page: Page, check: Check): Promise<string[]> {
  return page.evaluate(
    ({ phone, minTarget, keyMinWidth, mode, atEnd = false }) => {
      const problems: string[] = [];
      const root = document.documentElement;
      const width = root.clientWidth;
      const height = root.clientHeight;
      const interactiveSelector = [
        "a[href]",
        "button",
        "input:not([type=hidden])",
        "select",
        "textarea",
        "summary",
        '[role="button"]',
        '[role="link"]',
        '[role="tab"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(",");
      const textSelector = "h1, h2, h3, h4, p, li, label, dt, dd, figcaption, [role=status], [role=alert]";

      const describe = (element: Element): string => {
        const name =
          element.getAttribute("aria-label") ??
          (element as HTMLElement).innerText?.trim().replace(/\s+/g, " ").slice(0, 40) ??
          "";
        const id = element.id ? `#${element.id}` : "";
        return `<${element.tagName.toLowerCase()}${id}> "${name}"`;
      };

      /** Shown on screen: rendered, not hidden, not a visually hidden (screen-reader only) element. */
      const shown = (element: Element): boolean => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        if (element.closest("[inert], [aria-hidden=true]")) return false;
        const rect = element.getBoundingClientRect();
        if (rect.width < 2 || rect.height < 2) return false;
        const style = getComputedStyle(element);
        return style.pointerEvents !== "none" || element.tagName === "INPUT";
      };

      /** A link inside a sentence: the target-size rule excepts it. */
      const inlineInText = (element: Element): boolean => {
        if (getComputedStyle(element).display !== "inline") return false;
        const parent = element.parentElement;
        if (!parent) return false;
        return [...parent.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      };

      /** What a press at the element's centre reaches: the element itself, a part of it, or its label. */
      const reaches = (element: Element, hit: Element | null): boolean => {
        if (!hit) return false;
        if (element === hit || element.contains(hit)) return true;
        const labels = (element as HTMLInputElement).labels;
        if (labels && [...labels].some((label) => label === hit || label.contains(hit))) return true;
        // A control inside a larger control (an icon inside a link) counts as reached through it.
        return hit.contains(element) && hit.matches(interactiveSelector);
      };

      /**
       * The element's box for target size: a checkbox or radio is pressed through its label too, and a
       * link stretched over its card (an absolute ::after) through the whole card.
       */
      const targetBox = (element: Element): DOMRect => {
        const rect = element.getBoundingClientRect();
        const after = getComputedStyle(element, "::after");
        const card = (element as HTMLElement).offsetParent;
        if (after.content !== "none" && after.position === "absolute" && card) return card.getBoundingClientRect();
        const label = (element as HTMLInputElement).labels?.[0];
        if (!label || !["checkbox", "radio"].includes((element as HTMLInputElement).type)) return rect;
        const outer = label.getBoundingClientRect();
        return outer.width * outer.height > rect.width * rect.height ? outer : rect;
      };

      /**
       * What the visitor opened on purpose (a dialog, a menu, the feedback form and its button)
       * covers the page by intent, and a toast only for its few seconds: neither counts as covering.
       * Toasts have checks of their own (at the bottom of a phone, two at most, each message once).
       */
      const opened = [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')]
        .map((control) => document.getElementById(control.getAttribute("aria-controls") ?? ""))
        .filter((panel): panel is HTMLElement => panel !== null);
      const openedOnPurpose = (hit: Element): boolean =>
        hit.closest('[role="dialog"], [aria-expanded="true"], [data-sonner-toaster]') !== null ||
        opened.some((panel) => panel.contains(hit));

      /** Elements whose box no page content may sit under: fixed and sticky ones. */
      const floating = (element: Element | null): boolean => {
        for (let node = element; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === "fixed" || position === "sticky") return true;
        }
        return false;
      };

      const interactive = [...document.querySelectorAll(interactiveSelector)].filter(shown);
      const onScreen = (rect: DOMRect) =>
        rect.top >= 0 && rect.left >= 0 && rect.bottom <= height && rect.right <= width;
      /** The centre of the element's first box: a link broken over two lines is judged by its first. */
      const centre = (element: Element) => {
        const rect = element.getClientRects()[0] ?? element.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2, rect };
      };

      if (mode === "at rest") {
        // Where the visitor has stopped scrolling, nothing fixed sits on a control or a line of text.
        const text = [...document.querySelectorAll(textSelector)].filter(shown);
        // At the end of the page only the lower half counts: what lies higher can be scrolled into view.
        const top = atEnd ? height / 2 : 0;
        for (const element of [...interactive, ...text]) {
          if (floating(element)) continue;
          const { x, y, rect } = centre(element);
          if (!onScreen(rect) || y < top) continue;
          // The centre and both ends: a link cut short ("Terms & Conditi") is covered too.
          const points = interactive.includes(element) ? [x, rect.left + 3, rect.right - 3] : [x];
          for (const px of points) {
            const hit = document.elementFromPoint(px, y);
            if (hit && !reaches(element, hit) && !element.contains(hit) && floating(hit) && !openedOnPurpose(hit)) {
              problems.push(`covered: ${describe(element)} lies under ${describe(hit)}`);
              break;
            }
          }
        }
        return [...new Set(problems)];
      }

      if (root.scrollWidth > width + 1) {
        const wide = [...document.body.querySelectorAll("*")]
          .filter((element) => shown(element) && element.getBoundingClientRect().right > width + 1)
          .slice(-3)
          .map((element) => `${describe(element)} to ${Math.round(element.getBoundingClientRect().right)} px`);
        problems.push(`scrolls sideways: ${root.scrollWidth} px wide on a ${width} px screen (${wide.join("; ")})`);
      }

      if (phone) {
        for (const element of interactive) {
          if (element.tagName === "A" && inlineInText(element)) continue;
          const box = targetBox(element);
          const minWidth = element.closest("[data-keyboard]") ? keyMinWidth : minTarget;
          if (box.width + 0.5 < minWidth || box.height + 0.5 < minTarget) {
            problems.push(
              `too small to tap: ${describe(element)} is ${Math.round(box.width)}x${Math.round(box.height)} px`,
            );
          }
        }
      }

      // Brought to the middle of the screen, every control can be pressed. The page is swept half
      // a screen at a time, and each control judged once its centre is in the middle half (or, at
      // the page's ends, wherever it can go); only a control the sweep never shows (inside a
      // scrolling box) is scrolled to on its own.
      const scroller = document.scrollingElement ?? root;
      const start = { top: scroller.scrollTop, left: scroller.scrollLeft };
      const judge = (element: Element) => {
        const { x, y } = centre(element);
        const hit = document.elementFromPoint(x, y);
        if (!reaches(element, hit) && !(hit && openedOnPurpose(hit) && !openedOnPurpose(element))) {
          problems.push(`covered: ${describe(element)} lies under ${hit ? describe(hit) : "nothing"}`);
        }
      };
      const waiting = new Set(interactive.filter((element) => !floating(element)));
      const last = scroller.scrollHeight - height;
      for (let top = 0; waiting.size > 0; top += height / 2) {
        scroller.scrollTo({ top: Math.min(top, last), left: 0, behavior: "instant" });
        const from = top === 0 ? 0 : height / 4;
        const to = top >= last ? height : (height * 3) / 4;
        for (const element of [...waiting]) {
          const { x, y, rect } = centre(element);
          if (rect.height > height) waiting.delete(element);
          else if (y >= from && y <= to && x >= 0 && x <= width) {
            waiting.delete(element);
            judge(element);
          }
        }
        if (top >= last) break;
      }
      for (const element of waiting) {
        element.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
        const { x, y } = centre(element);
        if (x >= 0 && x <= width && y >= 0 && y <= height) judge(element);
      }
      scroller.scrollTo({ ...start, behavior: "instant" });
      return [...new Set(problems)];
    },
    { ...check, keyMinWidth: KEY_MIN_WIDTH },
  );
}

/**
 * Checks the layout of the page as it is now at 320, 390 and 1366 px wide (problemsNow): throughout
 * the page, then with the page at rest at its top and at its end. Then gives the page back its
 * size and scroll position. `state` names what the page shows, for the failure message.
 */
export async function expectLayoutFits(page: Page, state: string): Promise<void> {
  // Transitions (the Feedback button stepping aside) finish at once while the layout is measured.
  const reduced = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const original = page.viewportSize();
  const scrolled = await page.evaluate(() => window.scrollY);
  const found: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT_AT[width] });
    await animationsFinished(page);
    const phone = width <= PHONE_MAX_WIDTH;
    const problems = await problemsNow(page, { phone, minTarget: MIN_TARGET, mode: "throughout" });
    for (const [where, top] of [
      ["at the top", 0],
      ["at the end", Number.MAX_SAFE_INTEGER],
    ] as const) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
      await animationsFinished(page);
      const atEnd = where === "at the end";
      const atRest = await problemsNow(page, { phone, minTarget: MIN_TARGET, mode: "at rest", atEnd });
      problems.push(...atRest.map((problem) => `${where}, ${problem}`));
    }
    found.push(...problems.map((problem) => `${width} px: ${problem}`));
  }
  if (original) await page.setViewportSize(original);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrolled);
  await page.emulateMedia({ reducedMotion: reduced ? "reduce" : "no-preference" });
  // One problem a line, so the failure names each of them.
  expect(found.join("\n"), `layout of ${state}`).toBe("");
}

/**
 * WCAG 2.4.11 (focus not obscured): the focused element is on screen, and nothing (a toast, the
 * sticky header) lies over its centre, once a smooth scroll to it has ended. Checked at once, not
 * waited for: a toast that covers the focus goes away by itself a few seconds later.
 */
export async function expectFocusUncovered(page: Page, state: string): Promise<void> {
  await scrollSettled(page);
  const covered = await page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return "nothing is focused";
    const rect = focused.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (hit && (focused === hit || focused.contains(hit))) return "";
    const name = (element: Element | null) =>
      element ? `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"` : "nothing";
    return `${name(focused)}, ${Math.round(rect.top)} to ${Math.round(rect.bottom)} px down, lies under ${name(hit)}`;
  });
  expect(covered, `the focus in ${state}`).toBe("");
}
