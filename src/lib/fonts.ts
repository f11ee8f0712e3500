/**
 * Font families a theme may pair, each installed from npm (@fontsource-variable)
 * and declared in app/fonts.css, so nothing is fetched from outside at build or
 * run time. The system stacks need no download at all.
 */
export const FONTS = {
  inter: { family: "'Inter Variable'", fallback: "system-ui, sans-serif" },
  "dm-sans": { family: "'DM Sans Variable'", fallback: "system-ui, sans-serif" },
  "work-sans": { family: "'Work Sans Variable'", fallback: "system-ui, sans-serif" },
  montserrat: { family: "'Montserrat Variable'", fallback: "system-ui, sans-serif" },
  nunito: { family: "'Nunito Variable'", fallback: "system-ui, sans-serif" },
  oswald: { family: "'Oswald Variable'", fallback: "Impact, sans-serif" },
  fraunces: { family: "'Fraunces Variable'", fallback: "Georgia, serif" },
  lora: { family: "'Lora Variable'", fallback: "Georgia, serif" },
  merriweather: { family: "'Merriweather Variable'", fallback: "Georgia, serif" },
  "playfair-display": { family: "'Playfair Display Variable'", fallback: "Georgia, serif" },
  "source-serif": { family: "'Source Serif 4 Variable'", fallback: "Georgia, serif" },
  "roboto-slab": { family: "'Roboto Slab Variable'", fallback: "Georgia, serif" },
  system: { family: "system-ui", fallback: "-apple-system, 'Segoe UI', Roboto, sans-serif" },
} as const;

export type FontKey = keyof typeof FONTS;
export const FONT_KEYS = Object.keys(FONTS) as [FontKey, ...FontKey[]];

export function fontStack(key: FontKey): string {
  const font = FONTS[key];
  return `${font.family}, ${font.fallback}`;
}
