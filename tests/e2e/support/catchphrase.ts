import type { Locator, Page } from "playwright-core";
import { io as connect, type Socket } from "socket.io-client";
import { expect } from "vitest";
import { catchphraseErrors, catchphraseSuccesses, intentFailures } from "../../../src/shared/catchphrase/messages";
import type { SharedRoomView } from "../../../src/shared/catchphrase/player-view";
import type { Ack, EnterRoomAck } from "../../../src/shared/catchphrase/protocol";
import type { Intent } from "../../../src/shared/catchphrase/types";
import type { setupBrowser } from "./browser";

/** How players of the browser tests get into Catchphrase rooms and read them. */

const DEFAULT_ROUNDS = 5;
/** Rooms of these tests use the shortest round the create form offers (createRoom). */
export const ROUND = 60;
/** How far apart players' countdowns may change (issue: all players within 250 ms). */
export const COUNTDOWN_AGREEMENT_MS = 250;

/**
 * Players' browsers. All but the first `gliding` ask for reduced motion, so their time bars step
 * once a second instead of gliding: a dozen gliding bars keep a core of the machine busy.
 */
export const openPlayerPages = (browser: ReturnType<typeof setupBrowser>, count: number, gliding = 0) =>
  Promise.all(
    Array.from(
      { length: count },
      async (_, index) =>
        (
          await browser.open({
            viewport: { width: 1100, height: 900 },
            reducedMotion: index < gliding ? "no-preference" : "reduce",
          })
        ).page,
    ),
  );

/** The banner of a room's page (or big screen) whose connection dropped: "Reconnecting…", then "Reconnected". */
export const reconnectingBanner = (page: Page) => page.getByRole("status").filter({ hasText: /^(Reconnect|Offline)/ });

/** The text of the element with `testId`. */
export const textOf = (page: Page, testId: string) => page.getByTestId(testId).textContent();

/** The round-complete card: who won the round, and the scores so far. */
export async function expectRoundResult(page: Page, round: number, winner: "A" | "B", scores: [number, number]) {
  await page.getByRole("heading", { name: `Round ${round} Complete!` }).waitFor();
  expect(await textOf(page, "round-winner")).toBe(`Team ${winner} wins the round!`);
  expect([await textOf(page, "score-A"), await textOf(page, "score-B")]).toEqual(scores.map(String));
}

/** Creates a room through `base`'s lobby with `rounds` rounds of 60 seconds; its code. */
export async function createRoom(page: Page, base: string, name: string, rounds: number): Promise<string> {
  await page.goto(`${base}/catchphrase`);
  await page.getByRole("button", { name: "CREATE ROOM", exact: true }).click();
  await page.getByLabel("Your Name").fill(name);
  const stepper = rounds < DEFAULT_ROUNDS ? "Fewer rounds" : "More rounds";
  for (let step = 0; step < Math.abs(rounds - DEFAULT_ROUNDS); step += 1) {
    await page.getByRole("button", { name: stepper }).click();
  }
  await page.getByRole("radio", { name: "60 seconds" }).check({ force: true });
  await page.getByRole("button", { name: "Create New Room" }).click();
  await page.waitForURL(/\/catchphrase\/[A-Z0-9]{6}$/);
  return page.url().slice(-6);
}

/** Joins through the lobby's Join Room form (the code typed in lower case, as people do). */
export async function joinByCode(page: Page, base: string, code: string, name: string, lobby = "/catchphrase") {
  await page.goto(`${base}${lobby}`);
  await page.getByRole("button", { name: "JOIN ROOM", exact: true }).click();
  await page.getByLabel("Room Code").fill(code.toLowerCase());
  await page.getByLabel("Your Name").fill(name);
  await page.getByRole("button", { name: "Join Room" }).click();
  await page.waitForURL(`${base}${lobby}/${code}`);
  await page.getByText(catchphraseSuccesses.joined).waitFor();
}

/** Joins from a shared room link, through the room page's Join Room card. */
export async function joinByLink(page: Page, base: string, code: string, name: string) {
  await page.goto(`${base}/catchphrase/${code}`);
  await page.getByLabel("Your Name").fill(name);
  await page.getByRole("button", { name: "Join Room" }).click();
  await page.getByText(catchphraseSuccesses.joined).waitFor();
}

export const wordOf = (page: Page) => page.getByTestId("word").textContent();
const isDescriber = async (page: Page) => (await page.getByRole("button", { name: "Word Guessed" }).count()) === 1;

/** The one page showing the describer's controls (other than `not`), once the state has arrived everywhere. */
export async function describerOf(pages: Page[], not?: Page): Promise<Page> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const describing = [];
    for (const page of pages) if (await isDescriber(page)) describing.push(page);
    if (describing.length === 1 && describing[0] !== not) return describing[0] as Page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no single describer");
}

/** The team named in the "… of Team X is describing" line. */
export async function describingTeam(page: Page): Promise<"A" | "B"> {
  const line = (await page.getByTestId("current-player").textContent()) ?? "";
  return line.includes("Team A") ? "A" : "B";
}

/** Waits until every page shows `heading`, allowing a whole round of `seconds` and some slack. */
export async function allSee(pages: Page[], heading: string, seconds = 0): Promise<void> {
  await Promise.all(
    pages.map((page) => page.getByRole("heading", { name: heading }).waitFor({ timeout: (seconds + 15) * 1000 })),
  );
}

/** A player without a browser: a Socket.IO client that joins a room and can send intents. */
export type SocketPlayer = {
  id: string;
  latest(): SharedRoomView | undefined;
  act(intent: Intent): Promise<Ack>;
  close(): void;
};

export async function joinWithSocket(url: string, code: string, name: string): Promise<SocketPlayer> {
  const socket: Socket = connect(url, { transports: ["websocket"], reconnection: false });
  let latest: SharedRoomView | undefined;
  socket.on("room:state", (view: SharedRoomView) => {
    latest = view;
  });
  const ack = (await socket.timeout(5000).emitWithAck("room:join", { code, name })) as EnterRoomAck;
  if (!ack.ok) throw new Error(`${name} could not join ${code}: ${ack.error}`);
  latest ??= ack.view;
  return {
    id: ack.session.playerId,
    latest: () => latest,
    act: async (intent) => (await socket.timeout(5000).emitWithAck("room:intent", intent)) as Ack,
    close: () => socket.disconnect(),
  };
}

/**
 * Records, in page time independent of the page's own Date (which a test may skew), each moment
 * the round's "time left" display changes. Install before the page loads.
 */
export async function recordCountdown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const ticks: { text: string; at: number }[] = [];
    Object.assign(window, { __countdown: ticks });
    let last: string | null = null;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="time-left"]')?.textContent ?? null;
      if (text === last) return;
      last = text;
      if (text !== null) ticks.push({ text, at: performance.timeOrigin + performance.now() });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The countdown changes recorded since the last call, which forgets them. */
export function takeCountdown(page: Page): Promise<{ text: string; at: number }[]> {
  return page.evaluate(() => {
    const ticks = (window as unknown as { __countdown: { text: string; at: number }[] }).__countdown;
    return ticks.splice(0);
  });
}

/** Makes the page's clock run `offsetMs` ahead (or behind) of the real one, as a badly set computer's does. */
export async function skewClock(page: Page, offsetMs: number): Promise<void> {
  await page.addInitScript((offset) => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + offset;
  }, offsetMs);
}

/**
 * Lets the page's socket through to the server, except the requests passed to `refuse`, which get
 * the answer a server gives while its database is away: an intent its action's failure message
 * ("Failed to start game", ...), anything else "That can't be done right now.". Install before
 * the page opens its socket.
 */
export async function refuseIntents(page: Page) {
  const refused = new Set<string>();
  const refusals = new Map<string, number>();
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      // Socket.IO frames an event with an acknowledgement as 42<id>["event",payload].
      const frame = typeof message === "string" ? /^42(\d+)(\[.*)$/s.exec(message) : null;
      if (frame) {
        const [event, payload] = JSON.parse(frame[2] ?? "[]") as [string, { type?: Intent["type"] }];
        const request = event === "room:intent" && payload.type ? payload.type : event;
        if (refused.has(request)) {
          refusals.set(request, (refusals.get(request) ?? 0) + 1);
          const error =
            event === "room:intent" && payload.type ? intentFailures[payload.type] : catchphraseErrors.notNow;
          socket.send(`43${frame[1]}${JSON.stringify([{ ok: false, error }])}`);
          return;
        }
      }
      server.send(message);
    });
  });
  return {
    /** Refuses these intents, or requests named by their event ("room:resume"). */
    refuse: (...requests: (Intent["type"] | `room:${string}`)[]) => {
      for (const request of requests) refused.add(request);
    },
    allowAll: () => refused.clear(),
    /** How many times a request was refused so far. */
    refusals: (request: Intent["type"] | `room:${string}`) => refusals.get(request) ?? 0,
  };
}

/** A phone held upright, and a laptop: every scenario of the room's host tools has a player on a phone. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const desktop = { viewport: { width: 1280, height: 800 } };

/** A toast that says exactly `text`. */
export const toastSaying = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").getByText(text, { exact: true });

/** The row of the player list that names `name` (names in a room are unique). */
export const playerRow = (page: Page, name: string) =>
  page
    .getByRole("region", { name: /^Players \(/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(name, { exact: true }) });

/** The team the player list shows for `name`: its team badge, which reads "Team A" or "Team B". */
export async function teamInList(page: Page, name: string): Promise<"A" | "B"> {
  const badge =
    (await playerRow(page, name)
      .getByText(/^Team [AB]$/)
      .textContent()) ?? "";
  return badge === "Team A" ? "A" : "B";
}

/** The page fits the phone's width: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Every element `locator` matches is big enough to tap: at least 44 px high and wide. */
export async function expectTappable(locator: Locator): Promise<void> {
  const boxes = await Promise.all((await locator.all()).map((element) => element.boundingBox()));
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
}

/**
 * The room header keeps to `rows` rows (issue 19: one on a 390 px phone, the actions on a row of
 * their own on the narrowest): `name`, the player's own name, shown whole beside the badges, and
 * nothing of that line running under the room's actions.
 */
export async function expectRoomHeaderFits(page: Page, name: string, rows = 1): Promise<void> {
  await page.getByRole("navigation", { name: "Room" }).waitFor();
  const faults = await page
    .locator("header")
    .first()
    .evaluate(
      (header, [own, most]) => {
        const actions = header.querySelector("nav[aria-label=Room]");
        const bar = actions?.getBoundingClientRect();
        if (!actions || !bar) return ["no room actions"];
        const faults: string[] = [];
        for (const span of header.querySelectorAll("span")) {
          const box = span.getBoundingClientRect();
          if (actions.contains(span) || box.width <= 1) continue;
          const under = box.right > bar.left + 0.5 && box.bottom > bar.top && box.top < bar.bottom;
          if (under) faults.push(`"${span.textContent}" runs under the room's actions`);
        }
        const shown = [...header.querySelectorAll("span")].find((span) => span.textContent === own);
        if (!shown || shown.getBoundingClientRect().width <= 1 || shown.scrollWidth > shown.clientWidth) {
          faults.push(`${own} is not shown whole`);
        }
        // A row is 44 px actions and 8 px of air above and below; a second row adds 52 px.
        const height = header.getBoundingClientRect().height;
        if (height > 72 + (most - 1) * 52) faults.push(`the header takes more than ${most} row(s): ${height} px`);
        return faults;
      },
      [name, rows] as const,
    );
  expect(faults).toEqual([]);
}
