import { blackwork, fineLine, FLASH, traditional } from "../generated/tattoo";
import type { DemoImage } from "../types";
import { drawn, drawnFor } from "./credit";

const credit = drawnFor("tattoo");

function flash(key: string, alt: string, svg: (key: string) => string): [string, DemoImage] {
  return [key, { source: drawn(FLASH.width, FLASH.height, () => svg(key)), alt, credit }];
}

/** Iron Petal's portfolios: one set of flash drawings for each artist. */
export const TATTOO_IMAGES: Record<string, DemoImage> = Object.fromEntries([
  flash("tattoo/rowan/wildflower-wrap", "Fine-line drawing of five Finger Lakes wildflowers on tall leafy stems", (k) => fineLine(k, "wildflowers")),
  flash("tattoo/rowan/fern-spine", "Fine-line drawing of a single fern frond, drawn to run down the spine", (k) => fineLine(k, "fern")),
  flash("tattoo/rowan/herb-garden-band", "Fine-line ankle band of rosemary, thyme and sage sprigs", (k) => fineLine(k, "herbs")),
  flash("tattoo/rowan/apple-branch", "Fine-line heirloom apple branch with two apples and blossoms, lightly tinted", (k) => fineLine(k, "apple")),
  flash("tattoo/rowan/hemlock-ridge", "Fine-line circle framing a ridge line, a low sun and three hemlocks", (k) => fineLine(k, "hemlock")),
  flash("tattoo/rowan/birth-month-flowers", "Fine-line bouquet of four birth-month flowers tied with a ribbon, in soft pink and green washes", (k) =>
    fineLine(k, "birth-flowers"),
  ),
  flash("tattoo/marisol/rose-and-dagger", "Traditional tattoo flash: a red rose pierced by a dagger with a gold guard, in bold black outline", (k) =>
    traditional(k, "rose-dagger"),
  ),
  flash("tattoo/marisol/sacred-heart", "Traditional sacred heart in red with gold rays, flames and a crown of thorns", (k) => traditional(k, "sacred-heart")),
  flash("tattoo/marisol/trout-and-lure", "Bold-colour brook trout leaping at a spoon lure above blue waves", (k) => traditional(k, "trout-lure")),
  flash("tattoo/marisol/swallow-banner", "Traditional blue swallow over a banner reading Safe Home", (k) => traditional(k, "swallow")),
  flash("tattoo/marisol/snake-and-peony", "Green snake coiled around a pink peony, traditional style", (k) => traditional(k, "snake-peony")),
  flash("tattoo/marisol/flash-sheet", "A traditional flash sheet: rose, dagger, heart with banner, swallow, moon and stars", (k) =>
    traditional(k, "flash-sheet"),
  ),
  flash("tattoo/theo/mandala", "Blackwork mandala of rings of petals, dots and triangles", (k) => blackwork(k, "mandala")),
  flash("tattoo/theo/blackwork-landscape", "Blackwork landscape in a circle: mountains, pines, a crescent moon and stars in solid black", (k) =>
    blackwork(k, "landscape"),
  ),
  flash("tattoo/theo/ornamental-sternum", "Ornamental sternum design: a symmetric black wing shape, a small mandala and a hanging drop", (k) =>
    blackwork(k, "sternum"),
  ),
  flash("tattoo/theo/moon-phases", "Blackwork moon phases stacked vertically, with dotwork stars", (k) => blackwork(k, "moon-phases")),
  flash("tattoo/theo/blackwork-botanical", "Solid black leaves fanning out from one stem, veins left bare", (k) => blackwork(k, "botanical")),
  flash("tattoo/theo/geometric-band", "Geometric forearm band of black triangles between bold and dotted lines", (k) => blackwork(k, "band")),
]);
