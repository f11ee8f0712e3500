import { ISLAND_MARK } from "@/lib/page-marks";
import { AFTER_SWAP, BEFORE_SWAP, MOUNTED_ATTRIBUTE, PROPS_ATTRIBUTE } from "./island-events";
import { PLAIN_ISLANDS, type IslandName } from "./names";

/** Starts an island on its element with the props the server drew it with (checked there); returns what stops it. */
type Mount = (element: HTMLElement, props: Record<string, unknown>) => () => void;

/** A React island: its component, hydrated by React DOM (./react-root.ts), loaded beside it. */
function react(load: () => Promise<{ Component: unknown }>): () => Promise<Mount> {
  return async () => {
    const [island, { hydrate }] = await Promise.all([load(), import("./react-root")]);
    return (element, props) => hydrate(element, island.Component as Parameters<typeof hydrate>[1], props);
  };
}

/**
 * Every island, each loaded by an import of its own so that the build splits
 * it into its own file (./build.ts): a page loads the code of the islands it
 * has, which the server also names in the page's <link rel="modulepreload">
 * (./assets.ts). A plain island (names.ts's PLAIN_ISLANDS) is a module with a
 * `mount` of its own, and its page loads no React. Keyed as ./names.ts.
 */
const ISLANDS: Record<IslandName, () => Promise<Mount>> = {
  "form-view": react(() => import("@/modules/forms/components/form-view").then((m) => m.FormView)),
  "checkout-form": react(() => import("@/modules/payments/components/checkout-form").then((m) => m.CheckoutForm)),
  "posting-form": react(() => import("@/modules/routing/components/posting-form").then((m) => m.PostingForm)),
  "in-place": react(() => import("@/modules/routing/components/in-place-region").then((m) => m.InPlaceRegion)),
  "refresh-while-pending": react(() => import("@/modules/payments/components/refresh-while-pending").then((m) => m.RefreshWhilePending)),
  "gallery-viewer": () => import("@/blocks/components/gallery-lightbox").then((m) => m.mount as Mount),
  "mortgage-calculator": react(() => import("@/modules/tools/components/mortgage-calculator").then((m) => m.MortgageCalculator)),
  "trip-builder": react(() => import("@/modules/tools/components/trip-builder").then((m) => m.TripBuilder)),
};

/** Islands that take children are given the HTML the server drew them as, to place as it was (./island.tsx): their element's inside. */
const CHILDREN_AS_HTML = new Set<string>(["posting-form", "in-place"]);

const stops: Array<() => void> = [];

/**
 * Starts each island under `within` on its own, with the props the server
 * drew it with. An island inside another's component is hydrated with it,
 * except inside HTML an island places as it was (a posting form's fields),
 * which React leaves alone.
 */
function startIslands(within: ParentNode): void {
  for (const element of within.querySelectorAll<HTMLElement>(`[${ISLAND_MARK}]`)) {
    const outer = element.parentElement?.closest<HTMLElement>(`[${ISLAND_MARK}]`);
    if (outer && !CHILDREN_AS_HTML.has(outer.getAttribute(ISLAND_MARK)!)) continue;
    const name = element.getAttribute(ISLAND_MARK)!;
    const load = ISLANDS[name as IslandName];
    if (!load) continue;
    const props = JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? "{}") as Record<string, unknown>;
    if (CHILDREN_AS_HTML.has(name)) props.childrenHtml = element.firstElementChild?.innerHTML ?? "";
    void load().then((mount) => {
      stops.push(mount(element, props));
      // A plain island is live once mounted (React marks its own nodes as it hydrates): what tests wait for.
      if (PLAIN_ISLANDS.has(name as IslandName)) element.setAttribute(MOUNTED_ATTRIBUTE, "");
    });
  }
}

// A page drawn in place of this one (./in-place.ts) brings islands of its own; the old ones stop with the old body.
document.addEventListener(BEFORE_SWAP, () => stops.splice(0).forEach((stop) => stop()));
document.addEventListener(AFTER_SWAP, () => startIslands(document.body));
startIslands(document);
