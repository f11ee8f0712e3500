import { richTextToPlain } from "@/lib/rich-text/schema";
import { urls } from "@/lib/urls";
import { adminCollection } from "@/modules/collections/admin";
import { defineCollection, itemPaths } from "@/modules/collections/kind";
import { listUnitsForEditing, unitEditor, unitSpec } from "./admin";
import { UnitArticle } from "./components/unit-page";
import { getUnit, listUnitAddresses, type Unit } from "./queries";

/** Homes for rent at the site's mount ({slug}), each with a link to apply for it. */
export const unitsCollection = defineCollection<{ kind: "unit"; slug: string }, { kind: "unit"; unit: Unit }>({
  key: "units",
  paths: itemPaths("unit"),
  async load(site, route) {
    const unit = await getUnit(site.id, route.slug);
    return unit && { kind: "unit", unit };
  },
  meta: (_site, { unit }) => ({ title: `${unit.title} (for rent)`, description: unit.summary }),
  View: ({ site, item }) => <UnitArticle site={site} unit={item.unit} />,
  structuredData: ({ unit }, { url }) => [
    {
      "@context": "https://schema.org",
      "@type": "Apartment",
      name: unit.title,
      description: richTextToPlain(unit.description),
      url,
      numberOfBedrooms: unit.bedrooms,
      numberOfBathroomsTotal: unit.bathrooms,
      ...(unit.squareFeet !== null && { floorSize: { "@type": "QuantitativeValue", value: unit.squareFeet, unitCode: "FTK" } }),
      amenityFeature: unit.features.map((name) => ({ "@type": "LocationFeatureSpecification", name, value: true })),
    },
  ],
  async entries(site) {
    const base = site.mounts.units;
    if (!base) return [];
    return (await listUnitAddresses(site.id)).map((u) => ({ path: `${base}/${u.slug}`, title: u.title, lastModified: u.updatedAt, group: "pages" }));
  },
  admin: [
    adminCollection({
      key: "units",
      title: "Rental units",
      noun: "rental unit",
      lead: "Homes for rent, each with its own page and applications; mark one leased to take it off the list.",
      mount: "units",
      detailHeading: "Rent",
      editor: unitEditor,
      spec: unitSpec,
      blank: () => ({ bedrooms: 1, bathrooms: 1, position: 0 }),
      list: listUnitsForEditing,
      titleOf: (row) => row.title,
      address: (site, row) => urls.unit(site, row.slug),
    }),
  ],
  editors: { "rental-unit": { editor: unitEditor, adminPath: (site, id) => `/admin/sites/${site}/content/units/${id}` } },
});
