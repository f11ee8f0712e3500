import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as askRoute } from "@/app/api/domains/ask/route";
import { createRequestHandler } from "@/edge/handler";
import { GATED_HTTP } from "@/server/gated-http";
import type { RenderedPage } from "@/edge/page-cache";
import type { SiteRequest } from "@/edge/site-request";
import { siteHref } from "@/lib/links";
import { savePage } from "@/modules/pages/service";
import { addDomain, checkDomain, dnsRecordsFor, listDomains, makePrimary, removeDomain, type SiteDomain } from "@/modules/sites/domains";
import { GRACE_HOURS, recheckDomains } from "@/modules/sites/domain-recheck";
import { addSiteDomain, checkSiteDomain, domainsForEditing, removeSiteDomain } from "@/modules/sites/domains-admin";
import { getSiteBySlug } from "@/modules/sites/queries";
import { siteUrl } from "@/modules/sites/urls";
import { db, schema } from "@/server/db/client";
import { requestContext } from "@/server/request-context";
import { failure, member, operator } from "../helpers/actors";
import { startDnsServer } from "../helpers/dns";
import { createTestSite } from "../helpers/sites";

/**
 * Custom domains through the real request path (edge/handler.ts) on a real
 * HTTP server, with a renderer of the test's own standing in for Next: the
 * token a domain check fetches, a verified domain's requests served as its
 * site's at the root, the prefix address's 301, the admin kept on the
 * platform's host, unknown hosts refused. Domains are proved by their TXT
 * record, read from a DNS server of the test's own over UDP.
 */
// The platform's own host is known, as in production: any other Host is a site's domain or nobody's.
vi.hoisted(() => {
  process.env.PUBLIC_URL = "https://mainstreet.example";
});

let server: Server;
let port: number;
/** What the renderer was handed: the address, the base path the edge resolved, the site's links as drawn. */
const handed: Array<{ url: string; basePath: string | undefined; link: string }> = [];

/** Stands in for Next and for the document renderer alike. */
function pageOf(path: string): string {
  const site = requestContext()?.site;
  const link = site ? siteHref(site.slug, "menu") : "-";
  handed.push({ url: path, basePath: site?.basePath, link });
  return `<!doctype html><html><head><title>t</title></head><body><h1>${path}</h1><a href="${link}">Menu</a></body></html>`;
}

async function renderer(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(pageOf(req.url ?? ""));
}

const renderDocument = async (site: SiteRequest, url: URL): Promise<RenderedPage> => ({
  status: site.status,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: Buffer.from(pageOf(`${url.pathname}${url.search}`)),
});

let dns: Awaited<ReturnType<typeof startDnsServer>>;
/** The owner's TXT record, as they would create it at their registrar. */
const publish = (domain: Pick<SiteDomain, "domain" | "token">) => dns.records.set(`_mainstreet.${domain.domain}`, [[domain.token]]);
/** Checks a domain against the test's DNS. */
const check = (siteId: Parameters<typeof checkDomain>[0], domain: Pick<SiteDomain, "id">) => checkDomain(siteId, domain.id, { resolveTxt: dns.resolveTxt });

function get(path: string, host: string, cookie?: string): Promise<{ status: number; location?: string; body: string; cache?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host, ...(cookie && { cookie }) } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location, body, cache: res.headers["x-cache"] as string | undefined }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  server = createServer(GATED_HTTP, await createRequestHandler(renderer, { renderDocuments: true, renderDocument }));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
  dns = await startDnsServer(new Map());
});
afterAll(async () => {
  server?.close();
  await dns?.close();
});

const unique = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

describe("custom domains", () => {
  it("adds a domain as pending with its token and DNS records, refuses what is not a domain in a sentence, and a domain any site has already", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const name = `www.${unique()}.example`;
    const added = await addDomain(site.id, { domain: ` HTTPS://${name.toUpperCase()}/menu ` });
    expect(added).toMatchObject({ domain: name, status: "pending", primary: false, verifiedAt: null });
    expect(added.token).toMatch(/^[a-f0-9]{32}$/);
    expect(await dnsRecordsFor(added)).toEqual([
      { type: "CNAME", name, value: "mainstreet.example" },
      { type: "TXT", name: `_mainstreet.${name}`, value: added.token },
    ]);

    const refused = async (domain: string) =>
      (await addDomain(site.id, { domain }).then(
        () => null,
        (e: { issues?: Array<{ message: string }> }) => e.issues?.[0]?.message,
      )) ?? "accepted";
    expect(await refused("")).toBe("Give the domain, such as www.example.com.");
    expect(await refused("copperkettle")).toBe("Give the whole domain, with its ending, such as example.com.");
    expect(await refused("copper_kettle.com")).toMatch(/^A domain is made of letters, digits and dashes/);
    expect(await refused("-copper.com")).toMatch(/^A domain is made of letters/);
    expect(await refused("10.0.0.1")).toBe("Give a domain name, not an IP address.");
    expect(await refused("shop.localhost")).toBe("A localhost name cannot be a site's domain.");
    expect(await refused("copper.com:8080")).toMatch(/without a port/);

    const taken = await failure(addDomain(other.id, { domain: name }));
    expect(taken.code).toBe("conflict");
    expect(taken.userMessage).toBe(`${name} is already added to a site on this platform. If it is yours, remove it there first, or ask the operator.`);
    expect((await failure(addDomain(site.id, { domain: name }))).code).toBe("conflict");
    expect(await listDomains(other.id)).toEqual([]);
  });

  it("verifies a domain by its TXT record read from DNS, says what is wrong while it is not there; Caddy's ask says yes for it alone", async () => {
    const site = await createTestSite();
    const name = `${unique()}.example`;
    const pending = await addDomain(site.id, { domain: name });
    expect((await askRoute(new Request(`http://localhost/api/domains/ask?domain=${name}`))).status).toBe(404);
    // Pending: no site there, and nothing on the domain's Host proves anything.
    expect((await get("/", name)).status).toBe(404);
    expect((await get(`/.well-known/mainstreet-verify/${pending.token}`, name)).status).toBe(404);

    expect(await check(site.id, pending)).toEqual({ verified: false, txt: `there is no TXT record _mainstreet.${name} yet` });
    dns.records.set(`_mainstreet.${name}`, [["someone else's token"]]);
    expect(await check(site.id, pending)).toEqual({ verified: false, txt: `the TXT record _mainstreet.${name} does not hold the token` });
    // A DNS server that does not answer: said so, nothing changed.
    const silent = await checkDomain(site.id, pending.id, { resolveTxt: () => Promise.reject(Object.assign(new Error("no"), { code: "ECONNREFUSED" })) });
    expect(silent).toEqual({ verified: false, txt: `the TXT record _mainstreet.${name} could not be read (ECONNREFUSED)` });

    // The token split across two strings of one record, beside another record, as registrars write long values.
    dns.records.set(`_mainstreet.${name}`, [["unrelated"], [pending.token.slice(0, 10), pending.token.slice(10)]]);
    expect(await check(site.id, pending)).toEqual({ verified: true, by: "txt" });
    const [verified] = await listDomains(site.id);
    expect(verified).toMatchObject({ domain: name, status: "verified", primary: true, failingSince: null });
    expect(verified!.verifiedAt).toBeInstanceOf(Date);
    expect((await askRoute(new Request(`http://localhost/api/domains/ask?domain=${name}`))).status).toBe(200);
    expect((await askRoute(new Request("http://localhost/api/domains/ask?domain=unknown.example"))).status).toBe(404);
    expect((await askRoute(new Request("http://localhost/api/domains/ask"))).status).toBe(404);
    const withDomain = (await getSiteBySlug(site.slug))!;
    expect(withDomain.domain).toBe(name);
    expect(siteUrl(withDomain, "menu")).toBe(`https://${name}/menu`);
    expect(siteUrl(withDomain)).toBe(`https://${name}/`);
  });

  it("reads a verified domain's record again; one gone for three days stops being served, its owners told at first and at the end", async () => {
    const site = (await getSiteBySlug((await createTestSite()).slug))!;
    const owner = await member(site.id, "owner");
    const name = `${unique()}.example`;
    const first = await addDomain(site.id, { domain: name });
    const second = await addDomain(site.id, { domain: `www.${name}` });
    publish(first);
    publish(second);
    await check(site.id, first);
    await check(site.id, second);
    const mailed = async () =>
      (
        await db()
          .select({ to: schema.outbox.toAddress, subject: schema.outbox.subject })
          .from(schema.outbox)
          .where(and(eq(schema.outbox.siteId, site.id), eq(schema.outbox.kind, "domain-check")))
      ).map((m) => `${m.to}: ${m.subject}`);
    const stateOf = async () => (await listDomains(site.id)).find((d) => d.domain === name)!;
    const hour = 3_600_000;
    const start = Date.now() + 7 * hour;
    const at = (hours: number) => ({ resolveTxt: dns.resolveTxt, now: new Date(start + hours * hour) });
    const recheck = ({ resolveTxt, now }: ReturnType<typeof at>) => recheckDomains({ resolveTxt }, now);

    // Still there: read, nothing else.
    expect(await recheck(at(0))).toMatchObject({ missing: 0, unverified: 0 });
    expect((await stateOf()).checkedAt?.getTime()).toBe(start);
    // Gone: marked, the owner told once, still served meanwhile.
    dns.records.delete(`_mainstreet.${name}`);
    expect(await recheck(at(7))).toMatchObject({ missing: 1, unverified: 0 });
    expect((await stateOf()).failingSince?.getTime()).toBe(start + 7 * hour);
    expect(await mailed()).toEqual([`${owner.email}: ${name} will stop showing ${site.name} unless its DNS record comes back`]);
    expect((await get("/", name)).body).not.toContain("No site answers");
    // Not read again within six hours; a DNS server that fails counts for nothing.
    expect((await recheck(at(8))).checked).toBe(0);
    expect(
      await recheckDomains({ resolveTxt: () => Promise.reject(Object.assign(new Error("x"), { code: "ETIMEOUT" })) }, new Date(start + 14 * hour)),
    ).toMatchObject({
      missing: 0,
      unverified: 0,
    });
    expect((await stateOf()).failingSince?.getTime()).toBe(start + 7 * hour);
    // Three days after it was first missed: no longer served, the other domain primary, the owner told.
    expect(await recheck(at(7 + GRACE_HOURS))).toMatchObject({ unverified: 1 });
    expect(await stateOf()).toMatchObject({ status: "pending", primary: false, verifiedAt: null, failingSince: null });
    expect((await listDomains(site.id)).find((d) => d.domain === `www.${name}`)).toMatchObject({ status: "verified", primary: true });
    expect(await mailed()).toHaveLength(2);
    expect((await mailed())[1]).toBe(`${owner.email}: ${name} no longer shows ${site.name}`);
    expect((await get("/", name)).body).toContain("No site answers");
    expect((await askRoute(new Request(`http://localhost/api/domains/ask?domain=${name}`))).status).toBe(404);
    // Put back, it is verified again by "Check now".
    publish(first);
    expect(await check(site.id, first)).toEqual({ verified: true, by: "txt" });
  });

  it("forgets a missing record that comes back within the three days", async () => {
    const site = await createTestSite();
    const name = `${unique()}.example`;
    const domain = await addDomain(site.id, { domain: name });
    publish(domain);
    await check(site.id, domain);
    const start = Date.now() + 7 * 3_600_000;
    dns.records.delete(`_mainstreet.${name}`);
    await recheckDomains({ resolveTxt: dns.resolveTxt }, new Date(start));
    expect((await listDomains(site.id))[0]!.failingSince).not.toBeNull();
    publish(domain);
    await recheckDomains({ resolveTxt: dns.resolveTxt }, new Date(start + 7 * 3_600_000));
    expect((await listDomains(site.id))[0]).toMatchObject({ status: "verified", failingSince: null });
  });

  it("serves a verified domain's requests as its site's, at the root, each host its own kept pages; the prefix address answers 301 to it; the admin stays on the platform", async () => {
    const site = await createTestSite();
    await savePage(site.id, { path: "menu", title: "Menu", description: "What we bake.", blocks: [] });
    const name = `${unique()}.example`;
    const domain = await addDomain(site.id, { domain: name });
    publish(domain);
    await check(site.id, domain);

    handed.length = 0;
    const menu = await get("/menu", name);
    expect(menu.status).toBe(200);
    // Rendered from the site's prefix address, with its base path and links at the domain's root.
    expect(handed).toEqual([{ url: `/${site.slug}/menu`, basePath: "", link: "/menu" }]);
    expect(menu.body).toContain('<a href="/menu">');
    expect((await get("/menu", name)).cache).toBe("hit");
    // The same page by the platform's address is the domain's now.
    expect(await get(`/${site.slug}/menu?x=1`, `127.0.0.1:${port}`)).toMatchObject({ status: 301, location: `https://${name}/menu?x=1` });
    expect(await get(`/${site.slug}`, "localhost")).toMatchObject({ status: 301, location: `https://${name}/` });
    // Someone signed in on the platform's host goes on seeing the site there.
    expect((await get(`/${site.slug}/menu`, "localhost", "mainstreet.session_token=x")).status).toBe(200);
    // A prefixed link on the domain itself goes to its address there.
    expect(await get(`/${site.slug}/menu`, name)).toMatchObject({ status: 301, location: "/menu" });
    expect(await get(`/${site.slug}//elsewhere.example`, name)).toMatchObject({ status: 301, location: "/elsewhere.example" });
    // A browser's held checkouts are read on the domain, where its cookies are.
    handed.length = 0;
    expect((await get(`/checkout/held/${site.slug}`, name)).status).toBe(200);
    expect(handed.map((h) => h.url)).toEqual([`/checkout/held/${site.slug}`]);
    // The admin and signing in are the platform's, never on a tenant's domain.
    expect(await get("/admin", name)).toMatchObject({ status: 302, location: "https://mainstreet.example/admin" });
    expect(await get("/login?next=/admin", name)).toMatchObject({ status: 302, location: "https://mainstreet.example/login?next=/admin" });
    expect(await get("/robots.txt", name)).toMatchObject({ status: 200, body: expect.stringContaining(`Sitemap: https://${name}/sitemap.xml`) as string });

    // A second verified domain sends visitors to the primary; made primary, it takes over, and its pages are kept apart.
    const second = await addDomain(site.id, { domain: `www.${name}` });
    publish(second);
    await check(site.id, second);
    expect(await get("/menu", `www.${name}`)).toMatchObject({ status: 301, location: `https://${name}/menu` });
    await makePrimary(site.id, second.id);
    expect((await get("/menu", `www.${name}`)).cache).toBe("miss");
    expect(await get("/menu", name)).toMatchObject({ status: 301, location: `https://www.${name}/menu` });

    // Removing the primary makes the other primary; removing both gives the prefix address back.
    await removeDomain(site.id, second.id);
    expect((await listDomains(site.id)).map((d) => [d.domain, d.primary])).toEqual([[name, true]]);
    await removeDomain(site.id, domain.id);
    expect((await get(`/${site.slug}/menu`, `127.0.0.1:${port}`)).status).toBe(200);
  });

  it("refuses a Host that is neither the platform's nor a verified domain with a plain 404", async () => {
    expect(await get("/", "nobody.example")).toMatchObject({ status: 404, body: "No site answers at this address.\n" });
    expect(await get("/", "mainstreet.example")).toMatchObject({ status: 200 });
  });

  it("keeps each site's domains to its owners and the operator", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const owner = await member(site.id, "owner");
    const editor = await member(site.id, "editor");
    const stranger = await member(other.id, "owner");
    const added = await addSiteDomain(owner, site.slug, { domain: `${unique()}.example` });
    expect((await domainsForEditing(await operator(), site.slug)).map((d) => d.id)).toEqual([added.id]);
    expect((await failure(domainsForEditing(editor, site.slug))).code).toBe("forbidden");
    // Another site's owner, through their own site's address: no such domain.
    expect((await failure(checkSiteDomain(stranger, other.slug, added.id))).code).toBe("not_found");
    expect((await failure(removeSiteDomain(stranger, other.slug, added.id))).code).toBe("not_found");
    expect((await failure(removeDomain(other.id, added.id))).code).toBe("not_found");
    expect((await failure(makePrimary(site.id, added.id))).userMessage).toMatch(/is not verified yet/);
    expect(await removeSiteDomain(owner, site.slug, added.id)).toBe(added.domain);
    expect(await listDomains(site.id)).toEqual([]);
  });
});
