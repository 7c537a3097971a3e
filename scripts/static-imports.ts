/**
 * The modules of our own code that a module needs before it can run: it and everything it imports
 * statically, transitively (not what it loads later with `import()`, nor types). The build groups
 * these into a few chunks (vite.config.ts), so a page asks for a handful of scripts before it is
 * live rather than thirty small ones, while code loaded on demand stays out of them.
 *
 * Reads our TypeScript as text: relative specifiers only (packages are left to the bundler, which
 * brings a captured module's dependencies along), resolved as the bundler does (`.ts`, `.tsx`,
 * `index`), a `?query` dropped.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** `import … from "x"`, `import "x"` and `export … from "x"`, but not `import type`/`export type`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm;

const CANDIDATES = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const bare = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ""));
  for (const suffix of CANDIDATES) {
    const file = bare + suffix;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Each module's static imports, read once: the build asks for the closures of many overlapping modules. */
const importsRead = new Map<string, string[]>();

/** The specifiers a module imports statically, skipping imports of types alone (`{ type A }`). */
function importsOf(file: string): string[] {
  let specifiers = importsRead.get(file);
  if (!specifiers) {
    specifiers = readImports(file);
    importsRead.set(file, specifiers);
  }
  return specifiers;
}

function readImports(file: string): string[] {
  if (!/\.(ts|tsx)$/.test(file)) return [];
  return [...readFileSync(file, "utf8").matchAll(STATIC_IMPORT)]
    .filter(
      ([statement]) =>
        !/^\s*(?:import|export)\s+\{(?:\s*type\s+[\w$]+(?:\s+as\s+[\w$]+)?\s*,?)+\s*\}\s*from/.test(statement),
    )
    .map(([, specifier]) => specifier ?? "");
}

/** The absolute paths of `entries` and of every module of ours they import statically. */
export function staticImportClosure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = entries.map((entry) => path.resolve(entry));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      const target = resolve(file, specifier);
      if (target && !seen.has(target)) pending.push(target);
    }
  }
  return seen;
}

/** The packages (bare specifiers) that `file` and the modules of ours it imports statically import. */
export function packagesReached(file: string): Set<string> {
  const packages = new Set<string>();
  for (const module of staticImportClosure([file])) {
    for (const specifier of importsOf(module)) if (!specifier.startsWith(".")) packages.add(specifier);
  }
  return packages;
}
