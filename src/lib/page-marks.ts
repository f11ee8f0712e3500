/** The attribute that tells the page cache a page needs its scripts (see edge/page-scripts.ts and components/needs-scripts.tsx). */
export const NEEDS_SCRIPTS_MARK = "data-needs-scripts";

/** The attribute of an island's element: the client component inside it is hydrated on its own (see islands/island.tsx). */
export const ISLAND_MARK = "data-island";
