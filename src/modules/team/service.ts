import { z } from "zod";
import { schema } from "@/server/db/client";
import { imageRefSchema } from "@/lib/image-ref";
import { richTextSchema, richTextToPlain } from "@/lib/rich-text/schema";
import { itemService } from "@/modules/collections/service";
import { mountPath } from "@/modules/search/service";
import type { SiteId } from "@/modules/sites/queries";

export const teamMemberInputSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().trim().min(1).max(120),
  role: z.string().trim().min(1).max(120),
  bio: richTextSchema,
  /** Their portrait; the grid and their own page show their initials without one. */
  photo: imageRefSchema.nullable().default(null),
  email: z.email().nullable().default(null),
  position: z.number().int().default(0),
});
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;
export type StoredTeamMember = typeof schema.teamMembers.$inferSelect;

/** The site's team (collections/service.ts holds the writes every kind shares). */
export const teamService = itemService({
  table: schema.teamMembers,
  schema: teamMemberInputSchema,
  noun: "team member",
  slugTaken: { constraint: "team_site_slug", message: "Another team member already has this slug." },
  searchDocument: async (tx, row) => ({
    sourceId: row.id,
    kind: "team",
    path: await mountPath(tx, row.siteId as SiteId, "team", row.slug),
    title: row.name,
    body: `${row.role} ${richTextToPlain(row.bio)}`,
    visibleFrom: new Date(0),
  }),
});
