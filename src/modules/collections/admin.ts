import { AppError } from "@/lib/errors";
import { publicationWords } from "@/lib/publication";
import { VersionConflict, versionOf, type Editor } from "@/modules/admin/editable";
import { audited } from "@/modules/audit/service";
import { authorize } from "@/modules/auth/access";
import { createPreviewToken } from "@/modules/preview/tokens";
import type { RecordRelation } from "@/modules/admin/components/record-editor";
import { blocksFromForm, blocksToForm } from "@/modules/admin/schema-form/block-specs";
import { emptyValue, formToInput, inputToForm, type FieldSpec } from "@/modules/admin/schema-form/spec";
import type { Actor } from "@/modules/auth/access";
import type { Site } from "@/modules/sites/queries";
import { zoneOf } from "@/modules/sites/calendar";

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
  /** For a kind with drafts: its state in words ("Published; draft changes not live yet"). */
  publication?: string;
}

export interface OpenRecord {
  id: string;
  title: string;
  /** The record as its form's input. */
  values: Record<string, unknown>;
  address: string | null;
  /** The version the form opens at: a save based on an older one is refused. */
  version: string | null;
  /** For a kind with drafts: whether visitors see it, its state in words, when it goes live, and a signed link to its saved version. */
  publication?: { published: boolean; hasDraft: boolean; words: string; publishAt: Date | null; previewHref: string | null };
}

/**
 * Publishing, for a kind with drafts (events, news, jobs, team): the editor's
 * save is a draft beside the published values, and these make it live, hide
 * the item, or schedule it. Each checks "content" on the site and is in the
 * activity log.
 */
export interface Publishing {
  /** From a stale copy (someone saved since the form was opened) it is refused: it would put live what the owner has not seen. */
  publish(actor: Actor | null, siteSlug: string, id: string, baseVersion?: string): Promise<{ title: string; version: string | null; address: string | null }>;
  unpublish(actor: Actor | null, siteSlug: string, id: string): Promise<{ title: string }>;
  schedule(actor: Actor | null, siteSlug: string, id: string, at: Date | null): Promise<void>;
  /** Drops the saved draft of a live record (for a kind that keeps one apart): visitors saw none of it, and the history still has it. */
  discard?(actor: Actor | null, siteSlug: string, id: string): Promise<{ title: string }>;
  /** A signed link to the record's saved version, at its own address; null where the site does not show it. */
  previewHref(actor: Actor | null, siteSlug: string, id: string): Promise<string | null>;
}

/** What a kind with drafts gives its admin collection (collections/service.ts's itemService has it). */
interface Drafts<Row> {
  working(row: Row): Row;
  publish(siteId: Site["id"], id: string): Promise<Row>;
  unpublish(siteId: Site["id"], id: string): Promise<Row>;
  schedule(siteId: Site["id"], id: string, at: Date | null): Promise<Row>;
  discard?(siteId: Site["id"], id: string): Promise<Row>;
}

/** A post's status may also be "scheduled": hidden until its time, as "draft" is. */
type Publishable = { id: string; status?: string; draft?: unknown; publishAt?: Date | null };

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
  /** Its title is the saved version's (a draft's, for a kind with drafts); published is whether visitors see the record at all. */
  save(
    actor: Actor | null,
    siteSlug: string,
    id: string,
    input: unknown,
    options?: { baseVersion?: string },
  ): Promise<{ id: string; title: string; version: string | null; published: boolean }>;
  remove(actor: Actor | null, siteSlug: string, id: string): Promise<void>;
  publishing?: Publishing;
}

type Definition<Row extends Publishable, Input> = Omit<AdminCollection, "entity" | "open" | "create" | "save" | "remove" | "publishing"> & {
  editor: Editor<Row, Input>;
  titleOf(row: Row): string;
  address(site: Site, row: Row): Promise<string | null> | string | null;
  /** Given for a kind with drafts. */
  drafts?: Drafts<Row>;
};

/** Binds a kind's typed editor to the untyped form input the actions read (the editor's schema parses it). */
export function adminCollection<Row extends Publishable, Input>({ editor, titleOf, address, drafts, ...shown }: Definition<Row, Input>): AdminCollection {
  const named = (row: Row) => ({ id: row.id, title: titleOf(drafts ? drafts.working(row) : row), version: versionOf(row), published: row.status !== "draft" });
  const previewOf = async (site: Site, row: Row) => {
    const at = drafts && (await address(site, drafts.working(row)));
    return at ? `${at}?preview=${createPreviewToken(site.id, { item: row.id })}` : null;
  };
  return {
    ...shown,
    entity: editor.kind.entity,
    async open(actor, siteSlug, id) {
      const { site, row } = await editor.get(actor, siteSlug, id);
      const publication = drafts && {
        published: row.status !== "draft",
        hasDraft: Boolean(row.draft),
        words: publicationWords(
          { status: row.status === "draft" ? "draft" : "published", hasDraft: Boolean(row.draft), publishAt: row.publishAt ?? null },
          zoneOf(site),
          shown.noun,
        ),
        publishAt: row.publishAt ?? null,
        previewHref: await previewOf(site, row),
      };
      return {
        ...named(row),
        values: editor.kind.toInput(row) as Record<string, unknown>,
        address: await address(site, row),
        ...(publication && { publication }),
      };
    },
    create: async (actor, siteSlug, input) => named(await editor.create(actor, siteSlug, input as Input)),
    save: async (actor, siteSlug, id, input, options) => named(await editor.save(actor, siteSlug, id, input as Input, options)),
    remove: (actor, siteSlug, id) => editor.remove(actor, siteSlug, id),
    ...(drafts && { publishing: publishing(editor, drafts, titleOf, address, previewOf) }),
  };
}

/** Publishing, unpublishing, scheduling and discarding a kind's drafts, each audited (the blog's posts use it too). */
export function publishing<Row extends Publishable, Input>(
  editor: Editor<Row, Input>,
  drafts: Drafts<Row>,
  titleOf: (row: Row) => string,
  address: Definition<Row, Input>["address"],
  previewOf: (site: Site, row: Row) => Promise<string | null>,
): Publishing {
  const { entity, noun, describe } = editor.kind;
  const editing = async (actor: Actor | null, siteSlug: string, id: string) => {
    const { actor: who } = await authorize(actor, siteSlug, "content");
    return { who, ...(await editor.get(who, siteSlug, id)) };
  };
  return {
    async publish(actor, siteSlug, id, baseVersion) {
      const { who, site, row } = await editing(actor, siteSlug, id);
      const current = versionOf(row);
      if (baseVersion && current && baseVersion !== current)
        throw new VersionConflict(noun, { version: current, savedBy: "someone else", savedAt: current, differences: [] });
      const live = await audited(
        who,
        site,
        { action: `${entity}.publish`, entity, entityId: id, summary: `Published the ${noun} ${describe(drafts.working(row))}` },
        () => drafts.publish(site.id, id),
      );
      return { title: titleOf(live), version: versionOf(live), address: await address(site, live) };
    },
    async unpublish(actor, siteSlug, id) {
      const { who, site, row } = await editing(actor, siteSlug, id);
      const hidden = await audited(
        who,
        site,
        { action: `${entity}.unpublish`, entity, entityId: id, summary: `Unpublished the ${noun} ${describe(row)}` },
        () => drafts.unpublish(site.id, id),
      );
      return { title: titleOf(hidden) };
    },
    async schedule(actor, siteSlug, id, at) {
      const { who, site, row } = await editing(actor, siteSlug, id);
      if (at && Number.isNaN(at.getTime())) throw new AppError("bad_input", "Choose a date and a time.", { field: "publishAt" });
      const summary = at
        ? `Scheduled the ${noun} ${describe(row)} to publish at ${at.toISOString()}`
        : `Cancelled the schedule of the ${noun} ${describe(row)}`;
      await audited(who, site, { action: `${entity}.schedule`, entity, entityId: id, summary }, () => drafts.schedule(site.id, id, at));
    },
    ...(drafts.discard && {
      async discard(actor: Actor | null, siteSlug: string, id: string) {
        const { who, site, row } = await editing(actor, siteSlug, id);
        const kept = await audited(
          who,
          site,
          { action: `${entity}.discard`, entity, entityId: id, summary: `Discarded the draft of the ${noun} ${describe(drafts.working(row))}` },
          () => drafts.discard!(site.id, id),
        );
        return { title: titleOf(kept) };
      },
    }),
    async previewHref(actor, siteSlug, id) {
      const { site, row } = await editor.get(actor, siteSlug, id);
      return previewOf(site, row);
    },
  };
}

/** A record's values as its editor shows them (local times; each block's props as its form holds them); a new record's when none are given. */
export function formValues(collection: AdminCollection, timeZone: string, values?: Record<string, unknown>): Record<string, unknown> {
  const shown = inputToForm(collection.spec, values ?? { ...(emptyValue(collection.spec) as object), ...collection.blank?.() }, timeZone) as Record<
    string,
    unknown
  >;
  if (!collection.withBlocks || !Array.isArray(shown.blocks)) return shown;
  return { ...shown, blocks: blocksToForm(shown.blocks, timeZone) };
}

/** The editor's values as the schema's input (before parsing): empty optionals dropped, local times as instants, each block's props fit for its type. */
export function recordInput(collection: AdminCollection, payload: Record<string, unknown>, timeZone: string): Record<string, unknown> {
  const input = formToInput(collection.spec, payload, timeZone) as Record<string, unknown>;
  if (collection.withBlocks && Array.isArray(payload.blocks)) input.blocks = blocksFromForm(payload.blocks, timeZone);
  if (collection.relation) input[collection.relation.key] = payload[collection.relation.key];
  return input;
}
