/**
 * The words a page shows in a search result and a shared link, and how their lengths fare, by
 * the figures SEO plugins use (Yoast's: a title of about 60 characters is shown whole, a
 * description of 120-156 uses the snippet's room). The page editor's preview
 * (components/search-preview.tsx) draws them; the titles are the ones the page's <head> says
 * (routing/route-meta.ts).
 */

export const TITLE_ROOM = 60;
/** Under this the title leaves much of the result's line empty (Yoast: "too short"). */
export const TITLE_SHORT = 40;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_ROOM = 156;
/** The <meta name="description"> is cut here (route-meta.ts). */
export const DESCRIPTION_CUT = 160;

export interface SearchSite {
  slug: string;
  name: string;
  tagline?: string | undefined;
  /** The site's public address without a trailing slash ("https://example.org/lockstep-escapes"). */
  address: string;
}

/** The <title> visitors and search engines get for the page. */
export function searchTitle(site: SearchSite, title: string, isHome: boolean): string {
  if (isHome) return site.tagline ? `${site.name}: ${site.tagline}` : site.name;
  return `${title.trim() || "Untitled page"} | ${site.name}`;
}

export function cut(text: string, room: number): string {
  return text.length <= room ? text : `${text.slice(0, room - 1).replace(/\s+\S*$/, "")} …`;
}

export type Tone = "good" | "warn";
export interface Guidance {
  tone: Tone;
  text: string;
}

export function titleGuidance(shown: string, isHome: boolean): Guidance {
  const n = shown.length;
  if (isHome)
    return {
      tone: n > TITLE_ROOM ? "warn" : "good",
      text: `The home page's title in search results is the site's name and tagline (under Settings): ${n} characters${n > TITLE_ROOM ? `, cut after about ${TITLE_ROOM}` : ""}.`,
    };
  if (n > TITLE_ROOM)
    return {
      tone: "warn",
      text: `Long: with the site's name it is ${n} characters, and search results cut it after about ${TITLE_ROOM}. Put the words that matter first.`,
    };
  if (n < TITLE_SHORT)
    return { tone: "warn", text: `Short: ${n} characters with the site's name. There is room (about ${TITLE_ROOM}) for words that say what the page offers.` };
  return { tone: "good", text: `Good: ${n} characters with the site's name, shown whole (about ${TITLE_ROOM} fit).` };
}

export function descriptionGuidance(description: string): Guidance {
  const n = description.trim().length;
  if (n === 0)
    return {
      tone: "warn",
      text: "Missing: search engines will pick words from the page themselves. One or two sentences that make people want to click work better.",
    };
  if (n < DESCRIPTION_MIN)
    return { tone: "warn", text: `Short: ${n} characters. About ${DESCRIPTION_MIN}–${DESCRIPTION_ROOM} use the room a search result gives.` };
  if (n > DESCRIPTION_ROOM)
    return { tone: "warn", text: `Long: ${n} characters. Search results cut it after about ${DESCRIPTION_ROOM}; say the main thing first.` };
  return { tone: "good", text: `Good: ${n} characters, shown whole.` };
}
