import type { SiteSeed } from "../seed";
import adaFerroArt from "./ada-ferro-art";
import apexIndustrial from "./apex-industrial";
import brightMindsTutoring from "./bright-minds-tutoring";
import brightPanelSolarCleaning from "./bright-panel-solar-cleaning";
import brightsideDental from "./brightside-dental";
import brushlinePainting from "./brushline-painting";
import clearpathAccess from "./clearpath-access";
import clearviewTint from "./clearview-tint";
import comfortlineHvac from "./comfortline-hvac";
import conceptOne from "./concept-one";
import copperKettle from "./copper-kettle";
import corkscrewWineBar from "./corkscrew-wine-bar";
import cornerstoneInsurance from "./cornerstone-insurance";
import crossroadsConsulting from "./crossroads-consulting";
import crunchCoSnacks from "./crunch-co-snacks";
import dailyGrindCoffee from "./daily-grind-coffee";
import deepCutSiteWork from "./deep-cut-site-work";
import drycoreBasements from "./drycore-basements";
import fairFooting from "./fair-footing";
import fairwayGolfLessons from "./fairway-golf-lessons";
import fieldguardPest from "./fieldguard-pest";
import fixitHandyman from "./fixit-handyman";
import frameAndField from "./frame-and-field";
import freshairDuct from "./freshair-duct";
import gentleWash from "./gentle-wash";
import glossBossDetailing from "./gloss-boss-detailing";
import goldenHourPhoto from "./golden-hour-photo";
import grandOakBanquets from "./grand-oak-banquets";
import granitePeakEquity from "./granite-peak-equity";
import greenloopEnvironmental from "./greenloop-environmental";
import greenwayLandscaping from "./greenway-landscaping";
import happyTailsGrooming from "./happy-tails-grooming";
import harborLightSupport from "./harbor-light-support";
import harborlineServicing from "./harborline-servicing";
import hearthstoneHome from "./hearthstone-home";
import homewardMortgage from "./homeward-mortgage";
import ironpetalTattoo from "./ironpetal-tattoo";
import junePark from "./june-park";
import keyhouseRealty from "./keyhouse-realty";
import keysAndChords from "./keys-and-chords";
import keystoneRecovery from "./keystone-recovery";
import lakesideBungalow from "./lakeside-bungalow";
import lakeviewGrill from "./lakeview-grill";
import ledgerLaneBookkeeping from "./ledger-lane-bookkeeping";
import lenaMossStudio from "./lena-moss-studio";
import lockstepEscapes from "./lockstep-escapes";
import mapleRowRentals from "./maple-row-rentals";
import northQuill from "./north-quill";
import oliveAndAsh from "./olive-and-ash";
import openDoorHousing from "./open-door-housing";
import petalAndStem from "./petal-and-stem";
import phelpsCommunity from "./phelps-community";
import pixelbarn from "./pixelbarn";
import pixelbarnV2 from "./pixelbarn-v2";
import pixelbarnV3 from "./pixelbarn-v3";
import quillAndGavelLaw from "./quill-and-gavel-law";
import ridgelineExcavating from "./ridgeline-excavating";
import riseBakehouse from "./rise-bakehouse";
import rollingTaco from "./rolling-taco";
import route14Diner from "./route-14-diner";
import scoopPatrol from "./scoop-patrol";
import sharpEdgeBarbers from "./sharp-edge-barbers";
import skyviewDrones from "./skyview-drones";
import sparkleAutoWash from "./sparkle-auto-wash";
import spokeAndChain from "./spoke-and-chain";
import spotlessHomeCleaning from "./spotless-home-cleaning";
import starterTemplate from "./starter-template";
import stillWaterYoga from "./still-water-yoga";
import stonebridgeEarthworks from "./stonebridge-earthworks";
import summitSuperintendentSearch from "./summit-superintendent-search";
import sunnyMeadowFarm from "./sunny-meadow-farm";
import tidyAcres from "./tidy-acres";
import townOfAlderCreek from "./town-of-alder-creek";
import trailblazersYouth from "./trailblazers-youth";
import truelineEngineering from "./trueline-engineering";
import vineAndValleyTours from "./vine-and-valley-tours";
import voltwisePower from "./voltwise-power";

/** The showroom, every site of the demo deployment, loaded on first start (src/demo/load.ts); each kind's template is drawn from it. Written by scripts/write-demo-index.ts. */
export const DEMO_SITES: readonly SiteSeed[] = [
  clearpathAccess,
  lenaMossStudio,
  conceptOne,
  frameAndField,
  northQuill,
  adaFerroArt,
  grandOakBanquets,
  ridgelineExcavating,
  stonebridgeEarthworks,
  deepCutSiteWork,
  brightsideDental,
  keystoneRecovery,
  harborlineServicing,
  copperKettle,
  lakeviewGrill,
  oliveAndAsh,
  gentleWash,
  fieldguardPest,
  fairFooting,
  comfortlineHvac,
  greenloopEnvironmental,
  voltwisePower,
  vineAndValleyTours,
  hearthstoneHome,
  pixelbarn,
  pixelbarnV2,
  pixelbarnV3,
  openDoorHousing,
  summitSuperintendentSearch,
  homewardMortgage,
  tidyAcres,
  truelineEngineering,
  lockstepEscapes,
  freshairDuct,
  phelpsCommunity,
  ironpetalTattoo,
  sparkleAutoWash,
  cornerstoneInsurance,
  apexIndustrial,
  drycoreBasements,
  granitePeakEquity,
  mapleRowRentals,
  fairwayGolfLessons,
  starterTemplate,
  harborLightSupport,
  crossroadsConsulting,
  corkscrewWineBar,
  townOfAlderCreek,
  clearviewTint,
  trailblazersYouth,
  quillAndGavelLaw,
  junePark,
  sunnyMeadowFarm,
  brushlinePainting,
  lakesideBungalow,
  spotlessHomeCleaning,
  route14Diner,
  keyhouseRealty,
  skyviewDrones,
  dailyGrindCoffee,
  crunchCoSnacks,
  scoopPatrol,
  brightPanelSolarCleaning,
  petalAndStem,
  riseBakehouse,
  sharpEdgeBarbers,
  happyTailsGrooming,
  goldenHourPhoto,
  stillWaterYoga,
  brightMindsTutoring,
  fixitHandyman,
  greenwayLandscaping,
  rollingTaco,
  ledgerLaneBookkeeping,
  keysAndChords,
  glossBossDetailing,
  spokeAndChain,
];
