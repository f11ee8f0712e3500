import { urls } from "@/lib/urls";
import { defineCollection, type SiteEntry } from "@/modules/collections/kind";
import { checkPreviewToken, createPreviewToken } from "@/modules/preview/tokens";
import { siteUrl } from "@/modules/sites/urls";
import { listTeam } from "@/modules/team/queries";
import { postEditor } from "./admin";
import { authorOf, authorsOf, type Author } from "./authors";
import { AuthorPage, CategoryPage, DraftsPage, PostArticle, type TeamPage } from "./components/post-views";
import {
  getCategory,
  getDraftPost,
  getPublishedPost,
  listDraftPosts,
  listPostAddresses,
  listPublishedPosts,
  type Category,
  type Post,
  type PostSummary,
} from "./queries";

type PostRoute =
  | { kind: "post"; slug: string }
  | { kind: "postCategory"; category: string }
  | { kind: "postAuthor"; author: string }
  | { kind: "drafts" }
  | { kind: "draft"; slug: string };

type LoadedPost =
  | { kind: "post"; post: Post }
  | { kind: "postCategory"; category: Category; posts: PostSummary[] }
  /** An author's page: their live posts, and their page on the team when they are on it. */
  | { kind: "postAuthor"; author: Author; posts: PostSummary[]; member: TeamPage | null }
  | { kind: "drafts"; drafts: Array<PostSummary & { previewHref: string }> | null }
  | { kind: "draft"; post: Post };

/** Blog posts, at the site's mount: {slug}, category/{c}, author/{a}, and drafts[/{slug}] for editors and signed preview links. */
export const blogCollection = defineCollection<PostRoute, LoadedPost>({
  key: "posts",
  paths: {
    mounted([a, b, ...more]) {
      if (more.length || a === undefined) return null;
      if (a === "drafts") return b === undefined ? { kind: "drafts" } : { kind: "draft", slug: b };
      if (a === "category") return b === undefined ? { kind: "post", slug: a } : { kind: "postCategory", category: b };
      if (a === "author") return b === undefined ? { kind: "post", slug: a } : { kind: "postAuthor", author: b };
      return b === undefined ? { kind: "post", slug: a } : null;
    },
  },

  async load(site, route, { preview, editor }) {
    switch (route.kind) {
      case "post": {
        const post = await getPublishedPost(site.id, route.slug);
        return post && { kind: "post", post };
      }
      case "postCategory": {
        const category = await getCategory(site.id, route.category);
        return category && { kind: "postCategory", category, posts: await listPublishedPosts(site.id, { category: category.slug }) };
      }
      case "postAuthor": {
        const posts = (await listPublishedPosts(site.id)).filter((p) => authorOf(p.author)?.slug === route.author);
        if (!posts.length) return null;
        // The byline that says most: "Tom Brennan, founder" over a later "Tom Brennan".
        const author = posts.map((p) => authorOf(p.author)!).find((a) => a.role) ?? authorOf(posts[0]!.author)!;
        const member = (await listTeam(site.id)).find((m) => authorOf(m.name)?.slug === author.slug);
        const page = member && site.mounts.team ? { path: `${site.mounts.team}/${member.slug}`, role: member.role } : null;
        return { kind: "postAuthor", author, posts, member: page };
      }
      case "drafts": {
        if (!editor && !checkPreviewToken(site.id, "drafts", preview)) return { kind: "drafts", drafts: null };
        const drafts = await listDraftPosts(site.id);
        return {
          kind: "drafts",
          drafts: drafts.map((d) => ({ ...d, previewHref: `${urls.draft(site, d.slug)!}?preview=${createPreviewToken(site.id, { draft: d.slug })}` })),
        };
      }
      case "draft": {
        // Without a valid link the draft does not exist, as far as the visitor can tell.
        if (!editor && !checkPreviewToken(site.id, { draft: route.slug }, preview)) return null;
        const post = await getDraftPost(site.id, route.slug);
        return post && { kind: "draft", post };
      }
    }
  },

  meta(site, item) {
    switch (item.kind) {
      case "post":
        return { title: item.post.title, description: item.post.excerpt, article: true };
      case "draft":
        return { title: `Draft: ${item.post.title}`, description: item.post.excerpt, noindex: true };
      case "postCategory":
        return {
          title: `${item.category.name} articles`,
          description: item.category.description ?? `Articles about ${item.category.name.toLowerCase()} from ${site.name}.`,
        };
      case "postAuthor":
        return {
          title: `Articles by ${item.author.name}`,
          description: `${item.posts.length === 1 ? "One article" : `${item.posts.length} articles`} by ${item.author.name}${item.author.role ? `, ${item.author.role}` : ""}, on the ${site.name} blog.`,
        };
      case "drafts":
        return { title: "Draft posts", description: `Unpublished drafts of ${site.name}, visible only to the site's editors.`, noindex: true };
    }
  },

  View({ site, item }) {
    switch (item.kind) {
      case "post":
      case "draft":
        return <PostArticle site={site} post={item.post} isDraft={item.kind === "draft"} />;
      case "postCategory":
        return <CategoryPage site={site} category={item.category} posts={item.posts} />;
      case "postAuthor":
        return <AuthorPage site={site} author={item.author} posts={item.posts} member={item.member} />;
      case "drafts":
        return <DraftsPage site={site} drafts={item.drafts} />;
    }
  },

  structuredData(item, { site, url, publisher, image }) {
    const person = (author: Author) => ({
      "@type": "Person",
      name: author.name,
      url: siteUrl(site, `${site.mounts.posts}/author/${author.slug}`),
      ...(author.role && { jobTitle: author.role }),
    });
    if (item.kind === "postAuthor") {
      const sameAs = item.member && siteUrl(site, item.member.path);
      return [{ "@context": "https://schema.org", "@type": "ProfilePage", url, mainEntity: { ...person(item.author), ...(sameAs && { sameAs }) } }];
    }
    if (item.kind !== "post") return [];
    const { post } = item;
    const author = authorOf(post.author);
    return [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        url,
        mainEntityOfPage: url,
        image,
        ...(post.publishedAt && { datePublished: post.publishedAt.toISOString() }),
        dateModified: post.updatedAt.toISOString(),
        author: author ? person(author) : publisher,
        publisher,
        ...(post.categories.length && { articleSection: post.categories.map((c) => c.name) }),
      },
    ];
  },
  breadcrumbs: (item) => item.kind !== "draft",

  async entries(site) {
    const base = site.mounts.posts;
    if (!base) return [];
    const { posts, categories } = await listPostAddresses(site.id);
    const latestPost = posts.reduce((d, p) => (p.updatedAt > d ? p.updatedAt : d), new Date(0));
    const latestBy = (author: Author) =>
      posts.filter((p) => authorOf(p.author)?.slug === author.slug).reduce((d, p) => (p.updatedAt > d ? p.updatedAt : d), new Date(0));
    return [
      ...posts.map((p): SiteEntry => ({ path: `${base}/${p.slug}`, title: p.title, lastModified: p.updatedAt, group: "articles" })),
      ...categories.map((c): SiteEntry => ({ path: `${base}/category/${c.slug}`, title: `${c.name} articles`, lastModified: latestPost, group: "articles" })),
      ...authorsOf(posts).map((a): SiteEntry => ({
        path: `${base}/author/${a.slug}`,
        title: `Articles by ${a.name}`,
        lastModified: latestBy(a),
        group: "articles",
      })),
    ];
  },

  editors: { post: { editor: postEditor, adminPath: (site, id) => `/admin/sites/${site}/posts/${id}` } },
});
