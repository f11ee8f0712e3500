"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { formatDateTime } from "@/lib/format";
import { markdownToRichText } from "@/lib/rich-text/markdown";
import { fromLocalDateTime } from "@/lib/time";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { saveNewsletter, sendNewsletter, sendTest, setArchive, setList, unschedule } from "./service";
import { zoneOfSite } from "@/modules/sites/queries";

/**
 * The compose form's buttons: save the draft, send a test to oneself, send
 * now, or schedule. Each saves what is on the form first, so what is tested
 * or sent is what the owner sees.
 */
export const newsletterAction = adminAction(
  ["string", "string?", "string?", "state", "form"],
  async function newsletterAction(
    siteSlug: string,
    id: string | null,
    source: string | null,
    _previous: AdminActionState,
    formData: FormData,
  ): Promise<AdminActionState> {
    const state = await adminResult(async () => {
      const actor = await currentActor();
      // The editor's document; or, from a browser without JavaScript, the plain text box's words (the form's <noscript>).
      const plain = formData.get("bodyText");
      let body: unknown;
      try {
        body = typeof plain === "string" && plain.trim() ? markdownToRichText(plain) : JSON.parse(String(formData.get("body") ?? ""));
      } catch {
        body = undefined;
      }
      const [kind, sourceId] = (source ?? "").split(":");
      const saved = await saveNewsletter(
        actor,
        siteSlug,
        id,
        { subject: formData.get("subject"), body, lists: formData.getAll("lists").map(String) },
        kind && sourceId ? { kind, id: sourceId } : undefined,
      );
      const page = `/admin/sites/${siteSlug}/newsletters/${saved}`;
      const intent = formData.get("intent");
      if (intent === "test") {
        const to = await sendTest(actor, siteSlug, saved);
        refresh();
        return { message: `Saved, and a test copy is on its way to ${to}.`, ...(id ? {} : { redirectTo: page }) };
      }
      if (intent === "send" || intent === "schedule") {
        const zone = await zoneOfSite(siteSlug);
        const at = intent === "schedule" ? fromLocalDateTime(String(formData.get("at") ?? ""), zone) : null;
        if (intent === "schedule" && !at) return { message: "Choose a date and time to send it.", redirectTo: id ? undefined : page };
        const outcome = await sendNewsletter(actor, siteSlug, saved, at);
        refresh();
        const message = outcome.scheduledAt
          ? `Scheduled: it goes out ${formatDateTime(outcome.scheduledAt, zone)}.`
          : `Sent: ${outcome.recipients} ${outcome.recipients === 1 ? "subscriber gets" : "subscribers get"} it, each their own copy through the outbox.`;
        return { message, ...(id ? {} : { redirectTo: page }) };
      }
      refresh();
      return { message: "Draft saved. The preview below shows it as saved.", ...(id ? {} : { redirectTo: page }) };
    });
    // A new draft's own page, from the server: a browser without JavaScript follows it too.
    if (!id && state.redirectTo) redirect(state.redirectTo);
    return state;
  },
);

export const unscheduleAction = adminAction(
  ["string", "string", "state", "form"],
  async function unscheduleAction(siteSlug: string, id: string, _previous: AdminActionState, _formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      await unschedule(await currentActor(), siteSlug, id);
      refresh();
      return "It is a draft again; nothing was sent.";
    });
  },
);

export const listAction = adminAction(
  ["string", "string", "state", "form"],
  async function listAction(siteSlug: string, key: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const autoNews = formData.get("autoNews") === "yes";
      await setList(await currentActor(), siteSlug, key, { name: formData.get("name"), autoNews });
      refresh();
      return autoNews ? "Saved: every news item now goes to this list when it is published." : "Saved.";
    });
  },
);

/** Shows the public archive at the address on the form, or (intent "hide") stops showing it. */
export const archiveAction = adminAction(
  ["string", "state", "form"],
  async function archiveAction(siteSlug: string, _previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
    return adminResult(async () => {
      const at = await setArchive(await currentActor(), siteSlug, formData.get("intent") === "hide" ? null : formData.get("path"));
      refresh();
      return at ? `Past newsletters are on the site at /${siteSlug}/${at}.` : "The archive is no longer on the site; the newsletters are kept.";
    });
  },
);
