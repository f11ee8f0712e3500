/**
 * The visitor's address behind proxies (TRUST_PROXY), as Express's "trust
 * proxy" reads it: walk from the socket back through X-Forwarded-For while
 * each hop is trusted; the first untrusted one is the visitor. Unset, only
 * the socket counts, so a client cannot pick its own rate-limit bucket.
 */
export type ProxyTrust = { hops: number } | { addresses: Set<string> } | null;

export function parseTrustProxy(value: string | undefined): ProxyTrust {
  if (!value?.trim()) return null;
  if (/^\d+$/.test(value.trim())) return { hops: Number(value.trim()) };
  return {
    addresses: new Set(
      value
        .split(",")
        .map((a) => normalizeAddress(a.trim()))
        .filter(Boolean),
    ),
  };
}

/** "::ffff:10.0.0.1" and "10.0.0.1" are one address. */
export function normalizeAddress(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
}

export function clientAddressFrom(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: ProxyTrust): string {
  const socket = normalizeAddress(socketAddress ?? "unknown");
  if (!trust || !forwardedFor) return socket;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((a) => normalizeAddress(a.trim()))
    .filter((a) => /^[0-9a-f.:]{2,45}$/.test(a));
  // Nearest first: the socket, then the entry the nearest proxy appended, and so on.
  const chain = [socket, ...forwarded.reverse()];
  for (let i = 0; i < chain.length - 1; i++) {
    const trusted = "hops" in trust ? i < trust.hops : trust.addresses.has(chain[i]!);
    if (!trusted) return chain[i]!;
  }
  return chain[chain.length - 1]!;
}
