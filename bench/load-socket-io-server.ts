/**
 * The second baseline of the load benchmark: the bare `ws` baseline's fan-out (bench/load-ws-server.ts)
 * through Socket.IO, set up as the game server sets it up (WebSocket only, no client files, the same
 * pings). A client emits "enter" with its room's id, then "intent" with an acknowledgement: the
 * server sends a state event of MESSAGE_BYTES characters to everyone in the room and answers the
 * sender. No parsing, no database, no per-player view: what is left is what Socket.IO itself allows
 * on this machine, so the gap between bare `ws` and this row is the transport's, not the game's.
 *
 *   PORT=3914 MESSAGE_BYTES=900 npx tsx bench/load-socket-io-server.ts
 */
import { createServer } from "node:http";
import { Server } from "socket.io";
import { serverEvents } from "../src/shared/catchphrase/protocol";
import { STATE_FRAMING } from "./load-protocol";

const port = Number(process.env.PORT ?? 3914);
const messageBytes = Math.max(STATE_FRAMING + 2, Number(process.env.MESSAGE_BYTES ?? 900));

/** A view whose state frame, `42["room:state",{…}]`, is messageBytes characters long, as the bare server's. */
const view = { pad: "x".repeat(Math.max(0, messageBytes - STATE_FRAMING - 10)) };

const server = createServer((_request, response) => {
  // The coordinator polls this to know the server is up.
  response.writeHead(200, { "content-type": "text/plain" }).end("ok");
});
const io = new Server(server, {
  serveClient: false,
  transports: ["websocket"],
  pingInterval: 10_000,
  pingTimeout: 5_000,
});

io.on("connection", (socket) => {
  let room = "";
  socket.on("enter", (id: unknown, ack: (answer: unknown) => void) => {
    room = `room:${String(id)}`;
    void socket.join(room);
    ack({ ok: true });
  });
  socket.on("intent", (id: unknown, ack: (answer: unknown) => void) => {
    io.to(room).emit(serverEvents.state, view);
    ack({ ok: true, id });
  });
});

server.listen(port, "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    void io.close(() => process.exit(0));
  });
}
