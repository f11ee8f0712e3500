import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { CheckoutPanel } from "@/modules/payments/components/checkout-panel";
import { typedAgain } from "@/modules/appointments/drafts";
import { clientAddress } from "@/server/client-address";
import { BalanceCheck } from "./balance-check";

export async function GiftCardBlock({ props, ctx }: BlockComponentProps<"giftCard">) {
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} width="narrow" tone="surface">
      <CheckoutPanel site={ctx.site} pagePath={ctx.path} block={{ type: "giftCard", props }} id={ctx.id} query={ctx.query} />
      {props.balanceCheck && (
        <div className="mt-10 rounded-site bg-page p-6 ring-1 ring-line">
          <h3 className="font-heading text-xl font-bold">Check a gift card&apos;s balance</h3>
          <BalanceCheck
            id={`${ctx.id}-balance`}
            siteSlug={ctx.site.slug}
            pagePath={ctx.path}
            answer={typeof ctx.query.balance === "string" ? await typedAgain(ctx.site.id, await clientAddress(), ctx.query.balance) : {}}
          />
        </div>
      )}
    </Section>
  );
}
