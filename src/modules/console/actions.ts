"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { formText } from "@/modules/auth/http";
import { currentActor } from "@/modules/auth/session";
import { gridFromForm } from "@/modules/sites/week";
import { createSiteOfKind, deleteSite, setMailLimits, setSiteStatus } from "./service";
import type { SiteStatus } from "./schema";

/**
 * The console's server actions: read the form, call the service (which checks
 * the actor is an operator itself), and say what happened. Fields are read
 * longer than the schema allows, so an over-long value gets its message
 * rather than being cut.
 */

export const createSiteAction = adminAction(
  ["state", "form"],
  async function createSiteAction(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    const field = (name: string) => formText(formData, name, 1000);
    const state = await adminResult(async () => {
      const { slug } = await createSiteOfKind(await currentActor(), {
        ...Object.fromEntries(
          ["kind", "name", "slug", "tagline", "phone", "email", "street", "locality", "region", "postalCode", "logoMark", "examples"].map((name) => [
            name,
            field(name),
          ]),
        ),
        kind: field("kind"),
        name: field("name"),
        phone: field("phone"),
        email: field("email"),
        week: gridFromForm(formData),
      });
      return { message: `Created /${slug}.`, redirectTo: `/admin/sites/${slug}` };
    });
    if (state.redirectTo) redirect(state.redirectTo);
    return state;
  },
);

export const setSiteStatusAction = adminAction(
  ["string", ["active", "suspended"], "state", "form"],
  async function setSiteStatusAction(siteSlug: string, status: SiteStatus, _previous: AdminActionState, _formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const changed = await setSiteStatus(await currentActor(), siteSlug, status);
      refresh();
      if (!changed) return `/${siteSlug} was already ${status}.`;
      return status === "suspended"
        ? `Suspended /${siteSlug}: its pages show a notice that it is unavailable.`
        : `Restored /${siteSlug}: its pages are public again.`;
    });
  },
);

export const deleteSiteAction = adminAction(
  ["string", "state", "form"],
  async function deleteSiteAction(siteSlug: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    const state = await adminResult(async () => {
      await deleteSite(await currentActor(), siteSlug, formText(formData, "confirm", 200));
      return { message: `Deleted /${siteSlug}.`, redirectTo: `/admin/console?${new URLSearchParams({ deleted: siteSlug })}` };
    });
    if (state.redirectTo) redirect(state.redirectTo);
    return state;
  },
);

export const setMailLimitsAction = adminAction(
  ["string", "state", "form"],
  async function setMailLimitsAction(siteSlug: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      await setMailLimits(await currentActor(), siteSlug, {
        perMinute: formText(formData, "perMinute", 40),
        monthlyAllowance: formText(formData, "monthlyAllowance", 40),
      });
      refresh();
      return `Saved the sending limits of /${siteSlug}.`;
    });
  },
);
