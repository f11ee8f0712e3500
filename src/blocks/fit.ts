import type { BlockType } from "./schemas";

/**
 * Which blocks a kind of site is offered first in the block picker: every
 * general block (words, pictures, reviews, forms), then the specialist ones
 * its kind of business uses or its pages already show. The rest stay one
 * click away under "More" (a restaurant is not first offered a mortgage
 * calculator, homes for rent or a bill to pay).
 */
const SPECIALIST: readonly BlockType[] = [
  "menu",
  "orderOnline",
  "reservation",
  "unitList",
  "mortgageCalculator",
  "billPayment",
  "donation",
  "booking",
  "tripBuilder",
  "appointments",
  "shop",
  "giftCard",
  "paymentStatus",
  "serviceAreas",
  "organizationList",
  "jobList",
  "documents",
];

/** A site's kind ("restaurant", "single-page:bakery") by the words in it, and the specialist blocks such a business takes. */
const KIND_HINTS: ReadonlyArray<[RegExp, readonly BlockType[]]> = [
  [/restaurant|diner|grill|bakery|coffee|cafe|food|taco|pizza|bar\b|wine|snack|catering|banquet/, ["menu", "orderOnline", "reservation", "giftCard"]],
  [/rental|property|real-estate|realtor|mortgage|loan/, ["unitList", "mortgageCalculator"]],
  [/town|village|city|county|utility|government|water/, ["billPayment", "documents", "jobList"]],
  [/nonprofit|charity|church|organisation|organization|association|club/, ["donation", "organizationList", "documents"]],
  [/escape|tour|winery|golf|class|studio|yoga|lesson/, ["booking", "tripBuilder", "appointments", "giftCard"]],
  [/barber|salon|dental|clinic|tattoo|groom|tutor|teacher|photographer|spa|therap/, ["appointments", "giftCard"]],
  [/shop|store|farm|florist|market|snack/, ["shop", "giftCard"]],
  [/handyman|clean|landscap|paint|pest|hvac|plumb|electric|roof|wash|tint|detail|excavat|solar|scooper/, ["serviceAreas"]],
];

/** The block types to offer first, in the picker's order; `used` are the types the site's pages show now. */
export function blocksThatFit(kind: string, used: readonly string[], all: readonly BlockType[]): BlockType[] {
  const hinted = new Set(KIND_HINTS.flatMap(([pattern, types]) => (pattern.test(kind.toLowerCase()) ? types : [])));
  return all.filter((type) => !SPECIALIST.includes(type) || used.includes(type) || hinted.has(type));
}
