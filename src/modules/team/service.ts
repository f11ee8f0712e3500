import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { richTextSchema } from "@/lib/rich-text/schema";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { indexDocument, mountPath } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";

export const teamMemberInputSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().trim().min(1).max(120),
  role: z.string().trim().min(1).max(120),
  bio: richTextSchema,
  email: z.email().nullable().default(null),
  position: z.number().int().default(0),
});

export async function saveTeamMember(siteId: SiteId, input: z.input<typeof teamMemberInputSchema>): Promise<void> {
  const member = teamMemberInputSchema.parse(input);
  await write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.teamMembers)
      .values({ siteId, ...member })
      .onConflictDoUpdate({ target: [schema.teamMembers.siteId, schema.teamMembers.slug], set: { ...member, updatedAt: sql`now()` } })
      .returning({ id: schema.teamMembers.id });
    await indexDocument(tx, siteId, { sourceId: row!.id, kind: "team", path: await mountPath(tx, siteId, "team", member.slug), title: member.name, body: `${member.role} ${richTextToPlain(member.bio)}`, visibleFrom: new Date(0) });
  });
}
