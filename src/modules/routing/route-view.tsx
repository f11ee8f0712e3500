import { Blocks, opensWithHero } from "@/blocks/registry";
import { PageHeading, PreviewBanner } from "@/components/ui";
import type { BlockPage, Query } from "@/modules/collections/kind";
import type { CollectionRegistry } from "@/modules/collections/registry";
import { collections } from "@/modules/content/collections";
import type { Site } from "@/modules/sites/queries";
import type { LoadedRoute } from "./load-route";

/** Renders a loaded route: a page is its blocks; a collection's item is drawn by its collection's view. */
export function RouteView({ site, route, query, registry = collections }: { site: Site; route: LoadedRoute; query: Query; registry?: CollectionRegistry }) {
  const preview = route.kind === "page" ? Boolean(route.preview) : Boolean(route.item.preview);
  const blockPage: BlockPage = ({ title, lead, blocks, organizationId, path }) => (
    <>
      {!opensWithHero(blocks) && <PageHeading title={title} lead={lead} />}
      <Blocks blocks={blocks} ctx={{ site, organizationId, query, path }} marked={preview} />
    </>
  );
  if (route.kind === "page") {
    const page = blockPage({ title: route.page.title, blocks: route.page.blocks, organizationId: null, path: route.page.path });
    if (!route.preview) return page;
    return (
      <>
        <PreviewBanner>{route.preview}</PreviewBanner>
        {page}
      </>
    );
  }
  const { View } = registry.kind(route.collection)!;
  const view = <View site={site} item={route.item} query={query} blockPage={blockPage} />;
  if (!route.item.preview) return view;
  return (
    <>
      <PreviewBanner>{route.item.preview}</PreviewBanner>
      {view}
    </>
  );
}
