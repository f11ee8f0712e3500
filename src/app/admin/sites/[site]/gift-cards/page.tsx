import Link from "next/link";
import { formatCents } from "@/lib/format";
import { pageAccess } from "@/modules/admin/access";
import { AdminHeading, Cell, formatWhen, Panel, Table } from "@/modules/admin/components/ui";
import { redeemGiftCardAction } from "@/modules/inbox/actions";
import { EmptyList, FilterForm, Pager, SearchInput, Status, StatusViews, viewsOf } from "@/modules/inbox/components/list-parts";
import { RedeemForm } from "@/modules/inbox/components/redeem-form";
import { giftCardFilter, hrefWith, type Params } from "@/modules/inbox/filters";
import { giftCardCounts, listGiftCards, type GiftCardStatus } from "@/modules/inbox/queries/gift-cards";
import { BreakableEmail } from "@/components/breakable-email";
import { zoneOf } from "@/modules/sites/calendar";

export const metadata = { title: "Gift cards" };

const STATUSES: GiftCardStatus[] = ["active", "pending", "void"];

export default async function GiftCardsPage({ params, searchParams }: { params: Promise<{ site: string }>; searchParams: Promise<Params> }) {
  const { site: slug } = await params;
  const base = `/admin/sites/${slug}/gift-cards`;
  const { site } = await pageAccess(slug, "inbox", base);
  const zone = zoneOf(site);
  const filter = giftCardFilter.parse(await searchParams);
  const [{ rows, total }, counts] = await Promise.all([listGiftCards(site.id, filter), giftCardCounts(site.id)]);
  const kept = { q: filter.q };

  return (
    <>
      <AdminHeading
        title="Gift cards"
        lead="Cards sold on the site. Their codes were emailed to the recipients and are not kept here; each card shows the last four characters of its code."
      />
      <Panel title="Redeem a gift card" id="redeem">
        <RedeemForm action={redeemGiftCardAction.bind(null, slug)} />
      </Panel>
      <StatusViews label="Gift cards by status" base={base} current={filter.status} keep={kept} views={viewsOf(counts, STATUSES)} />
      <FilterForm
        base={base}
        label="Filter gift cards"
        status={filter.status}
        exportHref={hrefWith(`/admin/sites/${slug}/export/gift-cards`, { status: filter.status, ...kept })}
      >
        <SearchInput id="filter-q" label="Search" value={filter.q} placeholder="Recipient, sender, buyer's email, last four of the code" />
      </FilterForm>
      {rows.length === 0 ? (
        <EmptyList filtered={Boolean(filter.status || filter.q || filter.page > 1)} nothingYet="No gift cards sold yet." />
      ) : (
        <Table caption="Gift cards, newest first" head={["Bought", "Card", "Balance", "Status", "For", "Bought by"]}>
          {rows.map((card) => (
            <tr key={card.id}>
              <Cell className="whitespace-nowrap">{formatWhen(card.createdAt, zone)}</Cell>
              <Cell>
                {card.label ?? `${formatCents(card.initialCents)} card`}
                {card.codeHint && <span className="block text-muted">code ends {card.codeHint}</span>}
              </Cell>
              <Cell className="tabular-nums">
                {formatCents(card.balanceCents)}
                <span className="block text-muted">of {formatCents(card.initialCents)}</span>
              </Cell>
              <Cell>
                <Status status={card.status} />
              </Cell>
              <Cell>
                {card.recipientName}
                <span className="block text-muted">
                  <BreakableEmail email={card.recipientEmail} />
                </span>
                <span className="block text-muted">from {card.senderName}</span>
              </Cell>
              <Cell>
                {card.buyerName && <span className="block">{card.buyerName}</span>}
                <span className="block">
                  <BreakableEmail email={card.buyerEmail} />
                </span>
                <Link className="font-mono underline" href={`/admin/sites/${slug}/payments?q=${encodeURIComponent(card.paymentReference)}`}>
                  {card.paymentReference}
                </Link>
              </Cell>
            </tr>
          ))}
        </Table>
      )}
      <Pager base={base} params={{ status: filter.status, ...kept }} page={filter.page} total={total} noun="gift cards" />
    </>
  );
}
