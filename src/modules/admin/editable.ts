import "server-only";
import { AppError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { audited, getRevision, listRevisions, putInTrash, recordRevision, type RevisionSummary } from "@/modules/audit/service";
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
}

export function editorFor<Row extends { id: string }, Input>(kind: EditableKind<Row, Input>) {
  const missing = () => new AppError("not_found", `No such ${kind.noun}.`);

  async function findOn(site: Site, id: string): Promise<Row> {
    if (!isUuid(id)) throw missing();
    const row = await kind.find(site.id, id);
    if (!row) throw missing();
    return row;
  }

  async function save(actor: Actor | null, siteSlug: string, id: string, input: Input, restoring = false): Promise<Row> {
    const { site, actor: who } = await authorize(actor, siteSlug, "content");
    await findOn(site, id);
    return audited(who, site, (row: Row) => ({ action: `${kind.entity}.${restoring ? "restore" : "save"}`, entity: kind.entity, entityId: id, summary: `${restoring ? "Restored an earlier version of" : "Saved"} the ${kind.noun} ${kind.describe(row)}` }), async () => {
      const row = await kind.update(site.id, id, input);
      await recordRevision(site.id, who, kind.entity, row.id, kind.toInput(row));
      return row;
    });
  }

  return {
    kind,

    async get(actor: Actor | null, siteSlug: string, id: string): Promise<{ site: Site; row: Row }> {
      const { site } = await authorize(actor, siteSlug, "content");
      return { site, row: await findOn(site, id) };
    },

    async create(actor: Actor | null, siteSlug: string, input: Input): Promise<Row> {
      const { site, actor: who } = await authorize(actor, siteSlug, "content");
      return audited(who, site, (row: Row) => ({ action: `${kind.entity}.create`, entity: kind.entity, entityId: row.id, summary: `Created the ${kind.noun} ${kind.describe(row)}` }), async () => {
        const row = await kind.insert(site.id, input);
        await recordRevision(site.id, who, kind.entity, row.id, kind.toInput(row));
        return row;
      });
    },

    save: (actor: Actor | null, siteSlug: string, id: string, input: Input) => save(actor, siteSlug, id, input),

    async remove(actor: Actor | null, siteSlug: string, id: string): Promise<void> {
      const { site, actor: who } = await authorize(actor, siteSlug, "content");
      const existing = await findOn(site, id);
      const refusal = kind.deletionRefused?.(existing);
      if (refusal) throw new AppError("conflict", refusal);
      await audited(who, site, { action: `${kind.entity}.delete`, entity: kind.entity, entityId: id, summary: `Moved the ${kind.noun} ${kind.describe(existing)} to the trash` }, async () => {
        const row = await kind.remove(site.id, id);
        await putInTrash(site.id, who, kind.entity, row.id, `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)} ${kind.describe(row)}`, row);
      });
    },

    async revisions(actor: Actor | null, siteSlug: string, id: string): Promise<RevisionSummary[]> {
      const { site } = await authorize(actor, siteSlug, "content");
      await findOn(site, id);
      return listRevisions(site.id, kind.entity, id);
    },

    async restoreRevision(actor: Actor | null, siteSlug: string, id: string, revisionId: string): Promise<Row> {
      const { site } = await authorize(actor, siteSlug, "content");
      await findOn(site, id);
      const data = await getRevision(site.id, kind.entity, id, revisionId);
      if (!data) throw new AppError("not_found", `No such version of this ${kind.noun}.`);
      return save(actor, siteSlug, id, data as Input, true);
    },

    /** Puts a row from the trash back with its id (inside the trash's audited restore). */
    async restoreFromTrash(siteId: SiteId, data: unknown): Promise<Row> {
      const row = data as Row;
      return kind.insert(siteId, kind.toInput(row), row.id);
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
