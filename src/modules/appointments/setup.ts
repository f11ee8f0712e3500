import { and, asc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { formatCents, formatDateTime } from "@/lib/format";
import { now as clockNow } from "@/lib/clock";
import { slugify } from "@/lib/slugify";
import { tags } from "@/server/cache/tags";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import { audited } from "@/modules/audit/service";
import { authorize, type Actor } from "@/modules/auth/access";
import { weekFromGrid, type WeekGrid } from "@/modules/sites/hours";
import type { SiteId } from "@/modules/sites/queries";
import { appointmentBook } from "./queries";
import { depositOfForm, policyFormSchema, serviceFormSchema, type PolicyForm, type ServiceForm } from "./schema";
import { blockTime, saveService, saveStaff, setPolicy } from "./service";
import { joins } from "./joins";

/**
 * The owner's set-up of appointments (app/admin/sites/[site]/appointments/setup):
 * the booking rules, the people who take appointments with their weeks and
 * time off, and the services. Each change is authorized for the site's
 * settings ("site": owners), validated, audited and scoped to the site; the
 * public booking block follows on the next request (write() announces the
 * site's tag).
 */

export interface TimeOff {
  id: string;
  personSlug: string;
  from: Date;
  until: Date;
  note: string;
}

/** Time off ahead of the site's people, soonest first. */
async function timeOffAhead(siteId: SiteId, now: Date): Promise<TimeOff[]> {
  return db()
    .select({
      id: schema.appointmentSlots.id,
      personSlug: schema.teamMembers.slug,
      from: schema.appointmentSlots.startsAt,
      until: schema.appointmentSlots.endsAt,
      note: schema.appointmentSlots.note,
    })
    .from(schema.appointmentSlots)
    .innerJoin(schema.appointmentStaff, joins.staff)
    .innerJoin(schema.teamMembers, joins.member)
    .where(
      and(
        eq(schema.appointmentSlots.siteId, siteId),
        eq(schema.appointmentSlots.kind, "time_off"),
        eq(schema.appointmentSlots.active, true),
        gt(schema.appointmentSlots.endsAt, now),
      ),
    )
    .orderBy(asc(schema.appointmentSlots.startsAt));
}

/** The site's team members who do not take appointments (yet, or any more; published ones: visitors could not book a hidden one). */
async function teamNotTaking(siteId: SiteId): Promise<Array<{ slug: string; name: string; role: string }>> {
  return db()
    .select({ slug: schema.teamMembers.slug, name: schema.teamMembers.name, role: schema.teamMembers.role })
    .from(schema.teamMembers)
    .leftJoin(
      schema.appointmentStaff,
      and(eq(schema.appointmentStaff.siteId, schema.teamMembers.siteId), eq(schema.appointmentStaff.teamMemberId, schema.teamMembers.id)),
    )
    .where(
      and(
        eq(schema.teamMembers.siteId, siteId),
        eq(schema.teamMembers.status, "published"),
        or(isNull(schema.appointmentStaff.id), isNotNull(schema.appointmentStaff.stoppedAt)),
      ),
    )
    .orderBy(asc(schema.teamMembers.position), asc(schema.teamMembers.name));
}

/** Everything the set-up screen shows: the rules, every service (archived ones too), the people and their time off, who could be added. */
export async function appointmentSetupForOwner(actor: Actor | null, siteSlug: string) {
  const { site } = await authorize(actor, siteSlug, "site");
  const [book, timeOff, candidates] = await Promise.all([
    appointmentBook(site.id, db(), { archived: true }),
    timeOffAhead(site.id, clockNow()),
    teamNotTaking(site.id),
  ]);
  return { site, book, timeOff, candidates };
}

const priceWords = (cents: number, from: boolean) => `${from ? "from " : ""}${formatCents(cents)}`;

/** A key for a new service from its name, not used by another of the site's services (archived ones included). */
function freshKey(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name).slice(0, 60).replace(/-+$/, "") || "service";
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * Creates a service (key null) or changes one: what the form holds replaces
 * what was there (its timetable, bookable hours and deposit too); its place in the list is kept.
 */
export async function saveServiceAsOwner(actor: Actor | null, siteSlug: string, key: string | null, input: ServiceForm): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const form = serviceFormSchema.parse(input);
  const book = await appointmentBook(site.id, db(), { archived: true });
  const existing = key === null ? null : book.services.find((s) => s.key === key);
  if (key !== null && !existing) throw new AppError("not_found", "There is no such service.");
  const unknown = form.staff.filter((slug) => !book.people.some((p) => p.slug === slug));
  if (unknown.length) throw new AppError("bad_input", "Choose people from the list: they must take appointments.", { field: "staff" });
  const serviceKey = existing?.key ?? freshKey(form.name, new Set(book.services.map((s) => s.key)));
  const { price, timetable, bookableHours, paidOnline, deposit: _deposit, ...rest } = form;
  const depositCents = depositOfForm(form);
  const online = paidOnline === "full" ? ", paid in full online" : depositCents ? `, a deposit of ${formatCents(depositCents)} online` : "";
  const summary = `${existing ? "Saved" : "Added"} the service ${form.name}: ${form.durationMinutes} minutes, ${priceWords(price, form.priceFrom)}${online}`;
  await audited(who, site, { action: existing ? "appointment.service.save" : "appointment.service.add", entity: "appointment_service", summary }, () =>
    saveService(site.id, {
      ...rest,
      key: serviceKey,
      priceCents: price,
      travelMinutes: form.atCustomer ? form.travelMinutes : 0,
      depositCents,
      schedule: timetable,
      windows: bookableHours,
      position: existing?.position ?? Math.max(0, ...book.services.map((s) => s.position + 1)),
    }),
  );
  const live = existing?.archivedAt ? " It stays archived: restore it to offer it again." : " Visitors can book it now.";
  return `${summary}.${live}`;
}

/** Stops offering a service (its booked appointments stay), or offers it again. */
export async function archiveServiceAsOwner(actor: Actor | null, siteSlug: string, key: string, archived: boolean): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const [service] = await db()
    .select({ id: schema.appointmentServices.id, name: schema.appointmentServices.name })
    .from(schema.appointmentServices)
    .where(and(eq(schema.appointmentServices.siteId, site.id), eq(schema.appointmentServices.key, key)));
  if (!service) throw new AppError("not_found", "There is no such service.");
  const coming = await db().execute<{ n: number }>(sql`
    select count(*)::int as n from appointments a join appointment_slots s on s.site_id = a.site_id and s.id = a.slot_id
    where a.site_id = ${site.id} and s.service_id = ${service.id} and a.status = 'confirmed' and s.starts_at > ${clockNow().toISOString()}`);
  const n = coming.rows[0]?.n ?? 0;
  await audited(
    who,
    site,
    {
      action: archived ? "appointment.service.archive" : "appointment.service.restore",
      entity: "appointment_service",
      entityId: service.id,
      summary: `${archived ? "Archived" : "Restored"} the service ${service.name}`,
    },
    () =>
      write([tags.site(site.id)], (tx) =>
        tx
          .update(schema.appointmentServices)
          .set({ archivedAt: archived ? sql`now()` : null })
          .where(and(eq(schema.appointmentServices.siteId, site.id), eq(schema.appointmentServices.id, service.id))),
      ),
  );
  if (!archived) return `${service.name} is offered again.`;
  return `${service.name} is archived: visitors no longer see it.${n ? ` Its ${n} coming ${n === 1 ? "appointment stays" : "appointments stay"} booked.` : ""}`;
}

/** A team member starts taking appointments, at first in the site's own hours. */
export async function addPersonAsOwner(actor: Actor | null, siteSlug: string, memberSlug: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const candidates = await teamNotTaking(site.id);
  const member = candidates.find((c) => c.slug === memberSlug);
  if (!member) throw new AppError("bad_input", "Choose a team member from the list.", { field: "member" });
  const [{ next }] = (
    await db().execute<{ next: number }>(sql`select coalesce(max(position) + 1, 0)::int as next from appointment_staff where site_id = ${site.id}`)
  ).rows as [{ next: number }];
  await audited(who, site, { action: "appointment.person.add", entity: "appointment_staff", summary: `${member.name} takes appointments` }, () =>
    saveStaff(site.id, { member: member.slug, hours: [], position: next }),
  );
  return `${member.name} takes appointments now, in the business's hours. Set their week below, and tick them on the services they give.`;
}

/**
 * A person stops taking appointments: visitors no longer see them, and the
 * services they gave are left to the others. Their staff row and every
 * appointment stay (nothing cascades); those still to come are listed on the
 * owner's day to move to someone else or cancel. Added again, they take
 * appointments again.
 */
export async function stopPersonAsOwner(actor: Actor | null, siteSlug: string, personSlug: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const book = await appointmentBook(site.id);
  const person = book.people.find((p) => p.slug === personSlug);
  if (!person) throw new AppError("not_found", "That person does not take appointments here.");
  // Services only they gave are offered to nobody now: the owner is told which.
  const orphans = book.services.filter((s) => person.serviceIds.includes(s.id) && !book.people.some((p) => p !== person && p.serviceIds.includes(s.id)));
  await audited(
    who,
    site,
    { action: "appointment.person.stop", entity: "appointment_staff", entityId: person.id, summary: `${person.name} stopped taking appointments` },
    () =>
      write([tags.site(site.id)], (tx) =>
        tx
          .update(schema.appointmentStaff)
          .set({ stoppedAt: sql`now()` })
          .where(and(eq(schema.appointmentStaff.siteId, site.id), eq(schema.appointmentStaff.id, person.id))),
      ),
  );
  const coming = await db().execute<{ n: number }>(sql`
    select count(*)::int as n from appointments a join appointment_slots s on s.site_id = a.site_id and s.id = a.slot_id
    where a.site_id = ${site.id} and s.staff_id = ${person.id} and a.status in ('confirmed', 'requested', 'awaiting_payment')
      and s.starts_at > ${clockNow().toISOString()}`);
  const n = coming.rows[0]?.n ?? 0;
  return `${person.name} no longer takes appointments.${
    n
      ? ` ${n} of their appointments ${n === 1 ? "is" : "are"} still booked: move ${n === 1 ? "it" : "them"} to someone else or cancel ${n === 1 ? "it" : "them"} on the Appointments page.`
      : ""
  }${orphans.length ? ` Nobody gives ${orphans.map((s) => s.name).join(" or ")} now: tick someone on ${orphans.length === 1 ? "it" : "them"} below, or archive ${orphans.length === 1 ? "it" : "them"}.` : ""}`;
}

/** A person's working week (empty: the business's hours). */
export async function savePersonWeekAsOwner(actor: Actor | null, siteSlug: string, personSlug: string, grid: WeekGrid): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const book = await appointmentBook(site.id);
  const person = book.people.find((p) => p.slug === personSlug);
  if (!person) throw new AppError("not_found", "That person does not take appointments here.");
  const hours = weekFromGrid(grid);
  await audited(
    who,
    site,
    { action: "appointment.person.week", entity: "appointment_staff", entityId: person.id, summary: `Saved ${person.name}'s week` },
    () =>
      write([tags.site(site.id)], (tx) =>
        tx
          .update(schema.appointmentStaff)
          .set({ hours })
          .where(and(eq(schema.appointmentStaff.siteId, site.id), eq(schema.appointmentStaff.id, person.id))),
      ),
  );
  return hours.length
    ? `Saved ${person.name}'s week. Visitors are offered times when both ${person.name} and the business are open.`
    : `${person.name} works the business's hours.`;
}

/** Time off for a person (refused when it overlaps one of their appointments). */
export async function addTimeOffAsOwner(actor: Actor | null, siteSlug: string, personSlug: string, from: Date, until: Date, note: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const person = (await appointmentBook(site.id)).people.find((p) => p.slug === personSlug);
  if (!person) throw new AppError("bad_input", "Choose who is off.", { field: "person" });
  if (until <= clockNow()) throw new AppError("bad_input", "That time has passed: choose time off ahead.", { field: "until" });
  const timeZone = site.settings.timeZone ?? "America/New_York";
  const summary = `${person.name} is off from ${formatDateTime(from, timeZone)} to ${formatDateTime(until, timeZone)}`;
  await audited(who, site, { action: "appointment.time-off.add", entity: "appointment_staff", entityId: person.id, summary }, () =>
    blockTime(site.id, person.id, from, until, note),
  );
  return `${summary}. Visitors are not offered that time.`;
}

/** Gives a stretch of time off back. */
export async function removeTimeOffAsOwner(actor: Actor | null, siteSlug: string, id: string): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new AppError("not_found", "There is no such time off.");
  return audited(
    who,
    site,
    (message: string) => ({ action: "appointment.time-off.remove", entity: "appointment_slot", entityId: id, summary: message }),
    async () => {
      const [freed] = await write([], (tx) =>
        tx
          .update(schema.appointmentSlots)
          .set({ active: false })
          .where(
            and(
              eq(schema.appointmentSlots.siteId, site.id),
              eq(schema.appointmentSlots.id, id),
              eq(schema.appointmentSlots.kind, "time_off"),
              eq(schema.appointmentSlots.active, true),
            ),
          )
          .returning({ id: schema.appointmentSlots.id }),
      );
      if (!freed) throw new AppError("not_found", "There is no such time off.");
      return "Removed the time off: visitors may book that time again.";
    },
  );
}

/** The booking rules; the booking page's path is kept. */
export async function savePolicyAsOwner(actor: Actor | null, siteSlug: string, input: PolicyForm): Promise<string> {
  const { site, actor: who } = await authorize(actor, siteSlug, "site");
  const form = policyFormSchema.parse(input);
  const { policy } = await appointmentBook(site.id);
  const next = {
    minNoticeMinutes: Math.round(form.minNoticeHours * 60),
    horizonDays: form.horizonDays,
    changeCutoffHours: form.changeCutoffHours,
    reminderHours: form.reminderHours,
    stepMinutes: form.stepMinutes,
    pagePath: policy.pagePath,
    approveNewCustomers: form.approveNewCustomers,
  };
  await audited(who, site, { action: "appointment.policy", entity: "appointment_policy", summary: "Saved the booking rules" }, () => setPolicy(site.id, next));
  return "Saved the booking rules. The booking page follows them now.";
}
