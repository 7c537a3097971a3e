// npm start: serves the production build, building it first when there is none (a fresh clone).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const serverEntry = new URL("../dist/server/main.js", import.meta.url);
const webShell = new URL("../dist/web/client/__spa-fallback.html", import.meta.url);

if (!existsSync(serverEntry) || !existsSync(webShell)) {
  console.log("No production build found: building it first (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(serverEntry.href);
