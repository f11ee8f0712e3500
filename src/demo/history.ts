import { importSubmission } from "@/modules/forms/service";
import { getSiteBySlug } from "@/modules/sites/queries";
import type { SiteSeed } from "@/modules/templates/seed";
import { addDays, calendarDay } from "@/server/analytics/day";
import { writeDailyFigures, type DailyFigure } from "@/server/analytics/rollup";
import { DEMO_ACCOUNTS } from "./accounts";
import { seeded } from "./images/generated/random";
import { loadPastAppointments } from "./past-appointments";
import { loadPastNewsletters } from "./past-newsletters";
import { loadPastTrade, type PastTrade } from "./past-trade";
import { loadTownBills } from "./town-bills";

/**
 * The demo deployment's past, so that a newcomer's first look at the admin
 * is an owner's on an ordinary morning: ninety finished days of visits for
 * every demo site (what the nightly rollup would have written: views and
 * visitors by page, referrer, campaign and device, each part adding up to
 * the day's), and for the demo owner's two businesses the last fortnight's
 * messages, yesterday's still unread, and their bookings, reservations,
 * orders for pickup, payments and gift cards of the last three weeks and
 * the coming days (./past-trade.ts); the town's bills due (./town-bills.ts); and the
 * newsletters and notices the town and the coffee house sent (./past-newsletters.ts). Made up, and the same on every machine
 * for a given day: each figure comes from a generator seeded by site and day.
 */
export async function loadDemoHistory(
  seeds: readonly SiteSeed[],
  now = Date.now(),
): Promise<{ figures: number; messages: number; appointments: number; bills: number; newsletters: number } & PastTrade> {
  const today = calendarDay(now);
  const figures: DailyFigure[] = [];
  for (const seed of seeds) {
    const site = await getSiteBySlug(seed.slug);
    if (!site) continue;
    const traits = siteTraits(seed);
    for (let ago = HISTORY_DAYS; ago >= 1; ago--) figures.push(...dayOfVisits(site.id, seed, traits, addDays(today, -ago), ago));
  }
  await writeDailyFigures(figures);
  let messages = 0;
  for (const [slug, sent] of Object.entries(OWNER_MESSAGES)) {
    const seed = seeds.find((s) => s.slug === slug);
    const site = seed && (await getSiteBySlug(slug));
    if (!seed || !site) continue;
    for (const message of sent(today)) {
      await importSubmission(site.id, {
        formKey: message.form,
        values: message.values,
        pagePath: pageWithForm(seed, message.form),
        createdAt: new Date(now - message.hoursAgo * 3_600_000),
        status: message.hoursAgo < 30 ? "new" : "read",
      });
      messages++;
    }
  }
  const trade: PastTrade = { bookings: 0, reservations: 0, orders: 0, payments: 0, giftCards: 0 };
  for (const slug of DEMO_ACCOUNTS.owner.sites) {
    const seed = seeds.find((s) => s.slug === slug);
    const site = seed && (await getSiteBySlug(slug));
    if (!seed || !site) continue;
    const written = await loadPastTrade(site, seed, now);
    for (const key of Object.keys(trade) as Array<keyof PastTrade>) trade[key] += written[key];
  }
  let appointments = 0;
  for (const seed of seeds.filter((s) => s.appointments)) {
    const site = await getSiteBySlug(seed.slug);
    if (site) appointments += await loadPastAppointments(site.id, seed, now);
  }
  const bills = await loadTownBills(now);
  const newsletters = await loadPastNewsletters(now);
  return { figures: figures.length, messages, appointments, bills, newsletters, ...trade };
}

const HISTORY_DAYS = 90;

/** Kinds whose visitors come at weekends (food, drink, fun); the rest are looked up on weekdays. */
const WEEKEND_KINDS = /restaurant|coffee|bakery|food-truck|wine|winery|escape|golf|banquet|snack|yoga|vacation|farm|florist|photographer|tattoo/;

/** What holds for a site on every day: whether its trade is busy at weekends, its usual visitors a day, whether it sends a newsletter, the pages it is booked on. */
interface SiteTraits {
  weekend: boolean;
  base: number;
  newsletter: boolean;
  booked: ReadonlySet<string>;
}

function siteTraits(seed: SiteSeed): SiteTraits {
  const site = seeded(seed.slug).next;
  const weekend = WEEKEND_KINDS.test(seed.kind);
  const base = weekend ? 45 + site() * 70 : seed.kind === "town-government" || seed.kind.endsWith("nonprofit") ? 30 + site() * 40 : 12 + site() * 38;
  // A site that sells places or takeout online is found by the people who book or order, most on the page they do it on:
  // its bookings and orders (./past-trade.ts) are a believable share of that page's visitors, not more than it had.
  const booked = new Set(
    seed.pages.filter((page) => page.blocks.some((block) => block.type === "booking" || block.type === "orderOnline")).map((page) => `/${page.path}`),
  );
  // A third of the sites send a newsletter.
  return { weekend, base: booked.size ? base * 1.8 : base, newsletter: site() < 0.34, booked };
}

/** One site's finished day: its visitors and views, and the same split by page, referrer, device and (some days) campaign. */
function dayOfVisits(siteId: string, seed: SiteSeed, { weekend, base, newsletter, booked }: SiteTraits, day: string, ago: number): DailyFigure[] {
  const random = seeded(`${seed.slug}:${day}`).next;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const rhythm = weekend ? [1.3, 0.75, 0.8, 0.85, 0.95, 1.25, 1.45][weekday]! : [0.55, 1.15, 1.2, 1.1, 1.1, 0.95, 0.65][weekday]!;
  // A little more each month, as a site that is being found does.
  const growth = 0.8 + (0.2 * (HISTORY_DAYS - ago)) / HISTORY_DAYS;
  const visitors = Math.max(1, Math.round(base * rhythm * growth * (0.8 + 0.4 * random())));
  const views = Math.round(visitors * (1.4 + 0.5 * random()));
  const figure = (dimension: DailyFigure["dimension"], value: string, v: number, n: number): DailyFigure => ({
    siteId,
    day,
    dimension,
    value,
    views: v,
    visitors: n,
  });
  const out = [figure("site", "", views, visitors)];

  const paths = seed.pages.map((p) => `/${p.path}`).slice(0, 14);
  const weights = paths.map(
    (path, i) =>
      (path === "/" ? 6 : booked.has(path) ? 4.5 : /contact|book|menu|order|visit|apply/.test(path) ? 2 : 1 / (1 + i * 0.35)) * (0.7 + 0.6 * random()),
  );
  split(views, weights).forEach((pageViews, i) => {
    if (pageViews > 0) out.push(figure("page", paths[i]!, pageViews, Math.min(visitors, Math.max(1, Math.round(pageViews / (1.15 + 0.3 * random()))))));
  });

  const referrers: Array<[string, number]> = [
    ["google.com", 0.34],
    ["facebook.com", 0.07],
    ["bing.com", 0.03],
    ...(weekend
      ? ([
          ["instagram.com", 0.05],
          ["yelp.com", 0.04],
        ] as Array<[string, number]>)
      : []),
  ];
  for (const [host, share] of referrers) {
    const from = Math.round(visitors * share * (0.7 + 0.6 * random()));
    if (from > 0) out.push(figure("referrer", host, Math.round(from * (1.3 + 0.5 * random())), from));
  }

  const phones = 0.56 + 0.1 * random();
  const tablets = 0.04 + 0.04 * random();
  const deviceShares = [phones, tablets, 1 - phones - tablets];
  const deviceVisitors = split(visitors, deviceShares);
  const deviceViews = split(views, deviceShares);
  (["phone", "tablet", "desktop"] as const).forEach((device, i) => {
    if (deviceVisitors[i]! > 0) out.push(figure("device", device, Math.max(deviceViews[i]!, deviceVisitors[i]!), deviceVisitors[i]!));
  });

  // A newsletter's link brings a few visitors on the days after one goes out.
  if (newsletter && random() < 0.3) {
    const readers = 1 + Math.floor(random() * Math.min(4, visitors));
    out.push(figure("campaign", "newsletter", readers + Math.floor(random() * 3), readers));
  }
  return out;
}

/** `total` shared out in proportion to `weights`, in whole numbers that add up to it (largest remainders first). */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let left = total - parts.reduce((a, b) => a + b, 0), k = 0; left > 0; left--, k++) parts[order[k % order.length]![1]]!++;
  return parts;
}

/** The path of the page that shows a form (its first), or null. */
function pageWithForm(seed: SiteSeed, formKey: string): string | null {
  return seed.pages.find((page) => page.blocks.some((block) => block.type === "form" && (block.props as { form?: string }).form === formKey))?.path ?? null;
}

interface PastMessage {
  form: string;
  hoursAgo: number;
  values: Record<string, string>;
}

/** What the demo owner's businesses were sent lately; dates in them are counted from `today` so that they stay ahead. */
const OWNER_MESSAGES: Record<string, (today: string) => PastMessage[]> = {
  "lockstep-escapes": (today): PastMessage[] => [
    {
      form: "contact",
      hoursAgo: 14,
      values: {
        name: "Priya Raman",
        email: "priya.raman@example.org",
        phone: "(585) 555-0131",
        topic: "Accessibility or accommodations",
        message: "My brother uses a wheelchair. Which of your rooms can he play all the way through, and is there parking close to the door?",
      },
    },
    {
      form: "birthday-party",
      hoursAgo: 20,
      values: {
        name: "Marcus Bell",
        email: "marcus.bell@example.org",
        phone: "(585) 555-0187",
        party_date: addDays(today, 19),
        start_time: "1:30 p.m. (weekends)",
        guests: "10",
        age: "12",
        package: "Party of 16 ($549)",
        room: "Let the host suggest one",
        food: "One guest has a peanut allergy. Cheese pizza is fine for everyone else.",
        details: "",
      },
    },
    {
      form: "contact",
      hoursAgo: 52,
      values: {
        name: "Dana Whitfield",
        email: "dana.whitfield@example.org",
        phone: "",
        topic: "Gift cards",
        message: "Can a gift card be used for the Lights Out nights, or only for regular games?",
      },
    },
    {
      form: "contact",
      hoursAgo: 125,
      values: {
        name: "Tom Okafor",
        email: "tom.okafor@example.org",
        phone: "(585) 555-0162",
        topic: "Lost property",
        message: "I think I left a grey scarf in Cryosleep on Saturday evening. If you find it I can pick it up any day this week.",
      },
    },
    {
      form: "birthday-party",
      hoursAgo: 230,
      values: {
        name: "Alicia Moreno",
        email: "alicia.moreno@example.org",
        phone: "(585) 555-0119",
        party_date: addDays(today, 33),
        start_time: "Flexible",
        guests: "7",
        age: "15",
        package: "Teen party ($329)",
        room: "Cryosleep (teens)",
        food: "",
        details: "It's a surprise, so please call rather than email after 3 pm.",
      },
    },
  ],
  "copper-kettle": (today): PastMessage[] => [
    {
      form: "catering-request",
      hoursAgo: 9,
      values: {
        name: "Helen Park",
        email: "helen.park@example.org",
        phone: "(585) 555-0144",
        organization: "Finger Lakes Credit Union",
        event_date: addDays(today, 12),
        serve_time: "12:30 pm",
        guests: "28",
        occasion: "Office lunch or meeting",
        service_style: "Drop-off ($22 a guest)",
        location: "Canandaigua, our office on Main Street",
        budget: "$500 to $1,500",
        dietary: "Four vegetarians and one gluten-free.",
        details: "A sandwich platter and salads would be ideal. We need to be done by 1:30.",
      },
    },
    {
      form: "contact",
      hoursAgo: 27,
      values: {
        name: "Sam Delgado",
        email: "sam.delgado@example.org",
        phone: "",
        topic: "A Tin Room party",
        message: "Is the Tin Room free on a Sunday afternoon for about twenty people? It would be for my parents' fortieth anniversary.",
      },
    },
    {
      form: "contact",
      hoursAgo: 98,
      values: {
        name: "Ruth Albright",
        email: "ruth.albright@example.org",
        phone: "(585) 555-0108",
        topic: "Donation or raffle request",
        message: "Our school's spring raffle is raising money for the music room. Would you donate a gift card? We would list you in the program.",
      },
    },
    {
      form: "catering-request",
      hoursAgo: 176,
      values: {
        name: "Kevin Shaw",
        email: "kevin.shaw@example.org",
        phone: "(585) 555-0176",
        organization: "",
        event_date: addDays(today, 26),
        serve_time: "6 pm",
        guests: "45",
        occasion: "Graduation party",
        service_style: "Buffet set-up ($32 a guest)",
        location: "Victor, at our house",
        budget: "$1,500 to $3,000",
        dietary: "",
        details: "Pulled pork and the mac and cheese, if you do them for a crowd.",
      },
    },
  ],
};
