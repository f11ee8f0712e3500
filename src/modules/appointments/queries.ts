import { sql } from "drizzle-orm";
import type { BusinessCalendar, WeeklyHours } from "@/lib/calendar";
import { cached, tags } from "@/server/cache";
import { db, type Executor } from "@/server/db/client";
import { siteCalendar, type SiteId } from "@/modules/sites/queries";
import { policySchema, type Policy } from "./schema";
import type { Busy, SlotPerson, SlotService } from "./slots";

export interface Service extends SlotService {
  key: string;
  name: string;
  description: string;
  priceCents: number;
  priceFrom: boolean;
  depositCents: number | null;
  /** When the owner stopped offering it (only in the owner's book, with archived services). */
  archivedAt: Date | null;
  position: number;
}

export interface Person extends SlotPerson {
  slug: string;
  name: string;
  role: string;
}

/** What a site offers: its rules, its services and the people who give them. */
export interface AppointmentBook {
  policy: Policy;
  services: Service[];
  people: Person[];
}

interface BookRow extends Record<string, unknown> {
  policy: {
    min_notice_minutes: number;
    horizon_days: number;
    change_cutoff_hours: number;
    reminder_hours: number;
    step_minutes: number;
    page_path: string;
    approve_new_customers: boolean;
  } | null;
  services: Array<{
    id: string;
    key: string;
    name: string;
    description: string;
    duration_minutes: number;
    price_cents: number;
    price_from: boolean;
    buffer_before_minutes: number;
    buffer_after_minutes: number;
    capacity: number;
    at_customer: boolean;
    travel_minutes: number;
    deposit_cents: number | null;
    archived_at: string | null;
    position: number;
    schedule: Array<{ days: string[]; times: string[] }>;
    windows: WeeklyHours[];
  }>;
  people: Array<{ id: string; slug: string; name: string; role: string; hours: WeeklyHours[]; service_ids: string[] }>;
}

/**
 * The site's whole book in one query (the slots need nothing else but the
 * taken time). Services the owner archived are left out unless asked for
 * (the owner's set-up screen). Read outside a transaction it is kept under
 * the site's tag, which every change of services, people, hours and policy
 * announces, so the next request anywhere reads the change.
 */
export async function appointmentBook(siteId: SiteId, executor?: Executor, options: { archived?: boolean } = {}): Promise<AppointmentBook> {
  if (executor || options.archived) return readBook(siteId, executor ?? db(), options);
  return cached(`appointment-book:${siteId}`, [tags.site(siteId)], () => readBook(siteId, db(), options));
}

async function readBook(siteId: SiteId, executor: Executor, options: { archived?: boolean }): Promise<AppointmentBook> {
  const result = await executor.execute<BookRow>(sql`
    select
      (select row_to_json(p) from appointment_policies p where p.site_id = ${siteId}) as policy,
      coalesce((select json_agg(s order by s.position, s.name) from appointment_services s where s.site_id = ${siteId} and (${options.archived ?? false} or s.archived_at is null)), '[]') as services,
      coalesce((
        select json_agg(json_build_object('id', st.id, 'slug', tm.slug, 'name', tm.name, 'role', tm.role, 'hours', st.hours,
          'service_ids', coalesce((select json_agg(ss.service_id) from appointment_service_staff ss where ss.site_id = st.site_id and ss.staff_id = st.id), '[]'))
          order by st.position, tm.name)
        from appointment_staff st join team_members tm on tm.site_id = st.site_id and tm.id = st.team_member_id
        where st.site_id = ${siteId} and tm.status = 'published' and st.stopped_at is null
      ), '[]') as people`);
  const row = result.rows[0]!;
  const p = row.policy;
  return {
    policy: policySchema.parse(
      p
        ? {
            minNoticeMinutes: p.min_notice_minutes,
            horizonDays: p.horizon_days,
            changeCutoffHours: p.change_cutoff_hours,
            reminderHours: p.reminder_hours,
            stepMinutes: p.step_minutes,
            pagePath: p.page_path,
            approveNewCustomers: p.approve_new_customers,
          }
        : {},
    ),
    services: row.services.map((s) => ({
      id: s.id,
      key: s.key,
      name: s.name,
      description: s.description,
      durationMinutes: s.duration_minutes,
      priceCents: s.price_cents,
      priceFrom: s.price_from,
      bufferBeforeMinutes: s.buffer_before_minutes,
      bufferAfterMinutes: s.buffer_after_minutes,
      capacity: s.capacity,
      atCustomer: s.at_customer,
      travelMinutes: s.travel_minutes,
      depositCents: s.deposit_cents,
      archivedAt: s.archived_at ? new Date(s.archived_at) : null,
      position: s.position,
      schedule: s.schedule,
      windows: s.windows,
    })),
    people: row.people.map((p) => ({ id: p.id, slug: p.slug, name: p.name, role: p.role, hours: p.hours, serviceIds: p.service_ids })),
  };
}

/** The site's calendar as the slots read it, kept under the site's tag like the book (every change of hours or closures announces it). */
export function slotCalendar(siteId: SiteId): Promise<BusinessCalendar> {
  return cached(`appointment-calendar:${siteId}`, [tags.site(siteId)], () => siteCalendar(siteId));
}

interface BusyRow extends Record<string, unknown> {
  slot_id: string;
  staff_id: string;
  service_id: string | null;
  kind: Busy["kind"];
  starts_at: string;
  blocked_from: string;
  blocked_until: string;
  capacity: number;
  taken: number;
}

/** Every active stretch of the site's people's time that touches [from, until), with the places a class has taken. */
export async function busyBetween(siteId: SiteId, from: Date, until: Date, executor: Executor = db()): Promise<Busy[]> {
  const result = await executor.execute<BusyRow>(sql`
    select s.id as slot_id, s.staff_id, s.service_id, s.kind, s.starts_at, s.blocked_from, s.blocked_until, s.capacity,
      (select count(*)::int from appointments a where a.site_id = s.site_id and a.slot_id = s.id and a.status <> 'cancelled') as taken
    from appointment_slots s
    where s.site_id = ${siteId} and s.active and s.blocked_until > ${from.toISOString()} and s.blocked_from < ${until.toISOString()}`);
  return result.rows.map((r) => ({
    slotId: r.slot_id,
    staffId: r.staff_id,
    serviceId: r.service_id,
    kind: r.kind,
    startsAt: new Date(r.starts_at),
    blockedFrom: new Date(r.blocked_from),
    blockedUntil: new Date(r.blocked_until),
    capacity: r.capacity,
    taken: r.taken,
  }));
}
