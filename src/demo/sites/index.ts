import type { SiteSeed } from "../types";
import brushlinePainting from "./brushline-painting";
import clearpathAccess from "./clearpath-access";
import comfortlineHvac from "./comfortline-hvac";
import crossroadsConsulting from "./crossroads-consulting";
import dailyGrindCoffee from "./daily-grind-coffee";
import fieldguardPest from "./fieldguard-pest";
import granitePeakEquity from "./granite-peak-equity";
import phelpsCommunity from "./phelps-community";
import quillAndGavelLaw from "./quill-and-gavel-law";
import sunnyMeadowFarm from "./sunny-meadow-farm";
import townOfAlderCreek from "./town-of-alder-creek";

/** The demo deployment, loaded on first start (src/demo/load.ts). */
export const DEMO_SITES: readonly SiteSeed[] = [
  clearpathAccess,
  townOfAlderCreek,
  fieldguardPest,
  phelpsCommunity,
  comfortlineHvac,
  granitePeakEquity,
  crossroadsConsulting,
  quillAndGavelLaw,
  sunnyMeadowFarm,
  brushlinePainting,
  dailyGrindCoffee,
];
