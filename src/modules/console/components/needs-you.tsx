import Link from "next/link";
import { formatWhen, Panel } from "@/modules/admin/components/ui";
import { SITE_TIME_ZONE } from "@/lib/time";
import type { OperatorAttention } from "../attention";

/** The operator's list of what waits on them, each line a link to where it is dealt with; nothing listed, it says so. */
export function OperatorNeedsYou({ attention: a }: { attention: OperatorAttention }) {
  const { mail } = a;
  const lines: Array<{ key: string; text: string; href: string; link: string }> = [];
  if (!mail.smtp)
    lines.push({ key: "smtp", text: "No mail server is set (SMTP_URL): no mail leaves the outbox.", href: "/admin/console/health#mail", link: "Mail" });
  if (mail.waitingTooLong)
    lines.push({
      key: "waiting",
      text: `${mail.waitingTooLong} ${mail.waitingTooLong === 1 ? "mail has" : "mails have"} waited too long to be sent.`,
      href: "/admin/console/health#mail",
      link: "Mail",
    });
  if (mail.failed)
    lines.push({
      key: "failed",
      text: `${mail.failed} ${mail.failed === 1 ? "mail" : "mails"} could not be delivered.`,
      href: "/admin/console/figures?sort=failedMail",
      link: "Failed mail by site",
    });
  return (
    <Panel title="Needs you" id="needs-you">
      {lines.length + a.domainsWaiting.length + a.notLaunched.length === 0 ? (
        <p>Nothing: mail is flowing, every domain is verified and every site is launched.</p>
      ) : (
        <ul className="space-y-3">
          {lines.map((line) => (
            <li key={line.key}>
              {line.text}{" "}
              <Link href={line.href} className="underline">
                {line.link}
              </Link>
            </li>
          ))}
          {a.domainsWaiting.length > 0 && (
            <li>
              <p>
                {a.domainsWaiting.length} {a.domainsWaiting.length === 1 ? "domain waits" : "domains wait"} for their DNS records:
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {a.domainsWaiting.slice(0, 10).map((d) => (
                  <li key={d.domain}>
                    <Link href={`/admin/sites/${d.slug}/domains`} className="underline">
                      {d.domain}
                    </Link>{" "}
                    <span className="text-muted">
                      ({d.name}, added {formatWhen(d.createdAt, SITE_TIME_ZONE)})
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          )}
          {a.notLaunched.length > 0 && (
            <li>
              <p>
                {a.notLaunched.length} {a.notLaunched.length === 1 ? "site is" : "sites are"} not launched: visitors see &ldquo;Coming soon&rdquo;.
              </p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {a.notLaunched.slice(0, 10).map((s) => (
                  <li key={s.slug}>
                    <Link href={`/admin/sites/${s.slug}#launch`} className="underline">
                      {s.name}
                    </Link>{" "}
                    <span className="text-muted">(made {formatWhen(s.createdAt, SITE_TIME_ZONE)})</span>
                  </li>
                ))}
              </ul>
            </li>
          )}
        </ul>
      )}
    </Panel>
  );
}
