import { AppError } from "@/lib/errors";
import type { ConflictDetail } from "./action-state";
import { isUuid } from "@/lib/ids";
import { readableValue, versionChanges, type VersionChange } from "@/lib/version-changes";
import { blockLabel } from "@/blocks/field-words";
import { audited, getRevision, listRevisions, putInTrash, recordOriginal, recordRevision, revisionAt, type RevisionSummary } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import type { Site, SiteId } from "@/modules/sites/queries";

/**
 * One way to edit every kind of content (pages, posts, events, news, jobs,
 * team, organizations, service areas): each kind describes how to find,
 * insert, update and delete its rows, and gets the admin entry points with
 * the same rules. Every entry point takes the actor and checks "content" on
 * the site; every save keeps a revision; a delete goes to the trash and can
 * come back with the same id; an id of another site is not found.
 */
export interface EditableKind<Row extends { id: string }, Input> {
  /** Stored in revisions, the trash and the audit log: "page", "post", ... */
  entity: string;
  /** For people: "page", "blog post", "event". */
  noun: string;
  find(siteId: SiteId, id: string): Promise<Row | null>;
  insert(siteId: SiteId, input: Input, id?: string): Promise<Row>;
  update(siteId: SiteId, id: string, input: Input): Promise<Row>;
  remove(siteId: SiteId, id: string): Promise<Row>;
  /** The row as the input that would save it again (for revisions and restores). */
  toInput(row: Row): Input;
  /** How the row is named in the log and the trash: `"Spring menu" (/blog/spring-menu)`. */
  describe(row: Row): string;
  /** Why this row may not be deleted, if it may not. */
  deletionRefused?(row: Row): string | null;
  /** Puts a deleted row back as it was (the trash keeps it as JSON), when its input alone would not say all (a page's draft beside its published version). */
  restore?(siteId: SiteId, row: Row): Promise<Row>;
}

interface SaveOptions {
  baseVersion?: string;
  restoring?: boolean;
}

/** A record's version: when it was last saved, to the millisecond. Null for a kind of row without one. */
export function versionOf(row: object): string | null {
  const { updatedAt } = row as { updatedAt?: unknown };
  return updatedAt instanceof Date ? updatedAt.toISOString() : null;
}

export class VersionConflict extends AppError {
  constructor(
    noun: string,
    readonly detail: ConflictDetail,
  ) {
    super("conflict", `Someone else saved this ${noun} while you were editing it. Nothing of yours is lost: compare, then keep yours or theirs.`);
  }
}

/** The top-level fields that differ, each with the other version's value as readable text. */
function differences(theirs: unknown, mine: unknown): ConflictDetail["differences"] {
  const a = (theirs ?? {}) as Record<string, unknown>;
  const b = (mine ?? {}) as Record<string, unknown>;
  return Object.keys(a)
    .filter((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null))
    .map((key) => ({ field: key, theirs: readableValue(a[key]) }));
}

export function editorFor<Row extends { id: string }, Input>(kind: EditableKind<Row, Input>) {
  const missing = () => new AppError("not_found", `No such ${kind.noun}.`);

  async function findOn(site: Site, id: string): Promise<Row> {
    if (!isUuid(id)) throw missing();
    const row = await kind.find(site.id, id);
    if (!row) throw missing();
    return row;
  }

  async function save(actor: Actor | null, siteSlug: string, id: string, input: Input, options: SaveOptions = {}): Promise<Row> {
    const { site, actor: who } = await authorize(actor, siteSlug, "content");
    const existing = await findOn(site, id);
    const current = versionOf(existing);
    if (options.baseVersion && current && options.baseVersion !== current) {
      const [last] = await listRevisions(site.id, kind.entity, id);
      // Their change: what differs between the version the form was opened at and theirs (or, without that version kept, between theirs and this save).
      const base = await revisionAt(site.id, kind.entity, id, options.baseVersion);
      throw new VersionConflict(kind.noun, {
        version: current,
        savedBy: last?.authorEmail ?? "someone",
        savedAt: current,
        differences: differences(kind.toInput(existing), base ?? input),
      });
    }
    const restoring = options.restoring ?? false;
    return audited(
      who,
      site,
      (row: Row) => ({
        action: `${kind.entity}.${restoring ? "restore" : "save"}`,
        entity: kind.entity,
        entityId: id,
        summary: `${restoring ? "Restored an earlier version of" : "Saved"} the ${kind.noun} ${kind.describe(row)}`,
      }),
      async () => {
        // History starts with the record as it was before its first edit (the demo's or a template's content is version one).
        if (!(await listRevisions(site.id, kind.entity, id)).length)
          await recordOriginal(site.id, kind.entity, id, kind.toInput(existing), current ? new Date(current) : new Date(0));
        const row = await kind.update(site.id, id, input);
        await recordRevision(site.id, who, kind.entity, row.id, kind.toInput(row));
        return row;
      },
    );
  }

  return {
    kind,

    async get(actor: Actor | null, siteSlug: string, id: string): Promise<{ site: Site; row: Row }> {
      const { site } = await authorize(actor, siteSlug, "content");
      return { site, row: await findOn(site, id) };
    },

    async create(actor: Actor | null, siteSlug: string, input: Input): Promise<Row> {
      const { site, actor: who } = await authorize(actor, siteSlug, "content");
      return audited(
        who,
        site,
        (row: Row) => ({ action: `${kind.entity}.create`, entity: kind.entity, entityId: row.id, summary: `Created the ${kind.noun} ${kind.describe(row)}` }),
        async () => {
          const row = await kind.insert(site.id, input);
          await recordRevision(site.id, who, kind.entity, row.id, kind.toInput(row));
          return row;
        },
      );
    },

    /** With options.baseVersion (the version the form was opened at), a save over someone else's later one is refused (VersionConflict). */
    save: (actor: Actor | null, siteSlug: string, id: string, input: Input, options?: { baseVersion?: string }) => save(actor, siteSlug, id, input, options),

    async remove(actor: Actor | null, siteSlug: string, id: string): Promise<void> {
      const { site, actor: who } = await authorize(actor, siteSlug, "content");
      const existing = await findOn(site, id);
      const refusal = kind.deletionRefused?.(existing);
      if (refusal) throw new AppError("conflict", refusal);
      await audited(
        who,
        site,
        { action: `${kind.entity}.delete`, entity: kind.entity, entityId: id, summary: `Moved the ${kind.noun} ${kind.describe(existing)} to the trash` },
        async () => {
          const row = await kind.remove(site.id, id);
          await putInTrash(site.id, who, kind.entity, row.id, `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)} ${kind.describe(row)}`, row);
        },
      );
    },

    async revisions(actor: Actor | null, siteSlug: string, id: string): Promise<RevisionSummary[]> {
      const { site } = await authorize(actor, siteSlug, "content");
      await findOn(site, id);
      return listRevisions(site.id, kind.entity, id);
    },

    /** What restoring a saved version would change, field by field and block by block, against the record as it is now. */
    async changesOf(actor: Actor | null, siteSlug: string, id: string, revisionId: string): Promise<VersionChange[]> {
      const { site } = await authorize(actor, siteSlug, "content");
      const current = await findOn(site, id);
      const data = await getRevision(site.id, kind.entity, id, revisionId);
      if (!data) throw new AppError("not_found", `No such version of this ${kind.noun}.`);
      return versionChanges(data, kind.toInput(current), blockLabel);
    },

    async restoreRevision(actor: Actor | null, siteSlug: string, id: string, revisionId: string): Promise<Row> {
      const { site } = await authorize(actor, siteSlug, "content");
      await findOn(site, id);
      const data = await getRevision(site.id, kind.entity, id, revisionId);
      if (!data) throw new AppError("not_found", `No such version of this ${kind.noun}.`);
      return save(actor, siteSlug, id, data as Input, { restoring: true });
    },

    /** Puts a row from the trash back with its id (inside the trash's audited restore). */
    async restoreFromTrash(siteId: SiteId, data: unknown): Promise<Row> {
      const row = data as Row;
      return kind.restore ? kind.restore(siteId, row) : kind.insert(siteId, kind.toInput(row), row.id);
    },
  };
}

export type Editor<Row extends { id: string } = { id: string }, Input = unknown> = ReturnType<typeof editorFor<Row, Input>>;

/** An editor as the history page, the revision restore and the trash find it, by its entity name. */
export interface RegisteredEditor {
  // The registry holds kinds of every row type; each entry's own code is typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  editor: Editor<any, any>;
  /** Where the record's editor is in the admin. */
  adminPath: (siteSlug: string, id: string) => string;
}
