import { BlockList, isIP } from "node:net";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { WEBHOOK_MESSAGES as M } from "../../../contract/webhooks";

/**
 * Where a webhook may go (security: SSRF). Only public unicast addresses: never the server itself, the private
 * network, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, documentation or reserved
 * ranges, nor IPv6 forms that carry an IPv4 address inside (mapped, NAT64, 6to4, Teredo), which could smuggle a
 * private one. The check runs on the addresses the connection really uses (the `lookup` hook below), so a name that
 * resolves to a public address at registration and a private one later (DNS rebinding) is still refused.
 */
// One list per family: a BlockList also matches IPv4 addresses against IPv6 rules for ::ffff:0:0/96, which would
// block every IPv4 address.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(net, prefix, "ipv6");
}

const LOOPBACK_V4 = new BlockList();
LOOPBACK_V4.addSubnet("127.0.0.0", 8, "ipv4");
const isLoopback = (ip: string, family: "ipv4" | "ipv6") => (family === "ipv4" ? LOOPBACK_V4.check(ip, "ipv4") : ip === "::1" || ip === "0:0:0:0:0:0:0:1");

const familyOf = (ip: string): "ipv4" | "ipv6" | null => {
  const f = isIP(ip);
  return f === 4 ? "ipv4" : f === 6 ? "ipv6" : null;
};

/** May a delivery connect to this address? Loopback only when the development/test flag allows it. */
export function addressAllowed(ip: string, allowLocal: boolean): boolean {
  const family = familyOf(ip);
  if (!family) return false;
  if (allowLocal && isLoopback(ip, family)) return true;
  return !(family === "ipv4" ? NOT_PUBLIC_V4 : NOT_PUBLIC_V6).check(ip, family);
}

export const isLocalHostname = (host: string) => host === "localhost" || host.endsWith(".localhost");

/** The URL's host without IPv6 brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * Checks an endpoint address as typed: https (http only for the loopback host when allowLocal), no user name or
 * password, and a host that is not a private or reserved IP literal. Names are checked again when connecting.
 * Returns the normalised URL or the message to show.
 */
export function checkEndpointUrl(raw: string, allowLocal: boolean): { url: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: M.httpsOnly };
  }
  const host = bareHost(url).toLowerCase();
  const local = allowLocal && (isLocalHostname(host) || (familyOf(host) !== null && isLoopback(host, familyOf(host)!)));
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return { error: M.httpsOnly };
  if (url.username || url.password) return { error: M.credentials };
  if (familyOf(host) !== null) {
    if (!addressAllowed(host, allowLocal)) return { error: M.privateAddress };
  } else if (!local && (isLocalHostname(host) || !host.includes("."))) {
    // "localhost" and single-label names ("intranet") are the local network's.
    return { error: M.privateAddress };
  }
  url.hash = "";
  return { url: url.toString() };
}

export class BlockedAddressError extends Error {
  constructor(readonly address: string) {
    super(`blocked address ${address}`);
    this.name = "BlockedAddressError";
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that resolves the name and refuses the connection when any of its addresses is not
 * allowed: the address checked is the address connected to.
 */
export function guardedLookup(allowLocal: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true } as { all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const bad = addresses.find((a) => !addressAllowed(a.address, allowLocal));
      if (bad || addresses.length === 0) return callback(new BlockedAddressError(bad?.address ?? hostname) as NodeJS.ErrnoException, []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
