/**
 * The boardgame.io peer of the load benchmark (bench/peers/peers.ts): boardgame.io 0.50's own
 * Server (Koa, its Lobby API and its Socket.IO transport) running Catchphrase (game.ts) with its
 * matches kept in PostgreSQL through bgio-postgres, as someone choosing boardgame.io would deploy
 * it. bench/load.ts starts it with tsx and a throw-away database; benchmark code only.
 *
 *   PORT=3913 DATABASE_URL=postgres://postgres@127.0.0.1:5432/some_db npx tsx bench/peers/boardgame-io/server.ts
 *
 * Choices beside boardgame.io's defaults, each for parity with our server: NODE_ENV=production
 * (ours runs so; otherwise boardgame.io checks every move's G for JSON-safety), a pool of ten
 * database connections (ours has ten; Sequelize's default is five) and no query logging.
 */
import type { Server as HttpServer } from "node:http";
import { PostgresStore } from "bgio-postgres";
import { Origins, Server, SocketIO } from "boardgame.io/server";
import { catchphrase } from "./game";

// Read when a move is made; boardgame.io's logging read it on loading, so "INFO: App serving" still shows.
process.env.NODE_ENV = "production";

const port = Number(process.env.PORT ?? 3913);
const host = process.env.HOST ?? "127.0.0.1";
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required: the boardgame.io peer keeps its matches in PostgreSQL");

type App = Parameters<SocketIO["init"]>[0];

/**
 * A Koa middleware that runs the ones `app` is given after it. Koa builds its request handler when
 * asked for one and, with koa-compose 4.2 (what npm installs for boardgame.io's Koa today), from a
 * copy of the middleware list then. boardgame.io's Socket.IO attachment asks inside Server(), before
 * run() adds the Lobby API's routes, so without this every HTTP request would be a 404.
 */
function laterMiddleware(app: App): App["middleware"][number] {
  return (context, next) => {
    const later = app.middleware.slice(1);
    const run = (index: number): Promise<unknown> => {
      const middleware = later[index];
      return middleware ? Promise.resolve(middleware(context, () => run(index + 1))) : next();
    };
    return run(0);
  };
}

/** boardgame.io's Socket.IO transport, attached once laterMiddleware heads the app's middleware. */
class Transport extends SocketIO {
  override init(...[app, ...rest]: Parameters<SocketIO["init"]>): void {
    app.use(laterMiddleware(app));
    super.init(app, ...rest);
  }
}

const store = new PostgresStore(databaseUrl, { logging: false, pool: { max: 10 } });
const server = Server({
  games: [catchphrase],
  db: store,
  transport: new Transport(),
  origins: [Origins.LOCALHOST],
});

// The coordinator polls this to know the server is up; run() adds the Lobby API to the same router.
server.router.get("/healthz", (context) => {
  context.body = "ok";
});

// boardgame.io's Socket.IO attachment (koa-socket-2) made its own http.Server and replaced
// app.listen with one that listens on it with no host; listen on the loopback address instead.
// The property is koa-socket-2's and untyped.
const http = (server.app as unknown as { server: HttpServer }).server;
server.app.listen = ((listenPort: number, callback: () => void) =>
  http.listen(listenPort, host, callback)) as typeof server.app.listen;

let stopping = false;

// boardgame.io's socket handlers are async and catch nothing: a failed query (say, the pool
// timing out under load) would be an unhandled rejection, which ends Node. Log it and go on, as
// our server survives a failed write; on the way out, the writes cut short are not logged.
process.on("unhandledRejection", (error) => {
  if (!stopping) console.error("boardgame.io peer:", error);
});

/** Stops taking connections, lets the database pool close (a few seconds at most), then exits. */
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  http.close();
  await Promise.race([store.sequelize.close(), new Promise((resolve) => setTimeout(resolve, 3000))]);
  process.exit(0);
}

for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop());

await server.run(port);
