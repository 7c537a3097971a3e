import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { chromiumArgs, chromiumPath } from "../../support/chromium.mjs";

export const siteUrl = () => inject("siteUrl");
export const catchphraseHostUrl = () => inject("catchphraseHostUrl");

export type OpenedPage = {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far on this page. */
  errors: string[];
};

/**
 * One Chromium per test file and a fresh context per page. After each test every page must have
 * logged no console error or uncaught exception, except those the test declared with `expectError`.
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
  afterEach(async () => {
    const pages = opened;
    const allowed = expected;
    opened = [];
    expected = [];
    await Promise.all(pages.map(({ context }) => context.close()));
    const unexpected = pages
      .flatMap(({ errors }) => errors)
      .filter((error) => !allowed.some((pattern) => pattern.test(error)));
    if (unexpected.length > 0) throw new Error(`Unexpected browser errors:\n${unexpected.join("\n")}`);
  });

  return {
    async open(options: BrowserContextOptions = {}): Promise<OpenedPage> {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      const entry = { page, context, errors };
      opened.push(entry);
      return entry;
    },
    /** Declares a console error this test expects, so it does not fail the test. */
    expectError(pattern: RegExp) {
      expected.push(pattern);
    },
  };
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
