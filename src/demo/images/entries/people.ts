import { HAIR as H, portrait, PORTRAIT, SKIN as S, type Person } from "../generated/portraits";
import type { DemoImage } from "../types";
import { drawn, drawnFor } from "./credit";

const credit = drawnFor("portraits");

/** Team members by site, and a few customers for testimonials: key, name or description, features. */
const PEOPLE: Array<[string, string, Person]> = [
  [
    "people/brightside-dental/elena-marsh",
    "Dr. Elena Marsh",
    { skin: S.light, hair: H.brown, style: "bob", clothes: "blazer", clothing: "#2f4858", background: "#cfe3e6", earrings: true, smile: "open" },
  ],
  [
    "people/brightside-dental/raj-patel",
    "Dr. Raj Patel",
    { skin: S.tan, hair: H.black, style: "side-part", glasses: "square", clothes: "scrubs", clothing: "#3b6e8f", background: "#d7e6ef", beard: "stubble" },
  ],
  [
    "people/brightside-dental/hannah-kowalski",
    "Dr. Hannah Kowalski",
    { skin: S.porcelain, hair: H.blonde, style: "ponytail", clothes: "scrubs", clothing: "#5b8c7a", background: "#f3dccf", smile: "open" },
  ],
  [
    "people/brightside-dental/maria-delgado",
    "Maria Delgado",
    { skin: S.olive, hair: H.darkBrown, style: "long", clothes: "scrubs", clothing: "#7a5d9a", background: "#e6dff0", earrings: true },
  ],
  [
    "people/brightside-dental/kayla-brooks",
    "Kayla Brooks",
    { skin: S.brown, hair: H.black, style: "curly", clothes: "scrubs", clothing: "#3f7f9f", background: "#fbe3c4", smile: "open" },
  ],
  [
    "people/brightside-dental/owen-farrell",
    "Owen Farrell",
    { skin: S.light, hair: H.brown, style: "short", clothes: "scrubs", clothing: "#4e6e8e", background: "#dbe8dd", beard: "full", smile: "open" },
  ],
  [
    "people/brightside-dental/denise-whitaker",
    "Denise Whitaker",
    { skin: S.deep, hair: H.grey, style: "bun", clothes: "scrubs", clothing: "#8a5a7a", background: "#e8e4d4", older: true, glasses: "round", smile: "open" },
  ],
  [
    "people/brightside-dental/jen-ruiz",
    "Jen Ruiz",
    { skin: S.olive, hair: H.auburn, style: "wavy", clothes: "sweater", clothing: "#c0713f", background: "#dfe9d6", glasses: "round" },
  ],
  [
    "people/granite-peak-equity/meg-hollis",
    "Margaret (Meg) Hollis",
    { skin: S.light, hair: H.grey, style: "bob", clothes: "blazer", clothing: "#23313f", background: "#d9dde2", older: true, earrings: true },
  ],
  [
    "people/granite-peak-equity/david-okafor",
    "David Okafor",
    { skin: S.deep, hair: H.black, style: "crop", clothes: "blazer", clothing: "#3a3f47", background: "#c9d3dc", beard: "stubble", smile: "open" },
  ],
  [
    "people/granite-peak-equity/thomas-brennan",
    "Thomas Brennan",
    { skin: S.porcelain, hair: H.white, style: "side-part", clothes: "blazer", clothing: "#2b3a52", background: "#e3ddd3", older: true, glasses: "square" },
  ],
  [
    "people/granite-peak-equity/priya-raman",
    "Priya Raman",
    { skin: S.tan, hair: H.black, style: "long", clothes: "blazer", clothing: "#6b2f3a", background: "#ead9d6", earrings: true, smile: "open" },
  ],
  [
    "people/granite-peak-equity/walt-kowalczyk",
    "Walt Kowalczyk",
    { skin: S.light, hair: H.grey, style: "bald", clothes: "shirt", clothing: "#5a7a9a", background: "#dfe3d8", older: true, beard: "moustache" },
  ],
  [
    "people/granite-peak-equity/jenna-alvarez",
    "Jenna Alvarez",
    { skin: S.olive, hair: H.darkBrown, style: "bun", clothes: "turtleneck", clothing: "#1f2a33", background: "#e9e2d6", earrings: true },
  ],
  [
    "people/quill-and-gavel-law/eleanor-marsh",
    "Eleanor Marsh",
    { skin: S.porcelain, hair: H.white, style: "bun", clothes: "blazer", clothing: "#4a2f3a", background: "#e8e0d2", older: true, glasses: "round" },
  ],
  [
    "people/quill-and-gavel-law/daniel-reyes",
    "Daniel Reyes",
    { skin: S.olive, hair: H.black, style: "short", clothes: "blazer", clothing: "#27384a", background: "#d3dbe0", beard: "full", smile: "open" },
  ],
  [
    "people/quill-and-gavel-law/hannah-lindqvist",
    "Hannah Lindqvist",
    { skin: S.porcelain, hair: H.blonde, style: "long", clothes: "sweater", clothing: "#6d8a96", background: "#eee5d8" },
  ],
  [
    "people/quill-and-gavel-law/corinne-abbott",
    "Corinne Abbott",
    { skin: S.brown, hair: H.darkBrown, style: "afro", clothes: "shirt", clothing: "#b5623b", background: "#f0e0cc", earrings: true, smile: "open" },
  ],
  [
    "people/tidy-acres/nicole-brandt",
    "Nicole Brandt",
    { skin: S.light, hair: H.brown, style: "ponytail", clothes: "tee", clothing: "#3f7a5a", background: "#dcebd8", smile: "open" },
  ],
  [
    "people/tidy-acres/aaron-brandt",
    "Aaron Brandt",
    { skin: S.light, hair: H.brown, style: "short", clothes: "tee", clothing: "#3f7a5a", background: "#e6e1cf", beard: "full" },
  ],
  [
    "people/tidy-acres/tasha-reyes",
    "Tasha Reyes",
    { skin: S.tan, hair: H.black, style: "curly", clothes: "sweater", clothing: "#d0a440", background: "#f4e6cd", glasses: "round", smile: "open" },
  ],
  [
    "people/tidy-acres/luke-ferro",
    "Luke Ferro",
    { skin: S.olive, hair: H.darkBrown, style: "crop", clothes: "tee", clothing: "#6a6f3a", background: "#d9e4cf", beard: "stubble" },
  ],
  [
    "people/ironpetal-tattoo/rowan-pike",
    "Rowan Pike",
    { skin: S.porcelain, hair: H.auburn, style: "crop", clothes: "apron", clothing: "#c9c2b4", background: "#dfe7dc", earrings: true },
  ],
  [
    "people/ironpetal-tattoo/marisol-vega",
    "Marisol Vega",
    { skin: S.olive, hair: H.black, style: "wavy", clothes: "tee", clothing: "#1f1f22", background: "#f2d3c8", earrings: true, smile: "open" },
  ],
  [
    "people/ironpetal-tattoo/theo-lindqvist",
    "Theo Lindqvist",
    { skin: S.light, hair: H.darkBrown, style: "short", clothes: "tee", clothing: "#2a2a2a", background: "#d8d8d4", beard: "full" },
  ],
  [
    "people/june-park/june-park",
    "June Park",
    { skin: S.light, hair: H.black, style: "bob", clothes: "sweater", clothing: "#3f6f7a", background: "#d5e6e3", glasses: "round", smile: "open" },
  ],
  [
    "people/customers/customer-1",
    "a smiling customer with short grey hair",
    { skin: S.light, hair: H.grey, style: "short", clothes: "sweater", clothing: "#8a4f3a", background: "#efe3d3", older: true, smile: "open" },
  ],
  [
    "people/customers/customer-2",
    "a customer with long dark hair",
    { skin: S.tan, hair: H.darkBrown, style: "long", clothes: "shirt", clothing: "#4f7a8a", background: "#dde8ea" },
  ],
  [
    "people/customers/customer-3",
    "a bearded customer in a flannel shirt",
    { skin: S.porcelain, hair: H.auburn, style: "short", clothes: "shirt", clothing: "#9a3b32", background: "#ece2d2", beard: "full", smile: "open" },
  ],
  [
    "people/customers/customer-4",
    "a customer with curly hair and glasses",
    { skin: S.deep, hair: H.black, style: "afro", clothes: "sweater", clothing: "#c99a3a", background: "#f1e4cc", glasses: "square", smile: "open" },
  ],
  [
    "people/customers/customer-5",
    "a customer with a blonde bob",
    { skin: S.porcelain, hair: H.blonde, style: "bob", clothes: "turtleneck", clothing: "#5a6e5a", background: "#e0e8dc" },
  ],
  [
    "people/customers/customer-6",
    "a customer with a neat moustache",
    { skin: S.brown, hair: H.black, style: "crop", clothes: "shirt", clothing: "#2f4f6f", background: "#d9e0ea", beard: "moustache", smile: "open" },
  ],
];

export const PEOPLE_IMAGES: Record<string, DemoImage> = Object.fromEntries(
  PEOPLE.map(([key, who, person]) => [
    key,
    {
      source: drawn(PORTRAIT.width, PORTRAIT.height, () => portrait(person)),
      alt: `Illustrated portrait of ${who}`,
      credit,
      focal: { x: 0.5, y: 0.4 },
    },
  ]),
);
