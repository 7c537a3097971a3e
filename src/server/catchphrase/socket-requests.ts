import type { FastifyBaseLogger } from "fastify";
import type { Socket } from "socket.io";
import type { z } from "zod";
import { WORDED_FOR_PEOPLE } from "../../shared/catchphrase/intents";
import { catchphraseErrors } from "../../shared/catchphrase/messages";
import type { Ack } from "../../shared/catchphrase/protocol";
import { DependencyDownError } from "../dependencies";
import type { Config } from "../env";
import { addressKey, clientAddress, type ProxyTrust, proxyTrust } from "../proxy-trust";
import { type KeyedTokenBuckets, keyedTokenBuckets, tokenBucket } from "../token-buckets";

export const TOO_FAST = "You're going too fast. Please wait a moment and try again.";
export const TOO_MANY_ROOM_ATTEMPTS =
  "Too many attempts to enter a room from your network. Please wait a minute and try again.";
export const MALFORMED = "That request could not be understood.";

/**
 * Per connection, and per player over all their connections together: bursts of 20 messages, then
 * 5 a second.
 */
export const MESSAGE_RATE = { burst: 20, perSecond: 5 };
const IDLE_BUCKET_SWEEP_MS = 60 * 1000;

/**
 * How a request spends its address's allowances: creating, joining and looking up a room spend a
 * room attempt on every attempt; resuming spends one only when refused (the right token is proof
 * enough: players reconnecting, say after a restart, never spend it); an intent spends one of the
 * refused changes when refused.
 */
export type AttemptCharge = "none" | "every attempt" | "refusals" | "refused changes";

/** How a socket's request is admitted besides its schema and the connection's rate. */
export type RequestRules = {
  /** Which of the address's allowances it spends (none by default). */
  charge?: AttemptCharge;
  /**
   * Decides before the payload is read (say, the player's own rate): its refusal is answered at
   * once, costs nothing more, and spends no allowance of the address.
   */
  admit?: () => Ack | undefined;
};

/** What each client address may spend, shared by all its connections on this process. */
export type AddressAllowances = {
  roomAttempts: KeyedTokenBuckets;
  refusedChanges: KeyedTokenBuckets;
  trust: ProxyTrust | false;
  stop(): void;
};

/**
 * The allowances of each client address, each so many at once and refilled at that rate a minute.
 * For entering rooms, CATCHPHRASE_JOINS_PER_MINUTE: a whole party behind one home router resuming
 * after a restart stays well within it; trying room codes at that pace finds one of the 36^6 only
 * by a miracle. For refused changes of a room, over all its sockets and players,
 * CATCHPHRASE_REFUSALS_PER_MINUTE: a refusal may have cost the engine's checks and a read of the
 * room; a household or a classroom meets a handful in an evening (a tap as the time runs out),
 * while a client sending what will be refused is held to one a second, its intents answered unread
 * until it refills. Each server process counts on its own, by the server's clock (`now`).
 */
export function addressAllowances(config: Config, now: () => number): AddressAllowances {
  const perMinute = (count: number) => ({ burst: count, perSecond: count / 60 });
  const roomAttempts = keyedTokenBuckets(perMinute(config.CATCHPHRASE_JOINS_PER_MINUTE), { now });
  const refusedChanges = keyedTokenBuckets(perMinute(config.CATCHPHRASE_REFUSALS_PER_MINUTE), { now });
  const sweep = setInterval(() => {
    roomAttempts.sweep();
    refusedChanges.sweep();
  }, IDLE_BUCKET_SWEEP_MS);
  sweep.unref();
  return { roomAttempts, refusedChanges, trust: proxyTrust(config.TRUST_PROXY), stop: () => clearInterval(sweep) };
}

/** Messages our schemas word for people; anything else becomes MALFORMED. */
const readableErrors: ReadonlySet<string> = new Set(Object.values(catchphraseErrors));

/** What a refusal of a schema says: its message when worded for people (WORDED_FOR_PEOPLE too), else MALFORMED. */
function refusalOf(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return MALFORMED;
  const marked = issue.code === "custom" && issue.params?.wordedForPeople === WORDED_FOR_PEOPLE.wordedForPeople;
  return marked || readableErrors.has(issue.message) ? issue.message : MALFORMED;
}

/**
 * The events of one socket, each admitted the same way: the acknowledgement callback must be the
 * last argument, the connection must be within its rate, the address within its allowance of room
 * attempts (as `charge` says), and the payload must match the schema; otherwise an error ack (or
 * nothing, when there is no callback to answer). Whatever `handle` throws is answered "That can't
 * be done right now." Once an address's allowance is spent, every refusal it is charged for reads
 * alike, so refusals tell nothing about which rooms exist.
 */
export function socketRequests(socket: Socket, allowances: AddressAllowances, log: FastifyBaseLogger) {
  const allow = tokenBucket(MESSAGE_RATE);
  const address = addressKey(
    clientAddress(socket.handshake.address, socket.handshake.headers["x-forwarded-for"], allowances.trust),
  );
  const attempts = allowances.roomAttempts;
  const tooMany: Ack = { ok: false, error: TOO_MANY_ROOM_ATTEMPTS };

  return <Schema extends z.ZodType, Answer extends Ack>(
    event: string,
    schema: Schema,
    handle: (payload: z.infer<Schema>) => Promise<Answer>,
    { charge = "none", admit }: RequestRules = {},
  ) => {
    /** The answer, and whether the payload was read: a refusal before that cost nothing. */
    const answer = async (payload: unknown): Promise<{ response: Ack; read: boolean }> => {
      const refused = admit?.();
      if (refused) return { response: refused, read: false };
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return { response: { ok: false, error: refusalOf(parsed.error.issues[0]) }, read: true };
      try {
        return { response: await handle(parsed.data), read: true };
      } catch (error) {
        if (!(error instanceof DependencyDownError)) log.error({ err: error, event }, "room request failed");
        return { response: { ok: false, error: catchphraseErrors.notNow }, read: true };
      }
    };

    socket.on(event, async (...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack !== "function") return;
      const reply = ack as (response: Ack) => void;
      if (!allow()) return reply({ ok: false, error: TOO_FAST });
      const payload = args.length > 1 ? args[0] : undefined;
      if (charge === "every attempt") return reply(attempts.take(address) ? (await answer(payload)).response : tooMany);
      if (charge === "none") return reply((await answer(payload)).response);
      if (charge === "refused changes") {
        if (!allowances.refusedChanges.available(address)) return reply({ ok: false, error: TOO_FAST });
        const { response, read } = await answer(payload);
        if (!response.ok && read) allowances.refusedChanges.take(address);
        return reply(response);
      }
      // Whether any was left is read first: a refusal while the allowance is spent reads alike.
      const allowed = attempts.available(address);
      const { response } = await answer(payload);
      if (response.ok) return reply(response);
      reply(allowed && attempts.take(address) ? response : tooMany);
    });
  };
}
