import { adminCollection } from "@/modules/collections/admin";
import { defineCollection } from "@/modules/collections/kind";
import { cityAddress, cityEditor, citySpec, listCitiesForEditing, listRegionsForEditing, regionEditor, regionSpec } from "./admin";
import { CityArticle } from "./components/city-views";
import { getCityPage, listCityAddresses, listRegions, type CityPage } from "./queries";

/** Service areas: a page for each city served, at {region}/{city}, for the regions the site has. */
export const serviceAreasCollection = defineCollection<{ kind: "city"; region: string; city: string }, { kind: "city"; city: CityPage }>({
  key: "service-areas",
  paths: {
    rooted: {
      names: async (site) => (await listRegions(site.id)).map((r) => r.slug),
      route: (region, rest) => (rest.length === 1 ? { kind: "city", region, city: rest[0]! } : null),
    },
  },
  async load(site, route) {
    const city = await getCityPage(site.id, route.region, route.city);
    return city && { kind: "city", city };
  },
  meta: (_site, { city }) => ({ title: city.title, description: city.description }),
  View: ({ site, item, blockPage }) => <CityArticle site={site} city={item.city} blockPage={blockPage} />,
  entries: async (site) =>
    (await listCityAddresses(site.id)).map((c) => ({ path: `${c.region}/${c.slug}`, title: c.title, lastModified: c.updatedAt, group: "pages" })),
  admin: [
    adminCollection({
      key: "regions",
      title: "Service regions",
      noun: "service region",
      lead: "The areas the business serves; each holds city pages.",
      editor: regionEditor,
      spec: regionSpec,
      list: async (actor, site) => (await listRegionsForEditing(actor, site)).map((r) => ({ ...r, title: r.name, address: null, detail: null })),
      titleOf: (row) => row.name,
      address: () => null,
    }),
    adminCollection({
      key: "cities",
      title: "City pages",
      noun: "city page",
      lead: "A page for each city served, at {region}/{city}.",
      detailHeading: "Region",
      editor: cityEditor,
      spec: citySpec,
      withBlocks: true,
      relation: {
        key: "regionId",
        label: "Region",
        hint: "The city's page is at the region's address, then the city's.",
        options: async (actor, site) => (await listRegionsForEditing(actor, site)).map((r) => ({ value: r.id, label: r.name })),
      },
      list: async (actor, site) => (await listCitiesForEditing(actor, site)).map((c) => ({ ...c, detail: c.region })),
      titleOf: (row) => row.title,
      address: cityAddress,
    }),
  ],
  editors: {
    region: { editor: regionEditor, adminPath: (site, id) => `/admin/sites/${site}/content/regions/${id}` },
    city: { editor: cityEditor, adminPath: (site, id) => `/admin/sites/${site}/content/cities/${id}` },
  },
});
