export * from "./sites";
export * from "./content";
export * from "./search";
export * from "./forms";
export * from "./commerce";
export * from "./admin";
export * from "./analytics";
export * from "./ordering";
