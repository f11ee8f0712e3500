import { forgiving } from "@/modules/collections/drafts";
import type { NewsItem } from "./queries";
import { newsInputSchema, type StoredNewsItem } from "./service";

/** A stored news item (its saved draft over its published values) as visitors' pages draw one. */
export function publicNewsItem(row: StoredNewsItem, organization: string | null): NewsItem {
  const { slug, title, summary, body, publishedAt } = row;
  return { slug, title, summary, body, publishedAt, organization };
}

/** The editor's unsaved values as a news item's page draws them (live preview). */
export function newsFromEditorValues(input: Record<string, unknown>): NewsItem {
  const values = forgiving(newsInputSchema, input, {
    slug: "untitled",
    title: "Untitled news item",
    summary: "",
    body: { type: "doc" as const, content: [] },
    publishedAt: new Date(),
  });
  return { ...values, organization: null } as NewsItem;
}
