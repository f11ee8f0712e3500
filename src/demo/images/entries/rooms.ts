import { room, ROOM, type RoomSpec } from "../generated/rooms";
import type { DemoImage } from "../types";
import { drawn, drawnFor } from "./credit";

const credit = drawnFor("rooms");

/** Rooms of the homes Maple Row Rentals lists (src/modules/templates/showroom/maple-row-rentals.ts). */
const ROOMS: Array<[string, string, RoomSpec]> = [
  [
    "rooms/maple-row-rentals/park-avenue-418-living",
    "The living room at 418 Park Avenue, Apartment 2: a blue sofa, oak floor and a tall window onto maples",
    { kind: "living", wall: "#efe7da", floor: "oak", accent: "#3f6e8c", season: "autumn" },
  ],
  [
    "rooms/maple-row-rentals/park-avenue-418-kitchen",
    "The kitchen at 418 Park Avenue, Apartment 2: white cabinets, a gas range and a sink under the window",
    { kind: "kitchen", wall: "#f4efe6", floor: "tile", accent: "#f7f5f0", season: "autumn" },
  ],
  [
    "rooms/maple-row-rentals/park-avenue-392-studio",
    "The studio at 392 Park Avenue: a rust-red sofa, walnut floor and a window onto the street",
    { kind: "living", wall: "#f1e9dc", floor: "walnut", accent: "#a4553c", season: "autumn" },
  ],
  [
    "rooms/maple-row-rentals/hickory-street-61-bedroom",
    "The bedroom at 61 Hickory Street: a bed with a sage cover, a nightstand lamp and a window onto trees",
    { kind: "bedroom", wall: "#eef0ea", floor: "oak", accent: "#8aa37a", season: "autumn" },
  ],
  [
    "rooms/maple-row-rentals/boardman-street-88-living",
    "The living room of the upper flat at 88 Boardman Street: a green sofa on an oak floor",
    { kind: "living", wall: "#f3ece0", floor: "oak", accent: "#5f7d62", season: "autumn" },
  ],
  [
    "rooms/maple-row-rentals/boardman-street-88-kitchen",
    "The kitchen of the upper flat at 88 Boardman Street: sage-green cabinets and a window over the sink",
    { kind: "kitchen", wall: "#f6f1e7", floor: "tile", accent: "#a9b79a", season: "autumn" },
  ],
  [
    "rooms/maple-row-rentals/rockingham-street-34-bedroom",
    "A bedroom of the lower flat at 34 Rockingham Street: a bed with a blue cover by the window",
    { kind: "bedroom", wall: "#ece8f0", floor: "walnut", accent: "#4f6d8f", season: "autumn" },
  ],
  [
    "rooms/maple-row-rentals/canal-view-lane-12-kitchen",
    "The kitchen of the townhome at 12 Canal View Lane: navy cabinets, a range and a window onto the yard",
    { kind: "kitchen", wall: "#f4f1ea", floor: "tile", accent: "#34495e", season: "autumn" },
  ],
  [
    "rooms/maple-row-rentals/canal-view-lane-12-living",
    "The living room of the townhome at 12 Canal View Lane: a grey sofa on a walnut floor",
    { kind: "living", wall: "#ede6da", floor: "walnut", accent: "#6b6f76", season: "autumn" },
  ],
  [
    "rooms/maple-row-rentals/canal-view-lane-20-bedroom",
    "The main bedroom of the townhome at 20 Canal View Lane: a bed with a rose cover and a reading lamp",
    { kind: "bedroom", wall: "#f3ebe6", floor: "oak", accent: "#b0676f", season: "autumn" },
  ],
];

/** The Lakeside Bungalow's own (src/modules/templates/showroom/lakeside-bungalow.ts): its gallery, as the hero shows the dock. */
const BUNGALOW_ROOMS: Array<[string, string, RoomSpec]> = [
  [
    "rooms/lakeside-bungalow/living-room",
    "The bungalow's living room: warm pine-toned walls, a teal sofa on an oak floor and a window onto the trees",
    { kind: "living", wall: "#d8b07a", floor: "oak", accent: "#2f6f6a", season: "summer" },
  ],
];

export const ROOM_IMAGES: Record<string, DemoImage> = Object.fromEntries(
  [...ROOMS, ...BUNGALOW_ROOMS].map(([key, alt, spec]) => [
    key,
    { source: drawn(ROOM.width, ROOM.height, () => room(key, spec)), alt: `Illustration: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`, credit },
  ]),
);
