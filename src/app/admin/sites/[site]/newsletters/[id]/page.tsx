import { notFound } from "next/navigation";
import { localDateTimeValue } from "@/lib/time";
import { pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, Button, ButtonLink, formatWhen, Notice, Panel } from "@/modules/admin/components/ui";
import { MediaLibraryProvider } from "@/modules/media/components/library-context";
import { pickerLibrary } from "@/modules/media/picker";
import { newsletterAction, unscheduleAction } from "@/modules/newsletters/actions";
import { NewsletterForm } from "@/modules/newsletters/components/newsletter-form";
import { inDarkMode, UNSUBSCRIBE } from "@/modules/newsletters/render";
import { getNewsletter, listNewsletters, renderNewsletter, siteLists } from "@/modules/newsletters/service";
import { db } from "@/server/db/client";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Newsletter" };

/** One newsletter: the form while it is a draft or scheduled, what became of it once sent, and its preview either way. */
export default async function NewsletterPage({ params }: { params: Promise<{ site: string; id: string }> }) {
  const { site: slug, id } = await params;
  const base = `/admin/sites/${slug}/newsletters`;
  const { site } = await pageAccess(slug, "inbox", `${base}/${id}`);
  const zone = zoneOf(site);
  const newsletter = await getNewsletter(site.id, id);
  if (!newsletter) notFound();
  const [lists, rows] = await Promise.all([siteLists(site.id), listNewsletters(site.id)]);
  const stats = rows.find((r) => r.id === id);
  const editable = newsletter.status === "draft" || newsletter.status === "scheduled";
  // What was sent is kept as sent; a draft is shown as it would go now.
  const rendered =
    editable || !newsletter.textBody ? await renderNewsletter(db(), site.id, newsletter) : { text: newsletter.textBody, html: newsletter.htmlBody ?? "" };
  const sample = "#unsubscribe";
  const html = rendered.html.replaceAll(UNSUBSCRIBE, sample);
  const text = rendered.text.replaceAll(UNSUBSCRIBE, "(each recipient's own unsubscribe link)");
  return (
    <>
      <AdminHeading
        title={newsletter.subject}
        lead={
          editable
            ? newsletter.status === "scheduled" && newsletter.scheduledAt
              ? `Scheduled for ${formatWhen(newsletter.scheduledAt, zone)}.`
              : "A draft: nothing has been sent."
            : `Sent ${newsletter.startedAt ? formatWhen(newsletter.startedAt, zone) : ""}.`
        }
        actions={<ButtonLink href={base}>Back to newsletters</ButtonLink>}
      />
      {newsletter.status === "draft" && newsletter.heldReason && <Notice tone="error">{newsletter.heldReason}</Notice>}
      {newsletter.status === "scheduled" && (
        <Panel title="Scheduled" id="scheduled">
          <ActionForm action={unscheduleAction.bind(null, slug, newsletter.id)}>
            <Button variant="secondary" type="submit">
              Do not send it: make it a draft again
            </Button>
          </ActionForm>
        </Panel>
      )}
      {editable ? (
        <Panel title="Write" id="write">
          <MediaLibraryProvider library={await pickerLibrary(site)}>
            <NewsletterForm
              action={newsletterAction.bind(null, slug, newsletter.id, null)}
              initial={{ subject: newsletter.subject, body: newsletter.body, lists: newsletter.lists }}
              lists={lists}
              scheduledAt={newsletter.scheduledAt ? localDateTimeValue(newsletter.scheduledAt, zone) : undefined}
            />
          </MediaLibraryProvider>
        </Panel>
      ) : (
        stats && (
          <Panel title="What happened" id="report">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-[14rem_1fr]">
              <dt className="font-medium">Recipients</dt>
              <dd>{stats.recipients ?? 0}</dd>
              <dt className="font-medium">Delivered</dt>
              <dd>{stats.delivered}</dd>
              <dt className="font-medium">Waiting to be sent</dt>
              <dd>{stats.waiting}</dd>
              <dt className="font-medium">Failed or not sent</dt>
              <dd>{stats.failed}</dd>
              <dt className="font-medium">Unsubscribed since</dt>
              <dd>{stats.unsubscribed}</dd>
            </dl>
            <p className="mt-3 text-sm text-muted">
              Failed copies are in the mail outbox with the receiving server&apos;s reason; an address refused for good is not sent to again.
            </p>
          </Panel>
        )
      )}
      <Panel title="Preview" id="preview">
        {editable && <Notice tone="info">The preview shows the newsletter as last saved.</Notice>}
        {[
          { scheme: "", mail: html, ground: "bg-white" },
          { scheme: ", dark mode", mail: inDarkMode(html), ground: "bg-zinc-900" },
        ].map(({ scheme, mail, ground }) => (
          <div key={scheme} className="mb-4 grid gap-4 lg:grid-cols-[390px_1fr]">
            <figure>
              <figcaption className="mb-1 font-medium">On a phone{scheme}</figcaption>
              <iframe
                title={`Preview on a phone${scheme}`}
                srcDoc={mail}
                sandbox=""
                className={`h-[32rem] w-full max-w-[390px] rounded-md border border-line ${ground}`}
              />
            </figure>
            <figure>
              <figcaption className="mb-1 font-medium">On a desktop{scheme}</figcaption>
              <iframe title={`Preview on a desktop${scheme}`} srcDoc={mail} sandbox="" className={`h-[32rem] w-full rounded-md border border-line ${ground}`} />
            </figure>
          </div>
        ))}
        <h3 className="mt-4 mb-1 font-medium">As plain text</h3>
        <pre
          className="max-h-96 overflow-auto rounded-md border border-line bg-surface p-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]"
          tabIndex={0}
          aria-label="The newsletter as plain text"
        >
          {text}
        </pre>
      </Panel>
    </>
  );
}
