import type { CSSProperties } from "react";
import { contrastRatio } from "@/lib/contrast";
import { fontStack } from "@/lib/fonts";
import type { Theme } from "../schema";

/** Error reds, dark to light: the first that reads (4.5:1) on both the page and the surface is the site's error colour. */
const ERROR_REDS = ["#a4161a", "#8b0000", "#ff8a80", "#ffb4ab"];

export function errorColour(background: string, surface: string): string {
  return ERROR_REDS.find((red) => contrastRatio(red, background) >= 4.5 && contrastRatio(red, surface) >= 4.5) ?? "#a4161a";
}

const RADIUS = { none: "0", small: "0.375rem", large: "1rem" } as const;

/** The theme as CSS variables for the site's wrapper element (read by globals.css). */
export function themeStyle(theme: Theme): CSSProperties {
  const p = theme.palette;
  return {
    "--site-primary": p.primary,
    "--site-on-primary": p.onPrimary,
    "--site-accent": p.accent,
    "--site-background": p.background,
    "--site-surface": p.surface,
    "--site-text": p.text,
    "--site-muted": p.muted,
    "--site-border": p.border,
    "--site-error": errorColour(p.background, p.surface),
    "--site-font-heading": fontStack(theme.fonts.heading),
    "--site-font-body": fontStack(theme.fonts.body),
    "--site-radius": RADIUS[theme.radius],
    background: p.background,
    color: p.text,
  } as CSSProperties;
}
