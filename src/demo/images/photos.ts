/**
 * The photographs the demo uses, each taken from a Debian package that
 * carries it under a free licence. scripts/demo-photos.ts downloads those
 * packages, resizes each file to photos/{name}.jpg and strips its metadata;
 * the catalogue reads this list for the alt text and the credit.
 */
export interface DemoPhoto {
  /** The catalogue key, and the file photos/{key with "/" as "-"}.jpg. */
  key: string;
  /** The Debian package (bookworm) and the file inside it. */
  pkg: string;
  path: string;
  alt: string;
  author: string;
  licence: string;
  focal?: { x: number; y: number };
}

const LOMIRI_16 = "/usr/share/backgrounds/";
const LXQT = "/usr/share/lxqt/wallpapers/";
const MATE = "/usr/share/backgrounds/mate/nature/";
const PLASMA = "/usr/share/wallpapers/";
const PALAPELI = "/usr/share/palapeli/collection/";
const SKIMAGE = "/usr/lib/python3/dist-packages/skimage/data/";

export const DEMO_PHOTOS: readonly DemoPhoto[] = [
  // Water, hills and sky.
  { key: "landscape/lake-boats-sunset", pkg: "plasma-workspace-wallpapers", path: `${PLASMA}EveningGlow/contents/images/2560x1600.jpg`, alt: "Wooden rowing boats pulled up on a lake shore under an orange sunset", author: "Ian Hex", licence: "LGPL-3.0", focal: { x: 0.45, y: 0.6 } },
  { key: "landscape/dock-evening", pkg: "plasma-workspace-wallpapers", path: `${PLASMA}BytheWater/contents/images/2560x1600.jpg`, alt: "Weathered dock boards running out to calm water in the evening light", author: "Maciej Wiklo", licence: "LGPL-3.0", focal: { x: 0.5, y: 0.6 } },
  { key: "landscape/pier-fog", pkg: "plasma-workspace-wallpapers", path: `${PLASMA}ColdRipple/contents/images/2560x1600.jpg`, alt: "A wooden pier reaching into a still, fog-covered lake", author: "Risto Saukonpää", licence: "LGPL-3.0", focal: { x: 0.5, y: 0.6 } },
  { key: "landscape/lake-blue-hour", pkg: "plasma-workspace-wallpapers", path: `${PLASMA}DarkestHour/contents/images/2560x1600.jpg`, alt: "A calm lake and a wooded far shore in deep blue light before dawn", author: "Risto Saukonpää", licence: "LGPL-3.0" },
  { key: "landscape/lake-dusk", pkg: "plasma-workspace-wallpapers", path: `${PLASMA}summer_1am/contents/images/2560x1600.jpg`, alt: "A summer lake at dusk, reeds on the far shore and a pink sky reflected in the water", author: "Risto Saukonpää", licence: "LGPL-3.0" },
  { key: "landscape/forest-path", pkg: "plasma-workspace-wallpapers", path: `${PLASMA}Path/contents/images/2560x1600.jpg`, alt: "A narrow trail through a mossy spruce forest", author: "Risto Saukonpää", licence: "LGPL-3.0", focal: { x: 0.55, y: 0.7 } },
  { key: "landscape/treetops-aerial", pkg: "plasma-workspace-wallpapers", path: `${PLASMA}OneStandsOut/contents/images/2560x1600.jpg`, alt: "Looking straight down on green treetops, one of them turned orange", author: "Risto Saukonpää", licence: "LGPL-3.0" },
  { key: "landscape/shore-aerial", pkg: "plasma-workspace-wallpapers", path: `${PLASMA}Volna/contents/images/5120x2880.jpg`, alt: "A sandy shore and breaking surf seen from high above", author: "Nikita Babin", licence: "CC-BY-SA-4.0" },
  { key: "landscape/fallen-leaf", pkg: "plasma-workspace-wallpapers", path: `${PLASMA}FallenLeaf/contents/images/2560x1600.jpg`, alt: "A single maple leaf on the ground among autumn leaves, lit by low sun", author: "Martin Klapetek", licence: "LGPL-3.0" },
  { key: "landscape/autumn-mountain", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}aitzgorri_by_Aitzol_Berasategi.jpg`, alt: "An autumn beech wood and green pasture below a limestone ridge", author: "Aitzol Berasategi", licence: "CC-BY-4.0" },
  { key: "landscape/mountain-track", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}picosdeeuropa_by_Aitzol_Berasategi.jpg`, alt: "A dirt track crossing a high meadow towards snowy peaks", author: "Aitzol Berasategi", licence: "CC-BY-4.0" },
  { key: "landscape/forest-stream", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}life_by_Aitzol_Berasategi.jpg`, alt: "A stream stepping down over mossy rocks in a leafy gorge", author: "Aitzol Berasategi", licence: "CC-BY-4.0" },
  { key: "landscape/hilltop-sunset", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}sunset_by_Aitzol_Berasategi.jpg`, alt: "The sun setting over layered hills, seen from a rocky hilltop", author: "Aitzol Berasategi", licence: "CC-BY-4.0", focal: { x: 0.5, y: 0.4 } },
  { key: "landscape/dandelion-field", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}seeding_by_Clements_Engelhardt.jpg`, alt: "Dandelion seed heads glowing in a field at sunset", author: "Clemens Engelhardt", licence: "CC0-1.0", focal: { x: 0.35, y: 0.5 } },
  { key: "landscape/bridge-cables", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}Bridge_by_Sander_Klootwijk.jpg`, alt: "Steel cables of a bridge crossing a wide sky above a flat shoreline", author: "Sander Klootwijk", licence: "CC-BY-SA-4.0" },
  { key: "landscape/sunset-clouds", pkg: "lxqt-themes", path: `${LXQT}after-the-rain.jpg`, alt: "Storm clouds lit orange by the setting sun above a dark ridge", author: "stefonarch (LXQt)", licence: "CC-BY-SA-3.0" },
  { key: "landscape/valley-light", pkg: "lxqt-themes", path: `${LXQT}beam.png`, alt: "Sunbeams breaking through heavy cloud over a misty valley", author: "stefonarch (LXQt)", licence: "CC-BY-SA-3.0" },
  { key: "landscape/meadow-flowers", pkg: "lxqt-themes", path: `${LXQT}flowers.png`, alt: "Wildflowers in a spring meadow, purple and pink among long grass", author: "stefonarch (LXQt)", licence: "CC-BY-SA-3.0" },
  { key: "landscape/field-fog", pkg: "lxqt-themes", path: `${LXQT}fog.jpg`, alt: "Morning fog rolling over a harvested field and a wooded hill", author: "stefonarch (LXQt)", licence: "CC-BY-SA-3.0" },
  { key: "landscape/green-hills", pkg: "lxqt-themes", path: `${LXQT}this-is-not-windows.jpg`, alt: "Rolling green hills under a clear blue sky, a line of trees on the ridge", author: "stefonarch (LXQt)", licence: "CC-BY-SA-3.0" },
  { key: "landscape/dune-grass", pkg: "mate-backgrounds", path: `${MATE}Dune.jpg`, alt: "Dry dune grass against a blue sea and sky", author: "Marco Cogoni and Hylke Bons", licence: "GPL-2.0-or-later" },
  { key: "landscape/storm-road", pkg: "mate-backgrounds", path: `${MATE}Storm.jpg`, alt: "A dark storm front over an empty road across flat land", author: "Sergey Nazarov", licence: "GPL-2.0-or-later" },
  { key: "landscape/river-bridge-night", pkg: "palapeli-data", path: `${PALAPELI}cincinnati-bridge.jpg`, alt: "A stone-towered suspension bridge lit up at night over a river", author: "Derek Jensen", licence: "Public domain" },
  // Close-ups of plants and animals.
  { key: "nature/apple-blossom", pkg: "lxqt-themes", path: `${LXQT}appleflower.png`, alt: "A sprig of pink apple blossom against a soft green background", author: "stefonarch (LXQt)", licence: "CC-BY-SA-3.0", focal: { x: 0.65, y: 0.4 } },
  { key: "nature/swallowtail", pkg: "lxqt-themes", path: `${LXQT}butterfly.png`, alt: "A swallowtail butterfly feeding on a purple flower", author: "stefonarch (LXQt)", licence: "CC-BY-SA-3.0", focal: { x: 0.5, y: 0.45 } },
  { key: "nature/dew-drop", pkg: "lxqt-themes", path: `${LXQT}drop.png`, alt: "A drop of dew hanging from the tip of a curved grass blade", author: "stefonarch (LXQt)", licence: "CC-BY-SA-3.0", focal: { x: 0.55, y: 0.45 } },
  { key: "nature/water-splash", pkg: "mate-backgrounds", path: `${MATE}Aqua.jpg`, alt: "A drop of water splashing into a clear pool", author: "Charles Barbin", licence: "GPL-2.0-or-later", focal: { x: 0.75, y: 0.5 } },
  { key: "nature/leaf-veins", pkg: "mate-backgrounds", path: `${MATE}Blinds.jpg`, alt: "Close-up of a bright green leaf and its parallel veins", author: "Lennart Poettering and Andrea Cimitan", licence: "GPL-2.0-or-later" },
  { key: "nature/orange-gerbera", pkg: "mate-backgrounds", path: `${MATE}FreshFlower.jpg`, alt: "Close-up of an orange gerbera daisy", author: "Jens Ansorg", licence: "GPL-2.0-or-later" },
  { key: "nature/marigold", pkg: "mate-backgrounds", path: `${MATE}Garden.jpg`, alt: "A red and gold marigold in a summer garden", author: "Charles Barbin", licence: "GPL-2.0-or-later", focal: { x: 0.6, y: 0.5 } },
  { key: "nature/lawn", pkg: "mate-backgrounds", path: `${MATE}GreenMeadow.jpg`, alt: "Fresh green grass blades, close up", author: "Timothy Schellhase and Lapo Calamandrei", licence: "GPL-2.0-or-later" },
  { key: "nature/ladybird", pkg: "mate-backgrounds", path: `${MATE}LadyBird.jpg`, alt: "A ladybird climbing a grass stem among forget-me-nots", author: "Charles Barbin", licence: "GPL-2.0-or-later", focal: { x: 0.7, y: 0.45 } },
  { key: "nature/raindrops-leaf", pkg: "mate-backgrounds", path: `${MATE}RainDrops.jpg`, alt: "Raindrops beaded on broad green leaves", author: "blackcombwhistler07", licence: "GPL-2.0-or-later" },
  { key: "nature/seed-heads", pkg: "mate-backgrounds", path: `${MATE}TwoWings.jpg`, alt: "Two dandelion seeds caught on an orange flower", author: "Charles Barbin and Hylke Bons", licence: "GPL-2.0-or-later", focal: { x: 0.55, y: 0.5 } },
  { key: "nature/yellow-flower", pkg: "mate-backgrounds", path: `${MATE}YellowFlower.jpg`, alt: "Close-up of a yellow flower's petals and centre", author: "Charles Barbin", licence: "GPL-2.0-or-later", focal: { x: 0.65, y: 0.55 } },
  { key: "nature/honey-bee", pkg: "palapeli-data", path: `${PALAPELI}european-honey-bee.jpg`, alt: "A honey bee gathering pollen from a purple aster", author: "John Severns", licence: "Public domain", focal: { x: 0.4, y: 0.45 } },
  { key: "nature/dragonfly", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}Dragonfly_by_Bolly.jpg`, alt: "A dragonfly resting on a branch among green leaves", author: "Bolly", licence: "CC-BY-SA-4.0" },
  { key: "nature/nuthatch", pkg: "lomiri-wallpapers-20.04", path: "/usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg", alt: "A nuthatch clinging to the bark of a tree trunk", author: "Lukas Baubkus", licence: "CC-BY-SA-3.0", focal: { x: 0.6, y: 0.5 } },
  { key: "nature/dog-at-window", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}friends_by_Aitzol_Berasategi.jpg`, alt: "Two spaniels looking out over the half door of a wooden shed", author: "Aitzol Berasategi", licence: "CC-BY-4.0", focal: { x: 0.5, y: 0.4 } },
  { key: "nature/tabby-cat", pkg: "python3-skimage", path: `${SKIMAGE}chelsea.png`, alt: "A tabby cat looking to one side", author: "Stefan van der Walt", licence: "CC0-1.0" },
  // Food and drink.
  { key: "food/espresso", pkg: "python3-skimage", path: `${SKIMAGE}coffee.png`, alt: "A cup of espresso on a red saucer on a wooden table", author: "Rachel Michetti, courtesy of Pikolo Espresso Bar", licence: "CC0-1.0" },
  { key: "food/fig-on-red-plate", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}Picture_0B_by_freespace.jpg`, alt: "A halved fresh fig in a red enamel bowl on grey stone", author: "Trevor (Freespace)", licence: "CC-BY-4.0", focal: { x: 0.6, y: 0.5 } },
  { key: "food/citrus-slices", pkg: "palapeli-data", path: `${PALAPELI}citrus-fruits.jpg`, alt: "Slices of orange, lemon and lime laid out on a light table", author: "US Department of Agriculture", licence: "Public domain" },
  { key: "food/wine-by-the-fire", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}Wine_by_Jakkub_Mede.jpg`, alt: "A bottle of red wine and a glass on a low wooden table by a floor cushion", author: "Jakub Mede", licence: "CC-BY-4.0", focal: { x: 0.5, y: 0.45 } },
  // Materials and things.
  { key: "texture/wood-boards", pkg: "mate-backgrounds", path: `${MATE}Wood.jpg`, alt: "Pale weathered wooden boards", author: "Jean-François Fortin Tam", licence: "GPL-2.0-or-later" },
  { key: "texture/brick-wall", pkg: "python3-skimage", path: `${SKIMAGE}brick.png`, alt: "A section of brick wall in long, narrow courses", author: "CC0Textures (Bricks25)", licence: "CC0-1.0" },
  { key: "things/paint-brushes", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}Picture_1A_by_freespace.jpg`, alt: "A row of paint brushes with bristles dyed in bright colours", author: "Trevor (Freespace)", licence: "CC-BY-4.0" },
  { key: "things/wall-clock", pkg: "lomiri-wallpapers-16.04", path: `${LOMIRI_16}greentock_by_Peter_Nerlich.jpg`, alt: "A minimal wall clock face lit from the side", author: "Peter Nerlich", licence: "CC-BY-SA-4.0" },
  { key: "things/concrete-curves", pkg: "plasma-workspace-wallpapers", path: `${PLASMA}Grey/contents/images/2560x1600.jpg`, alt: "Curved concrete bands of a modern building facade in black and white", author: "Sigi Sagi", licence: "LGPL-3.0" },
];

/** Where a photo's file lives, relative to src/demo/images. */
export function photoFile(key: string): string {
  return `photos/${key.replaceAll("/", "-")}.jpg`;
}
