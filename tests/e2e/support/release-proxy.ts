import { createServer, request } from "node:http";

export type ReleaseProxy = {
  /** The proxy's address, an origin of its own (its own service worker and caches). */
  url: string;
  /** From now on answers `path` with `body`, as a server still on another release would. */
  serve(path: string, body: string, type: string): void;
  /** Answers `path` as the site does again. */
  restore(path: string): void;
  /** The Content-Encoding the site last answered `path` with through the proxy ("identity" for none). */
  encodingOf(path: string): string | undefined;
  close(): Promise<void>;
};

/**
 * An HTTP proxy on a free loopback port in front of the site at `target`, which answers the paths
 * it is told to with other bytes: a rolling update as a browser sees it, where some requests reach
 * a server of the new release and some a server of the previous one (docs/decisions/063).
 * Everything else goes to the site as it came, Accept-Encoding included, and comes back as the
 * site sent it.
 */
export async function startReleaseProxy(target: string): Promise<ReleaseProxy> {
  const site = new URL(target);
  const other = new Map<string, { body: Buffer; type: string }>();
  const encodings = new Map<string, string>();
  const server = createServer((incoming, answer) => {
    const path = new URL(incoming.url ?? "/", site).pathname;
    const file = other.get(path);
    if (file) {
      answer.writeHead(200, {
        "content-type": file.type,
        "content-length": file.body.length,
        "cache-control": "no-cache",
      });
      answer.end(file.body);
      return;
    }
    // The test servers listen on 127.0.0.1 (tests/support/processes.ts), whatever name the site has.
    const forwarded = request(
      { host: "127.0.0.1", port: site.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (response) => {
        encodings.set(path, String(response.headers["content-encoding"] ?? "identity"));
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    forwarded.on("error", () => answer.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("The release proxy has no port");
  return {
    url: `http://localhost:${address.port}`,
    serve(path, body, type) {
      other.set(path, { body: Buffer.from(body, "utf8"), type });
    },
    restore(path) {
      other.delete(path);
    },
    encodingOf: (path) => encodings.get(path),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
