/** The events a swap (./in-place.ts) sends on `document`: the islands' entry (./client.tsx) stops its islands before, and starts the new body's after. */
export const BEFORE_SWAP = "islands:before-swap";
export const AFTER_SWAP = "islands:after-swap";

/** Props an island's element carries: its own, as JSON (plain data only: what crosses from server to client components already is). */
export const PROPS_ATTRIBUTE = "data-props";

/** What a plain island's element carries once its module is mounted on it (./client.tsx). */
export const MOUNTED_ATTRIBUTE = "data-mounted";
