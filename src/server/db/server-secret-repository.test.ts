import { describe, expect, it } from "vitest";
import { databaseDrivers, useMigratedDatabase } from "../../../tests/support/databases";
import { createServerSecretRepository } from "./server-secret-repository";

describe.each(databaseDrivers())("server secrets on $name", (driver) => {
  const connection = useMigratedDatabase(driver);
  const secrets = () => createServerSecretRepository(connection().db);

  it("makes a secret of 32 bytes once and gives the same one after a restart", async () => {
    const first = await secrets().obtain("restart-test", 1);
    expect(first).toHaveLength(32);
    expect(await secrets().obtain("restart-test", 2)).toEqual(first);
    expect(await secrets().obtain("another-secret", 3)).not.toEqual(first);
  });

  it("gives processes asking at the same moment one and the same secret", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => secrets().obtain("starting-together", 1)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});
