import type { TestProject } from "vitest/node";
import { startProductionServer } from "./production-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The site as a visitor of the main domain sees it. */
    siteUrl: string;
    /** The same server reached through a host listed in CATCHPHRASE_HOSTS. */
    catchphraseHostUrl: string;
  }
}

/**
 * One production server for all browser tests. 127.0.0.1 is configured as a Catchphrase host, so
 * the same server is the main site at localhost and the Catchphrase domain at 127.0.0.1.
 */
export default async function setup(project: TestProject) {
  const server = await startProductionServer({ CATCHPHRASE_HOSTS: "127.0.0.1" });
  project.provide("siteUrl", server.url);
  project.provide("catchphraseHostUrl", `http://127.0.0.1:${server.port}`);
  return () => server.stop();
}
