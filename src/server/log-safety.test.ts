import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { parseEnv } from "./env";

/** An app whose log lines are collected as text. */
async function appWithLog() {
  const lines: string[] = [];
  const app = await buildApp({
    config: parseEnv({}),
    webRoot: "/nonexistent-build",
    logger: {
      level: "debug",
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    },
  });
  return { app, log: () => lines.join("") };
}

describe("what the server's log may hold (issue 17)", () => {
  it("logs a failed room write by its statement and cause, never the room it was writing", async () => {
    const { app, log } = await appWithLog();
    const document = {
      room: { code: "AB12CD", game: { currentWord: "Whitewater rafting" } },
      tokenHashes: { "b638542b-b355-4d6d-9b2e-f608de707b87": "tcoXxr2NCwWqgdYuNPaCZVFCu5iYBrJgF4rnLWiwOtQ" },
    };
    const cause = Object.assign(new Error("canceling statement due to statement timeout"), {
      code: "57014",
      detail: 'Key (state)=({"currentWord": "Whitewater rafting"}) already exists.',
      where: "sam@example.com",
    });
    const failed = new DrizzleQueryError(
      "update rooms set state = $1::jsonb where code = $2 and version = $3",
      [JSON.stringify(document), "AB12CD", 7],
      cause,
    );
    app.log.error({ err: failed, code: "AB12CD" }, "Failed to update game state");
    await app.close();

    const written = log();
    expect(written).toContain("update rooms set state = $1::jsonb where code = $2 and version = $3");
    expect(written).toContain("canceling statement due to statement timeout");
    expect(written).toContain('"code":"57014"');
    for (const secret of ["Whitewater rafting", "tcoXxr2NCwWqgdYuNPaCZVFCu5iYBrJgF4rnLWiwOtQ", "sam@example.com"]) {
      expect(written).not.toContain(secret);
    }
  });
});
