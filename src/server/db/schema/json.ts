/**
 * The shapes kept in JSON columns. Tables sit below the modules, so a column
 * names its shape instead of importing it, and the module that owns the shape
 * (its zod schema) adds it here by declaration merging:
 *
 *   declare module "@/server/db/schema/json" {
 *     interface JsonShapes { siteTheme: Theme }
 *   }
 *
 * so `jsonb("theme").$type<Json<"siteTheme">>()` reads as a Theme everywhere.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface JsonShapes {}

export type Json<Name extends string> = Name extends keyof JsonShapes ? JsonShapes[Name] : unknown;
