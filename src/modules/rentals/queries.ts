import { and, asc, eq } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import { isUuid } from "@/lib/ids";
import type { ImageRef } from "@/lib/image-ref";
import { unitChoiceLabel } from "@/lib/rentals";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import type { SiteId } from "@/modules/sites/queries";

export interface UnitSummary {
  id: string;
  slug: string;
  title: string;
  neighborhood: string;
  summary: string;
  photos: ImageRef[];
  rentCents: number;
  bedrooms: number;
  bathrooms: number;
  squareFeet: number | null;
  availableFrom: string;
  features: string[];
  leased: boolean;
}
export interface Unit extends UnitSummary {
  description: RichTextDoc;
}

const u = schema.rentalUnits;
const columns = {
  id: u.id,
  slug: u.slug,
  title: u.title,
  neighborhood: u.neighborhood,
  summary: u.summary,
  photos: u.photos,
  rentCents: u.rentCents,
  bedrooms: u.bedrooms,
  bathrooms: u.bathrooms,
  squareFeet: u.squareFeet,
  availableFrom: u.availableFrom,
  features: u.features,
  leased: u.leased,
};

/** The homes the site lists: not leased, in the owner's order, then soonest available. */
export function listUnits(siteId: SiteId): Promise<UnitSummary[]> {
  return cached(`units:${siteId}`, [tags.site(siteId)], () =>
    db()
      .select(columns)
      .from(u)
      .where(and(eq(u.siteId, siteId), eq(u.leased, false)))
      .orderBy(asc(u.position), asc(u.availableFrom), asc(u.title)),
  );
}

/** A unit's page: leased ones too (a link someone kept still answers, and says so). */
export function getUnit(siteId: SiteId, slug: string): Promise<Unit | null> {
  return cached(`unit:${siteId}:${slug}`, [tags.site(siteId)], async () => {
    const [row] = await db()
      .select({ ...columns, description: u.description })
      .from(u)
      .where(and(eq(u.siteId, siteId), eq(u.slug, slug)))
      .limit(1);
    return row ?? null;
  });
}

export interface UnitChoice {
  id: string;
  slug: string;
  label: string;
}

/** What an application form offers: the site's units still to let, each by its id. */
export async function unitChoices(siteId: SiteId): Promise<UnitChoice[]> {
  return (await listUnits(siteId)).map((unit) => ({ id: unit.id, slug: unit.slug, label: unitChoiceLabel(unit) }));
}

/** One of the site's units by id (leased or not), for an application's result and the owner's inbox; null for another site's. */
export async function unitById(siteId: SiteId, id: string): Promise<UnitSummary | null> {
  if (!isUuid(id)) return null;
  const [row] = await db()
    .select(columns)
    .from(u)
    .where(and(eq(u.siteId, siteId), eq(u.id, id)))
    .limit(1);
  return row ?? null;
}

/** The addresses the site map lists: the units still to let. */
export function listUnitAddresses(siteId: SiteId): Promise<Array<{ slug: string; title: string; updatedAt: Date }>> {
  return db()
    .select({ slug: u.slug, title: u.title, updatedAt: u.updatedAt })
    .from(u)
    .where(and(eq(u.siteId, siteId), eq(u.leased, false)));
}

/** Every unit of the site, leased ones too, by id: what the owner's inbox names applications by. */
export async function unitsForInbox(siteId: SiteId): Promise<Array<{ id: string; title: string; leased: boolean; rentCents: number; bedrooms: number }>> {
  return db()
    .select({ id: u.id, title: u.title, leased: u.leased, rentCents: u.rentCents, bedrooms: u.bedrooms })
    .from(u)
    .where(eq(u.siteId, siteId))
    .orderBy(asc(u.leased), asc(u.position), asc(u.title));
}
