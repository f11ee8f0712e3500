import { and, asc, eq } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { requireOperator, type Actor } from "@/modules/auth/access";
import { mailHealth, type MailHealth } from "@/modules/mail/health";

/**
 * What needs the operator across the platform: mail that is not getting out
 * (or no mail server at all), domains waiting for their DNS, and sites not
 * launched yet (visitors get "Coming soon"). The console reads every site's
 * rows, so it demands an operator.
 */
export interface OperatorAttention {
  mail: MailHealth;
  domainsWaiting: Array<{ slug: string; name: string; domain: string; createdAt: Date }>;
  notLaunched: Array<{ slug: string; name: string; createdAt: Date }>;
}

export async function operatorAttention(actor: Actor | null): Promise<OperatorAttention> {
  requireOperator(actor);
  const [mail, domainsWaiting, notLaunched] = await Promise.all([
    mailHealth(null),
    db()
      .select({ slug: schema.sites.slug, name: schema.sites.name, domain: schema.siteDomains.domain, createdAt: schema.siteDomains.createdAt })
      .from(schema.siteDomains)
      .innerJoin(schema.sites, eq(schema.sites.id, schema.siteDomains.siteId))
      .where(eq(schema.siteDomains.status, "pending"))
      .orderBy(asc(schema.siteDomains.createdAt)),
    db()
      .select({ slug: schema.sites.slug, name: schema.sites.name, createdAt: schema.sites.createdAt })
      .from(schema.sites)
      .where(and(eq(schema.sites.launched, false), eq(schema.sites.status, "active")))
      .orderBy(asc(schema.sites.createdAt)),
  ]);
  return { mail, domainsWaiting, notLaunched };
}
