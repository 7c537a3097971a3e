/** ISO time of the build, injected by Vite (see vite.config.ts). */
declare const __BUILD_TIME__: string;
