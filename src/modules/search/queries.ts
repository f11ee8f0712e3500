import "server-only";
import { pool } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import type { SearchKind } from "./service";

export type SearchHit = {
  kind: SearchKind;
  path: string;
  title: string;
  /** The matching passage; the matched words sit between HIGHLIGHT_START and HIGHLIGHT_END. */
  snippet: string;
};

/** Control characters no content contains: the view splits on them to draw <mark>, never injecting HTML. */
export const HIGHLIGHT_START = "\u0002";
export const HIGHLIGHT_END = "\u0003";

/**
 * Full-text search over one site's published content, best match first.
 * Drafts (no visible_from) and anything scheduled for later are never found.
 */
export async function searchSite(siteId: SiteId, query: string, limit = 20): Promise<SearchHit[]> {
  const q = query.trim().slice(0, 200);
  if (!q) return [];
  // A named statement: each connection plans it once, not on every search (planning cost more than running it).
  const result = await pool().query<SearchHit>({ name: "search-site", text: SEARCH_SITE, values: [siteId, q, HEADLINE_OPTIONS, limit] });
  return result.rows;
}

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

const SEARCH_SITE = `
  select d.kind, d.path, d.title, ts_headline('english', d.body, q.query, $3) as snippet
  from search_documents d, websearch_to_tsquery('english', $2) as q(query)
  where d.site_id = $1
    and d.visible_from is not null and d.visible_from <= now()
    and d.document @@ q.query
  order by ts_rank_cd(d.document, q.query) desc, d.title
  limit $4`;

/**
 * For a search that found nothing: the query with each word the site's
 * published text does not use replaced by the most similar word it does
 * (pg_trgm), or null when there is nothing better to offer. Read only when a
 * search finds nothing, so the scan of the site's words costs only then.
 */
export async function suggestQuery(siteId: SiteId, query: string): Promise<string | null> {
  const words = query.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (!words.length || words.length > 6) return null;
  const result = await pool().query<{ word: string; suggestion: string | null }>({ name: "search-suggest", text: SUGGEST, values: [siteId, words] });
  const better = new Map(result.rows.map((r) => [r.word, r.suggestion]));
  const suggested = words.map((w) => better.get(w) ?? w);
  return suggested.some((w, i) => w !== words[i]) ? suggested.join(" ") : null;
}

const SUGGEST = `
  with vocabulary as (
    select distinct w
    from search_documents d, regexp_split_to_table(lower(d.title || ' ' || d.body), '[^[:alpha:]]+') as w
    where d.site_id = $1 and d.visible_from is not null and d.visible_from <= now() and length(w) >= 3
  )
  select q.word, case when exists (select 1 from vocabulary where w = q.word) then null
    else (select w from vocabulary where similarity(w, q.word) >= 0.3 order by similarity(w, q.word) desc, w limit 1) end as suggestion
  from unnest($2::text[]) as q(word)`;
