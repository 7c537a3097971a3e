import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { animationsFinished, COLOUR_PROPERTIES, pageIsLive, withinStep } from "./browser";

/** axe-core's browser build, evaluated in the page as DevTools does (the site's CSP allows no injected tag). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { rule: string; impact: string; help: string; nodes: string[] };

/**
 * Runs axe-core on the page as it is now (every rule but the experimental ones: WCAG 2.1 A and
 * AA, colour contrast included, and axe's best practices) and fails with each violation's rule,
 * help text and elements. `state` names what the page shows, for the failure message.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  // Colours are judged as they end up: once every part of the page is hydrated and at rest, not
  // halfway through a dialog fading in or the feedback corner stepping aside from the text below.
  await pageIsLive(page);
  const violations = await colourAtRest(page, `accessibility of ${state}`, () =>
    withinStep(`accessibility of ${state}: axe's run on ${page.url()}`, page.evaluate(runAxe)),
  );
  expect(violations, `accessibility of ${state}`).toEqual([]);
}

/** In the page: one run of axe on the page as it is. */
async function runAxe(): Promise<Violation[]> {
  const { axe } = window as unknown as {
    axe: { run: (context: Document, options: { resultTypes: string[] }) => Promise<AxeResults> };
  };
  // Every rule still runs; only the violations are gathered in full, which keeps a run short.
  const results = await axe.run(document, { resultTypes: ["violations"] });
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? "",
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  }));
}

/** How many times a judgement of colours is made before a page whose colours keep changing is given up on. */
const COLOUR_JUDGEMENTS = 5;

/**
 * `measure` of the page's colours at rest: it waits until nothing that can change a colour moves
 * (animationsFinished, motion "colour"), measures, and counts the measurement only if no CSS
 * transition or finite CSS animation that can change a colour (opacity, visibility, a filter, any
 * colour) was running as it began or started while it ran; otherwise it measures again once the
 * page is still. Something can start after the page came to rest: the feedback corner comes back a
 * moment after the text beneath it has gone, and fades in. A script animation, such as a round's
 * time bar sliding across the whole round, or a transition of a width, such as a countdown's bar
 * stepping each second, moves but changes no colour: it is neither waited for nor counted, since
 * it may run as long as the round (docs/decisions/065). `what` names the measurement in a failure.
 */
async function colourAtRest<T>(page: Page, what: string, measure: () => Promise<T>): Promise<T> {
  for (let judgement = 1; ; judgement += 1) {
    await animationsFinished(page, { motion: "colour" }).catch((error: unknown) => {
      throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    });
    await page.evaluate(watchColours, COLOUR_PROPERTIES.source);
    const result = await measure();
    const changing = await page.evaluate(colourChanges);
    if (changing.length === 0) return result;
    if (judgement === COLOUR_JUDGEMENTS) {
      throw new Error(`${what}: the colours kept changing through ${judgement} judgements: ${changing.join(", ")}`);
    }
  }
}

type ColourWatch = { changing: string[]; stop: () => void };

/**
 * In the page: starts noting the motion that can change a colour (transitions of the properties
 * matching `colourProperties`, finite CSS animations), running now or starting from now on.
 */
function watchColours(colourProperties: string): void {
  const colourful = new RegExp(colourProperties);
  const finite = (animation: Animation) => animation.effect?.getComputedTiming().iterations !== Infinity;
  const named = (animation: Animation) =>
    animation instanceof CSSTransition
      ? `a transition of ${animation.transitionProperty}`
      : `the animation ${(animation as CSSAnimation).animationName}`;
  const changing = document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === "running" &&
        (animation instanceof CSSTransition
          ? colourful.test(animation.transitionProperty)
          : animation instanceof CSSAnimation && finite(animation)),
    )
    .map(named);
  const transitionRan = (event: TransitionEvent) => {
    if (colourful.test(event.propertyName)) changing.push(`a transition of ${event.propertyName}`);
  };
  const animationStarted = (event: AnimationEvent) => {
    const animations = event.target instanceof Element ? event.target.getAnimations() : [];
    const started = animations.find((one) => one instanceof CSSAnimation && one.animationName === event.animationName);
    if (started && finite(started)) changing.push(named(started));
  };
  document.addEventListener("transitionrun", transitionRan, true);
  document.addEventListener("animationstart", animationStarted, true);
  const stop = () => {
    document.removeEventListener("transitionrun", transitionRan, true);
    document.removeEventListener("animationstart", animationStarted, true);
  };
  (window as unknown as { colourWatch: ColourWatch }).colourWatch = { changing, stop };
}

/** In the page: stops watchColours and names what changed a colour meanwhile. */
function colourChanges(): string[] {
  const { colourWatch: watch } = window as unknown as { colourWatch: ColourWatch };
  watch.stop();
  return watch.changing;
}

/**
 * axe leaves a single letter (a game's key or tile) unjudged: "incomplete", not a violation. This
 * judges the texts of `texts`, on plain backgrounds, by WCAG's contrast ratio (1.4.3: 4.5:1, or 3:1
 * for large text) against the colour behind each one: the background colours of the element and
 * its ancestors, composited up from the first opaque one. Colours are read through a canvas, so
 * any CSS colour (oklch included) comes back as sRGB. Elements without text are passed over.
 */
export async function expectReadable(texts: Locator, state: string): Promise<void> {
  const faults = await colourAtRest(texts.page(), `contrast of the texts of ${state}`, () =>
    texts.evaluateAll((elements) => {
      const canvas = document.createElement("canvas");
      canvas.width = 1;
      canvas.height = 1;
      const paint = canvas.getContext("2d", { willReadFrequently: true });
      if (!paint) throw new Error("no 2D canvas");
      type Rgba = [number, number, number, number];
      const rgba = (colour: string): Rgba => {
        paint.clearRect(0, 0, 1, 1);
        paint.fillStyle = colour;
        paint.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = paint.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
      };
      const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
        r * a + br * (1 - a),
        g * a + bg * (1 - a),
        b * a + bb * (1 - a),
        1,
      ];
      const luminance = ([r, g, b]: Rgba) => {
        const linear = (channel: number) => {
          const c = channel / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      const behind = (element: Element): Rgba => {
        const layers: Rgba[] = [];
        for (let at: Element | null = element; at; at = at.parentElement) {
          const layer = rgba(getComputedStyle(at).backgroundColor);
          if (layer[3] > 0) layers.push(layer);
          if (layer[3] === 1) break;
        }
        return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
      };
      return elements.flatMap((element) => {
        if (!element.textContent?.trim()) return [];
        const style = getComputedStyle(element);
        const background = behind(element);
        const text = over(rgba(style.color), background);
        const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
        const ratio = (lighter + 0.05) / (darker + 0.05);
        const size = Number.parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const needed = large ? 3 : 4.5;
        return ratio >= needed
          ? []
          : [
              `"${element.textContent?.trim()}" ${style.color} on ${background.join(",")}: ${ratio.toFixed(2)} < ${needed}`,
            ];
      });
    }),
  );
  expect(faults, `contrast of the texts of ${state}`).toEqual([]);
}
