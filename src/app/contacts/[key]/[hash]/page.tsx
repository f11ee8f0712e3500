import type { Metadata } from "next";
import { formatCents, formatDateTime } from "@/lib/format";
import { bookingsOfContact, cancellable } from "@/modules/bookings/service";
import { unsafeContactBySignedLink } from "@/modules/contacts/queries";
import { listsOfContact, listsOfLink } from "@/modules/contacts/service";
import { listLabel, listNames } from "@/modules/newsletters/service";
import { PostingForm } from "@/modules/routing/components/posting-form";
import { siteCalendar } from "@/modules/sites/queries";
import { db } from "@/server/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your details", robots: { index: false, follow: false } };

/** "Town news", "Town news and Meeting agendas", "Town news, Meeting agendas and Emergency alerts". */
const joined = (names: string[]) => (names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);
const bookingsHeading = (kinds: string[]) =>
  kinds.every((k) => k === "table") ? "Your reservations" : kinds.includes("table") ? "Your bookings and reservations" : "Your bookings";

/**
 * A contact's own page, reached from the link in their mail. A wrong,
 * truncated or someone else's hash gets the same 404 as an unknown key (the
 * status is set by the server before rendering; see routing/status.ts).
 */
export default async function ContactPage({
  params,
  searchParams,
}: {
  params: Promise<{ key: string; hash: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ key, hash }, query] = await Promise.all([params, searchParams]);
  const record = await unsafeContactBySignedLink(key, hash);
  if (!record) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="font-heading text-3xl font-bold">This link is not valid</h1>
        <p className="mt-4 text-muted">Use the link from the most recent email you received.</p>
      </main>
    );
  }
  const { contact, submissions, subscriptions } = record;
  const siteId = contact.siteId as Parameters<typeof bookingsOfContact>[0];
  const [bookings, { timeZone }, names, lists] = await Promise.all([
    bookingsOfContact(siteId, contact.id),
    siteCalendar(siteId),
    listNames(db(), siteId),
    listsOfContact(db(), siteId, contact.id),
  ]);
  const listName = (list: string) => names.get(list) ?? listLabel(list);
  const named = (param: string | string[] | undefined) => listsOfLink(typeof param === "string" ? param : null);
  const statusOf = (list: string) => subscriptions.find((s) => s.list === list);
  const confirming = named(query.confirm).filter((l) => statusOf(l)?.status === "pending");
  const leaving = named(query.leave).filter((l) => statusOf(l) && statusOf(l)!.status !== "unsubscribed");
  const left = named(query.left);
  // Every form here posts to the page's own route (app/api/contacts/[key]/[hash]), which checks the link again.
  const post = `/api/contacts/${encodeURIComponent(key)}/${encodeURIComponent(hash)}`;
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-12">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{contact.siteName}</p>
      <h1 className="mt-2 font-heading text-4xl font-bold">Your details</h1>
      <p className="mt-3 text-lg text-muted">What {contact.siteName} holds about you, and what you can do about it.</p>

      {confirming.length > 0 && (
        <section aria-labelledby="confirm" className="mt-8 rounded-lg border-2 border-primary p-6">
          <h2 id="confirm" className="font-heading text-2xl font-bold">
            Confirm your subscription
          </h2>
          <p className="mt-2">
            You asked to receive {joined(confirming.map(listName))} from {contact.siteName}. Nothing is sent until you confirm.
          </p>
          <PostingForm action={post} className="mt-4">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="lists" value={confirming.join(",")} />
            <button type="submit" className="min-h-11 rounded-lg bg-primary px-5 py-2.5 font-semibold text-on-primary">
              Yes, subscribe me
            </button>
          </PostingForm>
        </section>
      )}

      {leaving.length > 0 && (
        <section aria-labelledby="leave" className="mt-8 rounded-lg border-2 border-primary p-6">
          <h2 id="leave" className="font-heading text-2xl font-bold">
            Unsubscribe from {joined(leaving.map(listName))}?
          </h2>
          <p className="mt-2">
            You will get no more mail from {contact.siteName} on {leaving.length === 1 ? "this list" : "these lists"}. Your other lists stay as they are.
          </p>
          <PostingForm action={post} className="mt-4">
            <input type="hidden" name="intent" value="leave" />
            <input type="hidden" name="lists" value={leaving.join(",")} />
            <button type="submit" className="min-h-11 rounded-lg bg-primary px-5 py-2.5 font-semibold text-on-primary">
              Unsubscribe
            </button>
          </PostingForm>
        </section>
      )}

      {left.length > 0 && (
        <p role="status" className="mt-8 rounded-lg border-2 border-line p-4">
          You are unsubscribed from {joined(left.map(listName))}. You can change your lists below at any time.
        </p>
      )}

      <section aria-labelledby="about-you" className="mt-10">
        <h2 id="about-you" className="font-heading text-2xl font-bold">
          About you
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Email</dt>
          <dd>{contact.email}</dd>
          {contact.name && (
            <>
              <dt className="font-semibold">Name</dt>
              <dd>{contact.name}</dd>
            </>
          )}
          {contact.phone && (
            <>
              <dt className="font-semibold">Phone</dt>
              <dd>{contact.phone}</dd>
            </>
          )}
          <dt className="font-semibold">First contact</dt>
          <dd>{formatDateTime(contact.createdAt)}</dd>
        </dl>
      </section>

      {bookings.length > 0 && (
        <section aria-labelledby="bookings" className="mt-10">
          <h2 id="bookings" className="font-heading text-2xl font-bold">
            {bookingsHeading(bookings.map((b) => b.definition.kind))}
          </h2>
          {query.cancel === "refused" && (
            <p role="alert" className="mt-3 rounded-lg border-2 border-error p-4">
              That booking could not be cancelled online: it is cancelled already, or too close to its time. Please call {contact.siteName}.
            </p>
          )}
          <ul className="mt-4 space-y-4">
            {bookings.map((b) => {
              const table = b.definition.kind === "table";
              return (
                <li key={b.id} className="rounded-lg border border-line p-4">
                  <p className="font-semibold">
                    {table ? `Table for ${b.partySize}` : b.definition.name}, {formatDateTime(b.startsAt, timeZone)}
                  </p>
                  <p className="text-muted">
                    {table
                      ? `reservation ${b.reference}`
                      : `${b.partySize} places · ${b.amountCents === null ? "" : `${formatCents(b.amountCents)} · `}receipt ${b.reference}`}{" "}
                    · {b.status === "cancelled" ? "cancelled" : "confirmed"}
                  </p>
                  {b.status === "confirmed" &&
                    (cancellable(b) ? (
                      <PostingForm action={post} className="mt-3">
                        <input type="hidden" name="intent" value="cancel" />
                        <input type="hidden" name="booking" value={b.id} />
                        <button type="submit" className="min-h-11 rounded-lg border-2 border-primary px-4 py-2 font-semibold text-primary">
                          {table ? "Cancel this reservation" : "Cancel and refund this booking"}
                        </button>
                      </PostingForm>
                    ) : (
                      !table && <p className="mt-2 text-sm">Less than 24 hours to go: to change this booking, please call {contact.siteName}.</p>
                    ))}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <section aria-labelledby="subscriptions" className="mt-10">
        <h2 id="subscriptions" className="font-heading text-2xl font-bold">
          Your lists
        </h2>
        {query.saved === "lists" && (
          <p role="status" className="mt-3 rounded-lg border-2 border-line p-4">
            Your lists are saved.
          </p>
        )}
        {lists.length === 0 ? (
          <p className="mt-3 text-muted">You are not on any mailing list.</p>
        ) : (
          // Keyed by where each list stands: after a change the boxes are drawn afresh, not left as they were ticked.
          <PostingForm key={lists.map((l) => statusOf(l)?.status ?? "none").join()} action={post} className="mt-4">
            <input type="hidden" name="intent" value="lists" />
            <fieldset>
              <legend className="text-muted">Tick the lists you want mail from; untick one to leave it.</legend>
              <ul className="mt-3 divide-y divide-line border-y border-line">
                {lists.map((list) => {
                  const s = statusOf(list);
                  return (
                    <li key={list} className="py-4">
                      <label className="flex items-start gap-3">
                        <input
                          type="checkbox"
                          name="list"
                          value={list}
                          defaultChecked={s?.status === "confirmed"}
                          aria-describedby={`list-${list}`}
                          className="mt-1 size-5 shrink-0 accent-primary"
                        />
                        <span className="font-semibold">{listName(list)}</span>
                      </label>
                      <p id={`list-${list}`} className="mt-1 pl-8 text-sm text-muted">
                        {!s
                          ? "Not subscribed"
                          : `${s.status === "confirmed" ? "Subscribed" : s.status === "pending" ? "Waiting for your confirmation" : "Unsubscribed"} · you agreed to “${s.consentText}” on ${formatDateTime(s.consentAt)}`}
                      </p>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
            <button type="submit" className="mt-4 min-h-11 rounded-lg border-2 border-primary px-5 py-2.5 font-semibold text-primary">
              Save my lists
            </button>
          </PostingForm>
        )}
      </section>

      <section aria-labelledby="messages" className="mt-10">
        <h2 id="messages" className="font-heading text-2xl font-bold">
          What you have sent
        </h2>
        {submissions.length === 0 ? (
          <p className="mt-3 text-muted">Nothing yet.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {submissions.map((s) => (
              <li key={s.reference} className="rounded-lg border border-line p-4">
                <p className="font-semibold">
                  {s.formName} · {s.reference}
                </p>
                <p className="text-sm text-muted">{formatDateTime(s.createdAt)}</p>
                {s.replies.map((reply) => (
                  <div key={reply.at} className="mt-3 border-l-4 border-line pl-3">
                    <p className="text-sm font-semibold">Our reply, {formatDateTime(new Date(reply.at))}</p>
                    <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{reply.text}</p>
                  </div>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="your-data" className="mt-10 flex flex-wrap gap-4">
        <h2 id="your-data" className="sr-only">
          Your data
        </h2>
        <a
          href={`/contacts/${key}/${hash}/data`}
          download
          className="inline-flex min-h-11 items-center rounded-lg border-2 border-primary px-5 py-2.5 font-semibold text-primary"
        >
          Download my data (JSON)
        </a>
        {contact.deletionRequestedAt ? (
          <p role="status" className="self-center text-muted">
            You asked for deletion on {formatDateTime(contact.deletionRequestedAt)}.
          </p>
        ) : (
          <PostingForm action={post}>
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="min-h-11 rounded-lg bg-primary px-5 py-2.5 font-semibold text-on-primary">
              Ask {contact.siteName} to delete my data
            </button>
          </PostingForm>
        )}
      </section>
    </main>
  );
}
