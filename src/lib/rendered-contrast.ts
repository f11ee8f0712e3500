import { contrastRatio } from "./contrast";

/**
 * The contrast of every piece of text in a site's rendered HTML, as its
 * colours come out of the theme: each text's colour and the background under
 * it are followed down the elements it sits in (the theme's colour classes,
 * their opacity, inline colours), so a heading drawn in the main colour on a
 * band of the main colour is found without a browser. The launch checklist
 * runs it on every page of a site made from a template; axe cannot judge text
 * over pictures and gradients, and a template's pictures are not carried over.
 */

/** The theme's colours by the names the site's classes use (globals.css: bg-primary, text-muted, ...). */
export interface Palette {
  primary: string;
  onPrimary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  error?: string;
}

export interface ContrastProblem {
  /** The text, shortened. */
  text: string;
  colour: string;
  background: string;
  ratio: number;
  /** 4.5 for body text, 3 for large text. */
  needed: number;
}

/** The darkest a full-bleed picture's overlay leaves the brightest photograph: 60% black over white. */
const OVER_PICTURE = "#666666";

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements whose text is not drawn as text (scripts, styles, pictures' own drawing, fields' values). */
const SKIPPED = new Set(["script", "style", "svg", "template", "noscript", "textarea", "select", "title", "head"]);
const SIZES: Record<string, number> = {
  xs: 12,
  sm: 14,
  base: 16,
  lg: 18,
  xl: 20,
  "2xl": 24,
  "3xl": 30,
  "4xl": 36,
  "5xl": 48,
  "6xl": 60,
  "7xl": 72,
  "8xl": 96,
  "9xl": 128,
};
const BOLD = new Set(["font-semibold", "font-bold", "font-extrabold", "font-black"]);

interface Frame {
  tag: string;
  colour: string;
  background: string;
  size: number;
  bold: boolean;
  skip: boolean;
}

function named(palette: Palette): Record<string, string> {
  return {
    primary: palette.primary,
    "on-primary": palette.onPrimary,
    accent: palette.accent,
    page: palette.background,
    surface: palette.surface,
    ink: palette.text,
    muted: palette.muted,
    line: palette.border,
    error: palette.error ?? "#a4161a",
    white: "#ffffff",
    black: "#000000",
  };
}

/** `colour` at `alpha` over `under`, as the browser composes it. */
export function blend(colour: string, under: string, alpha: number): string {
  if (alpha >= 1) return colour;
  const channel = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) =>
      Math.round(channel(colour, i) * alpha + channel(under, i) * (1 - alpha))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const HEX = /^#[0-9a-f]{6}$/i;
const expand = (value: string) => (/^#[0-9a-f]{3}$/i.test(value) ? `#${[...value.slice(1)].map((c) => c + c).join("")}` : value.toLowerCase());

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|/?$)`).exec(attrs);
  return match ? (match[1] ?? "") : undefined;
}

const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/g, " ");

/** Every text in `html` (a rendered page) whose contrast against what is under it is below WCAG AA. */
export function contrastProblems(html: string, palette: Palette): ContrastProblem[] {
  const colours = named(palette);
  const root: Frame = { tag: "#root", colour: palette.text, background: palette.background, size: 16, bold: false, skip: false };
  const stack: Frame[] = [root];
  const problems: ContrastProblem[] = [];
  const seen = new Set<string>();
  const tokens = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;
  for (let m = tokens.exec(html); m; m = tokens.exec(html)) {
    const top = stack[stack.length - 1]!;
    if (m[4] !== undefined) {
      const text = decode(m[4]).replace(/\s+/g, " ").trim();
      if (!text || top.skip) continue;
      const ratio = contrastRatio(top.colour, top.background);
      const needed = top.size >= 24 || (top.size >= 18.66 && top.bold) ? 3 : 4.5;
      const key = `${text}|${top.colour}|${top.background}`;
      if (ratio < needed && !seen.has(key)) {
        seen.add(key);
        problems.push({ text: text.slice(0, 80), colour: top.colour, background: top.background, ratio: Math.round(ratio * 100) / 100, needed });
      }
      continue;
    }
    if (!m[2]) continue;
    const tag = m[2].toLowerCase();
    if (m[1]) {
      const at = stack.findLastIndex((f) => f.tag === tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const attrs = m[3] ?? "";
    const frame: Frame = { ...top, tag };
    const classes = (attribute(attrs, "class") ?? "").split(/\s+/);
    if (SKIPPED.has(tag) || attribute(attrs, "hidden") !== undefined || classes.includes("sr-only")) frame.skip = true;
    if (attribute(attrs, "data-full-bleed") !== undefined) frame.background = OVER_PICTURE;
    let opacity = 1;
    for (const name of classes) {
      const colour = /^(bg|text)-([a-z-]+?)(?:\/(\d+))?$/.exec(name);
      if (colour && colours[colour[2]!]) {
        const alpha = colour[3] ? Number(colour[3]) / 100 : 1;
        if (colour[1] === "bg") frame.background = blend(colours[colour[2]!]!, top.background, alpha);
        else frame.colour = blend(colours[colour[2]!]!, frame.background, alpha);
      } else if (name.startsWith("text-") && SIZES[name.slice(5)]) frame.size = SIZES[name.slice(5)]!;
      else if (BOLD.has(name)) frame.bold = true;
      else if (/^opacity-\d+$/.test(name)) opacity = Number(name.slice(8)) / 100;
    }
    const style = attribute(attrs, "style") ?? "";
    const inlineBackground = /(?:^|;)\s*background(?:-color)?:\s*(#[0-9a-fA-F]{3,6})\s*(?:;|$)/.exec(style)?.[1];
    const inlineColour = /(?:^|;)\s*color:\s*(#[0-9a-fA-F]{3,6})\s*(?:;|$)/.exec(style)?.[1];
    if (inlineBackground && HEX.test(expand(inlineBackground))) frame.background = expand(inlineBackground);
    if (inlineColour && HEX.test(expand(inlineColour))) frame.colour = expand(inlineColour);
    if (opacity < 1) frame.colour = blend(frame.colour, frame.background, opacity);
    if (/^(h[1-6]|strong|b|th)$/.test(tag)) frame.bold = true;
    if (VOID.has(tag) || /\/\s*$/.test(attrs)) continue;
    stack.push(frame);
  }
  return problems;
}
