import { createElement, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { ISLAND_MARK } from "@/lib/page-marks";
import { AFTER_SWAP, BEFORE_SWAP, PROPS_ATTRIBUTE } from "./island";
import type { IslandName } from "./names";

type Loaded = ComponentType<Record<string, unknown>>;

/** An island's component, given the props its element carries (checked on the server, where they were drawn). */
const componentOf = (island: { Component: unknown }) => island.Component as Loaded;

/**
 * Every island's component, each loaded by an import of its own so that the
 * build splits it into its own file (./build.ts): a page loads the code of
 * the islands it has, which the server also names in the page's
 * <link rel="modulepreload"> (./assets.ts). Keyed as ./names.ts.
 */
const ISLANDS: Record<IslandName, () => Promise<Loaded>> = {
  "form-view": () => import("@/modules/forms/components/form-view").then((m) => componentOf(m.FormView)),
  "checkout-form": () => import("@/modules/payments/components/checkout-form").then((m) => componentOf(m.CheckoutForm)),
  "posting-form": () => import("@/modules/routing/components/posting-form").then((m) => componentOf(m.PostingForm)),
  "in-place": () => import("@/modules/routing/components/in-place-region").then((m) => componentOf(m.InPlaceRegion)),
  "refresh-while-pending": () => import("@/modules/payments/components/refresh-while-pending").then((m) => componentOf(m.RefreshWhilePending)),
  "gallery-viewer": () => import("@/blocks/components/gallery-viewer").then((m) => componentOf(m.GalleryDialogs)),
  "mortgage-calculator": () => import("@/modules/tools/components/mortgage-calculator").then((m) => componentOf(m.MortgageCalculator)),
  "trip-builder": () => import("@/modules/tools/components/trip-builder").then((m) => componentOf(m.TripBuilder)),
};

/** Islands that take children are given the HTML the server drew them as, to place as it was (./island.tsx): their element's inside. */
const CHILDREN_AS_HTML = new Set<string>(["posting-form", "in-place"]);

const roots: Root[] = [];

/**
 * Hydrates each island under `within` on its own, with the props the server
 * drew it with. An island inside another's component is hydrated with it,
 * except inside HTML an island places as it was (a posting form's fields),
 * which React leaves alone.
 */
function hydrateIslands(within: ParentNode): void {
  for (const element of within.querySelectorAll<HTMLElement>(`[${ISLAND_MARK}]`)) {
    const outer = element.parentElement?.closest<HTMLElement>(`[${ISLAND_MARK}]`);
    if (outer && !CHILDREN_AS_HTML.has(outer.getAttribute(ISLAND_MARK)!)) continue;
    const name = element.getAttribute(ISLAND_MARK)!;
    const load = ISLANDS[name as IslandName];
    if (!load) continue;
    const props = JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? "{}") as Record<string, unknown>;
    if (CHILDREN_AS_HTML.has(name)) props.childrenHtml = element.firstElementChild?.innerHTML ?? "";
    void load().then((Component) => roots.push(hydrateRoot(element, createElement(Component, props))));
  }
}

// A page drawn in place of this one (./in-place.ts) brings islands of its own; the old ones' roots go with the old body.
document.addEventListener(BEFORE_SWAP, () => roots.splice(0).forEach((root) => root.unmount()));
document.addEventListener(AFTER_SWAP, () => hydrateIslands(document.body));
hydrateIslands(document);
