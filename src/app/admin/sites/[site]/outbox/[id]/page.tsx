import { notFound } from "next/navigation";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Button, ButtonLink, formatWhen, Panel } from "@/modules/admin/components/ui";
import { retryMailAction } from "@/modules/inbox/actions";
import { ActionForm } from "@/modules/admin/components/action-form";
import { Status } from "@/modules/inbox/components/list-parts";
import { notFoundAsNull } from "@/modules/inbox/http";
import { mailDetail } from "@/modules/inbox/service";
import { BreakableEmail } from "@/components/breakable-email";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Mail" };

export default async function MailPage({ params }: { params: Promise<{ site: string; id: string }> }) {
  const { site: slug, id } = await params;
  const list = `/admin/sites/${slug}/outbox`;
  const { actor, site } = await pageAccess(slug, "inbox", `${list}/${id}`);
  const zone = zoneOf(site);
  const mail = await notFoundAsNull(mailDetail(actor, slug, id));
  if (!mail) notFound();

  return (
    <>
      <AdminHeading
        title={mail.subject}
        lead={`To ${mail.toAddress}, written ${formatWhen(mail.createdAt, zone)}`}
        actions={<ButtonLink href={list}>Back to the outbox</ButtonLink>}
      />
      <Panel title="Delivery" id="delivery">
        <dl className="mb-4 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium">Status</dt>
          <dd>
            <Status status={mail.status} />
          </dd>
          <dt className="font-medium">Tries</dt>
          <dd>{mail.attempts}</dd>
          {mail.sentAt ? (
            <>
              <dt className="font-medium">Sent</dt>
              <dd>{formatWhen(mail.sentAt, zone)}</dd>
            </>
          ) : (
            mail.status === "pending" && (
              <>
                <dt className="font-medium">Next try</dt>
                <dd>{formatWhen(mail.nextAttemptAt, zone)}</dd>
              </>
            )
          )}
          {mail.lastError && (
            <>
              <dt className="font-medium">Last error</dt>
              <dd className="font-mono text-sm break-all">{mail.lastError}</dd>
            </>
          )}
          <dt className="font-medium">Kind</dt>
          <dd>{mail.kind}</dd>
          {mail.replyTo && (
            <>
              <dt className="font-medium">Replies go to</dt>
              <dd>
                <BreakableEmail email={mail.replyTo} />
              </dd>
            </>
          )}
        </dl>
        <ActionForm action={retryMailAction.bind(null, slug, mail.id)}>
          {mail.status === "failed" && <Button>Retry sending to {mail.toAddress} now</Button>}
        </ActionForm>
      </Panel>
      <Panel title="The mail's text" id="text">
        <pre className="font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{mail.textBody}</pre>
      </Panel>
    </>
  );
}
