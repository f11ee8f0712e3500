import { and, asc, eq } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { Mounts } from "@/lib/collections";
import { withoutHiddenPages } from "@/lib/links";
import { listHiddenPagePaths } from "@/modules/pages/queries";
import type { BusinessCalendar } from "@/lib/calendar";
import type { Transaction } from "@/server/db/client";
import { calendarOf, zoneOf } from "./calendar";
import type { SiteSettings, Theme } from "./schema";

/** A site's id, as a type: every query on tenant data takes one. */
export type SiteId = string & { readonly __brand: "SiteId" };

export interface Site {
  id: SiteId;
  slug: string;
  name: string;
  kind: string;
  theme: Theme;
  settings: SiteSettings;
  status: "active" | "suspended";
  /** False until the owner of a site made from a template launches it: only its editors see its pages. */
  launched: boolean;
  mounts: Mounts;
  /** The site's primary verified domain (`copperkettle.example`), served at its root; null while it has none (./domains.ts). */
  domain: string | null;
}

export function getSiteBySlug(slug: string): Promise<Site | null> {
  return cached(`site-by-slug:${slug}`, [tags.sites], async () => {
    const [row] = await db().select().from(schema.sites).where(eq(schema.sites.slug, slug)).limit(1);
    if (!row) return null;
    const mounts = await db()
      .select({ collection: schema.collectionMounts.collection, basePath: schema.collectionMounts.basePath })
      .from(schema.collectionMounts)
      .where(eq(schema.collectionMounts.siteId, row.id));
    const [domain] = await db()
      .select({ domain: schema.siteDomains.domain })
      .from(schema.siteDomains)
      .where(and(eq(schema.siteDomains.siteId, row.id), eq(schema.siteDomains.primary, true)))
      .limit(1);
    return {
      id: row.id as SiteId,
      slug: row.slug,
      name: row.name,
      kind: row.kind,
      theme: row.theme,
      settings: await withVisibleMenus(row.id as SiteId, row.settings),
      status: row.status,
      launched: row.launched,
      mounts: Object.fromEntries(mounts.map((m) => [m.collection, m.basePath])),
      domain: domain?.domain ?? null,
    };
  });
}

/** The zone of the site at this address, where a form's local times are read and its times said (the platform's default for no site). */
export async function zoneOfSite(slug: string): Promise<string> {
  const site = await getSiteBySlug(slug);
  return site ? zoneOf(site) : zoneOf({ settings: {} });
}

/** Visitors' menus leave out pages that are not published (the navigation's own editor reads the stored menu and keeps them). */
async function withVisibleMenus(siteId: SiteId, settings: SiteSettings): Promise<SiteSettings> {
  const hidden = new Set(await listHiddenPagePaths(siteId));
  if (!hidden.size) return settings;
  return { ...settings, navigation: withoutHiddenPages(settings.navigation, hidden), footerLinks: withoutHiddenPages(settings.footerLinks, hidden) };
}

export interface DirectoryEntry {
  slug: string;
  name: string;
  kind: string;
  tagline: string | undefined;
  /** The town of the site's address, when it has one. */
  town: string | undefined;
  theme: Theme;
}

/** Active, launched sites: by default those the platform's home page lists; with includeUnlisted, every one (for the sitemap index). */
export async function listDirectory(options: { includeUnlisted?: boolean } = {}): Promise<DirectoryEntry[]> {
  const all = await listActiveSites();
  return options.includeUnlisted
    ? all.map(({ listed: _listed, ...entry }) => entry)
    : all.filter((s) => s.listed).map(({ listed: _listed, ...entry }) => entry);
}

function listActiveSites(): Promise<Array<DirectoryEntry & { listed: boolean }>> {
  return cached("active-sites", [tags.sites], async () => {
    const rows = await db()
      .select({
        slug: schema.sites.slug,
        name: schema.sites.name,
        kind: schema.sites.kind,
        theme: schema.sites.theme,
        settings: schema.sites.settings,
        status: schema.sites.status,
        launched: schema.sites.launched,
      })
      .from(schema.sites)
      .orderBy(asc(schema.sites.name));
    return rows
      .filter((r) => r.status === "active" && r.launched)
      .map((r) => ({
        slug: r.slug,
        name: r.name,
        kind: r.kind,
        tagline: r.settings.tagline,
        town: r.settings.contact.address?.locality,
        theme: r.theme,
        listed: r.settings.listed !== false,
      }));
  });
}

export interface PlatformSettings {
  /** Whether the platform's home page shows the directory of sites. */
  directory: boolean;
}

export function getPlatformSettings(): Promise<PlatformSettings> {
  return cached("platform-settings", [tags.platform], async () => {
    const rows = await db().select().from(schema.platformSettings);
    const values = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    return { directory: values.directory !== false };
  });
}

/** A site's calendar as stored now, read inside a transaction or on its own (never from a cache): what a booking is checked against. */
export async function siteCalendar(siteId: SiteId, tx?: Transaction): Promise<BusinessCalendar> {
  const [row] = await (tx ?? db()).select({ settings: schema.sites.settings }).from(schema.sites).where(eq(schema.sites.id, siteId));
  if (!row) throw new Error(`No site ${siteId}`);
  return calendarOf(row);
}
