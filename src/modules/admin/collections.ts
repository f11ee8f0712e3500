import "server-only";
import type { CollectionKey } from "@/lib/collections";
import { wallClock } from "@/lib/time";
import type { Editor } from "@/modules/admin/editable";
import type { RecordRelation } from "@/modules/admin/components/record-editor";
import { blocksFromForm, blocksToForm } from "@/modules/admin/schema-form/block-specs";
import { emptyValue, formToInput, inputToForm, type FieldSpec } from "@/modules/admin/schema-form/spec";
import type { Actor } from "@/modules/auth/access";
import { eventAddress, eventEditor, eventSpec, listEventsForEditing } from "@/modules/events/admin";
import { jobEditor, jobSpec, listJobsForEditing } from "@/modules/jobs/admin";
import { listNewsForEditing, newsAddress, newsEditor, newsSpec } from "@/modules/news/admin";
import { listOrganizationsForEditing, organizationEditor, organizationSpec } from "@/modules/organizations/admin";
import { cityAddress, cityEditor, citySpec, listCitiesForEditing, listRegionsForEditing, regionEditor, regionSpec } from "@/modules/service-areas/admin";
import type { Site } from "@/modules/sites/queries";
import { listTeamForEditing, teamEditor, teamSpec } from "@/modules/team/admin";
import { urls } from "@/lib/urls";

/**
 * The collections the admin's Content section edits, by the segment of their
 * address (/content/events/...): each one's module gives the editor, the
 * form's spec and the list; this says how they are shown.
 */
export interface ListedRecord {
  id: string;
  title: string;
  slug: string;
  /** Where visitors see it; null when the site does not show it. */
  address: string | null;
  /** The column that matters for the kind: when it starts, when it closes, its role. */
  detail: Date | string | null;
}

export interface OpenRecord {
  id: string;
  title: string;
  /** The record as its form's input. */
  values: Record<string, unknown>;
  address: string | null;
}

export interface AdminCollection {
  key: string;
  title: string;
  noun: string;
  lead: string;
  /** The site shows this collection only where it mounts it. */
  mount?: CollectionKey;
  detailHeading?: string;
  entity: string;
  spec: FieldSpec;
  /** Its fields include a list of blocks, edited as a page's are. */
  withBlocks?: boolean;
  relation?: { key: string; label: string; hint: string; options(actor: Actor, siteSlug: string): Promise<RecordRelation["options"]> };
  /** What a new record's form starts with, over the spec's empty values. */
  blank?(): Record<string, unknown>;
  list(actor: Actor, siteSlug: string): Promise<ListedRecord[]>;
  open(actor: Actor, siteSlug: string, id: string): Promise<OpenRecord>;
  create(actor: Actor | null, siteSlug: string, input: unknown): Promise<{ id: string; title: string }>;
  save(actor: Actor | null, siteSlug: string, id: string, input: unknown): Promise<{ id: string; title: string }>;
  remove(actor: Actor | null, siteSlug: string, id: string): Promise<void>;
}

type Definition<Row extends { id: string }, Input> = Omit<AdminCollection, "entity" | "open" | "create" | "save" | "remove"> & {
  editor: Editor<Row, Input>;
  titleOf(row: Row): string;
  address(site: Site, row: Row): Promise<string | null> | string | null;
};

/** Binds a module's typed editor to the untyped form input the actions read (the editor's schema parses it). */
function define<Row extends { id: string }, Input>({ editor, titleOf, address, ...shown }: Definition<Row, Input>): AdminCollection {
  const named = (row: Row) => ({ id: row.id, title: titleOf(row) });
  return {
    ...shown,
    entity: editor.kind.entity,
    async open(actor, siteSlug, id) {
      const { site, row } = await editor.get(actor, siteSlug, id);
      return { ...named(row), values: editor.kind.toInput(row) as Record<string, unknown>, address: await address(site, row) };
    },
    create: async (actor, siteSlug, input) => named(await editor.create(actor, siteSlug, input as Input)),
    save: async (actor, siteSlug, id, input) => named(await editor.save(actor, siteSlug, id, input as Input)),
    remove: (actor, siteSlug, id) => editor.remove(actor, siteSlug, id),
  };
}

const days = (n: number) => new Date(Date.now() + n * 24 * 3600_000);

const COLLECTIONS: AdminCollection[] = [
  define({
    key: "events",
    title: "Events",
    noun: "event",
    lead: "What is on: the site's own events and its organizations'.",
    mount: "events",
    detailHeading: "Starts",
    editor: eventEditor,
    spec: eventSpec,
    blank: () => ({ startsAt: wallClock(new Date(), 7, "18:00"), endsAt: wallClock(new Date(), 7, "20:00") }),
    list: async (actor, site) => (await listEventsForEditing(actor, site)).map((e) => ({ ...e, detail: e.startsAt })),
    titleOf: (row) => row.title,
    address: eventAddress,
  }),
  define({
    key: "news",
    title: "News",
    noun: "news item",
    lead: "Announcements, newest first. An item dated in the future appears on the site then.",
    mount: "news",
    detailHeading: "Published",
    editor: newsEditor,
    spec: newsSpec,
    blank: () => ({ publishedAt: new Date() }),
    list: async (actor, site) => (await listNewsForEditing(actor, site)).map((n) => ({ ...n, detail: n.publishedAt })),
    titleOf: (row) => row.title,
    address: newsAddress,
  }),
  define({
    key: "jobs",
    title: "Job postings",
    noun: "job posting",
    lead: "Open positions; a posting closes on its own after its closing date.",
    mount: "jobs",
    detailHeading: "Valid through",
    editor: jobEditor,
    spec: jobSpec,
    blank: () => ({ datePosted: new Date(), validThrough: days(30) }),
    list: async (actor, site) => (await listJobsForEditing(actor, site)).map((j) => ({ ...j, detail: j.validThrough })),
    titleOf: (row) => row.title,
    address: (site, row) => urls.job(site, row.slug),
  }),
  define({
    key: "team",
    title: "Team members",
    noun: "team member",
    lead: "The people of the business; the site lists them by position, then name.",
    mount: "team",
    detailHeading: "Role",
    editor: teamEditor,
    spec: teamSpec,
    blank: () => ({ position: 0 }),
    list: async (actor, site) => (await listTeamForEditing(actor, site)).map((m) => ({ ...m, title: m.name, detail: m.role })),
    titleOf: (row) => row.name,
    address: (site, row) => urls.teamMember(site, row.slug),
  }),
  define({
    key: "organizations",
    title: "Organizations",
    noun: "organization",
    lead: "Departments, clubs or member groups, each with its own pages, events and news.",
    editor: organizationEditor,
    spec: organizationSpec,
    list: async (actor, site) => (await listOrganizationsForEditing(actor, site)).map((o) => ({ ...o, title: o.name, detail: null })),
    titleOf: (row) => row.name,
    address: (site, row) => urls.organization(site, row.slug),
  }),
  define({
    key: "regions",
    title: "Service regions",
    noun: "service region",
    lead: "The areas the business serves; each holds city pages.",
    editor: regionEditor,
    spec: regionSpec,
    list: async (actor, site) => (await listRegionsForEditing(actor, site)).map((r) => ({ ...r, title: r.name, address: null, detail: null })),
    titleOf: (row) => row.name,
    address: () => null,
  }),
  define({
    key: "cities",
    title: "City pages",
    noun: "city page",
    lead: "A page for each city served, at {region}/{city}.",
    detailHeading: "Region",
    editor: cityEditor,
    spec: citySpec,
    withBlocks: true,
    relation: {
      key: "regionId",
      label: "Region",
      hint: "The city's page is at the region's address, then the city's.",
      options: async (actor, site) => (await listRegionsForEditing(actor, site)).map((r) => ({ value: r.id, label: r.name })),
    },
    list: async (actor, site) => (await listCitiesForEditing(actor, site)).map((c) => ({ ...c, detail: c.region })),
    titleOf: (row) => row.title,
    address: cityAddress,
  }),
];

export function allCollections(): readonly AdminCollection[] {
  return COLLECTIONS;
}

export function collectionOf(key: string): AdminCollection | null {
  return COLLECTIONS.find((c) => c.key === key) ?? null;
}

/** A record's values as its editor shows them (local times; each block's props as its form holds them); a new record's when none are given. */
export function formValues(collection: AdminCollection, values?: Record<string, unknown>): Record<string, unknown> {
  const shown = inputToForm(collection.spec, values ?? { ...(emptyValue(collection.spec) as object), ...collection.blank?.() }) as Record<string, unknown>;
  if (!collection.withBlocks || !Array.isArray(shown.blocks)) return shown;
  return { ...shown, blocks: blocksToForm(shown.blocks) };
}

/** The editor's values as the schema's input (before parsing): empty optionals dropped, local times as instants, each block's props fit for its type. */
export function recordInput(collection: AdminCollection, payload: Record<string, unknown>): Record<string, unknown> {
  const input = formToInput(collection.spec, payload) as Record<string, unknown>;
  if (collection.withBlocks && Array.isArray(payload.blocks)) input.blocks = blocksFromForm(payload.blocks);
  if (collection.relation) input[collection.relation.key] = payload[collection.relation.key];
  return input;
}
