import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { createClient } from "redis";
import type { Server } from "socket.io";
import { settlesWithin } from "./time-limit";

/** How long closing waits for Redis to take what it was sent, before dropping the connection. */
const CLOSE_TIMEOUT_MS = 500;

type Client = ReturnType<typeof createClient>;

/**
 * Connects this process to the others of its cluster through Redis (DESIGN decision 5): the
 * Socket.IO Redis adapter relays every broadcast. Resolves once both connections are up and the
 * adapter is in place, waiting as long as Redis is away at start (meanwhile /healthz says 503).
 *
 * Redis may go away at any time after that without taking the process with it: the clients
 * reconnect by themselves, whether Redis answers is reported to the app's dependencies (so
 * /healthz and the room master know), and a broadcast that cannot be sent is dropped instead of
 * queued or thrown (the adapter does not wait for its publishes; an unhandled failure would end
 * the process). The players who missed it are sent their rooms again when Redis is back.
 */
export async function connectRedisAdapter(app: FastifyInstance, io: Server, url: string): Promise<void> {
  const { dependencies } = app.services;
  dependencies.need("redis");
  // Publishes fail at once while Redis is away rather than waiting in a queue to be sent late.
  const publisher = createClient({ url, disableOfflineQueue: true });
  const subscriber = createClient({ url });
  let closing = false;
  // Up only once the adapter is in place; until then the process is still starting.
  let attached = false;
  const report = (up: boolean, cause?: unknown) => {
    if (!closing) dependencies.report("redis", up, cause);
  };
  for (const client of [publisher, subscriber]) {
    // Each failed reconnection is an 'error'; the dependencies log the outage once.
    client.on("error", (error: unknown) => report(false, error));
    client.on("end", () => report(false));
    client.on("ready", () => {
      if (attached && publisher.isReady && subscriber.isReady) report(true);
    });
  }
  app.services.closeTasks.push(async () => {
    closing = true;
    await Promise.all([publisher, subscriber].map(closeClient));
  });

  await Promise.all([publisher.connect(), subscriber.connect()]);
  if (closing) return;
  dropFailedPublishes(publisher, app);
  const subscriptions = subscribeUntilConfirmed(subscriber, {
    closing: () => closing,
    warn: (error) => app.log.warn({ err: error }, "a Redis subscription was cut short; it is made again"),
  });
  io.adapter(createAdapter(publisher, subscriber));
  // Up once Redis has confirmed every channel the adapter listens on.
  await Promise.all(subscriptions);
  if (closing) return;
  attached = true;
  report(true);
}

/** What subscribeUntilConfirmed needs of a Redis client. */
type Subscriber = Pick<Client, "subscribe" | "pSubscribe" | "once" | "off">;

/** Resolves when the client is next ready (connected again) or has ended (closed for good). */
function readyOrEnded(client: Subscriber): Promise<"ready" | "end"> {
  return new Promise((resolve) => {
    const ready = () => {
      client.off("end", ended);
      resolve("ready");
    };
    const ended = () => {
      client.off("ready", ready);
      resolve("end");
    };
    client.once("ready", ready);
    client.once("end", ended);
  });
}

/**
 * The adapter subscribes to its channels once, when it is made, and does not wait for Redis's
 * answer. A subscription cut short by Redis going away would reject with nobody to catch it (an
 * unhandled rejection ends the process) and, since the client keeps a listener only once Redis
 * has confirmed it, would not be made again when Redis is back: this process would miss the
 * others' broadcasts for good. So every subscription is made again each time the client is ready,
 * until Redis confirms it. Answers the adapter's subscriptions made so far, settled when confirmed
 * (or given up: once closing, or when the client has ended).
 */
export function subscribeUntilConfirmed(
  client: Subscriber,
  { closing, warn }: { closing: () => boolean; warn: (error: unknown) => void },
): Promise<void>[] {
  const made: Promise<void>[] = [];
  for (const method of ["subscribe", "pSubscribe"] as const) {
    const subscribe = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client);
    const untilConfirmed = (args: unknown[]): Promise<void> =>
      subscribe(...args).then(
        () => undefined,
        async (error: unknown) => {
          if (closing()) return;
          warn(error);
          if ((await readyOrEnded(client)) === "ready" && !closing()) await untilConfirmed(args);
        },
      );
    (client as Record<typeof method, unknown>)[method] = (...args: unknown[]) => {
      const subscription = untilConfirmed(args);
      made.push(subscription);
      return subscription;
    };
  }
  return made;
}

/** Makes the publisher's failures harmless: logged (once per outage), never thrown. */
function dropFailedPublishes(publisher: Client, app: FastifyInstance): void {
  const publish = publisher.publish.bind(publisher);
  let failing = false;
  publisher.on("ready", () => {
    failing = false;
  });
  (publisher as { publish: unknown }).publish = (...args: Parameters<typeof publish>) =>
    publish(...args).catch((error: unknown) => {
      if (!failing) app.log.warn({ err: error }, "a broadcast could not reach the other processes");
      failing = true;
      return 0;
    });
}

async function closeClient(client: Client): Promise<void> {
  if (!client.isOpen) return;
  if (!(await settlesWithin(client.close(), CLOSE_TIMEOUT_MS))) client.destroy();
}
