import type { FontKey } from "@/lib/fonts";
import { fontFaceCss } from "@/server/font-files";

/**
 * The @font-face rules of these theme fonts, with the addresses the server
 * answers (server/font-files.ts). React hoists the style into <head> and
 * writes a family once however many parts of the page ask for it, in Next's
 * pages and the document renderer's alike.
 */
export function FontFaces({ fonts }: { fonts: readonly FontKey[] }) {
  return [...new Set(fonts)].map((key) => {
    const css = fontFaceCss([key]);
    return css ? (
      <style key={key} href={`font-${key}`} precedence="fonts">
        {css}
      </style>
    ) : null;
  });
}
