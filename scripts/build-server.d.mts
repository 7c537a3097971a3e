import type { BuildOptions } from "esbuild";

/** The esbuild options of the server's production bundle, writing into `outdir`. */
export function serverBuildOptions(outdir: string): BuildOptions;
