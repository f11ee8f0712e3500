import type { BlockProps, BlockType } from "./schemas";
import type { Site } from "@/modules/sites/queries";

/** What a block knows besides its props: the site it renders for and where it sits on the page. */
export interface BlockContext {
  site: Site;
  /** Unique per block on the page: for element ids. */
  id: string;
  /** The first block of a page that opens with a hero carries the page's <h1>. */
  asH1: boolean;
  /** Set when the page belongs to one of the site's organizations. */
  organizationId: string | null;
  /** The page's path inside the site. */
  path: string;
  /** The request's query, for blocks that answer a GET form without JavaScript (search, calculators). */
  query: Record<string, string | string[] | undefined>;
}

export interface BlockComponentProps<K extends BlockType> {
  props: BlockProps<K>;
  ctx: BlockContext;
}
