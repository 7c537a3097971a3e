// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the web build, so
// the server sends compressed pages and scripts without compressing on each request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = "dist/web/client";
const compressible = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;
const minimumBytes = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if ((await stat(file)).size < minimumBytes) continue;
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `compressed ${files} files: ${Math.round(before / 1024)} KiB -> ${Math.round(after / 1024)} KiB with Brotli`,
);
