import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills in the defaults of an empty environment", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      CATCHPHRASE_HOSTS: [],
      ADMIN_TOKEN: undefined,
      TRUST_PROXY: false,
      CATCHPHRASE_JOINS_PER_MINUTE: 60,
      CATCHPHRASE_REFUSALS_PER_MINUTE: 60,
      CATCHPHRASE_SOCKETS_PER_ADDRESS: 100,
      ROOM_WRITE_WINDOW_MS: undefined,
      ROOM_CACHE_MB: 128,
      VISITOR_IDS_PER_DAY: 200,
      LOG_LEVEL: "info",
    });
  });

  it("reads every setting", () => {
    const config = parseEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://user@db:5432/site",
      REDIS_URL: "redis://cache:6379",
      CATCHPHRASE_HOSTS: " Play.Example.com, 10.0.0.5 ,",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://user@db:5432/site",
      REDIS_URL: "redis://cache:6379",
      CATCHPHRASE_HOSTS: ["play.example.com", "10.0.0.5"],
      LOG_LEVEL: "warn",
    });
  });

  it("takes an admin token of 16 characters or more", () => {
    expect(parseEnv({ ADMIN_TOKEN: "s3cret-token-1234" }).ADMIN_TOKEN).toBe("s3cret-token-1234");
    expect(() => parseEnv({ ADMIN_TOKEN: "short" })).toThrow(/ADMIN_TOKEN="short": must be at least 16 characters/);
  });

  it("trusts no proxy unless told how many or which", () => {
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: " 10.0.0.2, 192.168.0.0/16,::1, loopback " }).TRUST_PROXY).toEqual([
      "10.0.0.2",
      "192.168.0.0/16",
      "::1",
      "loopback",
    ]);
    for (const bad of ["true", "nginx", "10.0.0.300", "10.0.0.0/40", "10.0.0.0/8/8"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY=.*must be a number of proxies or their addresses/,
      );
    }
  });

  it("reads the allowance of room attempts per address and minute", () => {
    expect(parseEnv({ CATCHPHRASE_JOINS_PER_MINUTE: "5000" }).CATCHPHRASE_JOINS_PER_MINUTE).toBe(5000);
    expect(() => parseEnv({ CATCHPHRASE_JOINS_PER_MINUTE: "0" })).toThrow(/CATCHPHRASE_JOINS_PER_MINUTE="0"/);
    expect(() => parseEnv({ CATCHPHRASE_JOINS_PER_MINUTE: "lots" })).toThrow(/CATCHPHRASE_JOINS_PER_MINUTE="lots"/);
  });

  it("reads the cap of open sockets per address", () => {
    expect(parseEnv({ CATCHPHRASE_SOCKETS_PER_ADDRESS: "20000" }).CATCHPHRASE_SOCKETS_PER_ADDRESS).toBe(20000);
    expect(() => parseEnv({ CATCHPHRASE_SOCKETS_PER_ADDRESS: "0" })).toThrow(/CATCHPHRASE_SOCKETS_PER_ADDRESS="0"/);
  });

  it("reads how long a room write may wait under load, from none to 50 ms", () => {
    expect(parseEnv({ ROOM_WRITE_WINDOW_MS: "0" }).ROOM_WRITE_WINDOW_MS).toBe(0);
    expect(parseEnv({ ROOM_WRITE_WINDOW_MS: "50" }).ROOM_WRITE_WINDOW_MS).toBe(50);
    expect(() => parseEnv({ ROOM_WRITE_WINDOW_MS: "51" })).toThrow(/ROOM_WRITE_WINDOW_MS="51"/);
    expect(() => parseEnv({ ROOM_WRITE_WINDOW_MS: "-1" })).toThrow(/ROOM_WRITE_WINDOW_MS="-1"/);
  });

  it("reads how much memory a process's rooms at hand may take, in whole MB", () => {
    expect(parseEnv({ ROOM_CACHE_MB: "256" }).ROOM_CACHE_MB).toBe(256);
    expect(() => parseEnv({ ROOM_CACHE_MB: "0" })).toThrow(/ROOM_CACHE_MB="0"/);
    expect(() => parseEnv({ ROOM_CACHE_MB: "1.5" })).toThrow(/ROOM_CACHE_MB="1.5"/);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable in one readable error", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://db/site", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("Invalid configuration");
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('DATABASE_URL="mysql://db/site"');
    expect(message).toContain('LOG_LEVEL="loud"');
  });
});
