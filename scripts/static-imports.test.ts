import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packagesReached, staticImportClosure } from "./static-imports";

describe("the modules a module needs before it runs", () => {
  let root = "";
  const file = (name: string) => path.join(root, name);

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "static-imports-"));
    await mkdir(file("parts"));
    const files: Record<string, string> = {
      "entry.tsx": [
        'import { useEffect } from "react";',
        'import { header } from "./parts/header";',
        "import {",
        "  footer,",
        "  legal,",
        '} from "./parts/footer";',
        'import type { Shape } from "./parts/shape";',
        'import { type Only } from "./parts/only-types";',
        'import styles from "./entry.css?url";',
        'export { reexported } from "./parts";',
        'const later = () => import("./parts/lazy");',
        "// import nothing from a comment in the middle of a line",
      ].join("\n"),
      "entry.css": "body {}",
      "parts/header.tsx": 'import { z } from "zod";\nexport const header = z;',
      "parts/footer.ts": "export const footer = 1; export const legal = 2;",
      "parts/shape.ts": 'import "./never";\nexport type Shape = {};',
      "parts/only-types.ts": "export type Only = 1;",
      "parts/index.ts": "export const reexported = 1;",
      "parts/lazy.tsx": 'import { heavy } from "heavy-package";\nexport default heavy;',
    };
    for (const [name, text] of Object.entries(files)) await writeFile(file(name), text);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("follows static imports and re-exports, in multi-line form too, resolving extensions and index files", () => {
    const names = [...staticImportClosure([file("entry.tsx")])].map((found) => path.relative(root, found)).sort();
    expect(names).toEqual([
      "entry.css",
      "entry.tsx",
      "parts/footer.ts",
      "parts/header.tsx",
      path.join("parts", "index.ts"),
    ]);
  });

  it("leaves out imports of types alone and modules loaded later with import()", () => {
    const found = staticImportClosure([file("entry.tsx")]);
    for (const left of ["parts/shape.ts", "parts/only-types.ts", "parts/lazy.tsx"])
      expect(found.has(file(left))).toBe(false);
  });

  it("lists the packages reached, not those of modules loaded later", () => {
    expect([...packagesReached(file("entry.tsx"))].sort()).toEqual(["react", "zod"]);
  });
});
