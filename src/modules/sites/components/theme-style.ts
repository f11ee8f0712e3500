import type { CSSProperties } from "react";
import { fontStack } from "@/lib/fonts";
import type { Theme } from "../schema";

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
    "--site-font-heading": fontStack(theme.fonts.heading),
    "--site-font-body": fontStack(theme.fonts.body),
    "--site-radius": RADIUS[theme.radius],
    background: p.background,
    color: p.text,
  } as CSSProperties;
}
