/**
 * The demo deployment's pictures, before they go through the media pipeline
 * an owner's upload goes through. src/demo/images/catalogue.ts lists them by
 * key; demo site files refer to them by key, and the loader uploads each one
 * into the site that uses it.
 */
export interface DemoImage {
  /** Where its bytes come from: a committed file (relative to src/demo/images) or an SVG drawn in code and rendered by sharp. */
  source: { file: string } | { svg: () => string; width: number; height: number };
  /** The alt text an owner would write for it. */
  alt: string;
  /** Whose it is and under what licence: shown on the platform's credits page. */
  credit: { author: string; licence: string; source: string; url?: string };
  /** Where the subject sits (0..1 from the left and the top), for cropping. */
  focal?: { x: number; y: number };
}
