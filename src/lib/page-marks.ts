/** The attribute of an island's element: the client component inside it is hydrated on its own (see islands/island.tsx). */
export const ISLAND_MARK = "data-island";
