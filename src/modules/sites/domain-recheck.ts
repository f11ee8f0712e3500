import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { formatDateTime } from "@/lib/format";
import { enqueueMail } from "@/modules/mail/outbox";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { every } from "@/server/every";
import { absoluteUrl } from "@/server/origin";
import { tags } from "@/server/cache";
import { zoneOf } from "./calendar";
import { promoteOldestVerified, readToken, txtRecordName, type DomainCheckOptions } from "./domains";
import type { SiteId } from "./queries";

/**
 * A verified domain keeps proving itself: its TXT record is read again every
 * few hours, and a domain whose record has been gone for three days stops
 * being served (pending again, no longer the primary), so a domain its owner
 * let go, sold or pointed elsewhere does not stay a tenant's. Only DNS's own
 * answer counts as gone (no such record, another value); a lookup that times
 * out or a failing DNS server changes nothing. The site's owners are mailed
 * when the record is first missed and when the domain stops being served.
 */
export const RECHECK_HOURS = 6;
export const GRACE_HOURS = 72;
const HOUR = 60 * 60_000;

export interface RecheckSummary {
  checked: number;
  /** Missing since this run, owners told. */
  missing: number;
  /** Back to pending in this run. */
  unverified: number;
}

/** Reads again the record of every verified domain not read in the last RECHECK_HOURS. Safe to run on every instance at once: each change is conditional on the state it read. */
export async function recheckDomains(options: DomainCheckOptions = {}, now = new Date()): Promise<RecheckSummary> {
  // Platform-wide by nature: the task looks at every site's verified domains; each write below is scoped to its site.
  const due = await db()
    .select({
      id: schema.siteDomains.id,
      siteId: schema.siteDomains.siteId,
      domain: schema.siteDomains.domain,
      token: schema.siteDomains.token,
      failingSince: schema.siteDomains.failingSince,
      siteName: schema.sites.name,
      slug: schema.sites.slug,
      settings: schema.sites.settings,
    })
    .from(schema.siteDomains)
    .innerJoin(schema.sites, eq(schema.sites.id, schema.siteDomains.siteId))
    .where(
      and(
        eq(schema.siteDomains.status, "verified"),
        or(isNull(schema.siteDomains.checkedAt), lt(schema.siteDomains.checkedAt, new Date(now.getTime() - RECHECK_HOURS * HOUR))),
      ),
    )
    .orderBy(asc(schema.siteDomains.checkedAt))
    .limit(500);
  const summary: RecheckSummary = { checked: 0, missing: 0, unverified: 0 };
  for (const row of due) {
    const siteId = row.siteId as SiteId;
    const reading = await readToken(row.domain, row.token, options);
    const mine = and(eq(schema.siteDomains.siteId, siteId), eq(schema.siteDomains.id, row.id), eq(schema.siteDomains.status, "verified"));
    summary.checked++;
    const gone = !reading.holds && reading.gone;
    const until = new Date((row.failingSince ?? now).getTime() + GRACE_HOURS * HOUR);
    // Still there, not read, or already missed and within its grace: only the time of the reading changes.
    if (!gone || (row.failingSince && now < until)) {
      await db()
        .update(schema.siteDomains)
        .set({ checkedAt: now, ...(reading.holds && { failingSince: null }) })
        .where(mine);
      continue;
    }
    if (!row.failingSince) {
      await write([], async (tx) => {
        const [marked] = await tx
          .update(schema.siteDomains)
          .set({ checkedAt: now, failingSince: now })
          .where(and(mine, isNull(schema.siteDomains.failingSince)))
          .returning({ id: schema.siteDomains.id });
        if (!marked) return;
        summary.missing++;
        await mailOwners(tx, siteId, {
          subject: `${row.domain} will stop showing ${row.siteName} unless its DNS record comes back`,
          text:
            `The DNS record that proves ${row.domain} belongs to ${row.siteName} is gone: ${reading.problem}.\n\n` +
            `Put it back at the company where the domain is registered (a TXT record named ${txtRecordName(row.domain)} holding ${row.token}) ` +
            `before ${formatDateTime(until, zoneOf(row))}, or ${row.domain} stops showing the site then and has to be checked again.\n\n` +
            `The site's domains: ${absoluteUrl(`/admin/sites/${row.slug}/domains`)}\n`,
        });
      });
      continue;
    }
    await write([tags.site(siteId), tags.sites, tags.domains], async (tx) => {
      const [dropped] = await tx
        .update(schema.siteDomains)
        .set({ status: "pending", verifiedAt: null, primary: false, checkedAt: now, failingSince: null })
        .where(mine)
        .returning({ id: schema.siteDomains.id });
      if (!dropped) return;
      summary.unverified++;
      await promoteOldestVerified(tx, siteId);
      await mailOwners(tx, siteId, {
        subject: `${row.domain} no longer shows ${row.siteName}`,
        text:
          `The DNS record that proved ${row.domain} belongs to ${row.siteName} has been missing for ${GRACE_HOURS / 24} days, so ${row.domain} no longer shows the site. ` +
          `The site is still at its other addresses.\n\n` +
          `To serve it there again, put the TXT record named ${txtRecordName(row.domain)} back and press "Check now": ${absoluteUrl(`/admin/sites/${row.slug}/domains`)}\n`,
      });
    });
  }
  return summary;
}

async function mailOwners(tx: Transaction, siteId: SiteId, mail: { subject: string; text: string }): Promise<void> {
  const owners = await tx
    .select({ email: schema.authUsers.email })
    .from(schema.siteMemberships)
    .innerJoin(schema.authUsers, eq(schema.authUsers.id, schema.siteMemberships.userId))
    .where(and(eq(schema.siteMemberships.siteId, siteId), eq(schema.siteMemberships.role, "owner")));
  for (const owner of owners) await enqueueMail(tx, siteId, { kind: "domain-check", to: owner.email, ...mail });
}

/** Every hour, the domains due for their record to be read again. */
export function startDomainRechecks(): () => void {
  return every(HOUR, "check verified domains' DNS records again", () => recheckDomains());
}
