import type { ComponentType } from "react";
import { logger } from "@/server/log";
import { PostListBlock } from "@/modules/blog/components/post-list-block";
import { EventListBlock } from "@/modules/events/components/event-list";
import { JobListBlock } from "@/modules/jobs/components/job-list";
import { NewsListBlock } from "@/modules/news/components/news-list";
import { OrganizationListBlock } from "@/modules/organizations/components/organization-list";
import { ServiceAreasBlock } from "@/modules/service-areas/components/service-areas";
import { FormBlock } from "@/modules/forms/components/form-block";
import { SiteMapBlock } from "@/modules/routing/components/site-map-block";
import { SearchBlock } from "@/modules/search/components/search-block";
import { TeamGridBlock } from "@/modules/team/components/team-grid";
import { UnitListBlock } from "@/modules/rentals/components/unit-list";
import { BookingBlock } from "@/modules/bookings/components/booking-block";
import { ReservationBlock } from "@/modules/bookings/components/reservation-block";
import { AppointmentBlock } from "@/modules/appointments/components/appointment-block";
import { OrderOnlineBlock } from "@/modules/ordering/components/order-online-block";
import { GiftCardBlock } from "@/modules/gift-cards/components/gift-card-block";
import { BillPaymentBlock, DonationBlock, PaymentStatusBlock } from "@/modules/payments/components/payment-blocks";
import { ShopBlock } from "@/modules/shop/components/shop-block";
import { MortgageCalculatorBlock, TripBuilderBlock } from "@/modules/tools/components/tool-blocks";
import { ContactDetailsBlock } from "./components/contact-details";
import * as content from "./components/content";
import { GalleryBlock } from "./components/gallery";
import type { BlockComponentProps, BlockContext } from "./context";
import { blockSchema, type Block, type BlockType } from "./schemas";

/**
 * The block registry: each type's server component. Its props schema is in
 * ./schemas.ts; the type below makes a missing component a compile error.
 */
const REGISTRY: { [K in BlockType]: ComponentType<BlockComponentProps<K>> } = {
  hero: content.HeroBlock,
  richText: content.RichTextBlock,
  split: content.SplitBlock,
  features: content.FeaturesBlock,
  steps: content.StepsBlock,
  stats: content.StatsBlock,
  cta: content.CtaBlock,
  faq: content.FaqBlock,
  testimonials: content.TestimonialsBlock,
  pricing: content.PricingBlock,
  menu: content.MenuBlock,
  gallery: GalleryBlock,
  linkList: content.LinkListBlock,
  documents: content.DocumentsBlock,
  notice: content.NoticeBlock,
  logoCloud: content.LogoCloudBlock,
  contactDetails: ContactDetailsBlock,
  postList: PostListBlock,
  eventList: EventListBlock,
  newsList: NewsListBlock,
  jobList: JobListBlock,
  teamGrid: TeamGridBlock,
  unitList: UnitListBlock,
  serviceAreas: ServiceAreasBlock,
  organizationList: OrganizationListBlock,
  form: FormBlock,
  siteMap: SiteMapBlock,
  search: SearchBlock,
  mortgageCalculator: MortgageCalculatorBlock,
  tripBuilder: TripBuilderBlock,
  billPayment: BillPaymentBlock,
  donation: DonationBlock,
  booking: BookingBlock,
  giftCard: GiftCardBlock,
  shop: ShopBlock,
  paymentStatus: PaymentStatusBlock,
  orderOnline: OrderOnlineBlock,
  reservation: ReservationBlock,
  appointments: AppointmentBlock,
};

/**
 * Renders a page's blocks in order. Stored blocks are validated again before
 * rendering: one that no longer fits its schema is skipped and logged rather
 * than breaking the whole page. `marked` (a preview) wraps each in an element
 * that names its place (`data-block`, drawn as if it were not there), so the
 * editor's preview can follow the block being edited.
 */
export function Blocks({ blocks, ctx, marked = false }: { blocks: Block[]; ctx: Omit<BlockContext, "id" | "asH1">; marked?: boolean }) {
  return blocks.map((stored, i) => {
    const parsed = blockSchema.safeParse(stored);
    if (!parsed.success) {
      logger.error({ site: ctx.site.slug, block: i, type: stored.type, issues: parsed.error.issues }, "skipped an invalid block");
      return null;
    }
    const block = parsed.data as Block;
    const Component = REGISTRY[block.type] as ComponentType<BlockComponentProps<BlockType>>;
    const drawn = <Component key={i} props={block.props} ctx={{ ...ctx, id: `b${i}`, asH1: i === 0 && block.type === "hero" }} />;
    return marked ? (
      <div key={i} data-block={i} className="contents">
        {drawn}
      </div>
    ) : (
      drawn
    );
  });
}

export function opensWithHero(blocks: Block[]): boolean {
  return blocks[0]?.type === "hero";
}
