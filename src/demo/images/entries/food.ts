import { cafeDrink, DISH, dish, PARTS as P, wineFlight, type Dish, type Table } from "../generated/food";
import type { DemoImage } from "../types";
import { drawn, drawnFor } from "./credit";

/** Each kitchen's own table and plates, so one site's dishes never pass for another's. */
const TABLES = {
  "copper-kettle": { surface: "wood", color: "#5e4130", plate: "#f3ece0", rim: "#b8734a", napkin: "#c9b79a" },
  "lakeview-grill": { surface: "wood", color: "#a8855f", plate: "#ffffff", rim: "#2f5d7c", napkin: "#2f5d7c" },
  "olive-and-ash": { surface: "stone", color: "#3a3835", plate: "#dcc7aa" },
  "route-14-diner": { surface: "formica", color: "#cfe0da", plate: "#fdfbf5", rim: "#3b7f7a" },
  "rolling-taco": { surface: "paper", color: "#d6b98c", plate: "#2f8f83", rim: "#f5f1e6" },
  "grand-oak-banquets": { surface: "linen", color: "#f1ede4", plate: "#ffffff", rim: "#c9a55a", napkin: "#1f3b2d" },
  "corkscrew-wine-bar": { surface: "marble", color: "#e6e2dc", plate: "#f5f2ec" },
  "daily-grind-coffee": { surface: "wood", color: "#4a3426", plate: "#efe9df" },
  "rise-bakehouse": { surface: "paper", color: "#eadfcb", plate: "#f7f3ea" },
} satisfies Record<string, Table>;

type Kitchen = keyof typeof TABLES;
const credit = drawnFor("food");

const LEMON = P.wedge("#f3d34a");
const LIME = P.wedge("#8cc152");
const FRIES = P.sticks("#f0c25a", 18, 150, 22);
const CARROTS = P.sticks("#e8833a", 6, 120, 24);
const BEANS = P.sticks("#4f8a3b", 10, 130, 12);

const dishes: Array<[Kitchen, string, string, Dish]> = [
  [
    "copper-kettle",
    "pot-roast",
    "Six-hour pot roast over mashed potatoes with glazed carrots and gravy",
    {
      vessel: "plate",
      parts: [
        [P.pool("#9a5a2c", 150), 40, 20],
        [P.braise, 60, 0, 0.9],
        [P.mash, -130, 40, 0.9],
        [CARROTS, 60, 170, 0.8],
        [P.herbs, 0, 0, 0.8],
      ],
    },
  ],
  [
    "copper-kettle",
    "chicken-and-dumplings",
    "A bowl of chicken and dumplings in a creamy broth with carrots and parsley",
    {
      vessel: "bowl",
      fill: "#e9cf96",
      parts: [
        [P.dots(["#faf4e4", "#f1e6c8"], 9, 38, 180), 0, 0],
        [P.dots(["#e8833a"], 10, 10, 200), 0, 0],
        [P.herbs, 0, 0, 1.2],
      ],
    },
  ],
  [
    "copper-kettle",
    "steelhead-trout",
    "Pan-seared steelhead trout with lemon, green beans and greens",
    {
      vessel: "plate",
      parts: [
        [BEANS, -100, 120, 0.9],
        [P.fillet("#e88a63", "#f7c7ae"), 30, -30],
        [LEMON, 190, 110, 0.8],
        [P.greens, -150, -80, 0.6],
      ],
    },
  ],
  [
    "copper-kettle",
    "riesling-mussels",
    "Riesling-steamed mussels in their broth, with herbs",
    {
      vessel: "bowl",
      fill: "#e8d6a0",
      parts: [
        [P.shells, 0, 0, 1.4],
        [P.herbs, 0, 0, 1.4],
      ],
    },
  ],
  [
    "copper-kettle",
    "kettle-fries",
    "A heap of kettle fries with a pot of ketchup",
    {
      vessel: "plate",
      parts: [
        [FRIES, -40, 0, 1.2],
        [P.pool("#ffffff", 90), 190, -120],
        [P.pool("#b3261e", 70), 190, -120],
      ],
    },
  ],
  [
    "copper-kettle",
    "apple-crisp",
    "Warm apple crisp in a cast-iron skillet with a scoop of vanilla ice cream",
    {
      vessel: "skillet",
      fill: "#b8692e",
      parts: [
        [P.dots(["#d9a05a", "#c7883e", "#e6b872"], 40, 22, 220), 0, 0],
        [P.pool("#f8f1e0", 80), 40, -30],
      ],
    },
  ],
  [
    "copper-kettle",
    "french-onion-soup",
    "French onion soup under a bubbling, browned cheese crust",
    { vessel: "bowl", fill: "#e9c46a", parts: [[P.dots(["#b86b2a", "#c98034", "#8f4e1e"], 26, 18, 200), 0, 0]] },
  ],
  [
    "copper-kettle",
    "buttermilk-pancakes",
    "A stack of buttermilk pancakes with butter, maple syrup and berries",
    {
      vessel: "plate",
      parts: [
        [P.stack("#7a3b12"), 0, 0],
        [P.dots(["#3b3f8f", "#5a5fb0", "#b3263a"], 12, 14, 260), 0, 40],
      ],
    },
  ],
  [
    "lakeview-grill",
    "lakeview-burger",
    "The Lakeview burger on a sesame bun with a pile of fries",
    {
      vessel: "plate",
      parts: [
        [FRIES, 170, 60, 0.9],
        [P.bun, -110, -20, 1.05],
        [P.sticks("#6c9a3a", 2, 90, 30), 200, -170, 1],
      ],
    },
  ],
  [
    "lakeview-grill",
    "fish-fry",
    "Friday fish fry: beer-battered haddock, fries, lemon and tartar sauce",
    {
      vessel: "plate",
      parts: [
        [FRIES, -120, 110, 0.8],
        [P.fillet("#d9a04a", "#b87a2e"), 40, -60, 1.05],
        [LEMON, 200, 150, 0.8],
        [P.pool("#f4f0dc", 55), -170, -140],
      ],
    },
  ],
  [
    "lakeview-grill",
    "wings",
    "A basket of glazed wings with celery and blue cheese",
    {
      vessel: "plate",
      parts: [
        [P.dots(["#c0501f", "#a8431a", "#d0662a"], 12, 42, 180), -50, 0],
        [P.sticks("#b8d98a", 5, 140, 20), 200, 60],
        [P.pool("#f3efe2", 60), 200, -150],
      ],
    },
  ],
  [
    "lakeview-grill",
    "grilled-salmon",
    "Grilled salmon with lemon and a green salad",
    {
      vessel: "plate",
      parts: [
        [P.greens, -130, 40, 1],
        [P.fillet("#f08a6a", "#fbd0bd"), 80, -20, 0.95],
        [LEMON, 180, 150, 0.7],
      ],
    },
  ],
  [
    "lakeview-grill",
    "clam-chowder",
    "A bowl of New England clam chowder with oyster crackers",
    {
      vessel: "bowl",
      fill: "#f1e8d2",
      parts: [
        [P.dots(["#e9dfc4", "#d9c89c"], 14, 22, 190), 0, 0],
        [P.herbs, 0, 0, 1],
        [P.dots(["#e8c98a"], 8, 16, 120), 60, 40],
      ],
    },
  ],
  [
    "lakeview-grill",
    "ribeye",
    "A grilled 14 oz ribeye with mashed potatoes and asparagus",
    {
      vessel: "plate",
      parts: [
        [P.seared, 60, -30, 1.1],
        [P.mash, -160, 80, 0.8],
        [BEANS, 90, 160, 0.8],
      ],
    },
  ],
  [
    "olive-and-ash",
    "hummus",
    "Hummus swirled with olive oil and paprika, chickpeas on top",
    {
      vessel: "plate",
      parts: [
        [P.swirl("#e3cfa4", "#b8a23a"), 0, 0, 1.6],
        [P.dots(["#c2452b"], 30, 4, 200), 0, 0],
        [P.dots(["#d9b978"], 9, 14, 90), 0, 0],
        [P.herbs, 0, 0, 1],
      ],
    },
  ],
  [
    "olive-and-ash",
    "baba-ghanoush",
    "Ember-roasted baba ghanoush with pomegranate seeds and olive oil",
    {
      vessel: "plate",
      parts: [
        [P.swirl("#a99479", "#9a8a2e"), 0, 0, 1.6],
        [P.dots(["#b3122e", "#d11e3f"], 30, 8, 180), 0, 0],
        [P.herbs, 0, 0, 1.2],
      ],
    },
  ],
  [
    "olive-and-ash",
    "zaatar-flatbread",
    "Za'atar flatbread from the wood oven, brushed with olive oil",
    { vessel: "none", parts: [[P.flatbread(["#4f6b2a", "#6d8a3a", "#3b5a22"], "#c99a4e"), 0, 0, 1.5]] },
  ],
  [
    "olive-and-ash",
    "whole-branzino",
    "Whole grilled branzino with charred lemon and herbs",
    {
      vessel: "plate",
      parts: [
        [P.wholeFish, 0, 0, 1.2],
        [LEMON, 180, 170, 0.8],
        [LEMON, -200, -160, 0.7],
        [P.herbs, 0, 0, 1.4],
      ],
    },
  ],
  [
    "olive-and-ash",
    "lamb-shoulder",
    "Slow-roasted lamb shoulder, sliced, with yogurt and herbs",
    {
      vessel: "plate",
      parts: [
        [P.pool("#f2eee4", 140), -60, 40],
        [P.slices, 40, -10, 1],
        [P.herbs, 0, 0, 1.2],
        [P.dots(["#b3122e"], 16, 7, 200), 0, 0],
      ],
    },
  ],
  [
    "olive-and-ash",
    "lamb-kofta",
    "Lamb kofta skewers with grilled peppers and tahini",
    {
      vessel: "plate",
      parts: [
        [P.pool("#e9dcc0", 120), 0, 120],
        [P.skewer(["#7a3f22", "#c0392b", "#7a3f22", "#e0a030"]), 0, -60],
        [P.skewer(["#7a3f22", "#3d7d3a", "#7a3f22", "#c0392b"]), 0, 60],
        [P.herbs, 0, 0, 1],
      ],
    },
  ],
  [
    "olive-and-ash",
    "fattoush",
    "Fattoush salad with tomatoes, cucumber and crisp pita",
    {
      vessel: "bowl",
      fill: "#4f7a35",
      parts: [
        [P.greens, 0, 0, 2],
        [P.dots(["#d63a2f", "#e24a3b"], 12, 20, 180), 0, 0],
        [P.dots(["#b9d98a"], 8, 18, 160), 0, 0],
        [P.crackers, -40, -30, 0.7],
      ],
    },
  ],
  [
    "route-14-diner",
    "two-eggs-bacon",
    "Two eggs sunny side up with bacon and buttered toast",
    {
      vessel: "plate",
      parts: [
        [P.eggs, -40, -100, 0.9],
        [P.bacon, 0, 90, 0.9],
        [P.crackers, 150, 20, 0.9],
      ],
    },
  ],
  [
    "route-14-diner",
    "pancake-stack",
    "A tall stack of diner pancakes with a pat of butter and syrup",
    { vessel: "plate", parts: [[P.stack("#6b2f0e"), 0, 0, 1.2]] },
  ],
  [
    "route-14-diner",
    "meatloaf",
    "Meatloaf with gravy, mashed potatoes and green beans",
    {
      vessel: "plate",
      parts: [
        [P.pool("#7a4a25", 120), 60, -40],
        [P.seared, 60, -40, 0.8],
        [P.mash, -150, 80, 0.8],
        [BEANS, 110, 170, 0.8],
      ],
    },
  ],
  [
    "rolling-taco",
    "al-pastor",
    "Three al pastor tacos with pineapple, onion and cilantro, lime on the side",
    {
      vessel: "plate",
      parts: [
        [P.tortilla(["#c2452b", "#e06a2a", "#f3d34a", "#3f7d32", "#f5f1e6"]), -60, -120, 0.95],
        [P.tortilla(["#c2452b", "#e06a2a", "#f3d34a", "#3f7d32"]), 0, 20, 0.95],
        [P.tortilla(["#c2452b", "#f3d34a", "#3f7d32", "#f5f1e6"]), 60, 160, 0.95],
        [LIME, 230, -140, 0.7],
      ],
    },
  ],
  [
    "rolling-taco",
    "carne-asada",
    "Carne asada tacos with salsa verde, onion and cilantro",
    {
      vessel: "plate",
      parts: [
        [P.tortilla(["#6b3a22", "#8a4b2a", "#4f8a3b", "#f5f1e6"]), -40, -90, 1],
        [P.tortilla(["#6b3a22", "#8a4b2a", "#4f8a3b", "#f5f1e6"]), 40, 90, 1],
        [LIME, 220, 170, 0.7],
        [P.pool("#6aa84f", 50), -240, 150],
      ],
    },
  ],
  [
    "rolling-taco",
    "baja-fish",
    "Baja fish tacos with crema, purple cabbage and lime",
    {
      vessel: "plate",
      parts: [
        [P.tortilla(["#d9a04a", "#7a2f7a", "#f5f1e6", "#4f8a3b"]), -50, -80, 1],
        [P.tortilla(["#d9a04a", "#7a2f7a", "#f5f1e6", "#4f8a3b"]), 50, 100, 1],
        [LIME, -220, 170, 0.7],
      ],
    },
  ],
  [
    "rolling-taco",
    "birria-quesatacos",
    "Birria quesatacos with a cup of consommé for dipping",
    {
      vessel: "plate",
      parts: [
        [P.tortilla(["#b8361f", "#8a2a18", "#f2c14e"]), -70, -60, 1],
        [P.tortilla(["#b8361f", "#8a2a18", "#f2c14e"]), -20, 110, 1],
        [P.pool("#f5f1e6", 100), 210, -60],
        [P.pool("#9c2f17", 86), 210, -60],
        [P.herbs, 210, -60, 0.5],
      ],
    },
  ],
  [
    "rolling-taco",
    "chips-and-guacamole",
    "Guacamole with tortilla chips and pico de gallo",
    {
      vessel: "plate",
      parts: [
        [P.swirl("#7fa63e", "#c2452b"), -60, 0, 1.1],
        [P.dots(["#d63a2f", "#f5f1e6", "#3f7d32"], 20, 9, 120), -60, 0],
        [P.crackers, 120, -40, 1],
      ],
    },
  ],
  [
    "grand-oak-banquets",
    "prime-rib",
    "Slow-roasted prime rib au jus with whipped potatoes and green beans",
    {
      vessel: "plate",
      parts: [
        [P.pool("#7a3520", 130), 60, 0],
        [P.slices, 60, 0, 0.85],
        [P.mash, -160, 40, 0.7],
        [BEANS, -60, 170, 0.7],
      ],
    },
  ],
  [
    "grand-oak-banquets",
    "salmon-beurre-blanc",
    "Salmon with lemon-dill beurre blanc and asparagus",
    {
      vessel: "plate",
      parts: [
        [P.pool("#f4ecd0", 160), 20, 10],
        [P.fillet("#f08a6a", "#fbd0bd"), 20, 0, 0.85],
        [BEANS, -40, 170, 0.6],
        [P.herbs, 20, 0, 0.6],
      ],
    },
  ],
  [
    "grand-oak-banquets",
    "filet-mignon",
    "A 6 oz filet mignon with red wine demi-glace and roasted carrots",
    {
      vessel: "plate",
      parts: [
        [P.swoosh("#5a1a1e"), 0, 40, 1.2],
        [P.seared, 0, -30, 0.7],
        [CARROTS, 0, 170, 0.7],
      ],
    },
  ],
  [
    "grand-oak-banquets",
    "chicken-saltimbocca",
    "Chicken saltimbocca with sage and prosciutto, a lemon pan sauce",
    {
      vessel: "plate",
      parts: [
        [P.pool("#e9c98a", 150), 0, 0],
        [P.fillet("#d9a45a", "#b5732e"), 0, -10, 1],
        [P.dots(["#4f7a35"], 6, 22, 100), 0, -10],
        [P.greens, -170, 120, 0.5],
      ],
    },
  ],
  [
    "corkscrew-wine-bar",
    "cheese-board",
    "A Finger Lakes cheese board with grapes, crackers and honey",
    {
      vessel: "none",
      parts: [
        [P.board("#b88a5a"), 0, 0, 1.4],
        [P.cheese("#f1d27a"), -220, -80, 1],
        [P.cheese("#f6ecd2"), -40, 100, 1],
        [P.cheese("#e3b04e"), 200, -100, 0.9],
        [P.dots(["#5b2a5c", "#6e3470", "#4a2250"], 18, 24, 90), 230, 120],
        [P.crackers, -290, 80, 0.8],
        [P.pool("#d9a02a", 40), 60, -140],
      ],
    },
  ],
  [
    "corkscrew-wine-bar",
    "charcuterie-board",
    "A charcuterie board with salami, olives, mustard and bread",
    {
      vessel: "none",
      parts: [
        [P.board("#9a6e45"), 0, 0, 1.4],
        [P.salami, -260, -60, 1],
        [P.dots(["#4f5a2a", "#6b7a35", "#2b2a24"], 16, 18, 70), 200, 100],
        [P.crackers, 100, -140, 0.9],
        [P.pool("#d9b030", 46), -120, 130],
      ],
    },
  ],
  ["daily-grind-coffee", "cortado", "A cortado with a latte-art heart on a saucer", { vessel: "none", parts: [] }],
  ["rise-bakehouse", "country-sourdough", "A country sourdough loaf with a floury, scored crust", { vessel: "none", parts: [[P.loaf, 0, 0, 1.3]] }],
  [
    "rise-bakehouse",
    "butter-croissants",
    "Three butter croissants on parchment",
    {
      vessel: "none",
      parts: [
        [P.croissant, -260, -120, 1],
        [P.croissant, 220, -60, 1],
        [P.croissant, -20, 190, 1],
      ],
    },
  ],
  [
    "rise-bakehouse",
    "chocolate-chip-cookies",
    "Salted chocolate chip cookies cooling on parchment",
    {
      vessel: "none",
      parts: [
        [P.cookie("#3b2314"), -300, -150, 1.2],
        [P.cookie("#3b2314"), 0, -170, 1.2],
        [P.cookie("#3b2314"), 300, -140, 1.2],
        [P.cookie("#3b2314"), -160, 120, 1.2],
        [P.cookie("#3b2314"), 150, 130, 1.2],
      ],
    },
  ],
  ["rise-bakehouse", "concord-grape-pie", "A lattice-topped Concord grape pie", { vessel: "none", parts: [[P.pie("#4a1f4f"), 0, 0, 1.5]] }],
  // The home page's hero: each loaf and pastry has its own picture in the order menu below it.
  [
    "rise-bakehouse",
    "morning-bake",
    "The morning's bake on parchment: two sourdough loaves and a row of butter croissants",
    {
      vessel: "none",
      parts: [
        [P.loaf, -210, -120, 0.72],
        [P.loaf, 230, -90, 0.72],
        [P.croissant, -300, 200, 0.7],
        [P.croissant, 10, 230, 0.7],
        [P.croissant, 310, 190, 0.7],
      ],
    },
  ],
  [
    "rise-bakehouse",
    "rosemary-focaccia",
    "Rosemary focaccia, dimpled and golden, with flaky salt",
    { vessel: "none", parts: [[P.flatbread(["#3f6b2f", "#f5f1e6"], "#e2b45e"), 0, 0, 1.6]] },
  ],
];

function entry(kitchen: Kitchen, name: string, alt: string, svg: () => string): [string, DemoImage] {
  return [`food/${kitchen}/${name}`, { source: drawn(DISH.width, DISH.height, svg), alt, credit }];
}

const GRIND = TABLES["daily-grind-coffee"];

export const FOOD_IMAGES: Record<string, DemoImage> = Object.fromEntries([
  ...dishes
    .filter(([, name]) => name !== "cortado")
    .map(([kitchen, name, alt, spec]) => entry(kitchen, name, alt, () => dish(`food/${kitchen}/${name}`, TABLES[kitchen], spec))),
  entry("daily-grind-coffee", "latte-and-morning-bun", "A latte with a rosetta of foam beside a morning bun", () =>
    cafeDrink("food/daily-grind-coffee/latte", GRIND, "latte", P.croissant),
  ),
  entry("daily-grind-coffee", "espresso", "A double espresso with golden crema on its saucer", () =>
    cafeDrink("food/daily-grind-coffee/espresso", GRIND, "espresso"),
  ),
  entry("daily-grind-coffee", "matcha-latte", "A matcha latte with a foam heart", () =>
    cafeDrink("food/daily-grind-coffee/matcha", { ...GRIND, surface: "paper", color: "#d9cdb8" }, "matcha"),
  ),
  entry("daily-grind-coffee", "drip-and-cookie", "A cup of drip coffee and a chocolate chip cookie", () =>
    cafeDrink("food/daily-grind-coffee/drip", GRIND, "black", P.cookie("#3b2314")),
  ),
  entry("daily-grind-coffee", "chai-latte", "A chai latte with a foam heart on a light wood counter", () =>
    cafeDrink("food/daily-grind-coffee/chai", { ...GRIND, color: "#b08a62" }, "chai"),
  ),
  entry("route-14-diner", "bottomless-coffee", "A diner mug of black coffee on the speckled counter", () =>
    cafeDrink("food/route-14-diner/coffee", TABLES["route-14-diner"], "black", P.pie("#b8531f")),
  ),
  entry("corkscrew-wine-bar", "red-flight", "A flight of three red wines lined up on the bar", () =>
    wineFlight("food/corkscrew/red", "#3d2b2b", "#6b4a36", [{ color: "#6d1a2a" }, { color: "#7d2231" }, { color: "#5a1424" }]),
  ),
  entry("corkscrew-wine-bar", "riesling-flight", "Three glasses of Finger Lakes Riesling, from dry to sweet", () =>
    wineFlight("food/corkscrew/white", "#e8e1d4", "#8a6a4a", [{ color: "#f1e3a2" }, { color: "#ead38a" }, { color: "#e5c66e" }]),
  ),
  entry("corkscrew-wine-bar", "sparkling-and-rose", "A glass of sparkling wine beside a glass of rosé", () =>
    wineFlight("food/corkscrew/sparkling", "#2e3a3a", "#4d3a2c", [{ color: "#efe3b0", sparkling: true }, { color: "#f0a7a0" }]),
  ),
]);
