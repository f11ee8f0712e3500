import { sql, type SQL } from "drizzle-orm";
import { customType, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { sites } from "./sites";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One row per searchable thing a site publishes (page, post, event, news item,
 * job, team member, city page), written by the services in the same
 * transaction as the content. visible_from is when it goes public: null for a
 * draft, which is never found.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The id of the row it indexes. */
    sourceId: uuid("source_id").notNull(),
    kind: text("kind").notNull(),
    /** The path inside the site where it is shown. */
    path: text("path").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    visibleFrom: timestamp("visible_from", { withTimezone: true }),
    document: tsvector("document")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector('english', ${searchDocuments.title}), 'A') || setweight(to_tsvector('english', ${searchDocuments.body}), 'B')`,
      ),
  },
  (t) => [unique("search_documents_source").on(t.siteId, t.sourceId), index("search_documents_document").using("gin", t.document)],
);
