import type { Page, WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TOO_MANY_ROOM_ATTEMPTS } from "../../src/server/catchphrase/socket-requests";
import { catchphraseErrors } from "../../src/shared/catchphrase/messages";
import { expectAccessible } from "./support/accessibility";
import { setupBrowser, siteUrl } from "./support/browser";
import { desktop, expectNoSidewaysScroll, phone, toastSaying } from "./support/catchphrase";

/**
 * Room addresses that name no room, and a server that refuses (docs/decisions/064): every request
 * for a room spends one of the address's room attempts, so a page asks for a code of a room
 * code's form only, stops once the room is not found, and after any other refusal waits longer
 * each time before asking again.
 */

const browser = setupBrowser();

const tv = { viewport: { width: 1920, height: 1080 } };
/** Codes that cannot be a room's: one character short, 3,000 of them, and markup with a right-to-left mark. */
const MALFORMED = ["ABCDE", "A".repeat(3000), "%E2%80%AE%3Cb%3Ezz%CC%B8"];
/** Well-formed codes no test creates (codes are random: a clash is one in two billion). */
const MISSING = ["ZZZZZ6", "ZZZZZ5"];

/** The Socket.IO events the page sends from now on, and whether its socket has connected (call before it loads). */
function watchSocket(page: Page): { events: string[]; connected: () => boolean } {
  const events: string[] = [];
  let connected = false;
  page.on("websocket", (socket) => {
    socket.on("framesent", ({ payload }) => {
      const event = /^42\d*\["([^"]+)"/.exec(String(payload));
      if (event?.[1]) events.push(event[1]);
    });
    socket.on("framereceived", ({ payload }) => {
      if (String(payload).startsWith("40")) connected = true;
    });
  });
  return { events, connected: () => connected };
}

/**
 * Once the page's socket has connected (when a page asks for its room), the events it has sent. A
 * request sent on connecting is reported before the page answers the evaluation that follows.
 */
async function sentOnceConnected(page: Page, socket: ReturnType<typeof watchSocket>): Promise<string[]> {
  await expect.poll(socket.connected).toBe(true);
  await page.evaluate(() => document.readyState);
  return [...socket.events];
}

/**
 * The page's socket passed through to the server, except requests of `refused` (if given): each is
 * answered "Too many attempts…" as the server answers once the address's allowance is spent, and
 * the first only on `release()`. The server's pings are announced to the page as ten minutes apart:
 * a test may stop the page's clock and step it far past the real pings, and the page must not take
 * its connection for dead. `drop()` cuts the connection, as a network does.
 */
async function routeSocket(page: Page, refused?: string) {
  let current: { page: WebSocketRoute; server: WebSocketRoute } | undefined;
  let held: (() => void) | undefined;
  let releasing = false;
  let requests = 0;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    const server = socket.connectToServer();
    current = { page: socket, server };
    server.onMessage((message) =>
      socket.send(
        typeof message === "string" && message.startsWith("0{")
          ? message.replace(/"pingInterval":\d+/, '"pingInterval":600000')
          : message,
      ),
    );
    socket.onMessage((message) => {
      const request =
        refused && typeof message === "string" ? new RegExp(`^42(\\d+)\\["${refused}"`).exec(message) : null;
      if (!request) return server.send(message);
      requests += 1;
      const answer = () =>
        socket.send(`43${request[1]}${JSON.stringify([{ ok: false, error: TOO_MANY_ROOM_ATTEMPTS }])}`);
      if (releasing) answer();
      else held = answer;
    });
  });
  return {
    requests: () => requests,
    release() {
      releasing = true;
      held?.();
    },
    async drop() {
      await current?.server.close();
      await current?.page.close();
    },
  };
}

type Asks = { sentAt: number[]; refusedAt: number[]; connects: number };

/**
 * Records in the page, by the page's own clock, when its socket sends a request of `event` and
 * when it receives a "Too many attempts…" answer, and how often it has connected, each once the
 * page has acted on it. Kept in the page, a request sent during a step of the page's clock, or on
 * connecting, is there when the step or the connection is. Install before the page loads.
 */
async function recordAsks(page: Page, event: string): Promise<() => Promise<Asks>> {
  await page.addInitScript(
    ([name, refusal]) => {
      const asks: Asks = { sentAt: [], refusedAt: [], connects: 0 };
      Object.assign(window, { __asks: asks });
      const request = new RegExp(`^42\\d*\\["${name}"`);
      const dispatch = EventTarget.prototype.dispatchEvent;
      EventTarget.prototype.dispatchEvent = function (this: EventTarget, happening: Event) {
        // A socket opening: what it sends from now on is recorded.
        if (happening.type === "open" && this instanceof WebSocket && !Object.hasOwn(this, "send")) {
          const send = this.send;
          this.send = (data) => {
            if (typeof data === "string" && request.test(data)) asks.sentAt.push(Date.now());
            send.call(this, data);
          };
        }
        const result = dispatch.call(this, happening);
        if (happening instanceof MessageEvent && String(happening.data).includes(refusal))
          asks.refusedAt.push(Date.now());
        if (happening instanceof MessageEvent && String(happening.data).startsWith("40")) asks.connects += 1;
        return result;
      };
    },
    [event, TOO_MANY_ROOM_ATTEMPTS] as const,
  );
  return () => page.evaluate(() => (window as unknown as { __asks: Asks }).__asks);
}

/**
 * Steps the page's stopped clock to 1 ms before `wait` after the last refusal: nothing asked yet;
 * then to it: asked again, and refused in turn.
 */
async function expectAskedAgainAfter(page: Page, asks: () => Promise<Asks>, wait: number): Promise<void> {
  const before = await asks();
  const refusedAt = before.refusedAt.at(-1) ?? 0;
  const now = await page.evaluate(() => Date.now());
  await page.clock.runFor(refusedAt + wait - 1 - now);
  expect((await asks()).sentAt, `asked again before ${wait} ms`).toHaveLength(before.sentAt.length);
  await page.clock.runFor(1);
  expect((await asks()).sentAt, `asked again at ${wait} ms`).toHaveLength(before.sentAt.length + 1);
  await expect.poll(async () => (await asks()).refusedAt.length).toBe(before.refusedAt.length + 1);
}

/**
 * Opens `path` on a page whose clock the test steps, with `event` refused as "Too many attempts…":
 * the clock stops before the first refusal reaches the page.
 */
async function openRefused(path: string, event: string) {
  const { page } = await browser.open({ ...tv, reducedMotion: "reduce" });
  await page.clock.install();
  const server = await routeSocket(page, event);
  const asks = await recordAsks(page, event);
  await page.goto(`${siteUrl()}${path}`);
  await expect.poll(server.requests).toBe(1);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  server.release();
  await expect.poll(async () => (await asks()).refusedAt.length).toBe(1);
  return { page, server, asks };
}

describe("a big screen at an address that names no room (docs/decisions/064)", () => {
  for (const [screen, options] of [
    ["a TV", tv],
    ["a phone", phone],
  ] as const) {
    it(`says the room is not found at once, without asking the server, whatever the address holds: on ${screen}`, async () => {
      for (const code of MALFORMED) {
        const { page } = await browser.open(options);
        const socket = watchSocket(page);
        await page.goto(`${siteUrl()}/catchphrase/${code}/display`);
        await page.getByText("Room not found.", { exact: true }).waitFor();
        await page.getByText("Room codes are 6 letters or digits.", { exact: true }).waitFor();
        expect(await page.getByText("Something went wrong").count()).toBe(0);
        expect(await page.getByText("Opening room").count()).toBe(0);
        // No QR code of a link to no room, and nothing of the address repeated on the page.
        expect(await page.getByTestId("join-qr").count()).toBe(0);
        const typed = decodeURIComponent(code).toUpperCase().slice(0, 5);
        expect(await page.locator("body").textContent()).not.toContain(typed);
        expect(await sentOnceConnected(page, socket)).toEqual([]);
        await expectNoSidewaysScroll(page);
        if (code === MALFORMED[1]) await expectAccessible(page, `the big screen of a malformed code on ${screen}`);
        await page.context().close();
      }
    });
  }

  it("asks once for a well-formed code no room has, says so, and asks no more, reconnecting included", async () => {
    const { page } = await browser.open(tv);
    const server = await routeSocket(page);
    const asks = await recordAsks(page, "room:display");
    await page.goto(`${siteUrl()}/catchphrase/${MISSING[0]?.toLowerCase()}/display`);
    await page.getByText(`Room ${MISSING[0]} was not found.`, { exact: true }).waitFor();
    expect((await asks()).sentAt).toHaveLength(1);
    await server.drop();
    await expect.poll(async () => (await asks()).connects).toBe(2);
    expect((await asks()).sentAt).toHaveLength(1);
    await page.getByText(`Room ${MISSING[0]} was not found.`, { exact: true }).waitFor();
  });

  it("asks again after a refusal 1, 2, 4 and 8 s later, at once on reconnecting, then every 30 s at most", async () => {
    const { page, server, asks } = await openRefused(`/catchphrase/${MISSING[0]}/display`, "room:display");
    for (const wait of [1000, 2000, 4000, 8000]) await expectAskedAgainAfter(page, asks, wait);

    // The connection drops with the next ask 16 s away: the page asks as soon as it is back,
    // and waits on as long as the refusals in a row say.
    const before = await asks();
    await server.drop();
    await page.clock.runFor(1000);
    await expect.poll(async () => (await asks()).refusedAt.length).toBe(before.refusedAt.length + 1);
    const reconnected = await asks();
    expect(reconnected.sentAt).toHaveLength(before.sentAt.length + 1);
    expect((reconnected.sentAt.at(-1) ?? 0) - (before.refusedAt.at(-1) ?? 0)).toBeLessThanOrEqual(1000);
    for (const wait of [30_000, 30_000]) await expectAskedAgainAfter(page, asks, wait);

    await page.getByText(`Opening room ${MISSING[0]}…`, { exact: true }).waitFor();
  });
});

describe("a player's room page at an address that names no room (docs/decisions/064)", () => {
  it("sends a code that cannot be one to the lobby, saying the room was not found, without asking the server", async () => {
    for (const code of MALFORMED) {
      const { page } = await browser.open(desktop);
      const socket = watchSocket(page);
      await page.goto(`${siteUrl()}/catchphrase/${code}`);
      await toastSaying(page, catchphraseErrors.roomNotFoundOnRoute).waitFor();
      await page.waitForURL(`${siteUrl()}/catchphrase`);
      expect(socket.events).not.toContain("room:exists");
      await page.context().close();
    }
  });

  it("asks again whether the room exists after a refusal 1, 2, 4 and 8 s later, not every second", async () => {
    const { page, asks } = await openRefused(`/catchphrase/${MISSING[1]}`, "room:exists");
    for (const wait of [1000, 2000, 4000, 8000]) await expectAskedAgainAfter(page, asks, wait);
    await page.getByText(`Entering room ${MISSING[1]}…`, { exact: true }).waitFor();
  });
});
