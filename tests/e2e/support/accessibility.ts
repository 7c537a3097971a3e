import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { animationsFinished } from "./browser";

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
  // Colours are judged as they end up, not halfway through a dialog fading in.
  await animationsFinished(page);
  const violations: Violation[] = await page.evaluate(async () => {
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
  });
  expect(violations, `accessibility of ${state}`).toEqual([]);
}
