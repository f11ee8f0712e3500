import "server-only";
import { versionOf, type Editor } from "@/modules/admin/editable";
import type { RecordRelation } from "@/modules/admin/components/record-editor";
import { blocksFromForm, blocksToForm } from "@/modules/admin/schema-form/block-specs";
import { emptyValue, formToInput, inputToForm, type FieldSpec } from "@/modules/admin/schema-form/spec";
import type { Actor } from "@/modules/auth/access";
import type { Site } from "@/modules/sites/queries";

/**
 * What the admin's Content section shows of a collection, by the segment of
 * its address (/content/events/...): each kind's folder gives its editor, its
 * form's spec and its list; this says how they are shown.
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
  /** The version the form opens at: a save based on an older one is refused. */
  version: string | null;
}

export interface AdminCollection {
  key: string;
  title: string;
  noun: string;
  lead: string;
  /** The site shows this collection only where it mounts it. */
  mount?: string;
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
  save(actor: Actor | null, siteSlug: string, id: string, input: unknown, options?: { baseVersion?: string }): Promise<{ id: string; title: string; version: string | null }>;
  remove(actor: Actor | null, siteSlug: string, id: string): Promise<void>;
}

type Definition<Row extends { id: string }, Input> = Omit<AdminCollection, "entity" | "open" | "create" | "save" | "remove"> & {
  editor: Editor<Row, Input>;
  titleOf(row: Row): string;
  address(site: Site, row: Row): Promise<string | null> | string | null;
};

/** Binds a kind's typed editor to the untyped form input the actions read (the editor's schema parses it). */
export function adminCollection<Row extends { id: string }, Input>({ editor, titleOf, address, ...shown }: Definition<Row, Input>): AdminCollection {
  const named = (row: Row) => ({ id: row.id, title: titleOf(row), version: versionOf(row) });
  return {
    ...shown,
    entity: editor.kind.entity,
    async open(actor, siteSlug, id) {
      const { site, row } = await editor.get(actor, siteSlug, id);
      return { ...named(row), values: editor.kind.toInput(row) as Record<string, unknown>, address: await address(site, row) };
    },
    create: async (actor, siteSlug, input) => named(await editor.create(actor, siteSlug, input as Input)),
    save: async (actor, siteSlug, id, input, options) => named(await editor.save(actor, siteSlug, id, input as Input, options)),
    remove: (actor, siteSlug, id) => editor.remove(actor, siteSlug, id),
  };
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
