import { execFileSync } from "node:child_process";

/**
 * The machine's speed today, printed beside a benchmark's figures: how long Node takes for a loop
 * of 10⁹ additions written at a script's top level, the yardstick bench/README.md quotes (3.7 to
 * 4.0 s on quick days, 5 to 10 s on slow ones). The machines are shared and their speed varies
 * two-fold from day to day: figures of different days compare only through it.
 */
export function additionsSeconds(): number {
  const started = performance.now();
  execFileSync(process.execPath, ["-e", "let s = 0; for (let i = 0; i < 1e9; i++) s += i; if (s < 0) console.log(s);"]);
  return (performance.now() - started) / 1000;
}

/** "Machine speed: 10⁹ additions in 4.1 s", for a benchmark's heading. */
export function machineSpeedLine(): string {
  return `Machine speed: 10⁹ additions in ${additionsSeconds().toFixed(1)} s`;
}
