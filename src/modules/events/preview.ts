import { forgiving } from "@/modules/collections/drafts";
import type { Event } from "./queries";
import { eventInputSchema, type StoredEvent } from "./service";

/** A stored event (its saved draft over its published values) as visitors' pages draw one. */
export function publicEvent(row: StoredEvent, organization: string | null): Event {
  const { slug, title, summary, body, startsAt, endsAt, location, image } = row;
  return { slug, title, summary, body, startsAt, endsAt, location, image, organization };
}

/** The editor's unsaved values as an event's page draws them (live preview). */
export function eventFromEditorValues(input: Record<string, unknown>): Event {
  const now = new Date();
  const values = forgiving(eventInputSchema, input, {
    slug: "untitled",
    title: "Untitled event",
    summary: "",
    body: { type: "doc" as const, content: [] },
    startsAt: now,
    endsAt: now,
    location: "",
    image: null,
  });
  return { ...values, endsAt: values.endsAt < values.startsAt ? values.startsAt : values.endsAt, organization: null } as Event;
}
