export * from "./sites";
export * from "./content";
