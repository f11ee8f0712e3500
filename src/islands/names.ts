/**
 * The islands, by the name their element carries, and the module each one's
 * component comes from. The client entry (./client.tsx) loads each by an
 * import of its own; the build (./build.ts) finds each one's code by this
 * path to write the manifest, and refuses an island it cannot find.
 */
export const ISLAND_SOURCES = {
  "form-view": "src/modules/forms/components/form-view.tsx",
  "checkout-form": "src/modules/payments/components/checkout-form.tsx",
  "posting-form": "src/modules/routing/components/posting-form.tsx",
  "in-place": "src/modules/routing/components/in-place-region.tsx",
  "refresh-while-pending": "src/modules/payments/components/refresh-while-pending.tsx",
  "gallery-viewer": "src/blocks/components/gallery-lightbox.ts",
  "mortgage-calculator": "src/modules/tools/components/mortgage-calculator.tsx",
  "trip-builder": "src/modules/tools/components/trip-builder.tsx",
} as const;

export type IslandName = keyof typeof ISLAND_SOURCES;

/** Islands whose browser code is plain DOM (a module with a `mount`, no React): a page with only these loads no React DOM. */
export const PLAIN_ISLANDS: ReadonlySet<IslandName> = new Set(["gallery-viewer"]);

/** The module that brings React DOM, loaded (and preloaded) for every other island. */
export const REACT_ROOT = "src/islands/react-root.ts";
