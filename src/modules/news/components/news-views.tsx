import type { ReactNode } from "react";
import { RichText } from "@/components/rich-text";
import { PageHeading } from "@/components/ui";
import { formatDate } from "@/lib/format";
import type { Site } from "@/modules/sites/queries";
import type { NewsItem } from "../queries";

/** A news item's page; `before` is what an organization shows above its own news (its bar). */
export function NewsArticle({ site, item, before }: { site: Site; item: NewsItem; before?: ReactNode }) {
  return (
    <article>
      {before}
      <PageHeading title={item.title} lead={item.summary} eyebrow={<time dateTime={item.publishedAt.toISOString()}>{formatDate(item.publishedAt)}</time>} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <RichText doc={item.body} site={site} className="text-lg" />
      </div>
    </article>
  );
}
