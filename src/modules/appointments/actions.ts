"use server";

import { adminAction } from "@/modules/admin/form-action";
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
import { dateIn, fromLocalDateTime } from "@/lib/time";
import type { AdminActionState } from "@/modules/admin/action-state";
import { adminResult } from "@/modules/admin/action-result";
import { currentActor } from "@/modules/auth/session";
import { addAppointmentByPhone, answerRequestAsOwner, blockTimeAsOwner, cancelAppointmentAsOwner, markNoShowAsOwner, moveAppointmentAsOwner } from "./admin";
import { APPOINTMENT_REFERENCE } from "./links";

/** The owner's day (app/admin/sites/[site]/appointments): parse -> authorize and audit (./admin.ts) -> the page again. */

const str = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

function instant(form: FormData, name: string, timeZone: string): Date {
  const at = fromLocalDateTime(str(form, name), timeZone);
  if (!at) throw new AppError("bad_input", "Enter a date and a time.", { field: name });
  return at;
}

function reference(value: string): string {
  if (!APPOINTMENT_REFERENCE.test(value)) throw new AppError("not_found", "There is no such appointment.");
  return value;
}

const done = (work: () => Promise<string>) =>
  adminResult(async () => {
    const message = await work();
    refresh();
    return message;
  });

export const addByPhoneAction = adminAction(
  ["string", "string", "state", "form"],
  async function addByPhoneAction(siteSlug: string, timeZone: string, _previous: AdminActionState, form: FormData): Promise<AdminActionState> {
    return done(async () =>
      addAppointmentByPhone(await currentActor(), siteSlug, {
        service: str(form, "service"),
        person: str(form, "person") || "any",
        start: instant(form, "start", timeZone).toISOString(),
        name: str(form, "name"),
        email: str(form, "email"),
        phone: str(form, "phone"),
        address: str(form, "address"),
        notes: str(form, "notes"),
      }),
    );
  },
);

export const moveAction = adminAction(
  ["string", "string", "string", "state", "form"],
  async function moveAction(siteSlug: string, timeZone: string, ref: string, _previous: AdminActionState, form: FormData): Promise<AdminActionState> {
    if (form.get("told") !== "yes")
      return { status: "error", message: "Tick the box to confirm the customer will be told.", fieldErrors: { told: "Tick this box." } };
    const person = str(form, "person");
    if (person && person !== "any" && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(person)) return { status: "error", message: "Choose who gives it from the list." };
    const result = await adminResult(async () => {
      const start = instant(form, "start", timeZone);
      const message = await moveAppointmentAsOwner(await currentActor(), siteSlug, reference(ref), start, person || undefined);
      // The row leaves the day it was on: the owner is taken to its new day, where a notice says where it went (with or without JavaScript).
      return { message, redirectTo: `/admin/sites/${siteSlug}/appointments?${new URLSearchParams({ date: dateIn(start, timeZone), moved: ref })}#moved` };
    });
    if (result.redirectTo) redirect(result.redirectTo);
    return result;
  },
);

export const cancelAction = adminAction(
  ["string", "string", "state", "form"],
  async function cancelAction(siteSlug: string, ref: string, _previous: AdminActionState, form: FormData): Promise<AdminActionState> {
    if (form.get("told") !== "yes")
      return {
        status: "error",
        message: "Tick the box to confirm you have told the customer.",
        fieldErrors: { told: "Tick this box to confirm you have told the customer." },
      };
    return done(async () => cancelAppointmentAsOwner(await currentActor(), siteSlug, reference(ref)));
  },
);

export const answerAction = adminAction(
  ["string", "string", ["approve", "decline"], "state", "form"],
  async function answerAction(
    siteSlug: string,
    ref: string,
    answer: "approve" | "decline",
    _previous: AdminActionState,
    _form: FormData,
  ): Promise<AdminActionState> {
    if (answer !== "approve" && answer !== "decline") return { status: "error", message: "Approve or decline the booking." };
    return done(async () => answerRequestAsOwner(await currentActor(), siteSlug, reference(ref), answer));
  },
);

export const noShowAction = adminAction(
  ["string", "string", "state", "form"],
  async function noShowAction(siteSlug: string, ref: string, _previous: AdminActionState, _form: FormData): Promise<AdminActionState> {
    return done(async () => markNoShowAsOwner(await currentActor(), siteSlug, reference(ref)));
  },
);

export const blockTimeAction = adminAction(
  ["string", "string", "state", "form"],
  async function blockTimeAction(siteSlug: string, timeZone: string, _previous: AdminActionState, form: FormData): Promise<AdminActionState> {
    return done(async () =>
      blockTimeAsOwner(
        await currentActor(),
        siteSlug,
        str(form, "person"),
        instant(form, "from", timeZone),
        instant(form, "until", timeZone),
        str(form, "note").slice(0, 200),
      ),
    );
  },
);
