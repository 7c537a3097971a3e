import { readFile } from "node:fs/promises";
import type { BrowserContextOptions, Download, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PROMPTS as MEME_PROMPTS } from "../../src/web/features/mini-games/games/mini-meme-battle/content";
import { PROMPTS as SKETCH_PROMPTS } from "../../src/web/features/mini-games/games/speed-sketch/content";
import { drawingFileName } from "../../src/web/features/mini-games/games/speed-sketch/logic";
import { expectAccessible } from "./support/accessibility";
import { openMiniGame, scrollSettled, setupBrowser } from "./support/browser";
import { expectLayoutFits } from "./support/layout";
import { recordLongTasks, reportLongTasksDuring } from "./support/long-tasks";

const browser = setupBrowser();
const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, acceptDownloads: true };

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

type Countdown = { countdown: string[] };

type Shared = { title: string; text: string; files: { name: string; type: string; size: number }[] };

/** Gives the page a device share sheet that accepts files and remembers what it was given. */
async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    Object.assign(navigator, {
      canShare: (data?: ShareData) => Boolean(data),
      share: async (data: ShareData) => {
        (window as unknown as { shared: unknown }).shared = {
          title: data.title,
          text: data.text,
          files: (data.files ?? []).map((file) => ({ name: file.name, type: file.type, size: file.size })),
        };
      },
    });
  });
}

/** What the page handed to the share sheet. */
async function sharedData(page: Page): Promise<Shared> {
  await page.waitForFunction(() => "shared" in window);
  return page.evaluate(() => (window as unknown as { shared: Shared }).shared);
}

const noSidewaysScroll = (page: Page) =>
  expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

/** How many pixels of a canvas are dark ink (all channels under 128). */
const inkOnCanvas = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const paper = element as HTMLCanvasElement;
    const { data } = paper.getContext("2d")?.getImageData(0, 0, paper.width, paper.height) ?? { data: [] };
    let ink = 0;
    for (let index = 0; index < data.length; index += 4) {
      if ((data[index] ?? 255) < 128 && (data[index + 1] ?? 255) < 128 && (data[index + 2] ?? 255) < 128) ink += 1;
    }
    return ink;
  });

/** An <img>'s natural size, its dark pixels, and the colour at its centre, read back through a canvas. */
const readImage = (image: Locator) =>
  image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const paper = document.createElement("canvas");
    paper.width = img.naturalWidth;
    paper.height = img.naturalHeight;
    const context = paper.getContext("2d");
    context?.drawImage(img, 0, 0);
    const { data } = context?.getImageData(0, 0, paper.width, paper.height) ?? { data: [] };
    let ink = 0;
    for (let index = 0; index < data.length; index += 4) {
      if ((data[index] ?? 255) < 128 && (data[index + 1] ?? 255) < 128 && (data[index + 2] ?? 255) < 128) ink += 1;
    }
    const centre = context?.getImageData(Math.floor(paper.width / 2), Math.floor(paper.height / 2), 1, 1).data;
    return { width: img.naturalWidth, height: img.naturalHeight, ink, centre: [...(centre ?? [])], src: img.src };
  });

/** The width and height written in a downloaded PNG file (its IHDR chunk), after checking its signature. */
async function pngSize(download: Download) {
  const bytes = await readFile((await download.path()) ?? "");
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("Speed Sketch (mini-games.md sections 2, 4, 5, 8 and 9)", () => {
  const canvas = (page: Page) => page.getByTestId("sketch-canvas");
  const seconds = async (page: Page) => Number(await page.getByTestId("sketch-seconds").textContent());
  const prompt = async (page: Page) => (await page.getByTestId("sketch-prompt").textContent()) ?? "";

  /**
   * Has the page keep every value its countdown shows, in order, as it shows it: read by the test
   * instead, a value could pass unseen on a busy machine.
   */
  async function recordCountdown(page: Page) {
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as Countdown).countdown = shown;
      new MutationObserver(() => {
        const text = document.querySelector("[data-testid=sketch-seconds]")?.textContent;
        if (text && text !== shown.at(-1)) shown.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }

  async function open(page: Page) {
    await openMiniGame(page, "speed-sketch");
    await page.getByRole("heading", { name: "Can you draw it in 30 seconds?" }).waitFor();
    await page.getByRole("button", { name: "Start Drawing", disabled: false }).waitFor();
  }

  /** Presses Start Drawing (or Draw Again) and checks the round that begins; returns its prompt. */
  async function start(page: Page, how: (target: Locator) => Promise<void>, label = "Start Drawing") {
    await how(button(page, label));
    await page.getByTestId("sketch-prompt").waitFor();
    const drawn = await prompt(page);
    expect(SKETCH_PROMPTS).toContain(drawn);
    await toast(page, "Time to draw!").first().waitFor();
    await toast(page, `You have 30 seconds to draw: ${drawn}`).waitFor();
    await expect(canvas(page).isVisible()).resolves.toBe(true);
    await expect(inkOnCanvas(canvas(page))).resolves.toBe(0);
    await scrollSettled(page);
    return drawn;
  }

  /** A stroke with the mouse across the canvas, from and to points given as fractions of its size. */
  async function mouseStroke(page: Page, path: [number, number][]) {
    const box = await canvas(page).boundingBox();
    if (!box) throw new Error("The canvas is not on screen.");
    const at = ([x, y]: [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
    const [first, ...rest] = path;
    if (!first) return;
    await page.mouse.move(...at(first));
    await page.mouse.down();
    for (const point of rest) await page.mouse.move(...at(point), { steps: 12 });
    await page.mouse.up();
  }

  it("plays a round with the mouse: prompt, countdown, strokes, Clear, Finish Early, the PNG, Download, Draw Again", async () => {
    const { page } = await browser.open(desktop);
    await recordLongTasks(page);
    await stubShareSheet(page);
    await recordCountdown(page);
    await open(page);
    await expect(canvas(page).isVisible()).resolves.toBe(false);
    const first = await start(page, (target) => target.click());

    // The countdown starts at 30 and goes down each second, with the bar at seconds/30*100 %.
    await page.waitForFunction(() => (window as unknown as Countdown).countdown.length >= 2);
    await expect(page.evaluate(() => (window as unknown as Countdown).countdown.slice(0, 2))).resolves.toEqual([
      "30",
      "29",
    ]);
    await page.getByRole("progressbar", { name: "Time left" }).waitFor();
    // Read at once, so that no second passes between them.
    const shown = await page.evaluate(() => {
      const bar = document.querySelector("[role=progressbar]") as HTMLElement;
      return {
        seconds: Number(document.querySelector("[data-testid=sketch-seconds]")?.textContent),
        valueNow: bar.getAttribute("aria-valuenow"),
        width: Number.parseFloat((bar.firstElementChild as HTMLElement).style.width),
      };
    });
    expect(shown.valueNow).toBe(String(Math.round((shown.seconds / 30) * 100)));
    expect(shown.width).toBeCloseTo((shown.seconds / 30) * 100, 3);

    // The canvas: 400x400 drawing units, black round lines.
    await expect(canvas(page).evaluate((element) => (element as HTMLCanvasElement).width)).resolves.toBe(400);
    await expect(canvas(page).evaluate((element) => getComputedStyle(element).touchAction)).resolves.toBe("none");
    await reportLongTasksDuring(page, async () => {
      await mouseStroke(page, [
        [0.1, 0.1],
        [0.9, 0.3],
        [0.2, 0.8],
      ]);
      await mouseStroke(page, [
        [0.5, 0.1],
        [0.5, 0.9],
      ]);
    });
    const ink = await inkOnCanvas(canvas(page));
    // Two strokes of width 5 over about 800 units of length.
    expect(ink).toBeGreaterThan(2500);
    await button(page, "Clear").click();
    await expect(inkOnCanvas(canvas(page))).resolves.toBe(0);
    await mouseStroke(page, [
      [0.2, 0.5],
      [0.8, 0.5],
    ]);
    await expect(inkOnCanvas(canvas(page))).resolves.toBeGreaterThan(1000);

    // The seconds on the clock, read in the same task as the press: no tick can come between them.
    const secondsLeft = await page.evaluate(() => {
      const seconds = Number(document.querySelector('[data-testid="sketch-seconds"]')?.textContent);
      const finish = [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === "Finish Early");
      finish?.click();
      return seconds;
    });
    const used = 30 - secondsLeft;
    expect(used).toBeGreaterThan(0);
    // Finished early, the drawing is complete: time was not up.
    await toast(page, "Your masterpiece is complete!").waitFor();
    await toast(page, `Drawn in ${used} ${used === 1 ? "second" : "seconds"}, with time to spare.`).waitFor();
    await expect(toast(page, "Time's up!").count()).resolves.toBe(0);
    await page.getByRole("heading", { name: "Your Masterpiece", exact: true }).waitFor();
    await expectAccessible(page, "Speed Sketch's masterpiece");
    await expectLayoutFits(page, "Speed Sketch's masterpiece");
    await expect(page.getByTestId("masterpiece-prompt").textContent()).resolves.toBe(first);
    await expect(canvas(page).isVisible()).resolves.toBe(false);
    await expect(button(page, "Finish Early").count()).resolves.toBe(0);
    const image = await readImage(page.getByRole("img", { name: `Your drawing of ${first}` }));
    expect(image.src).toMatch(/^data:image\/png;base64,/);
    expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 400 });
    expect(image.ink).toBeGreaterThan(1000);
    await expect(page.getByTestId("share-text").textContent()).resolves.toBe(
      `I drew "${first}" in ${used} ${used === 1 ? "second" : "seconds"} in Speed Sketch. Can you do better?`,
    );

    // The share sheet gets the drawing as a PNG file along with the text.
    await button(page, "Share").click();
    const shared = await sharedData(page);
    expect(shared.title).toBe("Speed Sketch");
    expect(shared.text).toContain(`I drew "${first}" in ${used} ${used === 1 ? "second" : "seconds"} in Speed Sketch.`);
    expect(shared.files).toEqual([{ name: drawingFileName(first), type: "image/png", size: expect.any(Number) }]);
    expect(shared.files[0]?.size).toBeGreaterThan(1000);

    const [download] = await Promise.all([page.waitForEvent("download"), button(page, "Download").click()]);
    expect(download.suggestedFilename()).toBe(drawingFileName(first));
    expect(download.suggestedFilename()).toMatch(/^speed-sketch-[a-z]+(-[a-z]+)*\.png$/);
    await expect(pngSize(download)).resolves.toEqual({ width: 400, height: 400 });
    await toast(page, "Drawing saved!").waitFor();
    await toast(page, "Your artwork has been downloaded.").waitFor();

    const shownBefore = await page.evaluate(() => (window as unknown as Countdown).countdown.length);
    const second = await start(page, (target) => target.click(), "Draw Again");
    expect(second).not.toBe(first);
    // The new round's countdown starts at 30 again.
    await expect(page.evaluate((from) => (window as unknown as Countdown).countdown[from], shownBefore)).resolves.toBe(
      "30",
    );
    await expect(page.getByRole("heading", { name: "Your Masterpiece", exact: true }).count()).resolves.toBe(0);
  });

  it("ends by itself at 0 by the clock, even when the tab's timers were held back for 10 s", async () => {
    const { page } = await browser.open(desktop);
    await page.clock.install();
    await open(page);
    // The page's clock stands still from here but for the jumps below, so the countdown is at 30
    // however long a busy machine takes to start the round. (The toasts wait for the clock.)
    await page.clock.pauseAt(Date.now() + 1000);
    await button(page, "Start Drawing").click();
    await page.getByTestId("sketch-prompt").waitFor();
    const drawn = await prompt(page);
    await expect(seconds(page)).resolves.toBe(30);
    // Timers that could not run for 10 s (a busy or hidden tab) fire once: the countdown jumps to the truth.
    // (Locators wait here: they keep to real time, unlike the page's own timers and frames.)
    const shows = (value: string) => page.getByTestId("sketch-seconds").filter({ hasText: new RegExp(`^${value}$`) });
    await page.clock.fastForward(10_000);
    await shows("20").waitFor();
    // 29 s after the start, and the few milliseconds past it where the page's ticks land.
    await page.clock.runFor(19_010);
    await shows("1").waitFor();
    await expect(page.getByText("second left", { exact: true }).isVisible()).resolves.toBe(true);
    await page.clock.runFor(1_000);
    await page.getByRole("heading", { name: "Your Masterpiece", exact: true }).waitFor();
    await page.clock.resume();
    await toast(page, "Time's up!").waitFor();
    await expect(page.getByTestId("masterpiece-prompt").textContent()).resolves.toBe(drawn);
    await expect(page.getByTestId("share-text").textContent()).resolves.toBe(
      `I drew "${drawn}" in 30 seconds in Speed Sketch. Can you do better?`,
    );
    const image = await readImage(page.getByRole("img", { name: `Your drawing of ${drawn}` }));
    expect(image).toMatchObject({ width: 400, height: 400, ink: 0 });
  });

  it("only logs a drawing that cannot be made into a PNG, and shows no image", async () => {
    const { page } = await browser.open(desktop);
    browser.expectError(/Speed Sketch could not export the drawing as a PNG image/);
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.toDataURL = () => {
        throw new DOMException("The canvas has been tainted.", "SecurityError");
      };
    });
    await open(page);
    const drawn = await start(page, (target) => target.click());
    await mouseStroke(page, [
      [0.2, 0.2],
      [0.8, 0.8],
    ]);
    await button(page, "Finish Early").click();
    await page.getByRole("heading", { name: "Your Masterpiece", exact: true }).waitFor();
    await toast(page, "Your masterpiece is complete!").waitFor();
    await expect(page.getByTestId("masterpiece-prompt").textContent()).resolves.toBe(drawn);
    await expect(page.getByRole("img", { name: `Your drawing of ${drawn}` }).count()).resolves.toBe(0);
    await expect(button(page, "Download").count()).resolves.toBe(0);
    await expect(button(page, "Draw Again").isEnabled()).resolves.toBe(true);
  });

  it("draws with a finger at phone size without scrolling the page, crisp on a dense screen", async () => {
    const { page } = await browser.open(phone);
    await recordLongTasks(page);
    await open(page);
    await start(page, (target) => target.tap());
    // The whole canvas is in view once the round starts.
    await page.waitForFunction(() => {
      const box = document.querySelector("[data-testid=sketch-canvas]")?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    await expect(canvas(page).evaluate((element) => (element as HTMLCanvasElement).width)).resolves.toBe(1200);
    await noSidewaysScroll(page);

    const box = await canvas(page).boundingBox();
    if (!box) throw new Error("The canvas is not on screen.");
    const scrolled = await page.evaluate(() => window.scrollY);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x?: number, y?: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: x === undefined || y === undefined ? [] : [{ x, y }],
      });
    await reportLongTasksDuring(page, async () => {
      // A finger drags down the canvas: on a page that scrolls this would scroll it.
      await touch("touchStart", box.x + box.width * 0.5, box.y + box.height * 0.1);
      for (let step = 1; step <= 16; step += 1) {
        await touch("touchMove", box.x + box.width * (0.5 + step * 0.02), box.y + box.height * (0.1 + step * 0.05));
      }
      await touch("touchEnd");
    });
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolled);
    // On a 3x screen a line of width 5 is 15 pixels wide.
    await expect(inkOnCanvas(canvas(page))).resolves.toBeGreaterThan(10_000);

    // Headless Chromium drops the click of a tap that comes within a few hundred milliseconds of
    // a drag on a touch-action: none element (a plain div does the same); a finger takes longer.
    await page.waitForTimeout(800);
    await button(page, "Finish Early").tap();
    const drawn = await page.getByTestId("masterpiece-prompt").textContent();
    const image = await readImage(page.getByRole("img", { name: `Your drawing of ${drawn}` }));
    expect({ width: image.width, height: image.height }).toEqual({ width: 400, height: 400 });
    expect(image.ink).toBeGreaterThan(800);
    await expect(button(page, "Draw Again").boundingBox()).resolves.toMatchObject({
      height: expect.any(Number) as number,
    });
    expect((await button(page, "Draw Again").boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await noSidewaysScroll(page);
  });
});

describe("Mini Meme Battle (mini-games.md sections 2, 4, 5 and 8)", () => {
  const meme = (page: Page) => page.getByTestId("meme-canvas");
  const promptText = async (page: Page) => (await page.getByTestId("meme-prompt").textContent()) ?? "";
  const topText = (page: Page) => page.getByRole("textbox", { name: "Top text" });
  const bottomText = (page: Page) => page.getByRole("textbox", { name: "Bottom text" });
  const template = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
  /** Picks a template as a player does: a click on its tile. */
  const pick = async (page: Page, name: string) => {
    await page
      .locator("label")
      .filter({ has: template(page, name) })
      .click();
    await expect(template(page, name).isChecked()).resolves.toBe(true);
  };
  const save = (page: Page) => button(page, "Save Meme");
  const pixels = (canvas: Locator) =>
    canvas.evaluate((element) => {
      const paper = element as HTMLCanvasElement;
      const data = paper.getContext("2d")?.getImageData(0, 0, paper.width, paper.height).data ?? [];
      let sum = 0;
      for (let index = 0; index < data.length; index += 7) sum = (sum * 31 + (data[index] ?? 0)) % 1_000_000_007;
      return sum;
    });

  async function open(page: Page) {
    await openMiniGame(page, "mini-meme-battle");
    await page.getByRole("button", { name: "New Prompt", disabled: false }).waitFor();
  }

  /** Waits until the preview shows a picture of `width` x `height` drawing units. */
  async function previewReady(page: Page, width: number, height: number, ratio: number) {
    await meme(page).waitFor();
    await expect(
      meme(page).evaluate((element) => [(element as HTMLCanvasElement).width, (element as HTMLCanvasElement).height]),
    ).resolves.toEqual([width * ratio, height * ratio]);
    await expect(save(page).isEnabled()).resolves.toBe(true);
  }

  it("makes a meme: prompts by category, a template, texts on the preview, Save, the tabs, Download, Create Another Meme", async () => {
    const { page } = await browser.open(desktop);
    await recordLongTasks(page);
    await stubShareSheet(page);
    await open(page);

    // Prompts: New Prompt changes it; a category's prompts come from that category.
    const firstPrompt = await promptText(page);
    expect(MEME_PROMPTS.map((prompt) => prompt.text)).toContain(firstPrompt);
    await button(page, "New Prompt").click();
    await page.waitForFunction(
      (before) => document.querySelector("[data-testid=meme-prompt]")?.textContent !== before,
      firstPrompt,
    );
    await page.getByRole("combobox", { name: "Category" }).selectOption("Food");
    const foods = MEME_PROMPTS.filter((prompt) => prompt.category === "Food").map((prompt) => prompt.text);
    await page.waitForFunction(
      (texts) => texts.includes(document.querySelector("[data-testid=meme-prompt]")?.textContent ?? ""),
      foods,
    );
    const food = await promptText(page);
    await button(page, "New Prompt").click();
    await page.waitForFunction(
      (other) => document.querySelector("[data-testid=meme-prompt]")?.textContent === other,
      foods.find((text) => text !== food),
    );
    await page.getByRole("combobox", { name: "Category" }).selectOption("Fitness");
    await expect(promptText(page)).resolves.toBe(MEME_PROMPTS.find((prompt) => prompt.category === "Fitness")?.text);
    await expect(button(page, "New Prompt").isDisabled()).resolves.toBe(true);
    await page.getByText("This category has one prompt.").waitFor();
    await page.getByRole("combobox", { name: "Category" }).selectOption("all");

    // Nothing to save before a picture is chosen.
    await page.getByText("Pick a template or upload a picture to start your meme.").waitFor();
    await expect(save(page).isDisabled()).resolves.toBe(true);
    await expect(page.locator("img[src*='/assets/'][src$='.svg']").count()).resolves.toBe(8);

    // The keyboard picks templates: Tab into the group, arrows move the choice.
    await template(page, "Wandering Eye").focus();
    await page.keyboard.press("Space");
    await expect(template(page, "Wandering Eye").isChecked()).resolves.toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect(template(page, "Nope, Yep").isChecked()).resolves.toBe(true);
    await pick(page, "Tough Choice");
    await expect(
      template(page, "Tough Choice").evaluate(
        (radio) => document.getElementById(radio.getAttribute("aria-describedby") ?? "")?.textContent,
      ),
    ).resolves.toBe("A worried cartoon figure sweats over two big red buttons.");
    await previewReady(page, 600, 600, 1);
    const blank = await pixels(meme(page));

    await reportLongTasksDuring(page, async () => {
      await topText(page).click();
      await page.keyboard.type("Going to bed early", { delay: 25 });
      await bottomText(page).click();
      await page.keyboard.type("One more episode", { delay: 25 });
    });
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
    expect(await pixels(meme(page))).not.toBe(blank);
    await expect(meme(page).getAttribute("aria-label")).resolves.toBe(
      "Meme preview on Tough Choice. Top text: Going to bed early. Bottom text: One more episode.",
    );

    await save(page).click();
    await toast(page, "Meme Created!").waitFor();
    await toast(page, "Your meme has been created successfully.").waitFor();
    await page.getByRole("heading", { name: "Your meme is ready" }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === "meme-result");

    const preview = page.getByRole("tab", { name: "Preview" });
    const share = page.getByRole("tab", { name: "Share" });
    await expect(preview.getAttribute("aria-selected")).resolves.toBe("true");
    await expect(share.getAttribute("aria-selected")).resolves.toBe("false");
    const saved = await readImage(page.getByTestId("saved-meme"));
    expect(saved.src).toMatch(/^data:image\/png;base64,/);
    expect({ width: saved.width, height: saved.height }).toEqual({ width: 600, height: 600 });
    await expect(page.getByTestId("saved-meme").getAttribute("alt")).resolves.toBe(
      "Your meme on Tough Choice: Going to bed early / One more episode",
    );

    const [download] = await Promise.all([page.waitForEvent("download"), button(page, "Download").click()]);
    expect(download.suggestedFilename()).toBe("meme-two-buttons.png");
    await expect(pngSize(download)).resolves.toEqual({ width: 600, height: 600 });

    // The tabs follow the arrow keys.
    await preview.focus();
    await page.keyboard.press("ArrowRight");
    await page.getByRole("tab", { name: "Share", selected: true }).waitFor();
    await page.getByRole("region", { name: "Share your meme" }).waitFor();
    await expect(page.getByTestId("share-text").textContent()).resolves.toBe(
      "I just made a meme in Mini Meme Battle. Think you can top it?",
    );
    await expect(page.getByTestId("saved-meme").isVisible()).resolves.toBe(false);
    await button(page, "Share").click();
    const shared = await sharedData(page);
    expect(shared.text).toContain("I just made a meme in Mini Meme Battle. Think you can top it?");
    expect(shared.files).toEqual([{ name: "meme-two-buttons.png", type: "image/png", size: expect.any(Number) }]);
    await preview.click();
    await expect(page.getByTestId("saved-meme").isVisible()).resolves.toBe(true);

    await button(page, "Create Another Meme").click();
    await page.waitForFunction(() => document.activeElement?.id === "meme-templates");
    await page.getByText("Pick a template or upload a picture to start your meme.").waitFor();
    await expect(topText(page).inputValue()).resolves.toBe("");
    await expect(bottomText(page).inputValue()).resolves.toBe("");
    await expect(page.getByRole("radio", { checked: true }).count()).resolves.toBe(0);
    await expect(save(page).isDisabled()).resolves.toBe(true);
  });

  it("fills in 'One does not simply' for its template, and keeps what the player wrote", async () => {
    const { page } = await browser.open(desktop);
    await open(page);
    await pick(page, "Wise Warning");
    await expect(topText(page).inputValue()).resolves.toBe("One does not simply");
    await expect(bottomText(page).inputValue()).resolves.toBe("");
    await previewReady(page, 600, 600, 1);
    await pick(page, "Growing Brain");
    await expect(topText(page).inputValue()).resolves.toBe("");
    await previewReady(page, 600, 800, 1);
    await pick(page, "Wise Warning");
    await topText(page).fill("One does not simply skip leg day");
    await pick(page, "Fancy Upgrade");
    await expect(topText(page).inputValue()).resolves.toBe("One does not simply skip leg day");
  });

  it("uses the player's own picture, scaled and kept on the device", async () => {
    const { page } = await browser.open(desktop);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") requests.push(`${request.method()} ${request.url()}`);
    });
    await open(page);
    // A 40x30 red picture, made here.
    const redPng = await page.evaluate(() => {
      const paper = document.createElement("canvas");
      paper.width = 40;
      paper.height = 30;
      const context = paper.getContext("2d");
      if (context) {
        context.fillStyle = "#dc2626";
        context.fillRect(0, 0, 40, 30);
      }
      return paper.toDataURL("image/png").split(",")[1] ?? "";
    });
    const upload = page.locator("input[type=file]");
    await expect(upload.getAttribute("accept")).resolves.toBe("image/*");

    await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await toast(page, "Not a picture").waitFor();
    await expect(page.getByRole("radio", { name: "Your picture" }).count()).resolves.toBe(0);

    await upload.setInputFiles({ name: "red.png", mimeType: "image/png", buffer: Buffer.from(redPng, "base64") });
    await expect(page.getByRole("radio", { name: "Your picture" }).isChecked()).resolves.toBe(true);
    // Tiny pictures grow to 600 px on their longest side, so the text stays readable.
    await previewReady(page, 600, 450, 1);
    await topText(page).fill("Red alert");
    await save(page).click();
    await toast(page, "Meme Created!").waitFor();
    const saved = await readImage(page.getByTestId("saved-meme"));
    expect({ width: saved.width, height: saved.height }).toEqual({ width: 600, height: 450 });
    const [red, green, blue] = saved.centre;
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(60);
    expect(blue).toBeLessThan(60);
    const [download] = await Promise.all([page.waitForEvent("download"), button(page, "Download").click()]);
    expect(download.suggestedFilename()).toBe("meme-own-picture.png");
    // Nothing was sent anywhere (the only non-GET calls a page makes are likes and analytics, not pictures).
    expect(requests.filter((request) => !/\/api\/(likes|events)/.test(request))).toEqual([]);
  });

  it("shows 'Loading meme template...' and only logs when a template picture cannot be loaded", async () => {
    const { page } = await browser.open(desktop);
    browser.expectError(/Failed to load resource/);
    browser.expectError(/The meme template "drake" could not be loaded\./);
    await page.route(/\/assets\/drake-[^/]+\.svg$/, (route) => route.abort());
    await open(page);
    await pick(page, "Nope, Yep");
    await page.getByText("Loading meme template...").waitFor();
    await page.waitForTimeout(500);
    await expect(page.getByText("Loading meme template...").isVisible()).resolves.toBe(true);
    await expect(save(page).isDisabled()).resolves.toBe(true);
    await expect(page.locator("[data-sonner-toast]").count()).resolves.toBe(0);
    // Another template still works.
    await pick(page, "Debate Table");
    await previewReady(page, 600, 600, 1);
  });

  it("works with taps and typing at phone size without widening the page", async () => {
    const { page } = await browser.open(phone);
    await recordLongTasks(page);
    await open(page);
    await noSidewaysScroll(page);
    await page.getByText("Calm Amid Chaos", { exact: true }).tap();
    await expect(template(page, "Calm Amid Chaos").isChecked()).resolves.toBe(true);
    await previewReady(page, 600, 600, 3);
    await reportLongTasksDuring(page, async () => {
      await topText(page).tap();
      await page.keyboard.type("Me at the family party", { delay: 25 });
      await bottomText(page).tap();
      await page.keyboard.type("Everything is fine", { delay: 25 });
    });
    await save(page).tap();
    await toast(page, "Meme Created!").waitFor();
    const saved = await readImage(page.getByTestId("saved-meme"));
    // Saved at the template's size, not the screen's.
    expect({ width: saved.width, height: saved.height }).toEqual({ width: 600, height: 600 });
    await page.getByRole("tab", { name: "Share" }).tap();
    await page.getByRole("region", { name: "Share your meme" }).waitFor();
    await noSidewaysScroll(page);
    expect((await button(page, "Create Another Meme").boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await button(page, "Create Another Meme").tap();
    await page.getByText("Pick a template or upload a picture to start your meme.").waitFor();
  });
});
