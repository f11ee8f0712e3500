import "server-only";
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
 * the trash. Returns its label.
 */
export async function restoreFromTrash(actor: Actor | null, siteSlug: string, trashId: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  return audited(who, site, (label: string) => ({ action: "trash.restore", summary: `Restored ${label} from the trash` }), async () => {
    const item = await takeFromTrash(site.id, trashId);
    if (!item) throw new AppError("not_found", "That is no longer in the trash.");
    const registered = editorOf(item.entity);
    if (!registered) throw new AppError("conflict", `Items of the kind "${item.entity}" cannot be restored here.`);
    await registered.editor.restoreFromTrash(site.id, item.data);
    return item.label;
  });
}
