import { paletteContrastProblems, paletteSchema, themeSchema, type Palette, type Theme } from "./schema";

/**
 * The theme as the settings form has it now, unsaved, for the live preview
 * of the site's home page: each part that is valid on its own is taken, the
 * saved theme's otherwise (a colour typed halfway stays the saved one). A
 * palette whose pairs do not reach 4.5:1 is still shown, since that is what
 * the owner is judging; the problems are counted for the banner.
 */
export function themeFromEditorValues(saved: Theme, values: unknown): { theme: Theme; problems: number } {
  const form = (values && typeof values === "object" ? values : {}) as { theme?: unknown };
  const posted = (form.theme && typeof form.theme === "object" ? form.theme : {}) as Record<string, unknown>;
  const postedPalette = (posted.palette && typeof posted.palette === "object" ? posted.palette : {}) as Record<string, unknown>;
  const palette = { ...saved.palette };
  for (const key of Object.keys(paletteSchema.shape) as Array<keyof Palette>) {
    const parsed = paletteSchema.shape[key].safeParse(postedPalette[key]);
    if (parsed.success) palette[key] = parsed.data;
  }
  const theme: Theme = { ...saved, palette };
  const { palette: _palette, ...parts } = themeSchema.shape;
  for (const [key, schema] of Object.entries(parts)) {
    // Absent is not "the default": the saved choice stays.
    if (posted[key] === undefined) continue;
    const parsed = schema.safeParse(posted[key]);
    if (parsed.success) (theme as Record<string, unknown>)[key] = parsed.data;
  }
  return { theme, problems: paletteContrastProblems(palette).length };
}
