import type { PgTable } from "drizzle-orm/pg-core";
import type { ReactNode } from "react";
import type { Block } from "@/blocks/schemas";
import type { RegisteredEditor } from "@/modules/admin/editable";
import type { Site } from "@/modules/sites/queries";
import type { AdminCollection } from "./admin";

/**
 * A kind of collection (blog posts, events, news, jobs, team, service areas,
 * organizations): one folder declares everything the platform does with it,
 * and the registry (modules/content/collections.ts) lists the folders. The
 * resolver, the loaders, the head, the view, the structured data, the site
 * map and the admin read only what is declared here.
 */

/** A path the kind answers, before its content is loaded: `{ kind: "post", slug: "spring-menu" }`. */
export interface CollectionRoute {
  kind: string;
}

/** A route of the kind with its content loaded: what its view renders. */
export interface LoadedItem {
  kind: string;
  /**
   * Set when what is loaded is not what visitors see (an item's saved draft,
   * opened by its signed preview link): the banner shown over it. Such a
   * route is never indexed and has no structured data or breadcrumbs.
   */
  preview?: string;
}

export type Query = Record<string, string | string[] | undefined>;

/** Who is asking: drafts show to the site's signed-in editors, and to anyone with a signed preview link. */
export interface Access {
  preview: string | undefined;
  editor: boolean;
}

export interface ItemMeta {
  title: string;
  description: string;
  /** Drafts and editor-only views are never indexed. */
  noindex?: boolean;
  /** An article (a post, a news item) to Open Graph; a website otherwise. */
  article?: boolean;
}

/** Draws a page made of blocks (a city page, an organization's page) the way a site's own pages are drawn. */
export type BlockPage = (page: { title: string; lead?: string; blocks: Block[]; organizationId: string | null; path: string }) => ReactNode;

export interface ViewProps<L> {
  site: Site;
  item: L;
  query: Query;
  blockPage: BlockPage;
}

export interface JsonLdContext {
  site: Site;
  /** The item's own absolute URL. */
  url: string;
  /** The business, as the publisher of what it posts. */
  publisher: object;
  /** The page's share picture, absolute (its og:image). */
  image: string;
}

/** One line of the site map and sitemap.xml; `group` is the heading the human site map shows it under. */
export interface SiteEntry {
  /** Path inside the site ("" for home). */
  path: string;
  title: string;
  lastModified: Date;
  group: "pages" | "articles" | "events-and-news" | "jobs-and-people";
}

/**
 * Where a kind's paths are. A mounted kind lives under the base path each site
 * chooses for it (posts at "blog", jobs at "careers" or "job-opportunities");
 * a rooted kind owns the first segments its records name (a region's slug, an
 * organization's), which the site's index reads once per change of the site.
 */
export type CollectionPaths<R extends CollectionRoute> =
  | { mounted: (rest: readonly string[]) => R | null }
  | { rooted: { names(site: Site): Promise<readonly string[]>; route(first: string, rest: readonly string[]): R | null } };

/** The paths of a kind whose items each have one page, at {mount}/{slug}. */
export function itemPaths<K extends string>(kind: K): CollectionPaths<{ kind: K; slug: string }> {
  return { mounted: (rest) => (rest.length === 1 ? { kind, slug: rest[0]! } : null) };
}

export interface CollectionKind<R extends CollectionRoute = CollectionRoute, L extends LoadedItem = LoadedItem> {
  /** The kind's name, and for a mounted kind the name a site's mount carries ("posts", "events"). */
  key: string;
  /**
   * Tables the kind declares in its own folder (modules/<kind>/table.ts, which
   * drizzle-kit reads too); the platform's own kinds keep theirs in
   * server/db/schema. The export of a deleted site reads these as well.
   */
  tables?: readonly PgTable[];
  paths: CollectionPaths<R>;
  /** The route's content, or null when it names nothing (the site's 404). */
  load(site: Site, route: R, access: Access): Promise<L | null>;
  meta(site: Site, item: L): ItemMeta;
  View(props: ViewProps<L>): ReactNode;
  /** The item's JSON-LD (BlogPosting, Event, ...); BreadcrumbList is added for every route below the home page. */
  structuredData?(item: L, context: JsonLdContext): object[];
  /** Whether the route gets breadcrumbs (a draft's path is not public: it does not). */
  breadcrumbs?(item: L): boolean;
  /** Its public addresses, for sitemap.xml and the site map; never a draft. */
  entries?(site: Site): Promise<SiteEntry[]>;
  /**
   * The item as its editor's form has it now, unsaved (the form's values made
   * the schema's input), and where it would be: for the live preview beside
   * the editor (edge/live-preview.tsx). Forgiving: the owner is mid-sentence.
   */
  livePreview?(site: Site, input: Record<string, unknown>): Promise<{ path: string; item: L }> | { path: string; item: L };
  /** What the admin's Content section lists and edits of it. */
  admin?: readonly AdminCollection[];
  /** Its editors by entity name, for history, revisions and the trash. */
  editors?: Readonly<Record<string, RegisteredEditor>>;
}

/**
 * Types a kind's declaration in its own terms and hands the registry the
 * untyped shape it stores: every kind's routes reach only its own loader,
 * and its loaded items only its own view (the registry dispatches by key).
 */
export function defineCollection<R extends CollectionRoute, L extends LoadedItem>(kind: CollectionKind<R, L>): CollectionKind {
  return kind as unknown as CollectionKind;
}
