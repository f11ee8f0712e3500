import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { dayInWords, formatCents } from "@/lib/format";
import { siteHref } from "@/lib/links";
import {
  addToCart,
  cartString,
  checkChoices,
  lineLabel,
  MAX_QUANTITY,
  parseCart,
  priceCart,
  setQuantity,
  type CartLine,
  type OrderableItem,
} from "@/lib/menu-order";
import { SiteImage } from "@/modules/media/components/site-image";
import { CheckoutPanel } from "@/modules/payments/components/checkout-panel";
import { choiceOf } from "@/modules/payments/queries";
import { DishLabels } from "@/modules/menus/components/dish-labels";
import { itemKey, orderableItems, type MenuItem as MenuItemRow } from "@/modules/menus/schema";
import { pickupWords, type OrderBlock } from "../menu";
import { openPickupDays, orderMenu } from "../queries";
import { InPlaceRegion } from "@/modules/routing/components/in-place-region";

type Query = Record<string, string | string[] | undefined>;

/** Where the block starts (a "Order ahead" button elsewhere points at `#order`), and where the cart sits. One order block to a page. */
export const ORDER_ANCHOR = "order";
const CART_ANCHOR = "your-order";
/** A day chosen lands on the days with the form under them, so the day and its times are both in view. */
const PICKUP_DAY_ANCHOR = "pickup-day";

/** The choices an "Add" form sent for the item: `o0`, `o1`... one per option group, each one index or several. */
function choicesFromQuery(query: Query, groups: number): number[][] {
  return Array.from({ length: groups }, (_, g) => {
    const raw = query[`o${g}`];
    return (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(Number).filter((n) => Number.isInteger(n) && n >= 0);
  });
}

/**
 * The cart this page shows: the one in the address (or, back from a declined
 * card, the one paid for), plus an item an "Add" form just sent. The address
 * holds the cart before the addition, so a reload shows the same cart again
 * and never adds twice.
 */
function cartOf(items: readonly OrderableItem[], query: Query): { cart: CartLine[]; added?: string; refused?: { item: string; problem: string } } {
  const cart = parseCart(typeof query.cart === "string" ? query.cart : "");
  const key = typeof query.add === "string" ? query.add : undefined;
  const item = key ? items.find((i) => i.key === key) : undefined;
  if (!item) return { cart };
  const checked = checkChoices(item, choicesFromQuery(query, item.options.length));
  if (!checked.ok) return { cart, refused: { item: item.key, problem: checked.problem } };
  const quantity = Math.min(MAX_QUANTITY, Math.max(1, Math.floor(Number(query.qty) || 1)));
  return { cart: addToCart(cart, { item: item.key, choices: checked.choices, quantity }), added: item.key };
}

/**
 * Order for pickup, without JavaScript as with it: each item's "Add" is a GET
 * form that carries the cart so far, the cart's buttons are links to the
 * cart changed, and the checkout (pickup time, payer, gift card) is the
 * payments module's form, priced again on the server from the site's menu.
 */
export async function OrderOnlineBlock({ props, ctx }: BlockComponentProps<"orderOnline">) {
  const query = await choiceOf(ctx.site.id, ctx.query);
  const sections = await orderMenu(ctx.site.id, props);
  const items = orderableItems(sections);
  const { cart, added, refused } = cartOf(items, query);
  const canonical = cartString(cart);
  const page = siteHref(ctx.site.slug, ctx.path);
  const orderId = CART_ANCHOR;
  const cartHref = (lines: CartLine[]) => (lines.length ? `${page}?cart=${encodeURIComponent(cartString(lines))}#${orderId}` : `${page}#${orderId}`);
  const priced = priceCart(items, cart);
  const count = cart.reduce((n, l) => n + l.quantity, 0);

  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <span id={ORDER_ANCHOR} className="block scroll-mt-40" />
      <div className="-mt-4 mb-10 max-w-3xl space-y-2 text-muted">
        <p>{pickupWords(props)}</p>
        {props.pickupNote && <p>{props.pickupNote}</p>}
      </div>
      {priced.ok && (
        <p className="mb-8 lg:hidden">
          <a href={`#${orderId}`} className="font-semibold text-primary underline underline-offset-2">
            Your order: {count} {count === 1 ? "item" : "items"}, <span className="amount">{formatCents(priced.totalCents)}</span>. Review and pay
          </a>
        </p>
      )}
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        {/* With JavaScript an item's "Add to order" updates the page in place, where the visitor is; without, the form loads that address. */}
        <InPlaceRegion forms="[data-add-in-place]" replace>
          <div className="space-y-12">
            {sections.map((section, s) => (
              <section key={section.name} aria-labelledby={`${ctx.id}-s${s}`}>
                <h3 id={`${ctx.id}-s${s}`} className="border-b-2 border-primary pb-2 font-heading text-2xl font-bold">
                  {section.name}
                </h3>
                {section.description && <p className="mt-2 text-muted">{section.description}</p>}
                <ul className="mt-4 divide-y divide-line">
                  {section.items.map((item) => (
                    <MenuItem
                      key={itemKey(item)}
                      item={item}
                      ctx={ctx}
                      canonical={canonical}
                      orderId={orderId}
                      added={added === itemKey(item)}
                      problem={refused?.item === itemKey(item) ? refused.problem : undefined}
                    />
                  ))}
                </ul>
              </section>
            ))}
            {/* On a phone the order's count and total stay in view while the menu scrolls, a tap from the order itself. */}
            {priced.ok && count > 0 && (
              <p className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-page px-4 py-3 lg:hidden" data-testid="cart-bar">
                <a
                  href={`#${orderId}`}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-site bg-primary px-4 py-2 font-semibold text-on-primary no-underline"
                >
                  <span>
                    Your order: {count} {count === 1 ? "item" : "items"}
                  </span>
                  <span className="amount">{formatCents(priced.totalCents)}</span>
                </a>
              </p>
            )}
          </div>
        </InPlaceRegion>
        <aside id={orderId} aria-labelledby={`${orderId}-h`} className="scroll-mt-4 rounded-site bg-surface p-5 ring-1 ring-line lg:sticky lg:top-4">
          <h3 id={`${orderId}-h`} className="font-heading text-xl font-bold">
            Your order
          </h3>
          {cart.length === 0 ? (
            <p className="mt-2 text-muted">Nothing yet. Choose from the menu, and your order appears here.</p>
          ) : (
            <>
              <ul className="mt-3 divide-y divide-line" aria-label="In your order">
                {cart.map((line, i) => {
                  const item = items.find((x) => x.key === line.item);
                  const label = item && checkChoices(item, line.choices).ok ? lineLabel(item, line.choices) : null;
                  const each = priced.ok ? priced.lines[i]!.unitCents : null;
                  return (
                    <li key={i} className="py-3">
                      <p className="flex justify-between gap-3">
                        <span className="min-w-0">
                          {line.quantity} × {label ?? "An item no longer on the menu"}
                        </span>
                        {each !== null && <span className="amount">{formatCents(each * line.quantity)}</span>}
                      </p>
                      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                        {label && line.quantity < MAX_QUANTITY && (
                          <a href={cartHref(setQuantity(cart, i, line.quantity + 1))} className="font-semibold text-primary underline underline-offset-2">
                            One more<span className="sr-only"> {label}</span>
                          </a>
                        )}
                        {label && line.quantity > 1 && (
                          <a href={cartHref(setQuantity(cart, i, line.quantity - 1))} className="font-semibold text-primary underline underline-offset-2">
                            One fewer<span className="sr-only"> {label}</span>
                          </a>
                        )}
                        <a href={cartHref(setQuantity(cart, i, 0))} className="font-semibold text-primary underline underline-offset-2">
                          Remove<span className="sr-only"> {label ?? "this item"}</span>
                        </a>
                      </p>
                    </li>
                  );
                })}
              </ul>
              {priced.ok ? (
                <>
                  <p className="mt-3 flex justify-between border-t border-line pt-3 font-bold">
                    <span>Total</span>
                    <span className="amount" data-testid="cart-total">
                      {formatCents(priced.totalCents)}
                    </span>
                  </p>
                  <p className="mt-4">
                    <a href="#checkout" className="inline-flex min-h-11 items-center rounded-site bg-primary px-5 py-2.5 font-semibold text-on-primary">
                      Choose a pickup time and pay
                    </a>
                  </p>
                </>
              ) : (
                <p role="alert" className="mt-3 font-semibold text-error">
                  {priced.problem}
                </p>
              )}
            </>
          )}
        </aside>
      </div>
      {priced.ok && <Checkout props={props} ctx={ctx} cart={canonical} query={ctx.query} page={page} chosenDay={query.day} />}
    </Section>
  );
}

/** The checkout: a pickup day first (links, so without JavaScript too), then the form with that day's times, the payer and the gift card. */
async function Checkout({
  props,
  ctx,
  cart,
  query,
  page,
  chosenDay,
}: {
  props: OrderBlock;
  ctx: BlockComponentProps<"orderOnline">["ctx"];
  cart: string;
  query: Query;
  page: string;
  chosenDay: Query[string];
}) {
  const days = await openPickupDays(ctx.site, props);
  const day = days.find((d) => d.date === chosenDay) ?? days[0];
  const panel = await CheckoutPanel({
    site: ctx.site,
    pagePath: ctx.path,
    block: { type: "orderOnline", props },
    choice: day ? { cart, day: day.date } : { cart },
    id: ctx.id,
    query,
  });
  return (
    <div className="mx-auto mt-16 max-w-3xl">
      <h3 className="mb-4 font-heading text-2xl font-bold">Pickup and payment</h3>
      {panel && days.length > 1 && (
        <nav id={PICKUP_DAY_ANCHOR} aria-label="Pickup day" className="mb-4 scroll-mt-4">
          <p className="font-semibold">Pickup day</p>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="pickup-days">
            {days.map((d) => (
              <li key={d.date}>
                <a
                  href={`${page}?cart=${encodeURIComponent(cart)}&day=${d.date}#${PICKUP_DAY_ANCHOR}`}
                  aria-current={d === day ? "date" : undefined}
                  className={`flex min-h-11 items-center rounded-site px-4 py-2 font-semibold no-underline ring-2 ${d === day ? "bg-primary text-on-primary ring-primary" : "text-primary ring-line hover:ring-primary"}`}
                >
                  {dayInWords(d.date, { year: false })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {panel ?? (
        <p id="checkout" className="rounded-site bg-surface p-6 ring-1 ring-line">
          The kitchen has no pickup time left {props.pickup.daysAhead > 1 ? "in the days we take orders for" : "today"}. Please try again later, or call us.
        </p>
      )}
    </div>
  );
}

function MenuItem({
  item,
  ctx,
  canonical,
  orderId,
  added,
  problem,
}: {
  item: MenuItemRow;
  ctx: BlockComponentProps<"orderOnline">["ctx"];
  canonical: string;
  orderId: string;
  added: boolean;
  problem?: string;
}) {
  const key = itemKey(item);
  const id = `${ctx.id}-item-${key}`;
  return (
    <li id={id} className="scroll-mt-4 py-5">
      <div className={item.image ? "flex gap-4" : undefined}>
        {item.image && (
          <div className="w-20 shrink-0 overflow-hidden rounded-site sm:w-24">
            <SiteImage site={ctx.site} image={item.image} sizes="96px" className="aspect-square h-auto w-full object-cover" />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-3">
            <h4 id={`${id}-name`} className="font-semibold">
              {item.name}
            </h4>
            <span aria-hidden="true" className="flex-1 border-b border-dotted border-line" />
            <span className="amount font-semibold">{formatCents(item.priceCents)}</span>
          </div>
          {item.description && <p className="text-sm text-muted">{item.description}</p>}
          <DishLabels item={item} />
        </div>
      </div>
      {item.soldOut ? (
        <p className="mt-3 font-semibold">Sold out for now</p>
      ) : (
        <form method="get" action={`#${id}`} data-add-in-place="" aria-labelledby={`${id}-name`} className={`mt-3 space-y-3 ${item.image ? "sm:pl-28" : ""}`}>
          {canonical && <input type="hidden" name="cart" value={canonical} />}
          <input type="hidden" name="add" value={key} />
          {item.optionGroups.map((group, g) => (
            <fieldset key={group.name}>
              <legend className="text-sm font-semibold">
                {group.name}
                {group.choose === "any" && <span className="font-normal text-muted"> (optional{group.max ? `, up to ${group.max}` : ""})</span>}
              </legend>
              <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
                {group.choices.map((choice, i) => (
                  <label key={choice.name} className="flex min-h-11 items-center gap-2">
                    <input
                      type={group.choose === "one" ? "radio" : "checkbox"}
                      name={`o${g}`}
                      value={i}
                      defaultChecked={group.choose === "one" && i === 0}
                      className="h-5 w-5 accent-[var(--site-primary)]"
                    />
                    <span>
                      {choice.name}
                      {choice.extraCents > 0 && <span className="amount text-muted"> +{formatCents(choice.extraCents)}</span>}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${id}-qty`} className="block text-sm font-semibold">
                How many<span className="sr-only"> {item.name}</span>
              </label>
              <select id={`${id}-qty`} name="qty" defaultValue="1" className="mt-1 min-h-11 rounded-site border border-muted bg-page px-3 py-2">
                {Array.from({ length: 10 }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="min-h-11 rounded-site border-2 border-primary px-5 py-2 font-semibold text-primary">
              Add<span className="sr-only"> {item.name}</span> to order
            </button>
          </div>
          {added && (
            <p role="status" className="font-semibold">
              Added to your order.{" "}
              <a href={`#${orderId}`} className="text-primary underline underline-offset-2">
                See your order
              </a>
            </p>
          )}
          {problem && (
            <p role="alert" className="font-semibold text-error">
              {problem}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
