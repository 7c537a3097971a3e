import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";

let socket: Socket | undefined;

/**
 * How a page connects (and how tests connect as a page does). WebSocket only: long-polling spreads
 * one session over many requests, which a load balancer without sticky sessions would send to
 * different server processes (decision 015). After a drop it tries again within half a second, then
 * backs off to every four seconds.
 */
export const SOCKET_OPTIONS: Readonly<Partial<ManagerOptions & SocketOptions>> = {
  transports: ["websocket"],
  reconnectionDelay: 500,
  reconnectionDelayMax: 4000,
};

/**
 * The page's one Socket.IO connection to our server (same origin), opened on first use. It
 * reconnects by itself after a network drop or a server restart (a stopping server closes its
 * transports rather than disconnecting the sockets, which would tell clients not to come back);
 * listeners re-enter rooms on each `connect`.
 */
export function getSocket(): Socket {
  socket ??= io({ ...SOCKET_OPTIONS });
  return socket;
}

/** The server did not answer in time (it may be restarting): the caller's own message is used. */
export const NO_ANSWER = Symbol("no answer");

/**
 * Sends `event` and waits for the server's acknowledgement, or resolves NO_ANSWER after
 * `timeoutMs` (the socket buffers the message while it reconnects).
 */
export async function request<T>(event: string, payload?: unknown, timeoutMs = 8000): Promise<T | typeof NO_ANSWER> {
  const connection = getSocket().timeout(timeoutMs);
  try {
    return (await (payload === undefined
      ? connection.emitWithAck(event)
      : connection.emitWithAck(event, payload))) as T;
  } catch {
    return NO_ANSWER;
  }
}
