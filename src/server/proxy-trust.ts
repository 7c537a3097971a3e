import { BlockList, isIP } from "node:net";
import type { TrustProxy } from "./env";

/** Decides whether the hop-th address from the server's side is a proxy whose headers we believe. */
export type ProxyTrust = (address: string, hop: number) => boolean;

const NAMED_SUBNETS: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/**
 * The trust function of the TRUST_PROXY setting, or false. HTTP (Fastify's trustProxy) and the
 * socket gateway both use it, so a request and a socket from one client get the same address.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust | false {
  if (setting === false) return false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  const proxies = new BlockList();
  for (const entry of setting) {
    const named = NAMED_SUBNETS[entry];
    if (named) {
      for (const [address, prefix, family] of named) proxies.addSubnet(address, prefix, family);
      continue;
    }
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && proxies.check(plain, family === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * The client's address: the connection's peer, or, walking X-Forwarded-For from the right, the
 * first address that is not a trusted proxy (as Fastify computes request.ip).
 */
export function clientAddress(
  remoteAddress: string,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust | false,
): string {
  if (!trust || !forwardedFor) return unmapped(remoteAddress);
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .reverse();
  const chain = [remoteAddress, ...forwarded];
  for (let hop = 0; hop < chain.length - 1; hop += 1) {
    if (!trust(chain[hop] ?? "", hop)) return unmapped(chain[hop] ?? "");
  }
  return unmapped(chain.at(-1) ?? remoteAddress);
}

/**
 * The key a per-address limit counts under: an IPv4 address as is, an IPv6 address by its /64
 * network, since one home or phone is usually given a whole /64 and could otherwise rotate freely.
 */
export function addressKey(address: string): string {
  const plain = unmapped(address);
  if (isIP(plain) !== 6) return plain;
  return expandIpv6(plain).slice(0, 4).join(":");
}

/** "::ffff:1.2.3.4" (an IPv4 client on a dual-stack socket) as "1.2.3.4". */
function unmapped(address: string): string {
  return address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The eight groups of an IPv6 address, "::" expanded, each without leading zeros. */
function expandIpv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const middle = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => "0");
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * The per-address key (addressKey) of the client behind an HTTP request or a WebSocket handshake,
 * believing X-Forwarded-For only as far as `trust` allows: what the per-address socket limits
 * count under.
 */
export function requestAddressKey(
  request: { socket: { remoteAddress?: string | undefined }; headers: Record<string, string | string[] | undefined> },
  trust: ProxyTrust | false,
): string {
  return addressKey(clientAddress(request.socket.remoteAddress ?? "", request.headers["x-forwarded-for"], trust));
}
