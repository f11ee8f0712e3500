import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import type { TLSSocket } from "node:tls";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { addDomain, checkDomain } from "@/modules/sites/domains";
import type { SiteId } from "@/modules/sites/queries";
import { startCaddy } from "../../scripts/cluster";
import { startDnsServer } from "../helpers/dns";
import { copyOfDemoSite } from "../helpers/sites";
import { waitUntil } from "../helpers/wait";
import { axeViolations, baseUrl, describeViolations, launchBrowser } from "../helpers/browser";

/**
 * A copy of the Copper Kettle on its own domain, through the real server: verified by
 * its TXT record (read from a DNS server of the test's own), served at the
 * domain's root, its prefix address a 301 there, an unverified domain a 404;
 * the owner's Domains page (axe at a phone's and a desktop's width); and the
 * Caddy of docs/operations.md (deploy/Caddyfile) with its own CA in front: a
 * certificate and the site for the verified domain, no certificate for
 * the other. A copy of its own: while a domain is verified the site's prefix address moves
 * there, and the other browser files, running beside this one, read the Copper Kettle's.
 */
const DOMAIN = "copperkettle.example";
const PENDING = "pending-kettle.example";
let siteId: SiteId;
let SITE: string;
const port = () => Number(new URL(baseUrl()).port);

/** Every name is this machine, as DNS would say once the owner's records are in. */
const here: LookupFunction = (_hostname, options, callback) => {
  if (options.all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

function get(pathname: string, host: string, at = port()): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: at, path: pathname, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  ({ id: siteId, slug: SITE } = await copyOfDemoSite("copper-kettle", "domains"));
  const domain = await addDomain(siteId, { domain: DOMAIN });
  await addDomain(siteId, { domain: PENDING });
  // The owner's "Check now", once their TXT record is in DNS.
  const dns = await startDnsServer(new Map([[`_mainstreet.${DOMAIN}`, [[domain.token]]]]));
  try {
    expect(await checkDomain(siteId, domain.id, { resolveTxt: dns.resolveTxt })).toEqual({ verified: true, by: "txt" });
  } finally {
    await dns.close();
  }
});

describe("a site on its own domain", () => {
  it("is served at the domain's root; its prefix address answers 301 there; an unverified domain and the admin are not served there", async () => {
    const about = await get("/about", DOMAIN);
    expect(about.status).toBe(200);
    expect(about.body).toMatch(/<h1[^>]*>[^<]*About/i);
    expect(about.body).toContain(`<link rel="canonical" href="https://${DOMAIN}/about"/>`);
    expect(about.body).toContain('href="/dining"');
    expect(about.body).not.toContain(`href="/${SITE}/`);
    expect(await get(`/${SITE}/about`, `127.0.0.1:${port()}`)).toMatchObject({ status: 301, location: `https://${DOMAIN}/about` });
    expect((await get("/", PENDING)).status).toBe(404);
    expect((await get("/admin", DOMAIN)).status).toBe(302);
    const sitemap = await get("/sitemap.xml", DOMAIN);
    expect(sitemap.body).toContain(`<loc>https://${DOMAIN}/dining</loc>`);

    // In a browser whose DNS says the domain is this machine: the home page, then a link followed, and no script error.
    const browser = await launchBrowser({ args: [`--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`] });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const home = await page.goto(`http://${DOMAIN}:${port()}/`);
      expect(home?.status()).toBe(200);
      await page.locator("a[href='/dining']:visible").first().click();
      await page.waitForURL(`http://${DOMAIN}:${port()}/dining`);
      expect(await page.locator("h1").first().textContent()).toMatch(/\S/);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("has a Domains page for its owner that adds a domain, says what is wrong in a sentence, shows the DNS records, and passes axe at 390 and 1280 px", async () => {
    let browser: Browser | undefined;
    try {
      browser = await launchBrowser();
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${baseUrl()}/login`);
      await page.getByLabel("Email").fill(DEMO_ACCOUNTS.operator.email);
      await page.getByLabel("Password").fill(DEMO_ACCOUNTS.operator.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/admin$/);
      await page.goto(`${baseUrl()}/admin/sites/${SITE}/domains`);
      await page.getByLabel("Domain", { exact: true }).fill("copper kettle");
      await page.getByRole("button", { name: "Add the domain" }).click();
      await page.getByText("Give the domain alone, such as www.example.com, without a port, a user or spaces.").waitFor();
      await page.getByLabel("Domain", { exact: true }).fill("www.copper-test.example");
      await page.getByRole("button", { name: "Add the domain" }).click();
      await page.getByText("www.copper-test.example is added.").waitFor();
      // The test server has no PUBLIC_URL: the page says where a domain should point only once it is set, and the TXT record meanwhile.
      await page.getByText("Set PUBLIC_URL to the platform's own address").waitFor();
      await page.getByText("_mainstreet.www.copper-test.example").waitFor();
      const problems: string[] = [];
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const violations = await axeViolations(page);
        if (violations.length) problems.push(describeViolations(`domains at ${width}px`, violations));
        await page.screenshot({ path: `/work/shots/domains-${width}.png`, fullPage: true }).catch(() => undefined);
      }
      expect(problems.join("\n")).toBe("");
      await page.getByRole("button", { name: "Remove www.copper-test.example" }).click();
      // Removed, it leaves the list (and its form with it).
      await page.getByRole("button", { name: "Remove www.copper-test.example" }).waitFor({ state: "detached" });
    } finally {
      await browser?.close();
    }
  });

  it("gets a certificate through Caddy's on-demand TLS (Caddy's own CA) for its verified domain and none for an unverified one", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "mainstreet-caddy-"));
    const caddy = await startCaddy([port()], home, { issuer: "internal" });
    try {
      // Plain HTTP for a domain moves to HTTPS.
      expect(await get("/about", DOMAIN, caddy.httpPort)).toMatchObject({ status: 308, location: `https://${DOMAIN}/about` });
      await waitUntil(() => existsSync(caddy.rootCertificate), { timeout: 5_000 });
      const ca = readFileSync(caddy.rootCertificate);
      const https = (host: string, pathname: string) =>
        new Promise<{ status: number; body: string; issuer: string }>((resolve, reject) => {
          const req = httpsRequest({ host, port: caddy.httpsPort, path: pathname, lookup: here, ca, timeout: 10_000 }, (res) => {
            const issuer = String((res.socket as TLSSocket).getPeerCertificate().issuer?.CN ?? "");
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (c: string) => (body += c));
            res.on("end", () => resolve({ status: res.statusCode!, body, issuer }));
          });
          req.on("error", reject);
          req.end();
        });
      const served = await https(DOMAIN, "/about");
      expect(served.status).toBe(200);
      expect(served.issuer).toMatch(/Caddy Local Authority/);
      expect(served.body).toContain(`<link rel="canonical" href="https://${DOMAIN}/about"/>`);
      await expect(https(PENDING, "/")).rejects.toThrow(/alert|socket|ECONNRESET|disconnected/i);
    } finally {
      await caddy.stop();
      rmSync(home, { recursive: true, force: true });
    }
  });
});
