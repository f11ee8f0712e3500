import { PhoneLink } from "@/components/phone-link";
import { formatCents, formatDateTime } from "@/lib/format";
import { bathroomsText, bedroomsText, rentText } from "@/lib/rentals";
import { urls } from "@/lib/urls";
import { PayFeeAgain } from "@/modules/forms/components/pay-fee-again";
import { endedUnpaid } from "@/modules/forms/fee";
import { verifyApplicationCheck } from "@/modules/forms/present";
import { applicationByReference } from "@/modules/forms/queries";
import { Panel, RESULT_ANCHOR } from "@/modules/payments/components/payment-outcome";
import { feeOfApplication } from "@/modules/payments/queries";
import type { Site } from "@/modules/sites/queries";
import { unitById } from "../queries";
import { zoneOf } from "@/modules/sites/calendar";

type Query = Record<string, string | string[] | undefined>;

/**
 * An application's result, first on the page the applicant lands on (see
 * routing/route-body): received, its reference, the unit it is for, its fee,
 * and what happens next. The link only names it (signed); what it says is
 * read from the database.
 */
export async function ApplicationOutcome({ site, query }: { site: Site; query: Query }) {
  if (typeof query.application !== "string" || typeof query.check !== "string") return null;
  const application = verifyApplicationCheck(query.application, query.check) ? await applicationByReference(site.id, query.application) : null;
  const unit = application?.unitId ? await unitById(site.id, application.unitId) : null;
  const fee = application?.form.applicationFeeCents ? await feeOfApplication(site.id, application.reference) : null;
  const unitHref = unit && urls.unit(site, unit.slug);
  const phone = site.settings.contact.phone;
  // A fee whose checkout never opened (the provider was away), or whose last attempt ended unpaid, can be paid from here; one under way or paid cannot.
  const payable = Boolean(application?.form.applicationFeeCents) && (!fee || endedUnpaid(fee.status));
  return (
    <div id={RESULT_ANCHOR} tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-6 outline-none sm:px-6" data-testid="application-result">
      {!application ? (
        <Panel tone="problem" heading="We could not find that application">
          <p>The link may be incomplete. The email we sent you has its reference number; call us with it if you have a question.</p>
        </Panel>
      ) : (
        <Panel tone="success" heading={unit ? `Your application for ${unit.title} is in` : `Your ${application.form.name.toLowerCase()} is in`}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {unit && (
              <>
                <dt className="font-semibold">Home</dt>
                <dd data-testid="applied-unit">
                  {unitHref ? (
                    <a href={unitHref} className="text-primary underline underline-offset-2">
                      {unit.title}
                    </a>
                  ) : (
                    unit.title
                  )}
                  , {bedroomsText(unit.bedrooms).toLowerCase()}, {bathroomsText(unit.bathrooms)},{" "}
                  <span className="whitespace-nowrap">{rentText(unit.rentCents)}</span>
                </dd>
              </>
            )}
            <dt className="font-semibold">Reference</dt>
            <dd>
              <strong data-testid="application-reference">{application.reference}</strong>
            </dd>
            <dt className="font-semibold">Sent</dt>
            <dd>{formatDateTime(application.createdAt, zoneOf(site))}</dd>
            {application.form.applicationFeeCents !== undefined && (
              <>
                <dt className="font-semibold">Fee</dt>
                <dd data-testid="application-fee">
                  {fee?.status === "paid" ? (
                    <>
                      <span className="whitespace-nowrap">{formatCents(fee.amountCents)}</span> paid, receipt{" "}
                      <span className="whitespace-nowrap">{fee.reference}</span>
                    </>
                  ) : (
                    <>
                      <span className="whitespace-nowrap">{formatCents(application.form.applicationFeeCents)}</span>, not paid yet.{" "}
                      {payable ? "You can pay it now, or we will call you about it" : "We will call you about it"}
                      {phone &&
                        (payable ? (
                          <>
                            {" "}
                            (you can also call us at <PhoneLink phone={phone} />)
                          </>
                        ) : (
                          <>
                            , or call us at <PhoneLink phone={phone} />
                          </>
                        ))}
                      .
                    </>
                  )}
                </dd>
              </>
            )}
          </dl>
          {payable && (
            <>
              <PayFeeAgain
                siteSlug={site.slug}
                names={{ application: application.reference }}
                check={query.check}
                problem={typeof query.problem === "string" ? query.problem.slice(0, 300) : undefined}
                label={`Pay the ${formatCents(application.form.applicationFeeCents!)} fee`}
              />
            </>
          )}
          <h3 className="mt-5 font-heading text-lg font-bold">What happens next</h3>
          <p className="mt-1">{application.form.successMessage}</p>
          {application.email && application.form.confirmToSender && <p className="mt-3">A copy of the reference is on its way to {application.email}.</p>}
        </Panel>
      )}
    </div>
  );
}
