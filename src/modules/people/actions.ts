"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { formText } from "@/modules/auth/http";
import { currentActor } from "@/modules/auth/session";
import { answerInvitation, changeRole, invitePerson, removePerson, setOperator, withdrawInvitation } from "./service";

/**
 * People's server actions: the site and person come bound by the page, the
 * rest from the form; the service checks the actor's part in the site.
 */

export const inviteAction = adminAction(
  ["string", "state", "form"],
  async function inviteAction(siteSlug: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const input = { email: formText(formData, "email", 1000), name: formText(formData, "name", 1000), role: formText(formData, "role", 20) };
      await invitePerson(await currentActor(), siteSlug, input);
      refresh();
      return `Invited ${input.email.trim().toLowerCase()} as ${input.role}: they get a mail asking them to accept, and work on this site once they do.`;
    });
  },
);

export const withdrawInvitationAction = adminAction(
  ["string", "string", "state", "form"],
  async function withdrawInvitationAction(siteSlug: string, userId: string, _previous: AdminActionState, _formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      await withdrawInvitation(await currentActor(), siteSlug, userId);
      refresh();
      return "Invitation withdrawn.";
    });
  },
);

/** The signed-in person's answer to an invitation, from their own admin home: accepted, they land on the site's overview. */
export const answerInvitationAction = adminAction(
  ["string", "boolean", "state", "form"],
  async function answerInvitationAction(siteSlug: string, accept: boolean, _previous: AdminActionState, _formData: FormData): Promise<AdminActionState> {
    const state = await adminResult(async () => {
      await answerInvitation(await currentActor(), siteSlug, accept);
      if (!accept) refresh();
      return accept ? { message: "Accepted.", redirectTo: `/admin/sites/${encodeURIComponent(siteSlug)}` } : "Declined.";
    });
    if (state.redirectTo) redirect(state.redirectTo);
    return state;
  },
);

export const changeRoleAction = adminAction(
  ["string", "string", "state", "form"],
  async function changeRoleAction(siteSlug: string, userId: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const role = formText(formData, "role", 20);
      await changeRole(await currentActor(), siteSlug, userId, role);
      refresh();
      return `Their role is now ${role}.`;
    });
  },
);

export const removePersonAction = adminAction(
  ["string", "string", "state", "form"],
  async function removePersonAction(siteSlug: string, userId: string, _previous: AdminActionState, _formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      await removePerson(await currentActor(), siteSlug, userId);
      refresh();
      return "Removed from the site.";
    });
  },
);

export const setOperatorAction = adminAction(
  ["string", "boolean", "state", "form"],
  async function setOperatorAction(userId: string, operator: boolean, _previous: AdminActionState, _formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      await setOperator(await currentActor(), userId, operator);
      refresh();
      return operator ? "They are now an operator." : "They are no longer an operator.";
    });
  },
);
