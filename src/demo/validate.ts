import { blockSchema } from "@/blocks/schemas";
import { isReservedSlug, SLUG_PATTERN } from "@/lib/reserved";
import { bookableSchema } from "@/modules/bookings/schema";
import { formDefinitionSchema } from "@/modules/forms/schema";
import { unitInputSchema } from "@/modules/rentals/schema";
import { productSchema } from "@/modules/shop/schema";
import { settingsSchema, themeSchema } from "@/modules/sites/schema";
import { servedPaths, shapePattern } from "./paths";
import type { Block, BlockInput } from "@/blocks/schemas";
import { SEED_IMAGE_PREFIX, type SiteSeed } from "@/modules/templates/seed";
import { gatherMenu, type SeedBlockInput } from "@/modules/menus/gather";
import { DEMO_IMAGES } from "./images/catalogue";

const PLACEHOLDER_ASSET = "00000000-0000-4000-8000-000000000000";

export interface CatalogueSite {
  slug: string;
  name: string;
  kind: string;
  static: string[];
  dynamic?: Array<{ shape: string; min: number; private?: boolean }>;
}

/**
 * Checks one demo site: schemas, slugs, unique titles and descriptions,
 * internal links that land, and (given its catalogue entry) every catalogue
 * path and enough examples of every dynamic shape. Returns readable problems.
 */
export function validateSeed(given: SiteSeed, catalogue?: CatalogueSite): string[] {
  const problems: string[] = [];
  const at = (where: string, message: string) => problems.push(`${given.slug}: ${where}: ${message}`);
  // A picture is named by its catalogue key until the loader imports it: the key must exist; the schemas then see an asset id.
  const seed = JSON.parse(JSON.stringify(given), (key, value: unknown) => {
    if (key !== "asset" || typeof value !== "string" || !value.startsWith(SEED_IMAGE_PREFIX)) return value;
    const image = value.slice(SEED_IMAGE_PREFIX.length);
    if (!DEMO_IMAGES[image]) at("image", `no picture "${image}" in src/demo/images/catalogue.ts`);
    return PLACEHOLDER_ASSET;
  }) as SiteSeed;

  if (!SLUG_PATTERN.test(seed.slug) || isReservedSlug(seed.slug)) at("slug", "not a valid site slug");
  const theme = themeSchema.safeParse(seed.theme);
  if (!theme.success) for (const issue of theme.error.issues) at(`theme.${issue.path.join(".")}`, issue.message);
  const settings = settingsSchema.safeParse(seed.settings);
  if (!settings.success) for (const issue of settings.error.issues) at(`settings.${issue.path.join(".")}`, issue.message);

  const formKeys = new Set<string>();
  for (const form of seed.forms ?? []) {
    const parsed = formDefinitionSchema.safeParse(form);
    if (!parsed.success) for (const issue of parsed.error.issues) at(`form "${form.key}".${issue.path.join(".")}`, issue.message);
    if (formKeys.has(form.key)) at(`form "${form.key}"`, "key appears twice");
    formKeys.add(form.key);
  }
  const bookableKeys = new Set<string>();
  for (const bookable of seed.bookables ?? []) {
    const parsed = bookableSchema.safeParse(bookable);
    if (!parsed.success) for (const issue of parsed.error.issues) at(`bookable "${bookable.key}".${issue.path.join(".")}`, issue.message);
    if (bookableKeys.has(bookable.key)) at(`bookable "${bookable.key}"`, "key appears twice");
    bookableKeys.add(bookable.key);
  }
  const productSlugs = new Set<string>();
  for (const product of seed.products ?? []) {
    const parsed = productSchema.safeParse(product);
    if (!parsed.success) for (const issue of parsed.error.issues) at(`product "${product.slug}".${issue.path.join(".")}`, issue.message);
    if (productSlugs.has(product.slug)) at(`product "${product.slug}"`, "slug appears twice");
    productSlugs.add(product.slug);
  }
  const unitSlugs = new Set<string>();
  for (const unit of seed.units ?? []) {
    const { available, squareFeet, ...rest } = unit;
    const parsed = unitInputSchema.safeParse({ ...rest, squareFeet: squareFeet ?? null, availableFrom: available === "now" ? "2026-01-01" : "2026-02-01" });
    if (!parsed.success) for (const issue of parsed.error.issues) at(`unit "${unit.slug}".${issue.path.join(".")}`, issue.message);
    if (unitSlugs.has(unit.slug)) at(`unit "${unit.slug}"`, "slug appears twice");
    unitSlugs.add(unit.slug);
  }
  if (unitSlugs.size && !seed.mounts?.units) at("mounts", "the site has units but does not mount them");
  const signup = seed.settings.footerSignup;
  if (signup && !(seed.forms ?? []).some((f) => f.key === signup.form && f.subscribeList))
    at("settings.footerSignup", `names "${signup.form}", which is not one of the site's sign-up forms`);
  const served = servedPaths(seed);
  for (const form of seed.forms ?? []) {
    if (form.successPath && !served.public.includes(form.successPath)) at(`form "${form.key}"`, `successPath "${form.successPath}" is not a page of this site`);
  }
  const known = new Set([...served.public, ...served.private]);
  const checkHref = (where: string, href: string) => {
    if (/^(https?:|mailto:|tel:|#)/.test(href)) return;
    const path = href
      .replace(/^\//, "")
      .replace(/[?#].*$/, "")
      .replace(/\/$/, "");
    if (!known.has(path)) at(where, `link "${href}" does not lead to a page of this site`);
  };
  const checkBlocks = (where: string, seedBlocks: SeedBlockInput[]) => {
    // The menu's blocks as stored: naming their sections, whose dishes are checked as the site's one menu below.
    const [{ blocks }] = gatherMenu([{ blocks: seedBlocks }]).pages as [{ blocks: BlockInput[] }];
    blocks.forEach((block, i) => {
      const parsed = blockSchema.safeParse(block);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) at(`${where} block ${i} (${block.type}).${issue.path.join(".")}`, issue.message);
        return;
      }
      const data = parsed.data as Block;
      if (data.type === "form" && !formKeys.has(data.props.form))
        at(`${where} block ${i} (form)`, `names form "${data.props.form}", which the site does not define`);
      const bookables = data.type === "booking" ? data.props.bookables : data.type === "tripBuilder" && data.props.bookable ? [data.props.bookable] : [];
      for (const key of bookables)
        if (!bookableKeys.has(key)) at(`${where} block ${i} (${data.type})`, `names bookable "${key}", which the site does not define`);
      if (data.type === "booking" && bookableKeys.size === 0) at(`${where} block ${i} (booking)`, "the site has no bookables");
      if (data.type === "shop" && productSlugs.size === 0) at(`${where} block ${i} (shop)`, "the site has no products");
      if ("successPath" in data.props && data.props.successPath !== undefined && !served.public.includes(data.props.successPath))
        at(`${where} block ${i} (${data.type})`, `successPath "${data.props.successPath}" is not a page of this site`);
      JSON.stringify(parsed.data, (key, value: unknown) => {
        if (key === "href" && typeof value === "string") checkHref(`${where} block ${i}`, value);
        return value;
      });
    });
  };

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const checkPage = (where: string, page: { title: string; description: string; blocks: SeedBlockInput[] }) => {
    if (titles.has(page.title)) at(where, `title "${page.title}" repeats ${titles.get(page.title)}`);
    titles.set(page.title, where);
    if (page.description.length < 50 || page.description.length > 160) at(where, `description is ${page.description.length} characters; keep it 50-160`);
    if (descriptions.has(page.description)) at(where, `description repeats ${descriptions.get(page.description)}`);
    descriptions.set(page.description, where);
    if (/lorem ipsum/i.test(JSON.stringify(page))) at(where, "placeholder text");
    checkBlocks(where, page.blocks);
  };
  try {
    gatherMenu([...seed.pages, ...(seed.organizations ?? []).flatMap((org) => org.pages)]);
  } catch (error) {
    at("menu", error instanceof Error ? error.message : String(error));
  }
  const pagePaths = new Set<string>();
  for (const page of seed.pages) {
    if (pagePaths.has(page.path)) at(`page "${page.path}"`, "path appears twice");
    pagePaths.add(page.path);
    if (page.path && !page.path.split("/").every((s) => SLUG_PATTERN.test(s))) at(`page "${page.path}"`, "path segments must be lowercase slugs");
    checkPage(`page "${page.path}"`, page);
  }
  for (const region of seed.serviceAreas ?? []) {
    for (const city of region.cities) checkPage(`city "${region.slug}/${city.slug}"`, city);
  }
  for (const org of seed.organizations ?? []) {
    for (const page of org.pages) checkPage(`organization page "${org.slug}/${page.path}"`, page);
  }
  for (const item of seed.settings.navigation ?? []) {
    checkHref("navigation", item.href);
    for (const child of item.children ?? []) checkHref("navigation", child.href);
  }
  for (const link of seed.settings.footerLinks ?? []) checkHref("footer", link.href);
  if (seed.settings.headerAction) checkHref("header action", seed.settings.headerAction.href);

  if (catalogue) {
    if (catalogue.name !== seed.name) at("name", `catalogue says "${catalogue.name}"`);
    if (catalogue.kind !== seed.kind) at("kind", `catalogue says "${catalogue.kind}"`);
    const publicPaths = new Set(served.public);
    for (const path of catalogue.static) if (!publicPaths.has(path)) at(`catalogue path "${path}"`, "is not served");
    for (const shape of catalogue.dynamic ?? []) {
      const pattern = shapePattern(shape.shape);
      const pool = shape.private ? served.private : served.public;
      const examples = pool.filter((p) => pattern.test(p) && !catalogue.static.includes(p));
      if (examples.length < shape.min) at(`catalogue shape "${shape.shape}"`, `has ${examples.length} examples; needs ${shape.min}`);
    }
  }
  return problems;
}
