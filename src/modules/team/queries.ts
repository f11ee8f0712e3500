import { and, asc, eq } from "drizzle-orm";
import { cached, tags } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import type { ImageRef } from "@/lib/image-ref";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import type { SiteId } from "@/modules/sites/queries";

export interface TeamMember {
  slug: string;
  name: string;
  role: string;
  bio: RichTextDoc;
  email: string | null;
  photo: ImageRef | null;
}

/** Visitors see only published members: every public read below has this condition. */
const published = eq(schema.teamMembers.status, "published");

const columns = {
  slug: schema.teamMembers.slug,
  name: schema.teamMembers.name,
  role: schema.teamMembers.role,
  bio: schema.teamMembers.bio,
  email: schema.teamMembers.email,
  photo: schema.teamMembers.photo,
};

export function listTeam(siteId: SiteId): Promise<TeamMember[]> {
  return cached(`team:${siteId}`, [tags.site(siteId)], () =>
    db()
      .select(columns)
      .from(schema.teamMembers)
      .where(and(eq(schema.teamMembers.siteId, siteId), published))
      .orderBy(asc(schema.teamMembers.position), asc(schema.teamMembers.name)),
  );
}

export function getTeamMember(siteId: SiteId, slug: string): Promise<TeamMember | null> {
  return cached(`team-member:${siteId}:${slug}`, [tags.site(siteId)], async () => {
    const [row] = await db()
      .select(columns)
      .from(schema.teamMembers)
      .where(and(eq(schema.teamMembers.siteId, siteId), published, eq(schema.teamMembers.slug, slug)))
      .limit(1);
    return row ?? null;
  });
}

/** The addresses the site map lists: every member. */
export function listTeamAddresses(siteId: SiteId): Promise<Array<{ slug: string; name: string; updatedAt: Date }>> {
  return db()
    .select({ slug: schema.teamMembers.slug, name: schema.teamMembers.name, updatedAt: schema.teamMembers.updatedAt })
    .from(schema.teamMembers)
    .where(and(eq(schema.teamMembers.siteId, siteId), published));
}
