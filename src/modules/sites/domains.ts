import { randomBytes } from "node:crypto";
import { lookup as dnsLookup, resolveTxt as dnsResolveTxt } from "node:dns/promises";
import { and, asc, eq, ne } from "drizzle-orm";
import { z } from "zod";
import { AppError, uniqueViolation } from "@/lib/errors";
import { cached, tags } from "@/server/cache";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { env } from "@/server/env";
import type { SiteId } from "./queries";

/**
 * A site's own domains: added pending with a token, verified when the
 * domain's DNS holds the token in the TXT record _mainstreet.{domain}, then
 * served at their root by the edge (edge/domains.ts), and checked again
 * while they are (./domain-recheck.ts). One verified domain is the site's
 * primary: where its prefix addresses send visitors and its absolute links
 * point.
 *
 * Only the domain's DNS proves it: whoever can write its records owns it. A
 * token the platform itself served over HTTP proved only that the name
 * pointed here, which a removed tenant's name, a deleted site's or any name
 * under a wildcard record pointing here also does; and fetching from a name
 * anyone types would let an owner probe the platform's own network.
 */
export interface SiteDomain {
  id: string;
  domain: string;
  status: "pending" | "verified";
  token: string;
  primary: boolean;
  createdAt: Date;
  verifiedAt: Date | null;
  /** When a verified domain's record was last read again. */
  checkedAt: Date | null;
  /** Since when a verified domain's record has been missing or wrong (./domain-recheck.ts). */
  failingSince: Date | null;
}
/** The name of the TXT record that proves a domain, below the domain itself. */
export const txtRecordName = (domain: string) => `_mainstreet.${domain}`;

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A domain as people type it (`https://www.Example.com/`), as the host it names (`www.example.com`); refused in a sentence when it is not one. */
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) =>
    d
      .replace(/^[a-z]+:\/\//, "")
      .replace(/\/.*$/, "")
      .replace(/\.$/, ""),
  )
  .superRefine((d, ctx) => {
    const problem = domainProblem(d);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

function domainProblem(d: string): string | null {
  if (!d) return "Give the domain, such as www.example.com.";
  if (/[:@\s]/.test(d)) return "Give the domain alone, such as www.example.com, without a port, a user or spaces.";
  if (d.length > 253) return "That domain is too long: a domain has at most 253 characters.";
  const labels = d.split(".");
  if (labels.length < 2) return "Give the whole domain, with its ending, such as example.com.";
  if (labels.some((l) => !LABEL.test(l)))
    return "A domain is made of letters, digits and dashes between dots (no dash at either end of a part), such as www.example.com.";
  if (/^[0-9]+$/.test(labels.at(-1)!)) return "Give a domain name, not an IP address.";
  if (d === "localhost" || d.endsWith(".localhost")) return "A localhost name cannot be a site's domain.";
  if (d === platformHost()) return "That is the platform's own domain; give the site's own.";
  return null;
}

/** The platform's own host (PUBLIC_URL's), when it is set. */
export function platformHost(): string | null {
  const url = env().PUBLIC_URL;
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** The DNS records a domain needs: where it points (a CNAME to the platform's host, or for a bare domain A records to its addresses) and the TXT record with its token. */
export interface DnsRecord {
  type: "CNAME" | "A" | "AAAA" | "TXT";
  name: string;
  value: string;
}

/**
 * Without PUBLIC_URL the platform does not know its own public address, so
 * only the TXT record can be given: the page says what to set instead of
 * pointing the domain at this machine's name.
 */
export async function dnsRecordsFor(domain: Pick<SiteDomain, "domain" | "token">): Promise<DnsRecord[]> {
  const target = platformHost();
  const bare = domain.domain.split(".").length === 2;
  const records: DnsRecord[] = [];
  if (!target) {
    // Nowhere to point it yet: see the page's notice.
  } else if (bare) {
    const addresses = await lookupAll(target);
    for (const a of addresses.length ? addresses : [{ address: `the address of ${target}`, family: 4 }])
      records.push({ type: a.family === 6 ? "AAAA" : "A", name: domain.domain, value: a.address });
  } else records.push({ type: "CNAME", name: domain.domain, value: target });
  records.push({ type: "TXT", name: txtRecordName(domain.domain), value: domain.token });
  return records;
}

async function lookupAll(host: string): Promise<Array<{ address: string; family: number }>> {
  try {
    return await Promise.race([
      dnsLookup(host, { all: true }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000).unref()),
    ]);
  } catch {
    return [];
  }
}

/** A site's domains: the primary first, then verified, then by when they were added. */
export async function listDomains(siteId: SiteId): Promise<SiteDomain[]> {
  const rows = await db()
    .select()
    .from(schema.siteDomains)
    .where(eq(schema.siteDomains.siteId, siteId))
    .orderBy(asc(schema.siteDomains.createdAt), asc(schema.siteDomains.domain));
  return rows
    .map(({ siteId: _siteId, ...row }) => row)
    .sort((a, b) => Number(b.primary) - Number(a.primary) || Number(b.status === "verified") - Number(a.status === "verified"));
}

/** A site's primary verified domain, for its absolute addresses (read with the site: modules/sites/queries). */
export async function primaryDomainOf(siteId: SiteId): Promise<string | null> {
  const [row] = await db()
    .select({ domain: schema.siteDomains.domain })
    .from(schema.siteDomains)
    .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.primary, true)))
    .limit(1);
  return row?.domain ?? null;
}

/** What the edge needs to know of a Host that is not the platform's: the site it is a domain of, and where that site is served. */
export interface HostEntry {
  slug: string;
  status: "pending" | "verified";
  /** The site's primary domain, where its other domains send visitors. */
  primary: string | null;
}

/**
 * The site whose domain `host` is, whatever its state, or null. Unscoped by
 * nature: the Host is all a request says of its site. Cached under the
 * domains' tag, which every change of a domain drops.
 */
export function unsafeSiteOfHost(host: string): Promise<HostEntry | null> {
  return cached(`host:${host}`, [tags.domains], async () => {
    const [row] = await db()
      .select({ siteId: schema.siteDomains.siteId, slug: schema.sites.slug, status: schema.siteDomains.status })
      .from(schema.siteDomains)
      .innerJoin(schema.sites, eq(schema.sites.id, schema.siteDomains.siteId))
      .where(eq(schema.siteDomains.domain, host))
      .limit(1);
    if (!row) return null;
    return { slug: row.slug, status: row.status, primary: await primaryDomainOf(row.siteId as SiteId) };
  });
}

/** Whether `domain` is verified: what Caddy's on-demand TLS asks before it gets a certificate. */
export async function isVerifiedDomain(domain: string): Promise<boolean> {
  return (await unsafeSiteOfHost(domain))?.status === "verified";
}

const affected = (siteId: SiteId) => [tags.site(siteId), tags.sites, tags.domains];

/** Adds a domain to a site, pending until it is verified. A domain another site has (or this one) is refused. */
export async function addDomain(siteId: SiteId, input: { domain: string }): Promise<SiteDomain> {
  const domain = z.object({ domain: domainSchema }).parse(input).domain;
  const token = randomBytes(16).toString("hex");
  try {
    const [row] = await write(affected(siteId), (tx) => tx.insert(schema.siteDomains).values({ siteId, domain, token }).returning());
    const { siteId: _siteId, ...added } = row!;
    return added;
  } catch (error) {
    if (uniqueViolation(error, "site_domains_domain"))
      throw new AppError("conflict", `${domain} is already added to a site on this platform. If it is yours, remove it there first, or ask the operator.`, {
        field: "domain",
        cause: error,
      });
    throw error;
  }
}

/** Removes a site's domain; when it was the primary, the oldest other verified domain becomes the primary. */
export async function removeDomain(siteId: SiteId, id: string): Promise<void> {
  await write(affected(siteId), async (tx) => {
    const [gone] = await tx
      .delete(schema.siteDomains)
      .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.id, id)))
      .returning();
    if (!gone) throw new AppError("not_found", "No such domain.");
    if (gone.primary) await promoteOldestVerified(tx, siteId);
  });
}

/** A site left without a primary domain (its primary removed, or no longer verified): its oldest other verified domain takes over. Nothing when it has one. */
export async function promoteOldestVerified(tx: Transaction, siteId: SiteId): Promise<void> {
  const [primary] = await tx
    .select({ id: schema.siteDomains.id })
    .from(schema.siteDomains)
    .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.primary, true)));
  if (primary) return;
  const [next] = await tx
    .select({ id: schema.siteDomains.id })
    .from(schema.siteDomains)
    .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.status, "verified")))
    .orderBy(asc(schema.siteDomains.verifiedAt))
    .limit(1);
  if (next)
    await tx
      .update(schema.siteDomains)
      .set({ primary: true })
      .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.id, next.id)));
}

/** Makes a verified domain the site's primary (its other domains send visitors there). */
export async function makePrimary(siteId: SiteId, id: string): Promise<void> {
  await write(affected(siteId), async (tx) => {
    const [row] = await tx
      .select()
      .from(schema.siteDomains)
      .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.id, id)))
      .for("update");
    if (!row) throw new AppError("not_found", "No such domain.");
    if (row.status !== "verified") throw new AppError("conflict", `${row.domain} is not verified yet; check it first.`);
    await tx
      .update(schema.siteDomains)
      .set({ primary: false })
      .where(and(eq(schema.siteDomains.siteId, siteId), ne(schema.siteDomains.id, id)));
    await tx
      .update(schema.siteDomains)
      .set({ primary: true })
      .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.id, id)));
  });
}

/** How a check reads DNS: node:dns by default; a test asks a DNS server of its own. */
export interface DomainCheckOptions {
  /** node:dns's resolveTxt, or one of a Resolver pointed elsewhere. */
  resolveTxt?: (name: string) => Promise<string[][]>;
  timeoutMs?: number;
}

export type CheckResult = { verified: true; by: "txt" | "before" } | { verified: false; txt: string };

/**
 * Checks a pending domain: the TXT record _mainstreet.{domain} holds its
 * token. Verified, it is served; the site's first verified domain becomes
 * its primary.
 */
export async function checkDomain(siteId: SiteId, id: string, options: DomainCheckOptions = {}): Promise<CheckResult> {
  const [row] = await db()
    .select()
    .from(schema.siteDomains)
    .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "No such domain.");
  if (row.status === "verified") return { verified: true, by: "before" };
  const txt = await readToken(row.domain, row.token, options);
  if (txt.holds !== true) return { verified: false, txt: txt.problem };
  await write(affected(siteId), async (tx) => {
    const [primary] = await tx
      .select({ id: schema.siteDomains.id })
      .from(schema.siteDomains)
      .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.primary, true)))
      .for("update");
    await tx
      .update(schema.siteDomains)
      .set({ status: "verified", verifiedAt: new Date(), checkedAt: new Date(), failingSince: null, primary: !primary })
      .where(and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.id, id)));
  });
  return { verified: true, by: "txt" };
}

/**
 * What the domain's TXT record says of its token: it holds it; or it does
 * not (`gone`: the record is missing or holds something else, an answer DNS
 * gave), or DNS could not be asked (`gone: false`: a timeout, a failing
 * server), with the problem in words.
 */
export type TokenReading = { holds: true } | { holds: false; gone: boolean; problem: string };

export async function readToken(
  domain: string,
  token: string,
  { resolveTxt = dnsResolveTxt, timeoutMs = 5000 }: DomainCheckOptions = {},
): Promise<TokenReading> {
  const name = txtRecordName(domain);
  try {
    const records = await Promise.race([
      resolveTxt(name),
      new Promise<never>((_, reject) => setTimeout(() => reject(Object.assign(new Error("timeout"), { code: "ETIMEOUT" })), timeoutMs).unref()),
    ]);
    return records.some((parts) => parts.join("").trim() === token)
      ? { holds: true }
      : { holds: false, gone: true, problem: `the TXT record ${name} does not hold the token` };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOTFOUND" || code === "ENODATA"
      ? { holds: false, gone: true, problem: `there is no TXT record ${name} yet` }
      : { holds: false, gone: false, problem: `the TXT record ${name} could not be read (${code ?? "error"})` };
  }
}
