import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Every file under `folder` (relative path) with a hash of its content: two calls compare equal
 * exactly when nothing was added, removed or rewritten with other bytes in between.
 */
export async function folderContents(folder: string): Promise<Record<string, string>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((found) => found.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, file)] = createHash("sha256")
      .update(await readFile(file))
      .digest("hex");
  }
  return files;
}
