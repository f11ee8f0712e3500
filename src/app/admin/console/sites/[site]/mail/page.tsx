import { operatorPage, pageAccess } from "@/modules/admin/access";
import { ActionForm } from "@/modules/admin/components/action-form";
import { AdminHeading, ButtonLink, Panel, buttonClass, inputClass } from "@/modules/admin/components/ui";
import { setMailLimitsAction } from "@/modules/console/actions";
import { allowanceOf, nextMonth, ownLimits } from "@/modules/newsletters/limits";
import { db } from "@/server/db/client";
import { env } from "@/server/env";

export const metadata = { title: "Sending limits" };

const count = (n: number | null | undefined, unit: string) => (n === null || n === undefined ? "no limit" : `${n.toLocaleString("en-US")} ${unit}`);

/** The operator sets how fast and how much a site's newsletters may send; other mail (bookings, replies) is never limited. */
export default async function MailLimits({ params }: { params: Promise<{ site: string }> }) {
  const { site: slug } = await params;
  const returnTo = `/admin/console/sites/${slug}/mail`;
  await operatorPage(returnTo);
  const { site } = await pageAccess(slug, "site", returnTo);
  const [{ allowance, used }, own] = await Promise.all([allowanceOf(db(), site.id), ownLimits(db(), site.id)]);
  const renews = nextMonth(new Date()).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  const defaults = env();
  return (
    <>
      <AdminHeading
        title={`Sending limits of ${site.name}`}
        lead="Newsletters and notices only: a booking's confirmation, a reply or a password reset is never held back."
        actions={<ButtonLink href="/admin/console">Back to sites</ButtonLink>}
      />
      <Panel title="This month" id="month">
        <p>
          {used.toLocaleString("en-US")} newsletter mails sent since the 1st
          {allowance === null ? ", with no monthly allowance." : ` of an allowance of ${allowance.toLocaleString("en-US")}; it renews on ${renews}.`}
        </p>
        <p className="mt-2 text-muted">
          A send that would go past the allowance does not start: the newsletter stays a draft and its page tells the owner why.
        </p>
      </Panel>
      <Panel title="Limits" id="limits">
        <ActionForm action={setMailLimitsAction.bind(null, site.slug)} label={`Sending limits of ${site.name}`}>
          <div className="grid w-full gap-4 sm:grid-cols-2">
            <LimitField
              name="perMinute"
              label="Newsletter mails a minute"
              min={1}
              value={own.perMinute}
              hint={`Blank: the platform's default (${count(defaults.MAIL_SITE_PER_MINUTE, "a minute")}). For the whole platform: ${count(defaults.MAIL_BULK_PER_MINUTE, "a minute")}.`}
            />
            <LimitField
              name="monthlyAllowance"
              label="Monthly allowance (mails)"
              min={0}
              value={own.monthlyAllowance}
              hint={`Blank: the platform's default (${count(defaults.MAIL_MONTHLY_ALLOWANCE, "a month")}).`}
            />
          </div>
          <button type="submit" className={`${buttonClass("primary")} mt-2`}>
            Save the limits
          </button>
        </ActionForm>
      </Panel>
    </>
  );
}

function LimitField({ name, label, hint, min, value }: { name: string; label: string; hint: string; min: number; value: number | null }) {
  return (
    <div>
      <label htmlFor={name} className="mb-1 block font-medium">
        {label}
      </label>
      <p id={`${name}-hint`} className="mb-1 text-sm text-muted">
        {hint}
      </p>
      <input
        id={name}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        defaultValue={value ?? ""}
        aria-describedby={`${name}-hint`}
        className={inputClass}
      />
    </div>
  );
}
