/**
 * Font families a theme may pair, each installed from npm (@fontsource-variable)
 * and served by the platform itself (server/font-files.ts), so nothing is
 * fetched from outside at build or run time (`files`: the package's file
 * names). The system stacks need no download at all.
 */
export const FONTS = {
  inter: { family: "'Inter Variable'", fallback: "system-ui, sans-serif", files: "inter" },
  "dm-sans": { family: "'DM Sans Variable'", fallback: "system-ui, sans-serif", files: "dm-sans" },
  "work-sans": { family: "'Work Sans Variable'", fallback: "system-ui, sans-serif", files: "work-sans" },
  montserrat: { family: "'Montserrat Variable'", fallback: "system-ui, sans-serif", files: "montserrat" },
  nunito: { family: "'Nunito Variable'", fallback: "system-ui, sans-serif", files: "nunito" },
  oswald: { family: "'Oswald Variable'", fallback: "Impact, sans-serif", files: "oswald" },
  fraunces: { family: "'Fraunces Variable'", fallback: "Georgia, serif", files: "fraunces" },
  lora: { family: "'Lora Variable'", fallback: "Georgia, serif", files: "lora" },
  merriweather: { family: "'Merriweather Variable'", fallback: "Georgia, serif", files: "merriweather" },
  "playfair-display": { family: "'Playfair Display Variable'", fallback: "Georgia, serif", files: "playfair-display" },
  "source-serif": { family: "'Source Serif 4 Variable'", fallback: "Georgia, serif", files: "source-serif-4" },
  "roboto-slab": { family: "'Roboto Slab Variable'", fallback: "Georgia, serif", files: "roboto-slab" },
  system: { family: "system-ui", fallback: "-apple-system, 'Segoe UI', Roboto, sans-serif", files: "" },
} as const;

export type FontKey = keyof typeof FONTS;
export const FONT_KEYS = Object.keys(FONTS) as [FontKey, ...FontKey[]];

export function fontStack(key: FontKey): string {
  const font = FONTS[key];
  return `${font.family}, ${font.fallback}`;
}
