import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { mortgageInputFrom } from "@/lib/mortgage";
import { tripRules } from "@/lib/trip";
import { CheckoutPanel } from "@/modules/payments/components/checkout-panel";
import { choiceOf } from "@/modules/payments/queries";
import { MortgageCalculator } from "./mortgage-calculator";
import { TripBuilder } from "./trip-builder";
import { now as clockNow } from "@/lib/clock";

export function MortgageCalculatorBlock({ props, ctx }: BlockComponentProps<"mortgageCalculator">) {
  const initial = mortgageInputFrom(ctx.query, props.defaults);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <div id={`${ctx.id}-calc`}>
        <MortgageCalculator id={`${ctx.id}-calc`} initial={initial} />
      </div>
      {props.disclaimer && <p className="mt-4 text-sm text-muted">{props.disclaimer}</p>}
    </Section>
  );
}

export async function TripBuilderBlock({ props, ctx }: BlockComponentProps<"tripBuilder">) {
  // Back from a declined deposit, the trip chosen before comes back with it.
  const q = await choiceOf(ctx.site.id, ctx.query);
  const plan = typeof q.plan === "string" ? q.plan : (props.packages[0]?.key ?? "custom");
  const wineries = ([] as string[])
    .concat(typeof q.wineries === "string" ? q.wineries.split(",") : (q.wineries ?? []))
    .filter((k) => props.wineries.some((w) => w.key === k));
  const guests = Number(typeof q.guests === "string" ? q.guests : props.minGuests) || props.minGuests;
  const today = clockNow().toISOString().slice(0, 10);
  const date = typeof q.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(q.date) && q.date >= today ? q.date : "";
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      {/* The rules in words, from the same list and limits the price is computed with. */}
      <p className="mx-auto -mt-4 mb-8 max-w-3xl text-center text-muted" data-testid="trip-rules">
        {tripRules(props)}
      </p>
      <div id={`${ctx.id}-trip`}>
        <TripBuilder id={`${ctx.id}-trip`} list={props} initial={{ plan, wineries, guests, date }} today={today} />
      </div>
      {props.bookable && date && (
        <div className="mx-auto mt-12 max-w-3xl">
          <h3 className="mb-4 font-heading text-2xl font-bold">Book this trip</h3>
          <CheckoutPanel
            site={ctx.site}
            pagePath={ctx.path}
            block={{ type: "tripBuilder", props }}
            choice={{ plan, wineries: wineries.join(","), guests: String(guests), date }}
            id={ctx.id}
            query={ctx.query}
          />
        </div>
      )}
    </Section>
  );
}
