import type { BlockComponentProps } from "@/blocks/context";
import { Illustration } from "@/components/decor";
import { Section } from "@/components/ui";
import { formatCents } from "@/lib/format";
import { gridColumns } from "@/lib/grid";
import type { IconName } from "@/lib/icon-names";
import { CheckoutPanel } from "@/modules/payments/components/checkout-panel";
import { SiteImage } from "@/modules/media/components/site-image";
import { listProducts } from "../queries";

/** The site's products with live stock, then one order form for any number of them. */
export async function ShopBlock({ props, ctx }: BlockComponentProps<"shop">) {
  const products = await listProducts(ctx.site.id);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <ul className={`grid gap-6 ${gridColumns(products.length)}`}>
        {products.map((p) => (
          <li key={p.id} className="flex flex-col overflow-hidden rounded-site bg-surface ring-1 ring-line">
            {p.images[0] ? (
              <SiteImage
                site={ctx.site}
                image={p.images[0]}
                sizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
                className="aspect-[4/3] h-auto w-full bg-page object-contain"
              />
            ) : (
              <Illustration icon={p.illustration as IconName} pattern={ctx.site.theme.pattern} id={`${ctx.id}-${p.slug}`} className="rounded-none" />
            )}
            <div className="flex flex-1 flex-col p-5">
              <h3 className="font-heading text-lg font-bold">{p.name}</h3>
              <p className="mt-2 flex-1 text-muted">{p.description}</p>
              {p.images.length > 1 && (
                <ul className="mt-4 flex gap-2" aria-label={`More photographs of ${p.name}`}>
                  {p.images.slice(1, 4).map((image) => (
                    <li key={image.asset} className="w-16 overflow-hidden rounded-site ring-1 ring-line">
                      <SiteImage site={ctx.site} image={image} sizes="64px" className="aspect-square h-auto w-full object-cover" />
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-4 flex items-center justify-between">
                <span className="amount text-lg font-bold">{formatCents(p.priceCents)}</span>
                <span className={p.stock === 0 ? "font-semibold" : "text-sm text-muted"}>
                  {p.stock === 0 ? "Sold out" : p.stock <= 3 ? `Only ${p.stock} left` : "In stock"}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-12 max-w-3xl">
        <h3 className="mb-4 font-heading text-2xl font-bold">Order</h3>
        {props.shipping?.note && <p className="mb-2 text-muted">{props.shipping.note}</p>}
        {props.pickupNote && <p className="mb-4 text-muted">{props.pickupNote}</p>}
        <CheckoutPanel site={ctx.site} pagePath={ctx.path} block={{ type: "shop", props }} id={ctx.id} query={ctx.query} />
      </div>
    </Section>
  );
}
