import { AppError } from "@/lib/errors";
import { audited, listTrash, takeFromTrash, type TrashItem } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { editorOf } from "./editors";

/** The site's trash: what editors deleted, for owners to bring back. */
export async function trashOfSite(actor: Actor | null, siteSlug: string): Promise<TrashItem[]> {
  const { site } = await authorize(actor, siteSlug, "site");
  return listTrash(site.id);
}

/**
 * Puts a deleted item back with its id, in one transaction with its removal
 * from the trash: a failure (another page took its path since) leaves it in
 * the trash. Returns what it was: its kind and id.
 */
export async function restoreFromTrash(actor: Actor | null, siteSlug: string, trashId: string): Promise<{ entity: string; entityId: string }> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  return audited(
    who,
    site,
    (item: { label: string }) => ({ action: "trash.restore", summary: `Restored ${item.label} from the trash` }),
    async () => {
      const item = await takeFromTrash(site.id, trashId);
      if (!item) throw new AppError("not_found", "That is no longer in the trash.");
      const registered = editorOf(item.entity);
      if (!registered) throw new AppError("conflict", `Items of the kind "${item.entity}" cannot be restored here.`);
      await registered.editor.restoreFromTrash(site.id, item.data);
      return { label: item.label, entity: item.entity, entityId: item.entityId };
    },
  );
}

/**
 * What the trash page says came back after a restore, looked up by the kind
 * and id in its address (`page:<id>`): its name and its editor, as the site
 * holds them now. Null for anything that is not one of the site's records,
 * so no words in a link reach the page.
 */
export async function restoredItem(actor: Actor | null, siteSlug: string, ref: string): Promise<{ name: string; href: string } | null> {
  const [entity = "", id = ""] = ref.split(":");
  const registered = editorOf(entity);
  if (!registered) return null;
  try {
    const { row } = await registered.editor.get(actor, siteSlug, id);
    return { name: `the ${registered.editor.kind.noun} ${registered.editor.kind.describe(row)}`, href: registered.adminPath(siteSlug, id) };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
