import { CANVAS, lakePainting, linocut, onWall, vineyardPainting, type LakePainting, type Linocut, type VineyardPainting } from "../generated/paintings";
import type { DemoImage } from "../types";
import { drawn, drawnFor } from "./credit";

type Work =
  | { kind: "lake"; title: string; medium: string; spec: LakePainting }
  | { kind: "vineyard"; title: string; medium: string; spec: VineyardPainting }
  | { kind: "linocut"; title: string; medium: string; spec: Linocut };

/** Ada Ferro's three bodies of work, by the slug of each title. */
const WORKS: Record<string, Work> = {
  "squall-over-bare-hill": {
    kind: "lake",
    title: "Squall over Bare Hill",
    medium: "oil on linen",
    spec: { horizon: 560, sky: ["#46515e", "#a3aaad"], hills: ["#4a5a52", "#34423b"], water: ["#5d6b70", "#27343a"], mood: "squall" },
  },
  "first-light-vine-valley": {
    kind: "lake",
    title: "First Light, Vine Valley",
    medium: "oil on linen",
    spec: {
      horizon: 600,
      sky: ["#e9b995", "#f8e7c9"],
      hills: ["#a18ea3", "#6f6b8a"],
      water: ["#f1d3b2", "#857f9c"],
      sun: { x: 820, y: 470, r: 44, color: "#fff1c9" },
    },
  },
  "south-hill-in-fog": {
    kind: "lake",
    title: "South Hill in Fog",
    medium: "oil on linen",
    spec: { horizon: 560, sky: ["#c4c8c4", "#e4e5df"], hills: ["#a7aea9", "#88918b"], water: ["#d6d8d2", "#969f9b"], mood: "fog" },
  },
  "whitecaps-canadice": {
    kind: "lake",
    title: "Whitecaps, Canadice",
    medium: "oil on linen",
    spec: { horizon: 500, sky: ["#6d9ac3", "#cfe0e8"], hills: ["#55704d", "#3c563f"], water: ["#3f6f8f", "#1d4259"], mood: "whitecaps" },
  },
  "still-water-honeoye": {
    kind: "lake",
    title: "Still Water, Honeoye",
    medium: "oil on linen",
    spec: { horizon: 540, sky: ["#9cc0d8", "#ecefee"], hills: ["#7f9c6d", "#5d7c57"], water: ["#bfd4de", "#6c90a6"], mood: "still" },
  },
  "long-evening-deep-run": {
    kind: "lake",
    title: "Long Evening, Deep Run",
    medium: "oil on linen",
    spec: {
      horizon: 580,
      sky: ["#4f4474", "#f0a467"],
      hills: ["#4d3d5e", "#2e2840"],
      water: ["#d8996c", "#362d4c"],
      sun: { x: 380, y: 520, r: 38, color: "#ffd49c" },
    },
  },
  "september-west-lake-road": {
    kind: "vineyard",
    title: "September, West Lake Road",
    medium: "oil on linen",
    spec: {
      horizon: 420,
      season: "summer",
      sky: ["#8db4d4", "#e8eeee"],
      hills: ["#86a07a", "#6b8a5d"],
      ground: ["#bcaa6c", "#857443"],
      vines: ["#4f7a3a", "#6c8f3f", "#8aa04a"],
    },
  },
  "harvest-crew-italy-hill": {
    kind: "vineyard",
    title: "Harvest Crew, Italy Hill",
    medium: "oil on linen",
    spec: {
      horizon: 400,
      season: "harvest",
      sky: ["#a5c2d6", "#f2e7cf"],
      hills: ["#b48d4c", "#8d6d3b"],
      ground: ["#c69c5c", "#865f34"],
      vines: ["#9a7a2a", "#b5842c", "#6f6a2a", "#a4552e"],
    },
  },
  "pruned-vines-in-snow": {
    kind: "vineyard",
    title: "Pruned Vines in Snow",
    medium: "oil on linen",
    spec: { horizon: 430, season: "snow", sky: ["#bfc9d4", "#eef0f2"], hills: ["#9ca4ae", "#7f8996"], ground: ["#f4f5f7", "#d9dee5"], vines: ["#3d3129"] },
  },
  "gondola-at-dusk": {
    kind: "vineyard",
    title: "Gondola at Dusk",
    medium: "oil on linen",
    spec: {
      horizon: 440,
      season: "dusk",
      sky: ["#3b3566", "#e59579"],
      hills: ["#3d3353", "#2a2540"],
      ground: ["#4b3c53", "#241e30"],
      vines: ["#2f3b3a", "#3d4a3c", "#4a3f4f"],
    },
  },
  "ice-shelf-honeoye": {
    kind: "linocut",
    title: "Ice Shelf, Honeoye",
    medium: "linocut on Japanese paper",
    spec: { scene: "ice-shelf", ink: "#1d2733", paper: "#efe9dc", accent: "#7fa3b8" },
  },
  "hemlocks-grimes-glen": {
    kind: "linocut",
    title: "Hemlocks, Grimes Glen",
    medium: "linocut on Japanese paper",
    spec: { scene: "hemlocks", ink: "#1f2a24", paper: "#eee8da", accent: "#b9cdc8" },
  },
  "ice-fishing-shanties": {
    kind: "linocut",
    title: "Ice Fishing Shanties",
    medium: "linocut on Japanese paper",
    spec: { scene: "shanties", ink: "#222831", paper: "#f1ebde", accent: "#c0463a" },
  },
  "high-tor-in-snow": {
    kind: "linocut",
    title: "High Tor in Snow",
    medium: "linocut on Japanese paper",
    spec: { scene: "tor", ink: "#1c2430", paper: "#f0eadf", accent: "#d9a441" },
  },
};

function paint(slug: string, work: Work): string {
  const key = `art/ada-ferro/${slug}`;
  if (work.kind === "lake") return lakePainting(key, work.spec);
  if (work.kind === "vineyard") return vineyardPainting(key, work.spec);
  return linocut(key, work.spec);
}

/** Works for sale, shown framed on a wall in the shop. */
const FRAMED: Record<string, { wall: string; frame: string; matted: boolean }> = {
  "still-water-honeoye": { wall: "#e7e2d8", frame: "#2b2420", matted: false },
  "september-west-lake-road": { wall: "#dfe3de", frame: "#b8925f", matted: false },
  "pruned-vines-in-snow": { wall: "#e9e4dc", frame: "#f2efe8", matted: false },
  "ice-shelf-honeoye": { wall: "#d9dee0", frame: "#1e1e1e", matted: true },
  "ice-fishing-shanties": { wall: "#ece5da", frame: "#8a6a48", matted: true },
  "high-tor-in-snow": { wall: "#e3e6e8", frame: "#f4f2ee", matted: true },
  "hemlocks-grimes-glen": { wall: "#e1ddd2", frame: "#2f2b27", matted: true },
  "first-light-vine-valley": { wall: "#ebe6df", frame: "#c9a46b", matted: true },
};

const credit = drawnFor("paintings");

export const ART_IMAGES: Record<string, DemoImage> = Object.fromEntries(
  Object.entries(WORKS).flatMap(([slug, work]) => {
    const painting = (): string => paint(slug, work);
    const entries: Array<[string, DemoImage]> = [
      [`art/ada-ferro/${slug}`, { source: drawn(CANVAS.width, CANVAS.height, painting), alt: `${work.title}, ${work.medium}, by Ada Ferro`, credit }],
    ];
    const framed = FRAMED[slug];
    if (framed) {
      entries.push([
        `art/ada-ferro/${slug}-framed`,
        {
          source: drawn(1200, 1200, () => onWall(painting(), framed.wall, framed.frame, framed.matted)),
          alt: `${work.title} by Ada Ferro, framed and hung on a gallery wall above a bench`,
          credit,
        },
      ]);
    }
    return entries;
  }),
);
