import { imageRefSchema } from "@/lib/image-ref";
import { richTextSchema } from "@/lib/rich-text/schema";
import { wallClockOn } from "@/lib/time";
import type { SiteId } from "@/modules/sites/queries";
import { listCategories, type Post } from "./queries";

/**
 * A post as its editor's form has it now, unsaved, for the live preview:
 * forgiving where a save is strict (an empty title shows as "Untitled post",
 * a body that does not parse yet as an empty one), never stored.
 */
export async function postFromEditorValues(siteId: SiteId, values: unknown): Promise<Post> {
  const form = (values && typeof values === "object" ? values : {}) as Record<string, unknown>;
  const text = (key: string, fallback: string) => (typeof form[key] === "string" && (form[key] as string).trim() ? (form[key] as string).trim() : fallback);
  const chosen = Array.isArray(form.categories) ? form.categories.filter((c): c is string => typeof c === "string") : [];
  const body = richTextSchema.safeParse(form.body);
  const cover = imageRefSchema.safeParse(form.cover);
  const when = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(text("publishedAt", ""));
  return {
    slug: text("slug", "untitled"),
    title: text("title", "Untitled post"),
    excerpt: text("excerpt", ""),
    author: text("author", "") || null,
    cover: cover.success ? cover.data : null,
    status: "published",
    publishedAt: when ? wallClockOn(when[1]!, when[2]!) : new Date(),
    categories: (await listCategories(siteId)).filter((c) => chosen.includes(c.slug)),
    body: body.success ? body.data : { type: "doc", content: [] },
    updatedAt: new Date(),
  };
}
