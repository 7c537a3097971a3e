/**
 * True when the server marked this page as served on a Catchphrase domain, where / shows the
 * Catchphrase lobby. The server decides (it knows CATCHPHRASE_HOSTS) and says so with a meta tag
 * in the page it sends; during prerendering there is no document and the answer is false.
 */
export function isCatchphraseHost(): boolean {
  if (typeof document === "undefined") return false;
  return document.querySelector('meta[name="catchphrase-host"]')?.getAttribute("content") === "true";
}
