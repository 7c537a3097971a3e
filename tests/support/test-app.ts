import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll } from "vitest";
import { attachDatabase, buildApp } from "../../src/server/app";
import { parseEnv } from "../../src/server/env";
import { perTestPglite } from "./databases";

/**
 * The whole app without a web build, on an empty embedded database, for each test of a file that
 * calls start(); its clock is `clock.now`, set back to `startAt` on each start. The database opens
 * (seconds) before the tests, which then only empty it; each test's app closes after it.
 */
export function appOnEmptyDatabase(startAt: number) {
  const emptyDatabase = perTestPglite();
  const clock = { now: startAt };
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    await emptyDatabase();
  });
  afterEach(async () => {
    await app?.close();
  });
  return {
    clock,
    async start(env: Record<string, string> = {}): Promise<FastifyInstance> {
      clock.now = startAt;
      app = await buildApp({
        config: parseEnv(env),
        webRoot: "/nonexistent-build",
        logger: false,
        now: () => clock.now,
      });
      await attachDatabase(app, await emptyDatabase());
      return app;
    },
  };
}
