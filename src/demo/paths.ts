import { authorsOf } from "@/modules/blog/authors";
import type { SiteSeed } from "@/modules/templates/seed";

/**
 * Every path a seeded site serves, derived from its seed the same way the
 * resolver will find them. Used to check demo data against the catalogue and
 * to check that every internal link in it lands somewhere.
 */
export function servedPaths(seed: SiteSeed): { public: string[]; private: string[] } {
  const pub = new Set<string>();
  const priv = new Set<string>();
  const mount = (key: keyof NonNullable<SiteSeed["mounts"]>) => seed.mounts?.[key];
  const join = (...parts: string[]) => parts.filter(Boolean).join("/");

  for (const page of seed.pages) pub.add(page.path);
  const posts = mount("posts");
  if (posts) {
    for (const post of seed.posts ?? []) {
      if (post.status === "draft") priv.add(join(posts, "drafts", post.slug));
      else pub.add(join(posts, post.slug));
    }
    pub.add(join(posts, "drafts"));
    for (const category of seed.categories ?? []) pub.add(join(posts, "category", category.slug));
    for (const author of authorsOf((seed.posts ?? []).filter((p) => p.status !== "draft").map((p) => ({ author: p.author ?? null }))))
      pub.add(join(posts, "author", author.slug));
  }
  for (const [key, items] of [
    ["events", seed.events],
    ["news", seed.news],
    ["jobs", seed.jobs],
    ["team", seed.team],
    ["units", seed.units],
  ] as const) {
    const base = mount(key);
    if (base) for (const item of items ?? []) pub.add(join(base, item.slug));
  }
  // The newsletter archive's index is the collection's own page (modules/newsletters): it is there before anything is sent.
  const archive = mount("newsletters");
  if (archive) pub.add(archive);
  for (const region of seed.serviceAreas ?? []) {
    for (const city of region.cities) pub.add(join(region.slug, city.slug));
  }
  for (const org of seed.organizations ?? []) {
    for (const page of org.pages) pub.add(join(org.slug, page.path));
    if (org.events?.length) {
      pub.add(join(org.slug, "events"));
      for (const event of org.events) pub.add(join(org.slug, "events", event.slug));
    }
    if (org.news?.length) {
      pub.add(join(org.slug, "news"));
      for (const item of org.news) pub.add(join(org.slug, "news", item.slug));
    }
  }
  return { public: [...pub], private: [...priv] };
}

/** A catalogue shape such as "blog/{slug}" or "{slug*}" as a regular expression over site paths. */
export function shapePattern(shape: string): RegExp {
  const source = shape
    .split("/")
    .map((part) => (part === "{slug*}" ? "[^/]+(?:/[^/]+)+" : /^\{.+\}$/.test(part) ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}
