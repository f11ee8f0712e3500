import { AppointmentOutcome } from "@/modules/appointments/components/appointment-outcome";
import { ReservationOutcome } from "@/modules/bookings/components/reservation-outcome";
import { findReference } from "@/modules/forms/queries";
import { PaymentOutcome } from "@/modules/payments/components/payment-outcome";
import { ApplicationOutcome } from "@/modules/rentals/components/application-outcome";
import { SiteNotFound } from "./components/site-not-found";
import type { Resolved } from "./load-route";
import { RouteView } from "./route-view";
import { listSiteEntries } from "./site-entries";
import { jsonLdScript, structuredData } from "./structured-data";

type Query = Record<string, string | string[] | undefined>;

/**
 * What a resolved site path shows inside the site's frame: its structured
 * data, the visitor's reference on a thank-you page, a payment's result, and
 * the route's view; or the site's 404 (the server sets the status; see
 * ./status.ts). Shared by the page route and the document renderer
 * (edge/document).
 */
export async function RouteBody({ resolved, query }: { resolved: Resolved; query: Query }) {
  if (!resolved.route) return <SiteNotFound siteSlug={resolved.site.slug} />;
  const jsonLd = await structuredData(resolved, await listSiteEntries(resolved.site));
  // A thank-you page reached from a form shows the visitor's reference, if it is one of this site's.
  const reference = typeof query.ref === "string" ? await findReference(resolved.site.id, query.ref) : null;
  return (
    <>
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
      ))}
      {reference && (
        <p role="status" className="bg-primary px-4 py-3 text-center font-semibold text-on-primary">
          Received. Your reference number is {reference}.
        </p>
      )}
      {/* Back from a checkout: the result comes first, above everything the page has. */}
      <PaymentOutcome site={resolved.site} query={query} />
      <ReservationOutcome site={resolved.site} query={query} />
      <AppointmentOutcome site={resolved.site} query={query} />
      <ApplicationOutcome site={resolved.site} query={query} />
      <RouteView site={resolved.site} route={resolved.route} query={query} />
    </>
  );
}
