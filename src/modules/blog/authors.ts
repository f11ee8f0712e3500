import { slugify } from "@/lib/slugify";

/** Who wrote a post, read from its byline: "Tom Brennan, founder" is Tom Brennan, whose role is founder. */
export interface Author {
  name: string;
  role: string | null;
  /** The author's page: {blog}/author/{slug}. */
  slug: string;
}

/** The byline as an author, or null when it names nobody an address can be made for. */
export function authorOf(byline: string | null): Author | null {
  if (!byline?.trim()) return null;
  const [name = "", ...role] = byline.split(",");
  const slug = slugify(name);
  if (!slug) return null;
  return { name: name.trim(), role: role.join(",").trim() || null, slug };
}

/** Every author of these posts once, in the order they first appear. */
export function authorsOf(posts: ReadonlyArray<{ author: string | null }>): Author[] {
  const seen = new Map<string, Author>();
  for (const post of posts) {
    const author = authorOf(post.author);
    if (author && !seen.has(author.slug)) seen.set(author.slug, author);
  }
  return [...seen.values()];
}
