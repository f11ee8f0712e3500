import { describe, expect, it } from "vitest";
import { pool } from "@/server/db/client";
import { operatorAttention } from "@/modules/console/attention";
import { listSites } from "@/modules/console/queries";
import { addDomain, dnsRecordsFor } from "@/modules/sites/domains";
import { member, operator } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

/** What the console's "Needs you" and site list say (modules/console), and the domain records without PUBLIC_URL. */
describe("the operator's console", () => {
  it("lists what needs the operator: mail, domains waiting for DNS, sites behind Coming soon; and nothing to a site's owner", async () => {
    const waiting = await createTestSite({ launched: false });
    const live = await createTestSite();
    const suspended = await createTestSite({ launched: false });
    await pool().query("update sites set status = 'suspended' where id = $1", [suspended.id]);
    const name = `www.t${Date.now().toString(36)}.example`;
    await addDomain(live.id, { domain: name });

    const attention = await operatorAttention(await operator());
    expect(attention.mail.smtp).toBe(false);
    expect(attention.notLaunched.map((s) => s.slug)).toContain(waiting.slug);
    // A suspended site is not waiting to be launched; a launched one is not listed.
    expect(attention.notLaunched.map((s) => s.slug)).not.toContain(suspended.slug);
    expect(attention.notLaunched.map((s) => s.slug)).not.toContain(live.slug);
    expect(attention.domainsWaiting.find((d) => d.domain === name)).toMatchObject({ slug: live.slug });
    await expect(operatorAttention(await member(live.id, "owner"))).rejects.toMatchObject({ code: "not_found" });

    // The list says which sites visitors cannot see yet, rather than "Active" for all.
    const { sites } = await listSites(await operator(), "");
    expect(sites.find((s) => s.slug === waiting.slug)).toMatchObject({ status: "active", launched: false });
    expect(sites.find((s) => s.slug === live.slug)).toMatchObject({ status: "active", launched: true });
  });

  it("gives no address to point a domain at while the platform's own (PUBLIC_URL) is not set, only the TXT proof", async () => {
    const site = await createTestSite();
    const added = await addDomain(site.id, { domain: `shop.t${Date.now().toString(36)}.example` });
    expect(await dnsRecordsFor(added)).toEqual([{ type: "TXT", name: `_mainstreet.${added.domain}`, value: added.token }]);
  });
});
