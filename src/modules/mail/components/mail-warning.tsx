import Link from "next/link";
import { WAITING_TOO_LONG_MINUTES, mailInTrouble, type MailHealth } from "../health";

/**
 * The warning at the top of the admin (a site's owners) and the console (the
 * operator) while mail is not getting out: what is wrong, what waits, and
 * what to do. Nothing is shown while mail flows.
 */
export function MailWarning({ health: h, more, audience }: { health: MailHealth; more: { href: string; label: string }; audience: "owner" | "operator" }) {
  if (!mailInTrouble(h)) return null;
  const mails = (n: number) => `${n} ${n === 1 ? "mail" : "mails"}`;
  const stuck = h.smtp && h.waitingTooLong > 0;
  const cause = !h.smtp
    ? audience === "operator"
      ? "No mail server is set (SMTP_URL), so no mail leaves the outbox: set SMTP_URL and restart the platform."
      : "The platform has no mail server set up yet, so no mail leaves this site: tell the platform's operator."
    : h.waitingTooLong
      ? `${mails(h.waitingTooLong)} waited more than ${WAITING_TOO_LONG_MINUTES} minutes: the mail server is not taking them.`
      : `${mails(h.failed)} could not be delivered.`;
  return (
    <div role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-950" data-testid="mail-warning">
      <p className="font-semibold">Mail is not being delivered</p>
      <p>
        {cause} {h.waiting > 0 && !stuck && `${mails(h.waiting)} waiting. `}
        {h.failed > 0 && (stuck || !h.smtp) && `${mails(h.failed)} failed. `}
        Meanwhile an invitation can be handed over with its link (People).{" "}
        <Link href={more.href} className="underline">
          {more.label}
        </Link>
      </p>
    </div>
  );
}
