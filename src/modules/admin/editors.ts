import "server-only";
import { postEditor } from "@/modules/blog/admin";
import { pageEditor } from "@/modules/pages/admin";
import { eventEditor } from "@/modules/events/admin";
import { formEditor } from "@/modules/forms/admin";
import { jobEditor } from "@/modules/jobs/admin";
import { newsEditor } from "@/modules/news/admin";
import { organizationEditor } from "@/modules/organizations/admin";
import { cityEditor, regionEditor } from "@/modules/service-areas/admin";
import { navigationEditor } from "@/modules/sites/navigation";
import { teamEditor } from "@/modules/team/admin";
import type { Editor } from "./editable";

/**
 * Every kind of content the admin edits, by its entity name: the history
 * page, the trash and the revision restore find their editor here. A new
 * kind adds one line.
 */
export interface RegisteredEditor {
  // The registry holds kinds of every row type; each entry's own code is typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  editor: Editor<any, any>;
  /** Where the record's editor is in the admin. */
  adminPath: (siteSlug: string, id: string) => string;
}

export const EDITORS: Record<string, RegisteredEditor> = {
  page: { editor: pageEditor, adminPath: (site, id) => `/admin/sites/${site}/pages/${id}` },
  post: { editor: postEditor, adminPath: (site, id) => `/admin/sites/${site}/posts/${id}` },
  event: { editor: eventEditor, adminPath: (site, id) => `/admin/sites/${site}/content/events/${id}` },
  "news-item": { editor: newsEditor, adminPath: (site, id) => `/admin/sites/${site}/content/news/${id}` },
  job: { editor: jobEditor, adminPath: (site, id) => `/admin/sites/${site}/content/jobs/${id}` },
  "team-member": { editor: teamEditor, adminPath: (site, id) => `/admin/sites/${site}/content/team/${id}` },
  organization: { editor: organizationEditor, adminPath: (site, id) => `/admin/sites/${site}/content/organizations/${id}` },
  region: { editor: regionEditor, adminPath: (site, id) => `/admin/sites/${site}/content/regions/${id}` },
  city: { editor: cityEditor, adminPath: (site, id) => `/admin/sites/${site}/content/cities/${id}` },
  navigation: { editor: navigationEditor, adminPath: (site) => `/admin/sites/${site}/navigation` },
  form: { editor: formEditor, adminPath: (site, id) => `/admin/sites/${site}/forms/${id}` },
};

export function editorOf(entity: string): RegisteredEditor | null {
  return Object.hasOwn(EDITORS, entity) ? EDITORS[entity]! : null;
}
