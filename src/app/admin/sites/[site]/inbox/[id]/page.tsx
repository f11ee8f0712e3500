import Link from "next/link";
import { telHref } from "@/lib/links";
import { notFound } from "next/navigation";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Button, ButtonLink, formatWhen, Notice, Panel } from "@/modules/admin/components/ui";
import { deleteSavedReplyAction, replyAction, setMessageStatusAction } from "@/modules/inbox/actions";
import { ActionForm } from "@/modules/admin/components/action-form";
import { Status } from "@/modules/inbox/components/list-parts";
import { notFoundAsNull } from "@/modules/inbox/http";
import { ReplyForm } from "@/modules/inbox/components/reply-form";
import { ReplyState } from "@/modules/inbox/components/reply-state";
import { otherMessagesOf, repliesTo, savedRepliesOf } from "@/modules/inbox/queries/replies";
import { openMessage } from "@/modules/inbox/service";
import { CONTACT_FIELDS, fileSize, labelledValues } from "@/modules/inbox/values";
import { feeOfApplication } from "@/modules/payments/queries";
import { unitById } from "@/modules/rentals/queries";
import { formatCents } from "@/lib/format";
import { rentText } from "@/lib/rentals";
import { zoneOf } from "@/modules/sites/calendar";

const PAYMENT_STATUS_WORDS = {
  pending: "waiting for the payer",
  paid: "paid",
  failed: "declined",
  cancelled: "not paid (checkout left)",
  refunded: "refunded",
} as const;

export const metadata = { title: "Message" };

/** One message, whole; opening it marks it read. */
export default async function MessagePage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<{ saved?: string }>;
}) {
  const { site: slug, id } = await params;
  const { saved } = await searchParams;
  const list = `/admin/sites/${slug}/inbox`;
  const { actor, site } = await pageAccess(slug, "inbox", `${list}/${id}`);
  const zone = zoneOf(site);
  const message = await notFoundAsNull(openMessage(actor, slug, id));
  if (!message) notFound();
  const unit = message.unitId ? await unitById(site.id, message.unitId) : null;
  const fee = message.form.applicationFeeCents ? await feeOfApplication(site.id, message.reference) : null;
  const [replies, savedReplies, history] = await Promise.all([
    repliesTo(site.id, message.id),
    savedRepliesOf(site.id),
    message.contactId ? otherMessagesOf(site.id, message.contactId, message.id) : [],
  ]);
  const startFrom = savedReplies.find((r) => r.id === saved)?.body ?? "";
  const who = message.contactName ?? message.contactEmail;

  const ref = message.reference;
  const values = labelledValues(message.form, message.data, unit?.title).filter((v) => !CONTACT_FIELDS.has(v.name));
  const fileLabel = (field: string) => message.form.fields.find((f) => f.name === field)?.label ?? field;
  const action = setMessageStatusAction.bind(null, slug, message.id);

  return (
    <>
      <AdminHeading
        title={who}
        lead={`${message.form.name}, received ${formatWhen(message.createdAt, zone)}. Reference ${ref}.`}
        actions={<ButtonLink href={list}>Back to messages</ButtonLink>}
      />
      {message.status === "spam" && (
        <Notice tone="info">Held as suspected spam{message.spamReason ? `: ${message.spamReason}` : ""}. No one was emailed about it.</Notice>
      )}
      <Panel title="What they wrote" id="sent">
        {values.length === 0 ? (
          <p className="text-muted">Nothing beyond their contact details.</p>
        ) : (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
            {values.map((v) => (
              <div key={v.name} className="contents">
                <dt className="font-medium">{v.label}</dt>
                <dd className={v.long ? "whitespace-pre-wrap [overflow-wrap:anywhere]" : "[overflow-wrap:anywhere]"}>{v.text}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-3 text-sm text-muted">{message.answeredAt ? <>Answered {formatWhen(message.answeredAt, zone)}.</> : "Not answered yet."}</p>
      </Panel>
      {replies.length > 0 && (
        <Panel title="Replies" id="replies">
          <ol className="space-y-4">
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-md border border-line p-3">
                <p className="mb-2 flex flex-wrap items-center gap-2 text-sm">
                  <span>
                    To {reply.toAddress}, written {formatWhen(reply.createdAt, zone)}:
                  </span>
                  <ReplyState reply={reply} timeZone={zone} />
                </p>
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{reply.text.split("\n\n" + site.name + "\n\n")[0]}</p>
                <p className="mt-2 text-sm">
                  <Link className="underline" href={`/admin/sites/${slug}/outbox/${reply.id}`}>
                    The mail as sent
                  </Link>
                </p>
              </li>
            ))}
          </ol>
        </Panel>
      )}
      {message.status !== "spam" && message.contactId && (
        <Panel title="Reply" id="reply">
          {savedReplies.length > 0 && (
            <nav aria-label="Saved replies" className="mb-4">
              <p className="mb-1 font-medium">Start from a saved reply</p>
              <ul className="flex flex-wrap gap-2">
                {savedReplies.map((r) => (
                  <li key={r.id}>
                    <Link
                      className="inline-flex min-h-11 items-center rounded-md border border-gray-500 px-3 underline"
                      href={`?saved=${r.id}#reply`}
                      aria-current={r.id === saved ? "true" : undefined}
                    >
                      {r.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ReplyForm key={startFrom} action={replyAction.bind(null, slug, message.id)} to={message.contactEmail} initial={startFrom} />
        </Panel>
      )}
      <Panel title="Status" id="status">
        <p className="mb-3">
          This message is <Status status={message.status} />
        </p>
        <ActionForm action={action}>
          {message.status === "read" && (
            <Button variant="secondary" name="status" value="new">
              Mark message {ref} unread
            </Button>
          )}
          {message.status === "archived" || message.status === "spam" ? (
            <Button variant="secondary" name="status" value="read">
              {message.status === "spam" ? `Not spam: move message ${ref} to the inbox` : `Move message ${ref} back to the inbox`}
            </Button>
          ) : (
            <Button variant="secondary" name="status" value="archived">
              Archive message {ref}
            </Button>
          )}
          {message.status !== "spam" && (
            <Button variant="secondary" name="status" value="spam">
              Mark message {ref} as spam
            </Button>
          )}
        </ActionForm>
      </Panel>
      <Panel title="From" id="from">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          {message.contactName && (
            <>
              <dt className="font-medium">Name</dt>
              <dd>{message.contactName}</dd>
            </>
          )}
          <dt className="font-medium">Email</dt>
          <dd className="break-all">
            <a className="underline" href={`mailto:${message.contactEmail}?subject=${encodeURIComponent(`Re: ${message.form.name} [${ref}]`)}`}>
              {message.contactEmail}
            </a>
          </dd>
          {message.contactPhone && (
            <>
              <dt className="font-medium">Phone</dt>
              <dd>
                <a className="underline" href={telHref(message.contactPhone)}>
                  {message.contactPhone}
                </a>
              </dd>
            </>
          )}
          {message.pagePath !== null && (
            <>
              <dt className="font-medium">Sent from</dt>
              <dd>
                <Link className="underline" href={`/${slug}${message.pagePath ? `/${message.pagePath}` : ""}`}>
                  /{slug}
                  {message.pagePath ? `/${message.pagePath}` : ""}
                </Link>
              </dd>
            </>
          )}
        </dl>
      </Panel>
      {(unit || message.form.applicationFeeCents) && (
        <Panel title="Application" id="application">
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
            {unit && (
              <>
                <dt className="font-medium">Unit</dt>
                <dd>
                  <Link className="underline" href={`/admin/sites/${slug}/content/units/${unit.id}`}>
                    {unit.title}
                  </Link>
                  , {rentText(unit.rentCents)}
                  {unit.leased && " (leased)"}
                </dd>
              </>
            )}
            {message.form.applicationFeeCents && (
              <>
                <dt className="font-medium">Fee</dt>
                <dd data-testid="fee-state">
                  {fee ? (
                    <>
                      {formatCents(fee.amountCents)}, {PAYMENT_STATUS_WORDS[fee.status]}, payment{" "}
                      <Link className="underline" href={`/admin/sites/${slug}/payments?q=${fee.reference}`}>
                        {fee.reference}
                      </Link>
                    </>
                  ) : (
                    `${formatCents(message.form.applicationFeeCents)}, not started: call the applicant about it`
                  )}
                </dd>
              </>
            )}
          </dl>
        </Panel>
      )}
      {message.files.length > 0 && (
        <Panel title="Files" id="files">
          <ul className="space-y-2">
            {message.files.map((file) => (
              <li key={file.id}>
                <a className="underline" href={`/admin/sites/${slug}/files/${file.id}`}>
                  Download {fileLabel(file.field)}: {file.originalName}
                </a>{" "}
                <span className="text-sm text-muted">({fileSize(file.size)})</span>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {history.length > 0 && (
        <Panel title={`Earlier from ${who}`} id="history">
          <ul className="space-y-2">
            {history.map((h) => (
              <li key={h.id}>
                <Link className="underline" href={`${list}/${h.id}`}>
                  {h.form.name} {h.reference}
                </Link>
                , {formatWhen(h.createdAt, zone)}: {h.answeredAt ? `answered (${h.replies} ${h.replies === 1 ? "reply" : "replies"})` : "not answered"}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {savedReplies.length > 0 && (
        <Panel title="Saved replies" id="saved-replies">
          <ul className="space-y-2">
            {savedReplies.map((r) => (
              <li key={r.id}>
                <ActionForm action={deleteSavedReplyAction.bind(null, slug, r.id)}>
                  <span className="font-medium">{r.title}</span>
                  <Button variant="secondary" type="submit">
                    Delete the saved reply {r.title}
                  </Button>
                </ActionForm>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </>
  );
}
