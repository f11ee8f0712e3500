import type { DemoImage } from "./types";

/** Every picture the demo deployment uses, by key ("restaurant/dish-short-rib"). */
export const DEMO_IMAGES: Record<string, DemoImage> = {};
