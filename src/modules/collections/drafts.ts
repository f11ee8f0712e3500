import type { z } from "zod";
import { checkPreviewToken } from "@/modules/preview/tokens";
import type { SiteId } from "@/modules/sites/queries";

/**
 * What the kinds with drafts (events, news, jobs, team) share for showing a
 * draft: at its signed preview link, and in the live preview beside the
 * editor.
 */

/** The banner over an item's saved draft opened by its signed preview link. */
export const itemPreviewBanner = (noun: string) => `Preview: this is the ${noun}’s saved draft, not what visitors see. Only people with this link can see it.`;

/** The banner over the live preview of unsaved values (edge/live-preview.tsx says the same for pages and posts). */
export const UNSAVED_BANNER = "Preview of your unsaved changes: visitors do not see them.";

interface FindsWorkingCopies<Row> {
  findWorkingAt(siteId: SiteId, slug: string, organizationId?: string | null): Promise<Row | null>;
}

/**
 * The item a signed preview link at this slug names, its saved draft over
 * its published values; null without a link, or with one that is not this
 * item's (the visitor then gets what everyone gets).
 */
export async function draftForLink<Row extends { id: string }>(
  service: FindsWorkingCopies<Row>,
  siteId: SiteId,
  slug: string,
  organizationId: string | null,
  token: string | undefined,
): Promise<Row | null> {
  if (!token) return null;
  const row = await service.findWorkingAt(siteId, slug, organizationId);
  return row && checkPreviewToken(siteId, { item: row.id }, token) ? row : null;
}

/**
 * An editor's unsaved values as the schema's output, forgiving, since the
 * owner is mid-sentence: each field that passes its own schema, the
 * fallback's value otherwise. Never stored.
 */
export function forgiving<T extends Record<string, unknown>>(schema: z.ZodType, input: unknown, fallback: T): T {
  const values = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  const out: Record<string, unknown> = { ...fallback };
  for (const [key, field] of Object.entries(shape)) {
    const parsed = field.safeParse(values[key]);
    // A blank required text is the fallback's words ("Untitled event"), not an empty heading.
    if (parsed.success && !(typeof parsed.data === "string" && !parsed.data.trim() && typeof fallback[key] === "string")) out[key] = parsed.data;
  }
  return out as T;
}
