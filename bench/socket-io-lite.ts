/**
 * A bare-bones Socket.IO client for the load benchmark's bots: the Engine.IO 4 / Socket.IO 5 text
 * protocol spoken over a plain `ws` WebSocket, as much of it as a bot needs (connect to the main
 * namespace, answer pings, emit events with acknowledgements, receive events). The official
 * client decodes every packet into objects and runs each through its emitters; with thousands of
 * bots on the machine under test that CPU is taken from the server being measured, so a bot here
 * receives an event's raw text and decodes only what it reads (bench/load-bots.ts: the host's
 * state updates and the acknowledgements). The bare `ws` baseline's bots are as lean.
 *
 * Frames: "0{...}" open, "2" ping (answered "3"), "40" connect to "/", "42[event,...]" event,
 * "42<id>[event,...]" event asking for an acknowledgement, "43<id>[...]" acknowledgement, "41"
 * disconnect.
 */
import WebSocket from "ws";

const OPEN = "0";
const PING = "2";
const PONG = "3";
const CONNECT = "40";
const EVENT = "42";
const ACK = "43";

export class LiteSocket {
  private readonly acks = new Map<number, (response: unknown) => void>();
  private nextAckId = 0;
  private readonly listeners = new Map<string, (frame: string) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data: Buffer) => this.receive(data.toString()));
  }

  /** Opens a Socket.IO session at `url` (http://host:port) and resolves once the namespace is joined. */
  static connect(url: string, timeoutMs = 10_000): Promise<LiteSocket> {
    const address = `${url.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`;
    const socket = new WebSocket(address);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error("Socket.IO connect timed out")), timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        socket.terminate();
        reject(error);
      };
      socket.once("error", fail);
      const handshake = (data: Buffer) => {
        const frame = data.toString();
        if (frame.startsWith(OPEN)) return socket.send(CONNECT);
        if (!frame.startsWith(CONNECT)) return fail(new Error(`unexpected handshake frame ${frame.slice(0, 40)}`));
        clearTimeout(timer);
        socket.off("message", handshake);
        socket.off("error", fail);
        resolve(new LiteSocket(socket));
      };
      socket.on("message", handshake);
    });
  }

  /**
   * Calls `listener` with the whole frame text of every `event` the server sends (e.g.
   * `42["room:state",{...}]`): the listener decides whether the payload is worth decoding.
   */
  on(event: string, listener: (frame: string) => void): void {
    this.listeners.set(`${EVENT}[${JSON.stringify(event)}`, listener);
  }

  /** Emits `event` with `payload`; `ack` gets the server's acknowledgement, decoded. */
  emit(event: string, payload: unknown, ack?: (response: unknown) => void): void {
    let id = "";
    if (ack) {
      this.nextAckId += 1;
      this.acks.set(this.nextAckId, ack);
      id = String(this.nextAckId);
    }
    this.socket.send(`${EVENT}${id}${JSON.stringify([event, payload])}`);
  }

  /** Emits and waits for the acknowledgement, failing after `timeoutMs`. */
  request(event: string, payload: unknown, timeoutMs = 10_000): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${event} was not answered in time`)), timeoutMs);
      this.emit(event, payload, (response) => {
        clearTimeout(timer);
        resolve(response);
      });
    });
  }

  close(): void {
    this.socket.close();
  }

  private receive(frame: string): void {
    if (frame === PING) {
      this.socket.send(PONG);
    } else if (frame.startsWith(ACK)) {
      const bracket = frame.indexOf("[");
      const id = Number(frame.slice(ACK.length, bracket));
      const ack = this.acks.get(id);
      if (!ack) return;
      this.acks.delete(id);
      ack((JSON.parse(frame.slice(bracket)) as unknown[])[0]);
    } else if (frame.startsWith(EVENT)) {
      const comma = frame.indexOf(",");
      this.listeners.get(comma < 0 ? frame.slice(0, -1) : frame.slice(0, comma))?.(frame);
    }
  }
}

/** The payload of an event frame `42["name",payload]`, decoded. */
export function eventPayload<T>(frame: string): T {
  return (JSON.parse(frame.slice(EVENT.length)) as [string, T])[1];
}
