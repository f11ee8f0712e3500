import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { ImageRef } from "@/lib/image-ref";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import type { Json } from "./json";
import { sites } from "./sites";

/*
 * Every tenant table carries site_id, and every uniqueness rule is per site
 * (a unique index including site_id). References between tenant rows go
 * through (site_id, id) pairs, so a row can never point into another site.
 */

const siteId = () =>
  uuid("site_id")
    .notNull()
    .references(() => sites.id, { onDelete: "cascade" });
const timestamps = () => ({
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const organizations = pgTable(
  "organizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    summary: text("summary").notNull(),
    ...timestamps(),
  },
  (t) => [unique("organizations_site_slug").on(t.siteId, t.slug), unique("organizations_site_id").on(t.siteId, t.id)],
);

/** Whether visitors see a page, or an event, news item, job posting or team member. */
export const pageStatus = pgEnum("page_status", ["draft", "published"]);

/** What a page's draft holds: the editor's fields, saved but not yet live. */
export interface PageDraftData {
  path: string;
  title: string;
  description: string;
  blocks: Json<"blocks">;
  seo?: Json<"pageSeo">;
}

export const pages = pgTable(
  "pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    /** Set for an organization's own pages; then path is relative to the organization. */
    organizationId: uuid("organization_id"),
    path: text("path").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    blocks: jsonb("blocks").$type<Json<"blocks">>().notNull(),
    /** How search engines and shared links see the page: its own share image, and whether search engines may list it. */
    seo: jsonb("seo").$type<Json<"pageSeo">>().notNull().default({}),
    /**
     * The columns above are what visitors see once the page is published;
     * "draft" hides the page (never published, or unpublished). The home page
     * is always published.
     */
    status: pageStatus("status").notNull().default("published"),
    /** The owner's saved changes not yet live (null when the page is as published). */
    draft: jsonb("draft").$type<PageDraftData>(),
    /** When the draft (or the hidden page) goes live by itself; null when nothing is scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("pages_publish_at")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    unique("pages_site_org_path").on(t.siteId, t.organizationId, t.path).nullsNotDistinct(),
    foreignKey({ columns: [t.siteId, t.organizationId], foreignColumns: [organizations.siteId, organizations.id] }).onDelete("cascade"),
    check("pages_path_format", sql`${t.path} ~ '^([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$'`),
  ],
);

export const postStatus = pgEnum("post_status", ["draft", "scheduled", "published"]);

/** What a live post's draft holds: the editor's fields (its categories by slug), saved but not yet live. */
export interface PostDraftData {
  slug: string;
  title: string;
  excerpt: string;
  body: RichTextDoc;
  cover?: ImageRef;
  author?: string;
  categories: string[];
  publishedAt?: string;
}

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description"),
  },
  (t) => [unique("categories_site_slug").on(t.siteId, t.slug), unique("categories_site_id").on(t.siteId, t.id)],
);

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: jsonb("body").$type<RichTextDoc>().notNull(),
    /** The post's cover picture (lib/image-ref.ts), shown on the post, in lists and in the feed. */
    cover: jsonb("cover").$type<ImageRef>(),
    author: text("author"),
    status: postStatus("status").notNull().default("draft"),
    /** For a scheduled post, when it goes live; for a published one, when it did. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** A live post's saved changes not yet live, as the editor's input (null when it is as published); a hidden post's saves go to its columns. */
    draft: jsonb("draft").$type<PostDraftData>(),
    /** When a live post's draft goes live by itself; null when nothing is scheduled (a hidden post is scheduled by its status and date). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("posts_publish_at")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    unique("posts_site_slug").on(t.siteId, t.slug),
    unique("posts_site_id").on(t.siteId, t.id),
    index("posts_site_published").on(t.siteId, t.status, t.publishedAt),
    check("posts_live_needs_date", sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

export const postCategories = pgTable(
  "post_categories",
  {
    siteId: siteId(),
    postId: uuid("post_id").notNull(),
    categoryId: uuid("category_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    foreignKey({ columns: [t.siteId, t.postId], foreignColumns: [posts.siteId, posts.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.siteId, t.categoryId], foreignColumns: [categories.siteId, categories.id] }).onDelete("cascade"),
  ],
);

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    organizationId: uuid("organization_id"),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: jsonb("body").$type<RichTextDoc>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    location: text("location").notNull(),
    /** Its picture (lib/image-ref.ts), shown in lists and on its page. */
    image: jsonb("image").$type<ImageRef>(),
    /** Visitors see the columns above only when published; "draft" hides the item (never published, or unpublished). */
    status: pageStatus("status").notNull().default("published"),
    /** The owner's saved changes not yet live, as the editor's input (null when the item is as published). */
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    /** When the draft (or the hidden item) goes live by itself; null when nothing is scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique("events_site_org_slug").on(t.siteId, t.organizationId, t.slug).nullsNotDistinct(),
    index("events_publish_at")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    foreignKey({ columns: [t.siteId, t.organizationId], foreignColumns: [organizations.siteId, organizations.id] }).onDelete("cascade"),
    index("events_site_starts").on(t.siteId, t.startsAt),
    check("events_end_after_start", sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

export const newsItems = pgTable(
  "news_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    organizationId: uuid("organization_id"),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: jsonb("body").$type<RichTextDoc>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** Visitors see the columns above only when published; "draft" hides the item (never published, or unpublished). */
    status: pageStatus("status").notNull().default("published"),
    /** The owner's saved changes not yet live, as the editor's input (null when the item is as published). */
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    /** When the draft (or the hidden item) goes live by itself; null when nothing is scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique("news_site_org_slug").on(t.siteId, t.organizationId, t.slug).nullsNotDistinct(),
    index("news_publish_at")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    foreignKey({ columns: [t.siteId, t.organizationId], foreignColumns: [organizations.siteId, organizations.id] }).onDelete("cascade"),
    index("news_site_published").on(t.siteId, t.publishedAt),
  ],
);

export const employmentType = pgEnum("employment_type", ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "SEASONAL"]);
export const salaryUnit = pgEnum("salary_unit", ["HOUR", "YEAR"]);

export const jobPostings = pgTable(
  "job_postings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: jsonb("body").$type<RichTextDoc>().notNull(),
    employmentType: employmentType("employment_type").notNull(),
    locality: text("locality").notNull(),
    region: text("region").notNull(),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryUnit: salaryUnit("salary_unit"),
    datePosted: timestamp("date_posted", { withTimezone: true }).notNull(),
    validThrough: timestamp("valid_through", { withTimezone: true }).notNull(),
    /** Visitors see the columns above only when published; "draft" hides the item (never published, or unpublished). */
    status: pageStatus("status").notNull().default("published"),
    /** The owner's saved changes not yet live, as the editor's input (null when the item is as published). */
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    /** When the draft (or the hidden item) goes live by itself; null when nothing is scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique("jobs_site_slug").on(t.siteId, t.slug),
    index("jobs_publish_at")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
);

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    bio: jsonb("bio").$type<RichTextDoc>().notNull(),
    /** Their portrait (lib/image-ref.ts). */
    photo: jsonb("photo").$type<ImageRef>(),
    email: text("email"),
    position: integer("position").notNull().default(0),
    /** Visitors see the columns above only when published; "draft" hides the item (never published, or unpublished). */
    status: pageStatus("status").notNull().default("published"),
    /** The owner's saved changes not yet live, as the editor's input (null when the item is as published). */
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    /** When the draft (or the hidden item) goes live by itself; null when nothing is scheduled. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique("team_site_slug").on(t.siteId, t.slug),
    unique("team_site_id").on(t.siteId, t.id),
    index("team_publish_at")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
);

export const serviceRegions = pgTable(
  "service_regions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
  },
  (t) => [unique("regions_site_slug").on(t.siteId, t.slug), unique("regions_site_id").on(t.siteId, t.id)],
);

export const serviceCities = pgTable(
  "service_cities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: siteId(),
    regionId: uuid("region_id").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    blocks: jsonb("blocks").$type<Json<"blocks">>().notNull(),
    ...timestamps(),
  },
  (t) => [
    unique("cities_site_region_slug").on(t.siteId, t.regionId, t.slug),
    foreignKey({ columns: [t.siteId, t.regionId], foreignColumns: [serviceRegions.siteId, serviceRegions.id] }).onDelete("cascade"),
  ],
);
