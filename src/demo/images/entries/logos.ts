import { LOGO, logo } from "../generated/logos";
import type { DemoImage } from "../types";
import { drawn, drawnFor } from "./credit";

/**
 * The fictional clients, partners and funders named in the demo's logo clouds,
 * by the sites that show them. Real brands (insurers, equipment makers) and
 * credentials (OSHA, NATE) get no drawn logo.
 */
export const LOGO_CLOUDS: Record<string, string[]> = {
  "clearpath-access": [
    "Lakeshore Health Partners",
    "Honeoye Valley Land Trust",
    "Bristol Hills Community Library",
    "Canal Street Outfitters",
    "Seneca Shores Credit Union",
    "Finger Lakes Wine Collective",
    "Monroe Arts Alliance",
    "Keuka Ridge College",
  ],
  "lena-moss-studio": [
    "Willow Shore Inn",
    "Hollow Oak Vineyards",
    "Bristol Valley Orchards",
    "Lakeside Café",
    "Keuka Watershed Land Alliance",
    "Genesee Paper Co.",
  ],
  pixelbarn: [
    "Harbor Bakery",
    "Seneca Ridge Cellars",
    "Kessler & Sons Plumbing",
    "Honeoye Lake Marina",
    "Victor Family Dental",
    "Naples Grape Pie Co.",
    "Ontario County Arts Council",
    "Hilltop Equipment Repair",
  ],
  "pixelbarn-v2": [
    "Geneva Running Co.",
    "Lakeside Animal Clinic",
    "Canandaigua Farmers' Market",
    "Finger Lakes Hearth & Home",
    "Mendon Ponds Cycle",
    "Keuka Kayak Rentals",
    "Phelps Hardware",
    "Wayne County Tourism",
  ],
  "lockstep-escapes": [
    "Canal Town Credit Union",
    "Monroe Valley Schools",
    "Henrietta Dental Group",
    "Finger Lakes Health Partners",
    "Twelve Corners Library",
    "Lakeshore Software",
  ],
  "harbor-light-support": [
    "Seneca Lake Pediatrics",
    "Finger Lakes Children's Counseling",
    "Wayne County Kinship Network",
    "Penn Yan Public Library",
    "Newark Community Church",
    "Lakeside Recovery Center",
    "Volunteer Lawyers of the Finger Lakes",
    "Geneva Family YMCA",
    "Finger Lakes Community Foundation",
    "Seneca Falls Rotary Club",
    "The Whitcomb Family Fund",
    "Lakeside Community Bank",
    "Yates County Women's Giving Circle",
  ],
  "fair-footing": [
    "Genesee Valley Community Fund",
    "Lakeshore Health Foundation",
    "Rochester Women's Giving Circle",
    "Canal Corridor Foundation",
    "Finger Lakes Employers' Council",
    "United Workers Credit Union",
  ],
  "trailblazers-youth": [
    "Genesee Region Parks Alliance",
    "Northeast Rochester Neighborhood Association",
    "Finger Lakes Paddlers Club",
    "Flower City Food Rescue",
    "Rochester Outdoor Gear Exchange",
  ],
  "freshair-duct": [
    "Ontario Valley Central Schools",
    "Lakeshore Family Medicine",
    "Route 96 Corporate Park",
    "Liverpool Senior Residences",
    "Clover Street Dental",
    "Salt City Distribution",
  ],
};

export function logoKey(name: string): string {
  return `logos/${name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
}

const credit = drawnFor("logos");

export const LOGO_IMAGES: Record<string, DemoImage> = Object.fromEntries(
  [...new Set(Object.values(LOGO_CLOUDS).flat())].map((name) => [
    logoKey(name),
    { source: drawn(LOGO.width, LOGO.height, () => logo(name)), alt: `${name} logo`, credit },
  ]),
);
