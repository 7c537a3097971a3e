import { z } from "zod";

/**
 * zod for the schemas the browser also runs. In a browser zod would try `new Function` once to see
 * whether it may compile its checks; the site's Content-Security-Policy forbids that, and each
 * refusal is reported as a policy violation. Browsers therefore check without compiling (the
 * server, where nothing forbids it, keeps the faster compiled checks).
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
