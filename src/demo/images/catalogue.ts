import { ART_IMAGES } from "./entries/art";
import { FOOD_IMAGES } from "./entries/food";
import { HOME_IMAGES } from "./entries/homes";
import { LOGO_IMAGES } from "./entries/logos";
import { PEOPLE_IMAGES } from "./entries/people";
import { PHOTO_IMAGES } from "./entries/photos";
import { ROOM_IMAGES } from "./entries/rooms";
import { TATTOO_IMAGES } from "./entries/tattoo";
import type { DemoImage } from "./types";

/** Merges the sets, refusing a key that two of them define. */
function merge(...sets: Array<Record<string, DemoImage>>): Record<string, DemoImage> {
  const all: Record<string, DemoImage> = {};
  for (const set of sets) {
    for (const [key, image] of Object.entries(set)) {
      if (all[key]) throw new Error(`Demo image ${key} is defined twice`);
      all[key] = image;
    }
  }
  return all;
}

/** Every picture the demo deployment uses, by key ("restaurant/dish-short-rib"). */
export const DEMO_IMAGES: Record<string, DemoImage> = merge(
  PHOTO_IMAGES,
  ART_IMAGES,
  TATTOO_IMAGES,
  FOOD_IMAGES,
  PEOPLE_IMAGES,
  HOME_IMAGES,
  ROOM_IMAGES,
  LOGO_IMAGES,
);
