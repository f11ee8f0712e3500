import { blockSchema, type Block } from "@/blocks/schemas";
import { blocksFromForm } from "@/modules/admin/schema-form/block-specs";
import type { Page } from "./queries";

/**
 * A page as the editor's form has it now, unsaved, for the live preview:
 * the same conversion and schemas as a save, but forgiving, since the owner
 * is mid-sentence. A block whose fields do not pass yet is left out (and
 * counted), an empty title shows as "Untitled page".
 */
export function pageFromEditorValues(values: unknown, timeZone: string): { page: Page; skipped: number } {
  const form = (values && typeof values === "object" ? values : {}) as Record<string, unknown>;
  return pageOf(form, blocksFromForm(Array.isArray(form.blocks) ? form.blocks.slice(0, 60) : [], timeZone) as unknown[]);
}

/** A saved version of a page (a revision's data, the input a save took) for the history's preview: its blocks are already blocks. */
export function pageFromRevision(data: unknown): { page: Page; skipped: number } {
  const saved = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  return pageOf(saved, Array.isArray(saved.blocks) ? saved.blocks.slice(0, 60) : []);
}

function pageOf(form: Record<string, unknown>, converted: unknown[]): { page: Page; skipped: number } {
  const text = (key: string, fallback: string) => (typeof form[key] === "string" && (form[key] as string).trim() ? (form[key] as string).trim() : fallback);
  const blocks: Block[] = [];
  for (const block of converted) {
    const parsed = blockSchema.safeParse(block);
    if (parsed.success) blocks.push(parsed.data as Block);
  }
  return {
    page: {
      id: "preview",
      path: text("path", "").replace(/^\/+|\/+$/g, ""),
      title: text("title", "Untitled page"),
      description: text("description", ""),
      blocks,
      seo: {},
      updatedAt: new Date(),
    },
    skipped: converted.length - blocks.length,
  };
}
