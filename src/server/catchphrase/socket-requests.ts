import type { FastifyBaseLogger } from "fastify";
import type { Socket } from "socket.io";
import type { z } from "zod";
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
 * How a request spends its address's allowance of room attempts: creating, joining and looking up
 * a room spend on every attempt; resuming spends only when refused (the right token is proof
 * enough: players reconnecting, say after a restart, never spend it).
 */
export type AttemptCharge = "none" | "every attempt" | "refusals";

export type RoomAttempts = {
  buckets: KeyedTokenBuckets;
  trust: ProxyTrust | false;
  stop(): void;
};

/**
 * The allowance of each client address for entering rooms: CATCHPHRASE_JOINS_PER_MINUTE at once,
 * refilled at that rate. A whole party behind one home router resuming after a restart stays well
 * within it; trying room codes at that pace finds one of the 36^6 only by a miracle. Each server
 * process counts on its own, by the server's clock (`now`).
 */
export function roomAttemptLimiter(config: Config, now: () => number): RoomAttempts {
  const perMinute = config.CATCHPHRASE_JOINS_PER_MINUTE;
  const buckets = keyedTokenBuckets({ burst: perMinute, perSecond: perMinute / 60 }, { now });
  const sweep = setInterval(() => buckets.sweep(), IDLE_BUCKET_SWEEP_MS);
  sweep.unref();
  return { buckets, trust: proxyTrust(config.TRUST_PROXY), stop: () => clearInterval(sweep) };
}

/** Messages our schemas word for people; anything else becomes MALFORMED. */
const readableErrors: ReadonlySet<string> = new Set(Object.values(catchphraseErrors));

/**
 * The events of one socket, each admitted the same way: the acknowledgement callback must be the
 * last argument, the connection must be within its rate, the address within its allowance of room
 * attempts (as `charge` says), and the payload must match the schema; otherwise an error ack (or
 * nothing, when there is no callback to answer). Whatever `handle` throws is answered "That can't
 * be done right now." Once an address's allowance is spent, every refusal it is charged for reads
 * alike, so refusals tell nothing about which rooms exist.
 */
export function socketRequests(socket: Socket, attempts: RoomAttempts, log: FastifyBaseLogger) {
  const allow = tokenBucket(MESSAGE_RATE);
  const address = addressKey(
    clientAddress(socket.handshake.address, socket.handshake.headers["x-forwarded-for"], attempts.trust),
  );
  const tooMany: Ack = { ok: false, error: TOO_MANY_ROOM_ATTEMPTS };

  return <Schema extends z.ZodType, Answer extends Ack>(
    event: string,
    schema: Schema,
    handle: (payload: z.infer<Schema>) => Promise<Answer>,
    charge: AttemptCharge = "none",
  ) => {
    const answer = async (payload: unknown): Promise<Ack> => {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "";
        return { ok: false, error: readableErrors.has(message) ? message : MALFORMED };
      }
      try {
        return await handle(parsed.data);
      } catch (error) {
        if (!(error instanceof DependencyDownError)) log.error({ err: error, event }, "room request failed");
        return { ok: false, error: catchphraseErrors.notNow };
      }
    };

    socket.on(event, async (...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack !== "function") return;
      const reply = ack as (response: Ack) => void;
      if (!allow()) return reply({ ok: false, error: TOO_FAST });
      const payload = args.length > 1 ? args[0] : undefined;
      if (charge === "every attempt") return reply(attempts.buckets.take(address) ? await answer(payload) : tooMany);
      if (charge === "none") return reply(await answer(payload));
      // Whether any was left is read first: a refusal while the allowance is spent reads alike.
      const allowed = attempts.buckets.available(address);
      const response = await answer(payload);
      if (response.ok) return reply(response);
      reply(allowed && attempts.buckets.take(address) ? response : tooMany);
    });
  };
}
