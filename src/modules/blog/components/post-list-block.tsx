import Link from "@/components/link";
import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { urls } from "@/lib/urls";
import { listCategories, listPublishedPosts } from "../queries";
import { PostCards } from "./post-cards";

export async function PostListBlock({ props, ctx }: BlockComponentProps<"postList">) {
  const [posts, categories] = await Promise.all([
    listPublishedPosts(ctx.site.id, { category: props.category, limit: props.limit }),
    props.showCategories ? listCategories(ctx.site.id) : Promise.resolve([]),
  ]);
  const withPosts = categories.length ? categories : [];
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      {props.showCategories && !props.category && withPosts.length > 0 && (
        <nav aria-label="Blog categories" className="mb-8">
          <ul className="flex flex-wrap gap-2">
            {withPosts.map((c) => (
              <li key={c.slug}>
                <Link
                  href={urls.category(ctx.site, c.slug) ?? "#"}
                  className="inline-block rounded-full border border-line px-4 py-1.5 font-medium text-primary hover:border-primary"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PostCards site={ctx.site} posts={posts} showCategories={props.showCategories} headingLevel={props.heading ? 3 : 2} />
    </Section>
  );
}
