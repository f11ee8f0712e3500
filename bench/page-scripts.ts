import { brotliCompressSync, constants } from "node:zlib";
import type { Page, Response } from "playwright-core";
import { addDays, dateIn, SITE_TIME_ZONE } from "../src/lib/time";

/**
 * The one count of a page's JavaScript, shared by the bench (./page-weight.ts)
 * and the budget's test (tests/browser/page-scripts.test.ts): every script the
 * browser fetches while the page loads (its entry, the modules it preloads,
 * and what those import at once), each body as the browser received it,
 * brotli-compressed at quality 11 (what the islands' files are served as; a
 * Next page's chunks are counted the same way), until the network is idle.
 * What loads only when the visitor acts (a form's checks, on reaching a
 * field) is not counted.
 */
export interface PageScript {
  url: string;
  /** Brotli (quality 11) bytes of its body. */
  brotliBytes: number;
  /** The answer's Content-Encoding and Cache-Control, as sent. */
  encoding: string | null;
  caching: string | null;
}

export interface PageScripts {
  scripts: PageScript[];
  /** Their brotli bytes together, in KB (1024 bytes), to a tenth. */
  kb: number;
  /** The page's own answer. */
  document: Response | null;
}

/** The budget for an interactive page (a form, a booking, a donation, an order): issue #39. */
export const INTERACTIVE_PAGE_BUDGET_KB = 70;

const brotliBytes = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Loads `url` in `page` and counts its scripts, as above; the page stays open, loaded, for the caller. */
export async function scriptsOnLoad(page: Page, url: string): Promise<PageScripts> {
  const answers: Array<Promise<PageScript>> = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script" || !response.ok()) return;
    answers.push(
      (async () => {
        const headers = await response.allHeaders();
        return {
          url: response.url(),
          brotliBytes: brotliBytes(await response.body()),
          encoding: headers["content-encoding"] ?? null,
          caching: headers["cache-control"] ?? null,
        };
      })(),
    );
  };
  page.on("response", onResponse);
  let document: Response | null;
  try {
    document = await page.goto(url, { waitUntil: "networkidle" });
  } finally {
    page.off("response", onResponse);
  }
  const scripts = await Promise.all(answers);
  return { scripts, document, kb: Math.round((scripts.reduce((sum, s) => sum + s.brotliBytes, 0) / 1024) * 10) / 10 };
}

/**
 * One demo page of every interactive kind the budget holds for, [kind, path]:
 * a form, a booking's first and checkout steps, a donation, a takeout order
 * with its cart and checkout, a shop's checkout. The booking's checkout step
 * is found by following its days' links, a fortnight ahead (past the demo's
 * own bookings, src/demo/past-trade.ts), so it has room.
 */
export async function interactivePages(base: string): Promise<Array<[string, string]>> {
  const booking = `/lockstep-escapes/booking?date=${addDays(dateIn(new Date(), SITE_TIME_ZONE), 14)}`;
  const time = /[;?]time=(\d\d:\d\d)/.exec(await (await fetch(base + booking)).text())?.[1];
  if (!time) throw new Error(`no start time to book on ${booking}`);
  return [
    ["page with a form", "/clearpath-access/contact"],
    ["booking", "/lockstep-escapes/booking"],
    ["booking, checkout step", `${booking}&time=${time}&bookable=cryosleep&players=2`],
    ["donation", "/open-door-housing/donate"],
    ["takeout order, cart and checkout", "/copper-kettle/takeout?cart=french-onion-soup"],
    ["shop with its checkout", "/hearthstone-home/shop"],
  ];
}
