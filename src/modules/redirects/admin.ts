import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { isUuid } from "@/lib/ids";
import { AppError } from "@/lib/errors";
import { listRedirects, type Redirect } from "./queries";
import { deleteRedirect, redirectInputSchema, saveRedirect, type RedirectInput } from "./service";

/** The site's redirects, for its owners: listed, added and removed, each change in the audit log. */
export async function redirectsForEditing(actor: Actor | null, siteSlug: string): Promise<Redirect[]> {
  const { site } = await authorize(actor, siteSlug, "site");
  return listRedirects(site.id);
}

export async function addRedirect(actor: Actor | null, siteSlug: string, input: RedirectInput): Promise<void> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const data = redirectInputSchema.parse(input);
  await audited(
    who,
    site,
    {
      action: "redirect.create",
      entity: "redirect",
      summary: `Sent /${data.fromPath} on to ${data.toPath.startsWith("http") ? data.toPath : `/${data.toPath}`}`,
    },
    () => saveRedirect(site.id, data),
  );
}

export async function removeRedirect(actor: Actor | null, siteSlug: string, id: string): Promise<void> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  if (!isUuid(id)) throw new AppError("not_found", "No such redirect.");
  const redirect = (await listRedirects(site.id)).find((r) => r.id === id);
  if (!redirect) throw new AppError("not_found", "No such redirect.");
  await audited(who, site, { action: "redirect.delete", entity: "redirect", entityId: id, summary: `Stopped sending /${redirect.fromPath} on` }, () =>
    deleteRedirect(site.id, id),
  );
}
