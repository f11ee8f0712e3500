import "server-only";
import { z } from "zod";
import { tags } from "@/server/cache/tags";
import { schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import type { SiteId } from "@/modules/sites/queries";

export const organizationInputSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().trim().min(1).max(160),
  summary: z.string().trim().min(1).max(600),
});

export async function saveOrganization(siteId: SiteId, input: z.input<typeof organizationInputSchema>): Promise<string> {
  const org = organizationInputSchema.parse(input);
  return write([tags.site(siteId)], async (tx) => {
    const [row] = await tx
      .insert(schema.organizations)
      .values({ siteId, ...org })
      .onConflictDoUpdate({ target: [schema.organizations.siteId, schema.organizations.slug], set: { name: org.name, summary: org.summary } })
      .returning({ id: schema.organizations.id });
    return row!.id;
  });
}
