import { richTextToPlain, type RichTextDoc } from "@/lib/rich-text/schema";
import type { Block } from "./schemas";

/** Props that hold no reader-facing words: links, icons, enum switches, references. */
const NOT_TEXT = new Set([
  "href",
  "icon",
  "illustration",
  "variant",
  "tone",
  "key",
  "category",
  "organization",
  "region",
  "width",
  "show",
  "type",
  "placeholder",
]);

/** The words a page's blocks show, for search and descriptions. */
export function blocksToText(blocks: readonly Block[]): string {
  const parts: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (key && NOT_TEXT.has(key)) return;
    if (typeof value === "string") parts.push(value);
    else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === "object") {
      if ((value as { type?: unknown }).type === "doc") parts.push(richTextToPlain(value as RichTextDoc));
      else for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const block of blocks) walk(block.props);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}
