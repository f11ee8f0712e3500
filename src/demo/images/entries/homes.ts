import { house, HOUSE, type HouseSpec } from "../generated/houses";
import type { DemoImage } from "../types";
import { drawn, drawnFor } from "./credit";

const credit = drawnFor("houses");

const HOMES: Array<[string, string, HouseSpec]> = [
  [
    "homes/keyhouse-realty/colonial-pittsford",
    "A two-storey white colonial with black shutters and a red door, lawn and maples in front",
    { style: "colonial", siding: "#f4f1ea", trim: "#ffffff", roof: "#3d4148", door: "#9b2f2a" },
  ],
  [
    "homes/keyhouse-realty/tudor-browncroft",
    "A brick Tudor with a half-timbered gable and an arched front door",
    { style: "tudor", siding: "#a4553c", trim: "#efe6d2", roof: "#4a4540", door: "#3b2a22", season: "autumn" },
  ],
  [
    "homes/keyhouse-realty/ranch-penfield",
    "A long single-storey ranch house in sage siding with an attached garage",
    { style: "ranch", siding: "#a9b79a", trim: "#f6f4ee", roof: "#55504a", door: "#2f4f6f" },
  ],
  [
    "homes/keyhouse-realty/lake-cottage",
    "A small lake cottage with a front porch, a lawn down to the water and a dock",
    { style: "cottage", siding: "#5f8fa8", trim: "#f6f4ee", roof: "#3e4246", door: "#d9a441", extra: "lake" },
  ],
  [
    "homes/keyhouse-realty/contemporary-victor",
    "A contemporary house of stacked boxes, wood cladding and wide windows, at dusk",
    { style: "contemporary", siding: "#e6e2da", trim: "#2b2b2b", roof: "#2b2b2b", door: "#2b2b2b", season: "dusk" },
  ],
  [
    "homes/keyhouse-realty/townhouse-brighton",
    "A row of three gabled townhouses in soft colours, each with its own front door",
    { style: "townhouses", siding: "#d8c7a8", trim: "#ffffff", roof: "#4a4e54", door: "#3f6e4a" },
  ],
  // The home page's hero: the six above are its "Recently sold" gallery, each beside its own caption.
  [
    "homes/keyhouse-realty/queen-anne-village",
    "A slate-blue Queen Anne with a round turret and cream trim among autumn maples",
    { style: "queen-anne", siding: "#5b6f8a", trim: "#f3ead2", roof: "#3b3440", door: "#b5532f", season: "autumn" },
  ],
  [
    "homes/keyhouse-realty/farmhouse-mendon",
    "A butter-yellow farmhouse with a wide front porch and a blue door",
    { style: "farmhouse", siding: "#e2cf92", trim: "#ffffff", roof: "#4a4e54", door: "#2f5d7c" },
  ],
  [
    "homes/keyhouse-realty/cottage-brighton",
    "A small sage-green cottage with a red door and a front porch, maples turning",
    { style: "cottage", siding: "#8fa383", trim: "#ffffff", roof: "#3e4246", door: "#9b2f2a", season: "autumn" },
  ],
  // The home page's hero: the three after it are its "Recent projects", each beside its own caption.
  [
    "homes/brushline-painting/red-cottage-winter",
    "A cottage painted barn red with crisp white trim, bright against the snow",
    { style: "cottage", siding: "#9b2f2a", trim: "#ffffff", roof: "#33373c", door: "#1f1f22", season: "winter" },
  ],
  [
    "homes/brushline-painting/queen-anne",
    "A freshly painted Queen Anne with a round turret, in deep green with cream trim",
    { style: "queen-anne", siding: "#3f6b5a", trim: "#f3ead2", roof: "#5a3a32", door: "#8c2f2a" },
  ],
  [
    "homes/brushline-painting/colonial-exterior",
    "A colonial repainted in slate blue with crisp white trim and black shutters",
    { style: "colonial", siding: "#6f8aa3", trim: "#ffffff", roof: "#2f3338", door: "#1f1f22" },
  ],
  [
    "homes/brushline-painting/cedar-deck",
    "A farmhouse with a newly stained cedar deck across the back",
    { style: "farmhouse", siding: "#efe9dc", trim: "#ffffff", roof: "#3f4448", door: "#2f5d7c", extra: "deck" },
  ],
  [
    "homes/maple-row-rentals/townhouses",
    "The townhouse apartments of Maple Row, three front doors under gabled roofs",
    { style: "townhouses", siding: "#b9c4cf", trim: "#ffffff", roof: "#3b4046", door: "#7a2f2a", season: "autumn" },
  ],
  // The other Canal View Lane row, so the two Fairport townhomes do not share one picture in the list of homes.
  [
    "homes/maple-row-rentals/canal-view-lane-20",
    "20 Canal View Lane, a row of gabled townhomes in sage-green siding with white trim",
    { style: "townhouses", siding: "#9fb08f", trim: "#ffffff", roof: "#3b4046", door: "#2f4f6f", season: "autumn" },
  ],
  [
    "homes/maple-row-rentals/park-avenue-418",
    "418 Park Avenue, a red-brick apartment house with white trim and a green door, maples turning",
    { style: "colonial", siding: "#9a4a38", trim: "#f4efe4", roof: "#3b3f44", door: "#2f5a3f", season: "autumn" },
  ],
  [
    "homes/maple-row-rentals/park-avenue-392",
    "392 Park Avenue, a tan brick house with a black door behind autumn trees",
    { style: "tudor", siding: "#b98a5e", trim: "#f4efe4", roof: "#3b3f44", door: "#1f1f22", season: "autumn" },
  ],
  [
    "homes/maple-row-rentals/hickory-street-61",
    "61 Hickory Street, a grey cottage-style house with a yellow door and a porch",
    { style: "cottage", siding: "#8d969e", trim: "#ffffff", roof: "#3e4246", door: "#e3b53a", season: "autumn" },
  ],
  [
    "homes/maple-row-rentals/boardman-street-88",
    "88 Boardman Street, a two-family house with a wide front porch, upper and lower flats",
    { style: "farmhouse", siding: "#d8c7a8", trim: "#ffffff", roof: "#4a4e54", door: "#7a2f2a", season: "autumn" },
  ],
  [
    "homes/maple-row-rentals/rockingham-street-34",
    "34 Rockingham Street, a green Queen Anne double with cream trim and a round turret",
    { style: "queen-anne", siding: "#5f7d62", trim: "#f3ead2", roof: "#4a3a32", door: "#8c2f2a", season: "autumn" },
  ],
  [
    "homes/lakeside-bungalow/bungalow",
    "The Lakeside Bungalow: a porch facing the lake, lawn and dock in front",
    { style: "cottage", siding: "#c9a26b", trim: "#fbf7ee", roof: "#4a3f36", door: "#2f6f6a", extra: "lake", season: "dusk" },
  ],
  [
    "homes/homeward-mortgage/farmhouse-fence",
    "A white farmhouse with a wide front porch behind a picket fence",
    { style: "farmhouse", siding: "#f7f4ec", trim: "#ffffff", roof: "#5a6470", door: "#b5532f", extra: "fence" },
  ],
  [
    "homes/gentle-wash/clean-colonial",
    "A colonial with bright clean siding and a spotless roof on a sunny day",
    { style: "colonial", siding: "#e9e4d6", trim: "#ffffff", roof: "#6b6f76", door: "#2f5d7c" },
  ],
  [
    "homes/spotless-home-cleaning/cottage",
    "A tidy cottage with a porch and a yellow door",
    { style: "cottage", siding: "#d9e3e8", trim: "#ffffff", roof: "#4f5a64", door: "#e3b53a", extra: "fence" },
  ],
  [
    "homes/hearthstone-home/ranch-deck",
    "A ranch house with a new two-level composite deck",
    { style: "ranch", siding: "#c9c0ae", trim: "#ffffff", roof: "#4a4540", door: "#7a2f2a", extra: "deck" },
  ],
  [
    "homes/hearthstone-home/farmhouse-porch",
    "A farmhouse with a new screened front porch in late autumn",
    { style: "farmhouse", siding: "#a64b3c", trim: "#f4efe4", roof: "#3b3f44", door: "#1f3b2d", season: "autumn" },
  ],
  [
    "homes/cornerstone-insurance/colonial-winter",
    "A colonial house in winter, snow on the lawn and the trees bare",
    { style: "colonial", siding: "#d9c9a8", trim: "#ffffff", roof: "#3b3f44", door: "#2f4f6f", season: "winter" },
  ],
  [
    "homes/drycore-basements/ranch-winter",
    "A brick-red ranch house after a snowfall",
    { style: "ranch", siding: "#9a5a43", trim: "#f4efe4", roof: "#3b3f44", door: "#f2efe6", season: "winter" },
  ],
];

export const HOME_IMAGES: Record<string, DemoImage> = Object.fromEntries(
  HOMES.map(([key, alt, spec]) => [
    key,
    { source: drawn(HOUSE.width, HOUSE.height, () => house(key, spec)), alt: `Illustration: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`, credit },
  ]),
);
