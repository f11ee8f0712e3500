import { eq, sql } from "drizzle-orm";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { audited } from "@/modules/audit/service";
import { authorize, requireOperator, type Actor } from "@/modules/auth/access";
import { createSiteFromTemplate } from "@/modules/templates/service";
import { listTemplates } from "@/modules/templates/templates";
import { weekFromGrid } from "@/modules/sites/week";
import { readSiteExport, writeSiteExport } from "./export";
import { newSiteSchema, siteStatusSchema, type NewSiteInput, type SiteStatus } from "./schema";

/**
 * The operator's work on whole sites: create one from its kind's template,
 * suspend and restore it, delete it. Only operators; anyone else is told
 * there is nothing here (not_found), as for a site they have no part in.
 */

export async function createSiteOfKind(actor: Actor | null, input: NewSiteInput): Promise<{ slug: string }> {
  const operator = requireOperator(actor);
  const data = newSiteSchema.parse(input);
  const hours = data.week ? weekFromGrid(data.week) : [];
  if (!(await listTemplates()).some((t) => t.kind === data.kind)) throw new AppError("bad_input", "Choose a kind of site from the list.", { field: "kind" });
  await audited(
    operator,
    (id: string) => ({ id, slug: data.slug }),
    (id) => ({
      action: "site.create",
      entity: "site",
      entityId: id,
      summary: `Created the site "${data.name}" (/${data.slug}) from the ${data.kind} template`,
    }),
    () =>
      createSiteFromTemplate(data.kind, {
        slug: data.slug,
        name: data.name,
        tagline: data.tagline,
        phone: data.phone,
        email: data.email,
        address:
          data.street && data.locality && data.region && data.postalCode
            ? { street: data.street, locality: data.locality, region: data.region, postalCode: data.postalCode }
            : undefined,
        hours,
        logoMark: data.logoMark,
        examples: data.examples,
      }),
  );
  return { slug: data.slug };
}

/** A suspended site's public pages show a neutral notice (src/app/[site]/layout.tsx); its admin keeps working. Returns whether anything changed. */
export async function setSiteStatus(actor: Actor | null, siteSlug: string, status: SiteStatus): Promise<boolean> {
  const operator = requireOperator(actor);
  const { site } = await authorize(operator, siteSlug, "site");
  const next = siteStatusSchema.parse(status);
  if (site.status === next) return false;
  const action = next === "suspended" ? "site.suspend" : "site.restore";
  await audited(
    operator,
    site,
    { action, entity: "site", entityId: site.id, summary: `${next === "suspended" ? "Suspended" : "Restored"} the site "${site.name}" (/${site.slug})` },
    () =>
      write([tags.sites, tags.site(site.id)], (tx) =>
        tx
          .update(schema.sites)
          .set({ status: next, updatedAt: sql`now()` })
          .where(eq(schema.sites.id, site.id)),
      ),
  );
  return true;
}

/**
 * Deletes a whole site after the operator typed its address, keeping an export
 * of everything it held; every tenant table cascades from the site's row. The
 * export is written inside the deleting transaction: if it cannot be written,
 * nothing is deleted. Returns the export's path.
 */
export async function deleteSite(actor: Actor | null, siteSlug: string, typedSlug: string): Promise<string> {
  const operator = requireOperator(actor);
  const { site } = await authorize(operator, siteSlug, "site");
  if (typedSlug.trim() !== site.slug) throw new AppError("bad_input", `Type ${site.slug} exactly to delete this site.`, { field: "confirm" });
  return audited(
    operator,
    site,
    (file) => ({
      action: "site.delete",
      entity: "site",
      entityId: site.id,
      summary: `Deleted the site "${site.name}" (/${site.slug}); its export is kept at ${file}`,
    }),
    () =>
      write([tags.sites, tags.site(site.id)], async (tx) => {
        const file = await writeSiteExport(site.slug, await readSiteExport(tx, site.id));
        await tx.delete(schema.sites).where(eq(schema.sites.id, site.id));
        return file;
      }),
  );
}

/** A site's own sending limits: newsletter copies a minute and a month; blank takes the platform's default. */
export const mailLimitsSchema = z.object({
  perMinute: z.coerce.number("Write a whole number, or leave it blank").int("Write a whole number").min(1, "At least 1 a minute").max(1_000_000).nullable(),
  monthlyAllowance: z.coerce.number("Write a whole number, or leave it blank").int("Write a whole number").min(0).max(100_000_000).nullable(),
});

export async function setMailLimits(actor: Actor | null, siteSlug: string, input: { perMinute: unknown; monthlyAllowance: unknown }): Promise<void> {
  const operator = requireOperator(actor);
  const { site } = await authorize(operator, siteSlug, "site");
  const blank = (v: unknown) => (v === null || v === undefined || String(v).trim() === "" ? null : String(v).trim());
  const limits = mailLimitsSchema.parse({ perMinute: blank(input.perMinute), monthlyAllowance: blank(input.monthlyAllowance) });
  const words = (v: number | null, unit: string) => (v === null ? "the platform's default" : `${v} ${unit}`);
  await audited(
    operator,
    site,
    {
      action: "site.mail-limits",
      entity: "site",
      entityId: site.id,
      summary: `Set the newsletter rate of "${site.name}" to ${words(limits.perMinute, "a minute")} and its allowance to ${words(limits.monthlyAllowance, "a month")}`,
    },
    () =>
      write([], (tx) =>
        tx
          .update(schema.sites)
          .set({ mailPerMinute: limits.perMinute, mailMonthlyAllowance: limits.monthlyAllowance, updatedAt: sql`now()` })
          .where(eq(schema.sites.id, site.id)),
      ),
  );
}
