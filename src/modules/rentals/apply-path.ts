import { siteHref } from "@/lib/links";
import { formAnchor } from "@/modules/forms/present";
import { formsWithUnitField } from "@/modules/forms/queries";
import { pagesWithForm } from "@/modules/pages/queries";
import type { Site } from "@/modules/sites/queries";

/**
 * Where a visitor applies for a unit: the first page showing a form that asks
 * which unit, with the unit chosen (?unit={slug}) and the form in view; null
 * when the site has no such page.
 */
export async function applyHref(site: Site, unitSlug: string): Promise<string | null> {
  for (const key of await formsWithUnitField(site.id)) {
    const [path] = await pagesWithForm(site.id, key);
    if (path !== undefined) return `${siteHref(site.slug, path)}?unit=${encodeURIComponent(unitSlug)}#${formAnchor(key)}`;
  }
  return null;
}
