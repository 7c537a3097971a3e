import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "./support/accessibility";
import { holdRequests, notReachedAtCentre, openMiniGame, setupBrowser, siteUrl } from "./support/browser";
import { createRoom } from "./support/catchphrase";
import { expectLayoutFits } from "./support/layout";

const browser = setupBrowser();
const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Whether the floating button is there to press: fully shown, and what a tap at its centre reaches.
 * Stepped aside, it is see-through and lets taps through to the page beneath.
 */
function floatsInView(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const corner = element.parentElement;
    return hit?.closest("button") === element && corner !== null && getComputedStyle(corner).opacity === "1";
  });
}

/**
 * Ticks `box` as a visitor would, perhaps before the page is live: the press is then held and done
 * once it is (early-input.ts), so the tick appears a moment later rather than at once.
 */
async function tick(box: Locator): Promise<void> {
  await box.click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(`huddle_${name}`), key);
const newsletter = (page: Page) => page.locator("#newsletter");

describe("newsletter (site.md sections 4 and 5)", () => {
  it("refuses to subscribe without consent, saving nothing", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/`);
    await newsletter(page).getByRole("textbox", { name: "Email address" }).fill("sam@example.com");
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("Please accept terms").waitFor();
    await expect(page.getByText("You need to accept our privacy policy to subscribe.").isVisible()).resolves.toBe(true);
    await expect(stored(page, "subscribed")).resolves.toBeNull();
    await expect(stored(page, "email")).resolves.toBeNull();
  });

  it("subscribes locally after a second of 'Subscribing...', with no request to the server", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/`);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" && !request.url().endsWith("/api/events")) posts.push(request.url());
    });
    const form = newsletter(page);
    await form.getByRole("textbox", { name: "Email address" }).fill("sam@example.com");
    await tick(
      form.getByRole("checkbox", { name: "I accept the privacy policy and consent to receiving email updates" }),
    );
    await form.getByRole("button", { name: "Subscribe" }).click();
    const busy = form.getByRole("button", { name: "Subscribing..." });
    await expect(busy.isDisabled()).resolves.toBe(true);
    await page.getByText("You're subscribed!").waitFor();
    await expect(form.getByRole("button", { name: "Subscribe" }).isEnabled()).resolves.toBe(true);
    await expect(form.getByRole("textbox", { name: "Email address" }).inputValue()).resolves.toBe("");
    await expect(form.getByRole("checkbox").isChecked()).resolves.toBe(false);
    await expect(stored(page, "subscribed")).resolves.toBe("true");
    await expect(stored(page, "email")).resolves.toBe("sam@example.com");
    expect(posts).toEqual([]);
  });

  it("uses the browser's own e-mail check", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/`);
    const email = newsletter(page).getByRole("textbox", { name: "Email address" });
    await email.fill("not-an-email");
    await tick(newsletter(page).getByRole("checkbox"));
    await newsletter(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).resolves.toBe(true);
    await expect(stored(page, "subscribed")).resolves.toBeNull();
  });
});

describe("visitor status (site.md section 4)", () => {
  it("greets a new visitor with Stay Updated and a returning one with Welcome Back!, counting visits", async () => {
    const { context } = await browser.open(desktop);
    const first = await context.newPage();
    await first.goto(`${siteUrl()}/`);
    await expect(newsletter(first).getByRole("heading", { level: 2 }).textContent()).resolves.toBe("Stay Updated");
    await first.waitForFunction(() => localStorage.getItem("huddle_visit_count") === "1");
    const lastVisit = Number(await stored(first, "last_visit"));
    expect(Math.abs(Date.now() - lastVisit)).toBeLessThan(60_000);

    const second = await context.newPage();
    await second.goto(`${siteUrl()}/`);
    await newsletter(second).getByRole("heading", { name: "Welcome Back!" }).waitFor();
    await expect(stored(second, "visit_count")).resolves.toBe("2");
    const stats = JSON.parse((await stored(second, "daily_stats")) ?? "{}");
    const today = await second.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    expect(stats[today]).toEqual({ newVisitors: 1, returningVisitors: 1 });
  });

  it("asks a visitor on their third visit to subscribe, three seconds after arriving", async () => {
    const { context } = await browser.open(desktop);
    await context.addInitScript(() => {
      if (!localStorage.getItem("huddle_visit_count")) {
        localStorage.setItem("huddle_visit_count", "2");
        localStorage.setItem("huddle_last_visit", String(Date.now() - 86_400_000));
      }
    });
    const page = await context.newPage();
    const arrived = Date.now();
    await page.goto(`${siteUrl()}/`);
    await expect(
      page.getByText("We noticed you've visited us before. Would you like to subscribe for updates?").count(),
    ).resolves.toBe(0);
    await page
      .getByText("We noticed you've visited us before. Would you like to subscribe for updates?")
      .waitFor({ timeout: 10_000 });
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(3000);
    await expect(page.getByText("Welcome back!", { exact: true }).isVisible()).resolves.toBe(true);
    await expectAccessible(page, "the home page with the returning visitor's toast");
    await expectLayoutFits(page, "the home page with the returning visitor's toast");
    await page.getByRole("button", { name: "Subscribe" }).first().click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("newsletter-email");
  });

  it("does not ask a subscriber", async () => {
    const { context } = await browser.open(desktop);
    await context.addInitScript(() => {
      localStorage.setItem("huddle_visit_count", "5");
      localStorage.setItem("huddle_last_visit", "1");
      localStorage.setItem("huddle_subscribed", "true");
    });
    const page = await context.newPage();
    await page.goto(`${siteUrl()}/`);
    await page.waitForTimeout(3500);
    await expect(page.getByText("We noticed you've visited us before.", { exact: false }).count()).resolves.toBe(0);
  });
});

describe("feedback (site.md 2.8, 5 and 8)", () => {
  const openFeedback = async (page: Page) => {
    // Where the button would cover the page it steps aside: the end of every page keeps it clear.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await expect.poll(() => floatsInView(page.getByRole("button", { name: "Send feedback" }))).toBe(true);
    await page.getByRole("button", { name: "Send feedback" }).click();
    const panel = page.getByRole("dialog", { name: "Send us feedback" });
    await panel.waitFor();
    return panel;
  };

  it("checks the fields with the exact messages and keeps the button off while a field is empty", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/privacy`);
    const panel = await openFeedback(page);
    const submit = panel.getByRole("button", { name: "Submit Feedback" });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await panel.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
    await expect(submit.isDisabled()).resolves.toBe(true);
    await panel.getByRole("textbox", { name: "Message" }).fill("   ");
    await submit.click();
    await expect(panel.getByRole("alert").textContent()).resolves.toBe("Please fill in both email and message fields");

    await panel.getByRole("textbox", { name: "Email" }).fill("sam-at-example");
    await panel.getByRole("textbox", { name: "Message" }).fill("The timer is great");
    await submit.click();
    await expect(panel.getByRole("alert").textContent()).resolves.toBe("Please enter a valid email address");
    const email = panel.getByRole("textbox", { name: "Email" });
    await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
    // Tailwind's red-500.
    await expect(email.evaluate((input) => getComputedStyle(input).borderTopColor)).resolves.toBe(
      "oklch(0.637 0.237 25.331)",
    );
    await expectAccessible(page, "the feedback panel with an error");
    await expectLayoutFits(page, "the feedback panel with an error");
  });

  it("refuses an address with ? and & and a message with a control character, keeping what was typed (issue 17)", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/privacy`);
    const panel = await openFeedback(page);
    const submit = panel.getByRole("button", { name: "Submit Feedback" });
    const email = panel.getByRole("textbox", { name: "Email" });
    const message = panel.getByRole("textbox", { name: "Message" });

    await email.fill("a@b.co?bcc=eve%40evil.example&subject=x");
    await message.fill("Hello");
    await submit.click();
    await expect(panel.getByRole("alert").textContent()).resolves.toBe("Please enter a valid email address");
    await expect(email.inputValue()).resolves.toBe("a@b.co?bcc=eve%40evil.example&subject=x");

    await email.fill("sam@example.com");
    await message.fill("Hello\u0007 there");
    await submit.click();
    await expect(panel.getByRole("alert").textContent()).resolves.toBe(
      "Your message can't contain control characters, other than line breaks and tabs.",
    );
    await expect(message.inputValue()).resolves.toBe("Hello\u0007 there");
  });

  it("opens for a click whose press began before the form's code arrived", async () => {
    const { page } = await browser.open(desktop);
    const formCode = await holdRequests(page, "**/assets/feedback-popover-*.js");
    await page.goto(`${siteUrl()}/privacy`);
    await page.waitForLoadState("networkidle");
    const button = page.getByRole("button", { name: "Send feedback" });
    const box = await button.boundingBox();
    if (!box) throw new Error("The Feedback button is not on screen");
    // Pointing at the button asks for the form's code; it arrives while the button is held down.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const loaded = page.waitForResponse((response) => /\/feedback-popover-[^/]+\.js$/.test(response.url()));
    formCode.release();
    await (await loaded).finished();
    // Time enough for the page to have put the form's button in place, had it not waited.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await page.mouse.up();
    await page.getByRole("dialog", { name: "Send us feedback" }).waitFor({ timeout: 5000 });
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
  });

  it("stores valid feedback on the server, thanks the visitor, then clears and closes", async () => {
    const { page } = await browser.open(desktop);
    await page.goto(`${siteUrl()}/games/password`);
    const before = (await (await page.request.get(`${siteUrl()}/api/analytics`)).json()).counters.feedback_submitted;
    const panel = await openFeedback(page);
    await panel.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
    await panel.getByRole("textbox", { name: "Message" }).fill("Please add more words to Password!");
    const response = page.waitForResponse((r) => r.url().endsWith("/api/feedback"));
    await panel.getByRole("button", { name: "Submit Feedback" }).click();
    expect((await response).status()).toBe(201);
    await page.getByText("Thank you for your feedback!").waitFor();
    await panel.waitFor({ state: "detached" });
    const after = (await (await page.request.get(`${siteUrl()}/api/analytics`)).json()).counters.feedback_submitted;
    expect(after).toBe(before + 1);

    const reopened = await openFeedback(page);
    await expect(reopened.getByRole("textbox", { name: "Email" }).inputValue()).resolves.toBe("");
    await expect(reopened.getByRole("textbox", { name: "Message" }).inputValue()).resolves.toBe("");
  });

  it("steps aside from a game's controls on a phone, and is back past the game", async () => {
    const { page } = await browser.open(phone);
    // Once the game is live: hydrating, the page may still move under a measurement.
    await openMiniGame(page, "nordle");
    const feedback = page.getByRole("button", { name: "Send feedback" });
    // The game's last row of keys at the bottom of the screen, where the button floats.
    await page.getByTestId("game-area").evaluate((area) => area.scrollIntoView({ block: "end" }));
    await expect.poll(() => floatsInView(feedback)).toBe(false);
    // A tap at the Delete key's centre reaches the key, once the page has come to rest, and still a
    // moment later (the button comes back 150 ms after it is clear).
    const deleteKey = page.getByRole("button", { name: "Delete letter" });
    await expect.poll(() => notReachedAtCentre(deleteKey)).toEqual([]);
    await page.waitForTimeout(400);
    await expect(notReachedAtCentre(deleteKey)).resolves.toEqual([]);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => floatsInView(feedback)).toBe(true);
    await feedback.click();
    await page.getByRole("dialog", { name: "Send us feedback" }).waitFor();
  });

  it("stays out of a Catchphrase room's way on a phone, and waits at the end of the page", async () => {
    const { page } = await browser.open(phone);
    await createRoom(page, siteUrl(), "Zoe", 5);
    await page.getByText("Players (1/10)").waitFor();
    const feedback = page.getByRole("button", { name: "Send feedback" });
    await expect.poll(() => floatsInView(feedback)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => floatsInView(feedback)).toBe(true);
    await feedback.click();
    await page.getByRole("dialog", { name: "Send us feedback" }).waitFor();
  });

  it("keeps what was typed when sending fails", async () => {
    browser.expectError(/Failed to load resource/);
    const { page } = await browser.open(phone);
    await page.goto(`${siteUrl()}/`);
    await page.route("**/api/feedback", (route) => route.abort());
    const panel = await openFeedback(page);
    await panel.getByRole("textbox", { name: "Email" }).fill("sam@example.com");
    await panel.getByRole("textbox", { name: "Message" }).fill("Hello from my phone");
    await panel.getByRole("button", { name: "Submit Feedback" }).click();
    await page.getByText("Failed to submit feedback. Please try again.").waitFor();
    await expect(panel.getByRole("textbox", { name: "Email" }).inputValue()).resolves.toBe("sam@example.com");
    await expect(panel.getByRole("textbox", { name: "Message" }).inputValue()).resolves.toBe("Hello from my phone");
    const box = await panel.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  });
});
