import { rm } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { createDataTemplate, startProductionServer } from "./production-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The site as a visitor of the main domain sees it. */
    siteUrl: string;
    /** The same server reached through a host listed in CATCHPHRASE_HOSTS. */
    catchphraseHostUrl: string;
    /** A data folder with the database created, for the servers a test starts (production-server.ts). */
    dataTemplate: string;
  }
}

/**
 * One production server for all browser tests. 127.0.0.1 is configured as a Catchphrase host, so
 * the same server is the main site at localhost and the Catchphrase domain at 127.0.0.1.
 *
 * BROWSER_TESTS_AFTER_SECONDS holds the tests back that many seconds from the server's launch:
 * `npm run test:e2e` runs them beside the whole Catchphrase games, whose first half minute, opening
 * thirteen pages, keeps both cores busy. The server is launched at once, while the machine is quiet.
 */
export default async function setup(project: TestProject) {
  const holdUntil = Date.now() + Number(process.env.BROWSER_TESTS_AFTER_SECONDS ?? 0) * 1000;
  const dataTemplate = await createDataTemplate();
  const server = await startProductionServer({ CATCHPHRASE_HOSTS: "127.0.0.1" }, dataTemplate);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, holdUntil - Date.now())));
  project.provide("siteUrl", server.url);
  project.provide("catchphraseHostUrl", `http://127.0.0.1:${server.port}`);
  project.provide("dataTemplate", dataTemplate);
  return async () => {
    await server.stop();
    await rm(dataTemplate, { recursive: true, force: true });
  };
}
