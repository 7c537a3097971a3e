/**
 * What the load benchmark's coordinator (bench/load.ts) and its bot processes (bench/load-bots.ts)
 * say to each other, and the few figures both sides compute.
 */
import { serverEvents } from "../src/shared/catchphrase/protocol";
import type { PeerName } from "./peers/peers";

/**
 * What Socket.IO adds around a view in a state frame, `42["room:state",` and `]`: the bare
 * server's messages are a view's length plus this, and the bots take it off a frame's length.
 */
export const STATE_FRAMING = `42[${JSON.stringify(serverEvents.state)},]`.length;

/** Players per room, as in the issue: every intent fans out to this many views. */
export const ROOM_SIZE = 8;

/**
 * Which server the bots talk to: the real game over Socket.IO, the bare `ws` baseline, the same
 * fan-out through bare Socket.IO, or a peer.
 */
export type BotMode = "game" | "bare" | "socket.io" | PeerName;

/** Given to each bot process when it starts (as JSON in the LOAD_BOTS environment variable). */
export type BotOptions = {
  mode: BotMode;
  /** http://host:port of the server. */
  url: string;
  /** Rooms being set up at the same time while connecting. */
  setupConcurrency: number;
  /** The bare baselines: the size in characters of every state message the server sends. */
  messageBytes: number;
};

/** Coordinator to bot process. */
export type BotCommand =
  /**
   * Sets up `rooms` more rooms, numbered from `firstIndex` (unique across processes); every room's
   * players live in the same process, so that one clock times it.
   */
  | { type: "connect"; rooms: number; firstIndex: number }
  /** Intents per second this process offers, summed over its rooms, evenly spread; 0 pauses. */
  | { type: "rate"; intentsPerSecond: number }
  /** Each room sends its next intent a random time between minMs and maxMs after its last. */
  | { type: "pace"; minMs: number; maxMs: number }
  /** Answer the figures gathered since the last collect, and start a new window. */
  | { type: "collect" }
  | { type: "stop" };

/** Figures of one measuring window. */
export type WindowStats = {
  /** Milliseconds the window lasted on the bot process's clock. */
  elapsedMs: number;
  /** CPU time the bot process used in the window, in milliseconds. */
  cpuMs: number;
  /** Intents still on their way when the window closed. */
  inFlight: number;
  /** Intents sent. */
  sent: number;
  /** Intent-to-last-player latencies (ms) of the accepted intents that completed in the window. */
  latencies: number[];
  /** Intents the server refused (e.g. a round that ended while the intent was on its way). */
  refused: number;
  /** Intents without an answer or without every player's update within the time-out. */
  timedOut: number;
  /** Sends that were due while the room's previous intent was still in flight. */
  late: number;
  /** State messages received by all bots. */
  messages: number;
  /** Of those, how many were measured for their size (one in every few, to keep bots cheap). */
  sizedMessages: number;
  /** Characters of the measured messages: the view's JSON, or the bare message as sent. */
  messageChars: number;
};

/** A window with nothing in it yet. */
export function emptyWindow(): WindowStats {
  return {
    elapsedMs: 0,
    cpuMs: 0,
    inFlight: 0,
    sent: 0,
    latencies: [],
    refused: 0,
    timedOut: 0,
    late: 0,
    messages: 0,
    sizedMessages: 0,
    messageChars: 0,
  };
}

/** Bot process to coordinator. */
export type BotReport =
  /** Totals of the process after the connect, and the rooms of this connect that failed. */
  | { type: "connected"; players: number; rooms: number; failures: string[] }
  | { type: "stats"; stats: WindowStats }
  | { type: "stopped" }
  | { type: "error"; message: string };

/** The value below which `fraction` of the sorted samples lie (nearest rank); NaN when empty. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * A mirror of the server's per-connection token bucket (bursts of 20, then 5 messages a second),
 * kept with a margin so that bots never hit the limit the real gateway enforces.
 */
export class SendBudget {
  private tokens: number;
  private updated: number;

  constructor(
    private readonly burst = 20,
    private readonly perSecond = 5,
    now = performance.now(),
  ) {
    this.tokens = burst;
    this.updated = now;
  }

  /** True, and one token spent, when a message may go now while keeping `margin` tokens spare. */
  take(now: number, margin = 2): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.updated) / 1000) * this.perSecond);
    this.updated = now;
    if (this.tokens < 1 + margin) return false;
    this.tokens -= 1;
    return true;
  }
}
