import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { subscribeUntilConfirmed } from "./redis-adapter";

/** A stand-in for the Redis client: each call's answer is the next of `answers` (true: confirmed). */
function fakeSubscriber(answers: boolean[]) {
  const calls: unknown[][] = [];
  const events = new EventEmitter();
  const answer = (...args: unknown[]) => {
    calls.push(args);
    return answers.shift() ? Promise.resolve() : Promise.reject(new Error("Socket closed unexpectedly"));
  };
  const client = {
    subscribe: answer,
    pSubscribe: answer,
    once: events.once.bind(events),
    off: events.off.bind(events),
  };
  return { client, calls, events };
}

const listener = () => undefined;
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("the Redis adapter's subscriptions", () => {
  it("makes a subscription that Redis cut short again once the client is ready, until it is confirmed", async () => {
    const fake = fakeSubscriber([false, false, true]);
    const warn = vi.fn();
    const made = subscribeUntilConfirmed(fake.client as never, { closing: () => false, warn });
    let confirmed = false;
    // As the adapter calls it: without waiting, without catching.
    void (fake.client.subscribe as (...args: unknown[]) => Promise<void>)(["a", "b"], listener, true).then(() => {
      confirmed = true;
    });
    await settled();
    expect(fake.calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(confirmed).toBe(false);

    fake.events.emit("ready");
    await settled();
    expect(fake.calls).toHaveLength(2);
    fake.events.emit("ready");
    await settled();
    expect(fake.calls).toEqual([
      [["a", "b"], listener, true],
      [["a", "b"], listener, true],
      [["a", "b"], listener, true],
    ]);
    expect(confirmed).toBe(true);
    await expect(Promise.all(made)).resolves.toEqual([undefined]);
  });

  it("gives up, without a rejection, once the client has ended or the process is closing", async () => {
    const ended = fakeSubscriber([false]);
    const gone = subscribeUntilConfirmed(ended.client as never, { closing: () => false, warn: () => undefined });
    void (ended.client.pSubscribe as (...args: unknown[]) => Promise<void>)("room#*", listener, true);
    await settled();
    ended.events.emit("end");
    await expect(Promise.all(gone)).resolves.toEqual([undefined]);
    expect(ended.calls).toHaveLength(1);
    expect(ended.events.listenerCount("ready")).toBe(0);

    const closing = fakeSubscriber([false]);
    const made = subscribeUntilConfirmed(closing.client as never, { closing: () => true, warn: () => undefined });
    await (closing.client.subscribe as (...args: unknown[]) => Promise<void>)("x", listener);
    await expect(Promise.all(made)).resolves.toEqual([undefined]);
    expect(closing.calls).toHaveLength(1);
  });
});
