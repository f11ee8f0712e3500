import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { AppError, uniqueAsConflict } from "@/lib/errors";
import { richTextSchema } from "@/lib/rich-text/schema";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { indexDocument, mountPath, unindexDocument } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";

export const teamMemberInputSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().trim().min(1).max(120),
  role: z.string().trim().min(1).max(120),
  bio: richTextSchema,
  email: z.email().nullable().default(null),
  position: z.number().int().default(0),
});
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;
export type StoredTeamMember = typeof schema.teamMembers.$inferSelect;

export async function saveTeamMember(siteId: SiteId, input: TeamMemberInput): Promise<void> {
  const member = teamMemberInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.teamMembers)
      .values({ siteId, ...member })
      .onConflictDoUpdate({ target: [schema.teamMembers.siteId, schema.teamMembers.slug], set: { ...member, updatedAt: sql`now()` } })
      .returning();
    await indexTeamMember(tx, row!);
  });
}

/** A new team member; also puts a deleted one back with their id. */
export async function insertTeamMember(siteId: SiteId, input: TeamMemberInput, id?: string): Promise<StoredTeamMember> {
  const member = teamMemberInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .insert(schema.teamMembers)
        .values({ siteId, ...(id && { id }), ...member })
        .returning(),
    );
    await indexTeamMember(tx, row!);
    return row!;
  });
}

export async function updateTeamMember(siteId: SiteId, memberId: string, input: TeamMemberInput): Promise<StoredTeamMember> {
  const member = teamMemberInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await sameSlugIsConflict(
      tx
        .update(schema.teamMembers)
        .set({ ...member, updatedAt: sql`now()` })
        .where(and(eq(schema.teamMembers.siteId, siteId), eq(schema.teamMembers.id, memberId)))
        .returning(),
    );
    if (!row) throw new AppError("not_found", "No such team member.");
    await indexTeamMember(tx, row);
    return row;
  });
}

export async function deleteTeamMember(siteId: SiteId, memberId: string): Promise<StoredTeamMember> {
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .delete(schema.teamMembers)
      .where(and(eq(schema.teamMembers.siteId, siteId), eq(schema.teamMembers.id, memberId)))
      .returning();
    if (!row) throw new AppError("not_found", "No such team member.");
    await unindexDocument(tx, siteId, row.id);
    return row;
  });
}

async function indexTeamMember(tx: Transaction, row: StoredTeamMember): Promise<void> {
  const siteId = row.siteId as SiteId;
  await indexDocument(tx, siteId, { sourceId: row.id, kind: "team", path: await mountPath(tx, siteId, "team", row.slug), title: row.name, body: `${row.role} ${richTextToPlain(row.bio)}`, visibleFrom: new Date(0) });
}

const sameSlugIsConflict = <T>(query: PromiseLike<T>) => uniqueAsConflict(query, { team_site_slug: ["slug", "Another team member already has this slug."] });
