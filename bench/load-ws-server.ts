/**
 * The bare baseline of the load benchmark: a plain `ws` server that does nothing but what the
 * game server's transport must do. Clients connect with ?room=<id>&seat=<n>; a message "i<id>"
 * from one of them sends a state message of MESSAGE_BYTES characters to every client of its room,
 * then "a<id>" back to the sender (like a Socket.IO acknowledgement). No parsing, no database, no
 * per-player view: what is left is the machine's limit for the same fan-out.
 *
 *   PORT=3901 MESSAGE_BYTES=900 npx tsx bench/load-ws-server.ts
 */
import { createServer } from "node:http";
import { type WebSocket, WebSocketServer } from "ws";

const port = Number(process.env.PORT ?? 3901);
const messageBytes = Math.max(2, Number(process.env.MESSAGE_BYTES ?? 900));

/** A JSON text of exactly messageBytes characters, like a state update of that size. */
const payload = JSON.stringify({ pad: "x".repeat(Math.max(0, messageBytes - 10)) });

const rooms = new Map<string, Set<WebSocket>>();
const server = createServer((_request, response) => {
  // The coordinator polls this to know the server is up.
  response.writeHead(200, { "content-type": "text/plain" }).end("ok");
});
const sockets = new WebSocketServer({ server });

sockets.on("connection", (socket, request) => {
  const room = new URL(request.url ?? "/", "http://localhost").searchParams.get("room") ?? "";
  const members = rooms.get(room) ?? new Set<WebSocket>();
  rooms.set(room, members);
  members.add(socket);
  socket.on("message", (data: Buffer) => {
    for (const member of members) member.send(payload);
    socket.send(`a${data.subarray(1).toString()}`);
  });
  socket.on("close", () => {
    members.delete(socket);
    if (members.size === 0) rooms.delete(room);
  });
});

server.listen(port, "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    for (const client of sockets.clients) client.terminate();
    server.close(() => process.exit(0));
  });
}
