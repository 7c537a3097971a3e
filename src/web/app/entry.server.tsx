import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/**
 * Writes the prerendered pages at build time (nothing is rendered at request time: ssr is off).
 * Each page waits for all of its content, the lazily loaded game screens included, and is written
 * whole, with no Suspense fallback to be swapped out by a script: a fallback painted first and
 * replaced a moment later moved the rest of the page down and put off its largest paint.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      // Finished boundaries stay in place however large they are (by default React moves those
      // over 12.8 KB behind their fallback, to be revealed later).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // A page that failed to render must fail the build, not be published half-drawn.
        if (failure !== undefined) return reject(failure);
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
  });
}
