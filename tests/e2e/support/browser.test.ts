import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { animationsFinished, setupBrowser, withinStep } from "./browser";

/**
 * The waits of the browser tests' helpers end: a page that does not come to rest, or a promise of
 * the page's that never settles, fails its step with what it waited for, instead of holding the
 * test until the test's minute is up.
 */
const browser = setupBrowser();

/** A page whose element `selector` of `html` starts a minute's transition of `property` to `value`. */
async function transitioning(html: string, selector: string, property: string, value: string): Promise<Page> {
  const { page } = await browser.open();
  await page.setContent(html);
  await page.locator(selector).evaluate(
    (element, change) => {
      const style = (element as HTMLElement).style;
      style.transition = `${change.property} 60s linear`;
      // Laid out first, so the change is a transition from the value drawn, not a new start.
      element.getBoundingClientRect();
      style.setProperty(change.property, change.value);
    },
    { property, value },
  );
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(1);
  return page;
}

const BAR =
  '<div aria-label="Time left"><div class="bar" style="height: 8px; width: 100%; background: navy"></div></div>';
const BADGE = '<p class="badge" style="background-color: white">Live</p>';

describe("animationsFinished", () => {
  it("fails after its time, naming the motion that kept running and where", async () => {
    const page = await transitioning(BAR, ".bar", "width", "0%");
    await expect(animationsFinished(page, { timeout: 1_000 })).rejects.toThrow(
      'did not come to rest in 1 s: a transition of width on <div class="bar"> in "Time left" kept running',
    );
  });

  it("with motion 'colour', leaves a bar's width to glide and still waits for a colour", async () => {
    const bar = await transitioning(BAR, ".bar", "width", "0%");
    await animationsFinished(bar, { motion: "colour", timeout: 1_000 });
    const badge = await transitioning(BADGE, ".badge", "background-color", "black");
    await expect(animationsFinished(badge, { motion: "colour", timeout: 1_000 })).rejects.toThrow(
      'a transition of background-color on <p class="badge"> kept running',
    );
  });
});

describe("withinStep", () => {
  it("fails naming the step whose promise in the page never settles, and passes a settled one's value on", async () => {
    const { page } = await browser.open();
    await expect(
      withinStep(
        "a run that waits for ever",
        page.evaluate(() => new Promise(() => {})),
        500,
      ),
    ).rejects.toThrow("a run that waits for ever did not finish in 0.5 s");
    await expect(
      withinStep(
        "a quick run",
        page.evaluate(() => 6 * 7),
        500,
      ),
    ).resolves.toBe(42);
  });
});
