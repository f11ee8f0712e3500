import type { RegisteredEditor } from "@/modules/admin/editable";
import { formEditor } from "@/modules/forms/admin";
import { pageEditor } from "@/modules/pages/admin";
import { menuEditor } from "@/modules/menus/service";
import { navigationEditor } from "@/modules/sites/navigation";
import { collections } from "./collections";

/**
 * Every kind of content the admin edits, by its entity name: the history
 * page, the trash and the revision restore find their editor here. The
 * collections register their own (modules/content/collections.ts); these
 * are the site's pages, navigation, menu and forms.
 */
const EDITORS: Record<string, RegisteredEditor> = {
  page: { editor: pageEditor, adminPath: (site, id) => `/admin/sites/${site}/pages/${id}` },
  navigation: { editor: navigationEditor, adminPath: (site) => `/admin/sites/${site}/navigation` },
  menu: { editor: menuEditor, adminPath: (site) => `/admin/sites/${site}/menu` },
  form: { editor: formEditor, adminPath: (site, id) => `/admin/sites/${site}/forms/${id}` },
};

export function editorOf(entity: string): RegisteredEditor | null {
  return Object.hasOwn(EDITORS, entity) ? EDITORS[entity]! : collections.editor(entity);
}

/**
 * The collection kind whose saved versions the history's preview draws (edge/live-preview.tsx, kind
 * "revision"): one with a live preview that registers the entity's editor (an event, a news item, a
 * job posting, a team member). A page and a post are drawn by the edge itself.
 */
export function revisionPreviewKind(entity: string) {
  return collections.kinds.find((kind) => kind.livePreview && kind.editors && Object.hasOwn(kind.editors, entity)) ?? null;
}

/** Whether a saved version of this kind of record can be drawn as its page would show it. */
export function previewsRevisions(entity: string): boolean {
  return entity === "page" || entity === "post" || revisionPreviewKind(entity) !== null;
}
