import { domainSchema, isVerifiedDomain } from "@/modules/sites/domains";

export const dynamic = "force-dynamic";

/**
 * Caddy's on-demand TLS asks here before it gets a certificate for a name
 * (deploy/Caddyfile, `on_demand_tls { ask ... }`): 200 only for a site's
 * verified domain, 404 for anything else, so nobody can make Caddy fetch
 * certificates for names that are not ours.
 */
export async function GET(request: Request) {
  const parsed = domainSchema.safeParse(new URL(request.url).searchParams.get("domain") ?? "");
  const verified = parsed.success && (await isVerifiedDomain(parsed.data));
  return new Response(verified ? "Verified.\n" : "Not a verified domain.\n", {
    status: verified ? 200 : 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
