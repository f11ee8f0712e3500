import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as askRoute } from "@/app/api/domains/ask/route";
import { createRequestHandler } from "@/edge/handler";
import { siteHref } from "@/lib/links";
import { savePage } from "@/modules/pages/service";
import { addDomain, checkDomain, dnsRecordsFor, listDomains, makePrimary, removeDomain } from "@/modules/sites/domains";
import { addSiteDomain, checkSiteDomain, domainsForEditing, removeSiteDomain } from "@/modules/sites/domains-admin";
import { getSiteBySlug } from "@/modules/sites/queries";
import { siteUrl } from "@/modules/sites/urls";
import { requestContext } from "@/server/request-context";
import { failure, member, operator } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

/**
 * Custom domains through the real request path (edge/handler.ts) on a real
 * HTTP server, with a renderer of the test's own standing in for Next: the
 * token a domain check fetches, a verified domain's requests served as its
 * site's at the root, the prefix address's 301, the admin kept on the
 * platform's host, unknown hosts refused. The HTTP check reaches this server
 * by a lookup that points every name at it; the TXT check's DNS answer is the
 * only stand-in.
 */
// The platform's own host is known, as in production: any other Host is a site's domain or nobody's.
vi.hoisted(() => {
  process.env.PUBLIC_URL = "https://mainstreet.example";
});

let server: Server;
let port: number;
/** What the renderer was handed: the address, the base path the edge resolved, the site's links as drawn. */
const handed: Array<{ url: string; basePath: string | undefined; link: string }> = [];

async function renderer(req: IncomingMessage, res: ServerResponse) {
  const site = requestContext()?.site;
  const link = site ? siteHref(site.slug, "menu") : "-";
  handed.push({ url: req.url ?? "", basePath: site?.basePath, link });
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(`<!doctype html><html><head><title>t</title></head><body><h1>${req.url}</h1><a href="${link}">Menu</a></body></html>`);
}

/** Every name is this machine: what DNS says once the owner's records are in. */
const here: LookupFunction = (_hostname, options, callback) => {
  if (options.all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

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
  server = createServer(await createRequestHandler(renderer, { renderDocuments: false }));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server?.close());

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

  it("verifies a domain by its token over HTTP, fetched from the real request handler; Caddy's ask says yes for it alone", async () => {
    const site = await createTestSite();
    const name = `${unique()}.example`;
    const pending = await addDomain(site.id, { domain: name });
    expect((await askRoute(new Request(`http://localhost/api/domains/ask?domain=${name}`))).status).toBe(404);
    // The token is answered on the domain's own Host, never another's.
    expect((await get(`/.well-known/mainstreet-verify/${pending.token}`, name)).body.trim()).toBe(pending.token);
    expect((await get(`/.well-known/mainstreet-verify/${pending.token}`, "elsewhere.example")).status).toBe(404);
    // Pending: no site there.
    expect((await get("/", name)).status).toBe(404);

    // Nothing listening on the HTTP check's port and no TXT record: not verified, and why.
    const failed = await checkDomain(site.id, pending.id, {
      lookup: here,
      port: 1,
      resolveTxt: () => Promise.reject(Object.assign(new Error("no"), { code: "ENOTFOUND" })),
    });
    expect(failed).toEqual({
      verified: false,
      http: `http://${name} could not be reached (ECONNREFUSED)`,
      txt: `there is no TXT record _mainstreet.${name} yet`,
    });

    const result = await checkDomain(site.id, pending.id, { lookup: here, port, resolveTxt: () => Promise.resolve([]) });
    expect(result).toEqual({ verified: true, by: "http" });
    const [verified] = await listDomains(site.id);
    expect(verified).toMatchObject({ domain: name, status: "verified", primary: true });
    expect(verified!.verifiedAt).toBeInstanceOf(Date);
    expect((await askRoute(new Request(`http://localhost/api/domains/ask?domain=${name}`))).status).toBe(200);
    expect((await askRoute(new Request("http://localhost/api/domains/ask?domain=unknown.example"))).status).toBe(404);
    expect((await askRoute(new Request("http://localhost/api/domains/ask"))).status).toBe(404);
    const withDomain = (await getSiteBySlug(site.slug))!;
    expect(withDomain.domain).toBe(name);
    expect(siteUrl(withDomain, "menu")).toBe(`https://${name}/menu`);
    expect(siteUrl(withDomain)).toBe(`https://${name}/`);
  });

  it("verifies a domain by its TXT record (the DNS answer given by the test)", async () => {
    const site = await createTestSite();
    const name = `shop.${unique()}.example`;
    const pending = await addDomain(site.id, { domain: name });
    const asked: string[] = [];
    const result = await checkDomain(site.id, pending.id, {
      lookup: here,
      port: 1,
      resolveTxt: (record) => (asked.push(record), Promise.resolve([["unrelated"], [pending.token.slice(0, 10), pending.token.slice(10)]])),
    });
    expect(asked).toEqual([`_mainstreet.${name}`]);
    expect(result).toEqual({ verified: true, by: "txt" });
  });

  it("serves a verified domain's requests as its site's, at the root, each host its own kept pages; the prefix address answers 301 to it; the admin stays on the platform", async () => {
    const site = await createTestSite();
    await savePage(site.id, { path: "menu", title: "Menu", description: "What we bake.", blocks: [] });
    const name = `${unique()}.example`;
    const domain = await addDomain(site.id, { domain: name });
    await checkDomain(site.id, domain.id, { lookup: here, port });

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
    // The admin and signing in are the platform's, never on a tenant's domain.
    expect(await get("/admin", name)).toMatchObject({ status: 302, location: "https://mainstreet.example/admin" });
    expect(await get("/login?next=/admin", name)).toMatchObject({ status: 302, location: "https://mainstreet.example/login?next=/admin" });
    expect(await get("/robots.txt", name)).toMatchObject({ status: 200, body: expect.stringContaining(`Sitemap: https://${name}/sitemap.xml`) as string });

    // A second verified domain sends visitors to the primary; made primary, it takes over, and its pages are kept apart.
    const second = await addDomain(site.id, { domain: `www.${name}` });
    await checkDomain(site.id, second.id, { lookup: here, port });
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
