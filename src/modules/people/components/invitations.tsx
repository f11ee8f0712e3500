import type { ReactNode } from "react";
import { CopyField } from "@/modules/admin/components/copy-field";
import { formatWhen, StatusBadge } from "@/modules/admin/components/ui";
import { invitationLink } from "../link";
import type { Invitation } from "../queries";

/** How the invitation's mail is doing, in the inviter's words. */
function mailWords(mail: Invitation["mail"], zone: string): { tone: "good" | "warn" | "bad" | "neutral"; words: string } {
  if (!mail) return { tone: "neutral", words: "Mail no longer in the outbox" };
  if (mail.status === "sent") return { tone: "good", words: `Mail sent${mail.sentAt ? ` ${formatWhen(mail.sentAt, zone)}` : ""}` };
  if (mail.status === "failed") return { tone: "bad", words: `Mail failed${mail.lastError ? `: ${mail.lastError}` : ""}` };
  return { tone: "warn", words: mail.attempts ? `Mail waiting, ${mail.attempts} ${mail.attempts === 1 ? "try" : "tries"} so far` : "Mail waiting to be sent" };
}

/**
 * Open invitations: who, as what, since when, how their mail is doing, and
 * the link to hand over when the mail does not arrive. `site` names the site
 * (the console lists every site's); `action` is what the inviter may do.
 */
export function InvitationList({
  invitations,
  zone,
  site,
  action,
}: {
  invitations: Invitation[];
  zone: string;
  site?: (invitation: Invitation) => ReactNode;
  action?: (invitation: Invitation) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-line">
      {invitations.map((invitation) => {
        const mail = mailWords(invitation.mail, zone);
        const key = `${invitation.siteId}-${invitation.userId}`;
        return (
          <li key={key} className="py-3" data-testid="invitation">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="min-w-0 break-words">
                <span className="font-semibold">{invitation.email}</span> as {invitation.role === "owner" ? "an owner" : "an editor"}
                {site && <> of {site(invitation)}</>}
                <br />
                <span className="text-sm text-muted">
                  Invited by {invitation.invitedBy} on {formatWhen(invitation.createdAt, zone)}
                </span>
                <br />
                <StatusBadge tone={mail.tone}>{mail.words}</StatusBadge>
              </p>
              {action?.(invitation)}
            </div>
            <CopyField id={`invitation-link-${key}`} value={invitationLink(invitation)} label={`Invitation link for ${invitation.email}`} what="link" />
            <p className="text-sm text-muted">
              If the mail does not arrive, hand this link to {invitation.email} yourself (it is theirs alone: it lets a new account choose its password).
            </p>
          </li>
        );
      })}
    </ul>
  );
}
