"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import { AppError } from "@/lib/errors";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { formText } from "@/modules/auth/http";
import { currentActor } from "@/modules/auth/session";
import { addSiteDomain, checkSiteDomain, makeSiteDomainPrimary, removeSiteDomain } from "./domains-admin";

export const addDomainAction = adminAction(
  ["string", "state", "form"],
  async function addDomainAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const added = await addSiteDomain(await currentActor(), siteSlug, { domain: formText(form, "domain", 300) });
      refresh();
      return `${added.domain} is added. Create its DNS records below, then check it.`;
    });
  },
);

export const checkDomainAction = adminAction(
  ["string", "string", "state", "form"],
  async function checkDomainAction(siteSlug: string, id: string, _state: AdminActionState, _form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const { domain, result } = await checkSiteDomain(await currentActor(), siteSlug, id);
      if (!result.verified)
        throw new AppError("conflict", `${domain} is not verified yet: ${result.txt}. DNS changes can take an hour to be seen; check again later.`);
      refresh();
      return `${domain} is verified; the site answers there now.`;
    });
  },
);

export const makePrimaryDomainAction = adminAction(
  ["string", "string", "state", "form"],
  async function makePrimaryDomainAction(siteSlug: string, id: string, _state: AdminActionState, _form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const domain = await makeSiteDomainPrimary(await currentActor(), siteSlug, id);
      refresh();
      return `${domain} is the primary domain now.`;
    });
  },
);

export const removeDomainAction = adminAction(
  ["string", "string", "state", "form"],
  async function removeDomainAction(siteSlug: string, id: string, _state: AdminActionState, _form: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const domain = await removeSiteDomain(await currentActor(), siteSlug, id);
      refresh();
      return `${domain} is removed.`;
    });
  },
);
