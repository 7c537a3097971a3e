import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { addressKey, clientAddress, proxyTrust } from "./proxy-trust";

const trustOf = (setting: string) => proxyTrust(parseEnv({ TRUST_PROXY: setting }).TRUST_PROXY);

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted, so nobody can claim another address", () => {
    expect(clientAddress("203.0.113.7", "198.51.100.1", trustOf(""))).toBe("203.0.113.7");
    expect(clientAddress("::ffff:203.0.113.7", undefined, trustOf(""))).toBe("203.0.113.7");
  });

  it("believes as many hops as configured, counting from the server", () => {
    const oneHop = trustOf("1");
    expect(clientAddress("10.0.0.2", "198.51.100.1", oneHop)).toBe("198.51.100.1");
    // A client's own forged entry sits left of what the proxy appended, so it is never reached.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.1", oneHop)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", undefined, oneHop)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.1, 10.0.0.3", trustOf("2"))).toBe("198.51.100.1");
  });

  it("believes only the listed proxies' addresses and subnets", () => {
    const listed = trustOf("10.0.0.2,172.16.0.0/12,loopback");
    expect(clientAddress("10.0.0.2", "198.51.100.1", listed)).toBe("198.51.100.1");
    expect(clientAddress("::ffff:127.0.0.1", "172.20.1.1, 198.51.100.1", listed)).toBe("198.51.100.1");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.1, 172.20.1.1", listed)).toBe("198.51.100.1");
    expect(clientAddress("203.0.113.7", "198.51.100.1", listed)).toBe("203.0.113.7");
  });
});

describe("addressKey", () => {
  it("counts IPv4 clients by address and IPv6 clients by their /64", () => {
    expect(addressKey("198.51.100.1")).toBe("198.51.100.1");
    expect(addressKey("::ffff:198.51.100.1")).toBe("198.51.100.1");
    expect(addressKey("2001:db8:0:1::5")).toBe(addressKey("2001:0db8:0000:0001:ffff:1:2:3"));
    expect(addressKey("2001:db8:0:1::5")).not.toBe(addressKey("2001:db8:0:2::5"));
    expect(addressKey("::1")).toBe("0:0:0:0");
  });
});
