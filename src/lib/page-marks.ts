/** The attribute that tells the page cache a page needs its scripts (see edge/page-scripts.ts and components/needs-scripts.tsx). */
export const NEEDS_SCRIPTS_MARK = "data-needs-scripts";
