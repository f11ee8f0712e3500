import { pool } from "@/server/db/client";
import type { SiteId } from "@/modules/sites/queries";
import type { SearchKind } from "./service";
import { now } from "@/lib/clock";

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
  const result = await pool().query<SearchHit>({ name: "search-site", text: SEARCH_SITE, values: [siteId, q, HEADLINE_OPTIONS, limit, now()] });
  return result.rows;
}

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

const SEARCH_SITE = `
  select d.kind, d.path, d.title, ts_headline('english', d.body, q.query, $3) as snippet
  from search_documents d, websearch_to_tsquery('english', $2) as q(query)
  where d.site_id = $1
    and d.visible_from is not null and d.visible_from <= $5::timestamptz
    and d.document @@ q.query
  order by ts_rank_cd(d.document, q.query) desc, d.title
  limit $4`;

/**
 * For a search that found nothing: the query with each word the site's
 * published text does not use replaced by the most similar word it does, or
 * null when there is nothing better to offer. Similar is pg_trgm's similarity
 * for most slips ("contrst"); a short word whose first letter is wrong shares
 * too few trigrams ("kamp" and "camp"), so a word one letter away (two, for
 * words of six letters or more) is taken too. Read only when a search finds
 * nothing, so the scan of the site's words costs only then.
 */
export async function suggestQuery(siteId: SiteId, query: string): Promise<string | null> {
  const words = query.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (!words.length || words.length > 6) return null;
  const result = await pool().query<{ word: string; known: boolean; candidate: string | null; similarity: number | null }>({
    name: "search-suggest",
    text: SUGGEST,
    values: [siteId, words, now()],
  });
  const suggested = words.map((word) => {
    const rows = result.rows.filter((r) => r.word === word);
    if (rows.some((r) => r.known)) return word;
    const candidates = rows.filter((r): r is typeof r & { candidate: string; similarity: number } => r.candidate !== null);
    const close = candidates.find((c) => c.similarity >= 0.3) ?? candidates.find((c) => editDistance(word, c.candidate) <= (word.length >= 6 ? 2 : 1));
    return close?.candidate ?? word;
  });
  return suggested.some((w, i) => w !== words[i]) ? suggested.join(" ") : null;
}

/** Levenshtein's distance: the letters to add, remove or change to turn one word into the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = row;
  }
  return previous[b.length]!;
}

// Each query word: whether the site uses it, else its five most similar words (best first).
const SUGGEST = `
  with vocabulary as (
    select distinct w
    from search_documents d, regexp_split_to_table(lower(d.title || ' ' || d.body), '[^[:alpha:]]+') as w
    where d.site_id = $1 and d.visible_from is not null and d.visible_from <= $3::timestamptz and length(w) >= 3
  )
  select q.word, exists (select 1 from vocabulary where w = q.word) as known, c.w as candidate, c.similarity
  from unnest($2::text[]) as q(word)
  left join lateral (
    select w, similarity(w, q.word) as similarity from vocabulary
    where not exists (select 1 from vocabulary where w = q.word) and similarity(w, q.word) >= 0.15
    order by similarity(w, q.word) desc, w limit 5
  ) c on true`;
