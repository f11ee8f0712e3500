"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import { AppError } from "@/lib/errors";
import { fromLocalDateTime } from "@/lib/time";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { gridFromForm } from "@/modules/sites/week";
import {
  addPersonAsOwner,
  addTimeOffAsOwner,
  archiveServiceAsOwner,
  removeTimeOffAsOwner,
  savePersonWeekAsOwner,
  savePolicyAsOwner,
  saveServiceAsOwner,
  stopPersonAsOwner,
} from "./setup";

/** The owner's set-up of appointments (app/admin/sites/[site]/appointments/setup): parse -> ./setup.ts (authorize, validate, audit) -> the page again. */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};
const ticked = (form: FormData, name: string) => form.get(name) === "yes";

/** Runs the work; a form's field problems are said in the message too, each in words, since the form shows the message beside its button. */
async function run(work: () => Promise<string>): Promise<AdminActionState> {
  const state = await adminResult(async () => {
    const message = await work();
    refresh();
    return message;
  });
  if (state.status === "error" && state.fieldErrors && state.message === "Some fields need attention.")
    return { ...state, message: `Some fields need attention: ${[...new Set(Object.values(state.fieldErrors))].map((m) => m.replace(/\.?$/, ".")).join(" ")}` };
  return state;
}

export const saveServiceAction = adminAction(
  ["string", "string?", "state", "form"],
  async function saveServiceAction(siteSlug: string, key: string | null, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return run(async () =>
      saveServiceAsOwner(await currentActor(), siteSlug, key, {
        name: text(form, "name"),
        description: text(form, "description"),
        durationMinutes: text(form, "durationMinutes"),
        price: text(form, "price"),
        priceFrom: ticked(form, "priceFrom"),
        bufferBeforeMinutes: text(form, "bufferBeforeMinutes") || "0",
        bufferAfterMinutes: text(form, "bufferAfterMinutes") || "0",
        capacity: text(form, "capacity") || "1",
        atCustomer: ticked(form, "atCustomer"),
        travelMinutes: text(form, "travelMinutes") || "0",
        timetable: text(form, "timetable"),
        bookableHours: text(form, "bookableHours"),
        paidOnline: text(form, "paidOnline") || "nothing",
        deposit: text(form, "deposit"),
        staff: form.getAll("staff").filter((v): v is string => typeof v === "string"),
      }),
    );
  },
);

export const archiveServiceAction = adminAction(
  ["string", "string", "boolean", "state"],
  async function archiveServiceAction(siteSlug: string, key: string, archived: boolean, _state: AdminActionState): Promise<AdminActionState> {
    return run(async () => archiveServiceAsOwner(await currentActor(), siteSlug, key, archived));
  },
);

export const addPersonAction = adminAction(
  ["string", "state", "form"],
  async function addPersonAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return run(async () => addPersonAsOwner(await currentActor(), siteSlug, text(form, "member")));
  },
);

export const savePersonWeekAction = adminAction(
  ["string", "string", "state", "form"],
  async function savePersonWeekAction(siteSlug: string, personSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return run(async () => savePersonWeekAsOwner(await currentActor(), siteSlug, personSlug, gridFromForm(form)));
  },
);

function instant(form: FormData, name: string, timeZone: string, words: string): Date {
  const at = fromLocalDateTime(text(form, name), timeZone);
  if (!at) throw new AppError("bad_input", `Enter ${words} as a date and a time.`, { field: name });
  return at;
}

export const addTimeOffAction = adminAction(
  ["string", "string", "string", "state", "form"],
  async function addTimeOffAction(siteSlug: string, personSlug: string, timeZone: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return run(async () =>
      addTimeOffAsOwner(
        await currentActor(),
        siteSlug,
        personSlug,
        instant(form, "from", timeZone, "when the time off starts"),
        instant(form, "until", timeZone, "when it ends"),
        text(form, "note").slice(0, 200),
      ),
    );
  },
);

export const removeTimeOffAction = adminAction(
  ["string", "string", "state"],
  async function removeTimeOffAction(siteSlug: string, id: string, _state: AdminActionState): Promise<AdminActionState> {
    return run(async () => removeTimeOffAsOwner(await currentActor(), siteSlug, id));
  },
);

export const stopPersonAction = adminAction(
  ["string", "state", "form"],
  async function stopPersonAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    if (!ticked(form, "understood"))
      return { status: "error", message: "Tick the box to confirm their appointments stay for you to move.", fieldErrors: { understood: "Tick this box." } };
    return run(async () => stopPersonAsOwner(await currentActor(), siteSlug, text(form, "person")));
  },
);

export const savePolicyAction = adminAction(
  ["string", "state", "form"],
  async function savePolicyAction(siteSlug: string, _state: AdminActionState, form: FormData): Promise<AdminActionState> {
    return run(async () =>
      savePolicyAsOwner(await currentActor(), siteSlug, {
        minNoticeHours: text(form, "minNoticeHours"),
        horizonDays: text(form, "horizonDays"),
        changeCutoffHours: text(form, "changeCutoffHours"),
        reminderHours: text(form, "reminderHours"),
        stepMinutes: text(form, "stepMinutes"),
        approveNewCustomers: form.get("approveNewCustomers") === "yes",
      }),
    );
  },
);
