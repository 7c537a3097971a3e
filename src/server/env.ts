import { BlockList, isIP } from "node:net";
import { z } from "zod";

const hostList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host.length > 0),
  );

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(
      z
        .url({ protocol: new RegExp(`^(${protocols.join("|")})$`) })
        .optional()
        .describe(`a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}`),
    );

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"] as const;

/** Whether `entry` is an IP address, a CIDR subnet or one of the names of PROXY_NAMES. */
function isProxyAddress(entry: string): boolean {
  if ((PROXY_NAMES as readonly string[]).includes(entry) || isIP(entry) !== 0) return true;
  const [address = "", prefix = "", ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false;
  try {
    new BlockList().addSubnet(address, Number(prefix), family === 4 ? "ipv4" : "ipv6");
    return true;
  } catch {
    return false;
  }
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto):
 * none by default, since anyone could otherwise forge them; a hop count; or the proxies' addresses.
 */
export type TrustProxy = false | number | string[];

const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    const setting = (value ?? "").toLowerCase();
    if (setting === "" || setting === "false" || setting === "0") return false;
    if (/^\d+$/.test(setting)) return Number(setting);
    const entries = setting
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0 && entries.length > 0) return entries;
    context.addIssue({
      code: "custom",
      message: `must be a number of proxies or their addresses, comma-separated (not ${bad.join(", ")})`,
    });
    return z.NEVER;
  });

/**
 * The memory, in MB, a process's cache of rooms may take unless ROOM_CACHE_MB says otherwise: with
 * everything else a process holds, it fits a process of 512 MB (bench/README.md, "bench:memory").
 */
export const ROOM_CACHE_MB_DEFAULT = 128;

/** The room write's window on the embedded database, unless ROOM_WRITE_WINDOW_MS says otherwise. */
export const ROOM_WRITE_WINDOW_MS_EMBEDDED = 2;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  CATCHPHRASE_HOSTS: hostList,
  /** When set, the analytics counts and the feedback list require `Authorization: Bearer <token>`. */
  ADMIN_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(z.string().min(16, "must be at least 16 characters").optional()),
  TRUST_PROXY: trustProxy,
  /** Attempts to create, join, resume or look up a room, per client address and minute. */
  CATCHPHRASE_JOINS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /**
   * Refused Catchphrase changes per client address and minute, at once or one every 60/N seconds
   * after (decision 060); past them, the address's changes are answered unread.
   */
  CATCHPHRASE_REFUSALS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Sockets one client address may hold open at once, on each process. */
  CATCHPHRASE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /**
   * Under load, how long a room write waits for others to share its statement (decision 048); a
   * write after a quiet spell never waits. 0: writes never wait. Unset: ROOM_WRITE_WINDOW_MS_EMBEDDED
   * with the embedded database, none with PostgreSQL.
   */
  ROOM_WRITE_WINDOW_MS: z.coerce.number().int().min(0).max(50).optional(),
  /** How much memory, about, the rooms a process keeps at hand may take (decision 060). */
  ROOM_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(ROOM_CACHE_MB_DEFAULT),
  /** New visitor ids (decision 020) one client address may be issued per day, on each process. */
  VISITOR_IDS_PER_DAY: z.coerce.number().int().min(1).default(200),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** The server's configuration: every setting the process reads from its environment. */
export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses the environment once at start-up. Throws a ConfigError listing every bad variable, so
 * a wrong setting stops the server with a readable message instead of failing later.
 */
export function parseEnv(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
