import { isIP } from "node:net";

/**
 * Who is calling: the socket's address, unless that address is a trusted proxy; then the right-most hop of
 * X-Forwarded-For that is not itself a trusted proxy (hops to its left are the client's own claims).
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: readonly string[],
): string {
  const socket = normalise(socketAddress ?? "") || "unknown";
  const trusted = trustedSetOf(trustedProxies);
  if (!trusted.has(socket) || forwardedFor === undefined) return socket;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((hop) => normalise(hop.trim()));
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (trusted.has(hop)) continue;
    // a hop that is not an address (garbage from the client) ends the chain: the last trusted proxy is the client
    return isIP(hop) ? hop : socket;
  }
  return socket;
}

/** Whether the socket's peer is one of the trusted proxies, each address compared as clientAddressOf compares it. */
export function isTrustedProxy(socketAddress: string | undefined, trustedProxies: readonly string[]): boolean {
  return trustedSetOf(trustedProxies).has(normalise(socketAddress ?? ""));
}

/**
 * The trusted proxies normalised, once per list (a server's is fixed at its start): every request asks, most of a
 * rush's through a proxy (issue 34).
 */
const trustedSets = new WeakMap<readonly string[], ReadonlySet<string>>();
function trustedSetOf(trustedProxies: readonly string[]): ReadonlySet<string> {
  let set = trustedSets.get(trustedProxies);
  if (!set) trustedSets.set(trustedProxies, (set = new Set(trustedProxies.map(normalise))));
  return set;
}

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) and `127.0.0.1` are the same client. */
function normalise(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
