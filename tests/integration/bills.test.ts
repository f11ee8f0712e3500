import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as lookupRoute } from "@/app/api/sites/[site]/bill-lookup/route";
import type { Block } from "@/blocks/schemas";
import { listAudit } from "@/modules/audit/service";
import type { Actor } from "@/modules/auth/access";
import { balanceFromToken, billsWithBalances, listBalances, loadBalances } from "@/modules/bills/balances";
import { getPage } from "@/modules/pages/queries";
import { savePage } from "@/modules/pages/service";
import { checkoutFormFor } from "@/modules/payments/checkout-forms";
import { receiveWebhook, refundPayment } from "@/modules/payments/events";
import { checkoutEvent } from "@/modules/payments/providers/test";
import { quote } from "@/modules/payments/quote";
import { getSiteBySlug, type Site, type SiteId } from "@/modules/sites/queries";
import { db, schema } from "@/server/db/client";
import { withRequestContext } from "@/server/request-context";
import { failure, member } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

const WATER = "10230418";
const FILE = `account,name,amount,due\n${WATER},"Margaret A. Osei",84.20,2027-01-15\n10231725,Lakeview Diner LLC,"1,204.00",\n`;
const TAX = "map,name,amount\n243689-112.04-1-23,Harold Beckwith,2310.55\n";

const billBlock = {
  type: "billPayment",
  props: {
    heading: "Pay a bill",
    bills: [
      { key: "water-sewer", label: "Water and sewer bill", referenceLabel: "Account number", referencePattern: "\\d{8}", minCents: 100, maxCents: 500000 },
      {
        key: "property-tax",
        label: "Property tax",
        referenceLabel: "Tax map number",
        referencePattern: "\\d{6}-\\d{1,3}(\\.\\d{1,2})?-\\d{1,2}-\\d{1,3}(\\.\\d{1,3})?",
        partial: false,
        minCents: 1000,
        maxCents: 5000000,
      },
    ],
    fee: { label: "Card convenience fee", percent: 2.65, fixedCents: 0, minCents: 200 },
  },
};

let site: Site;
let other: { id: SiteId; slug: string };
let owner: Actor;

beforeAll(async () => {
  const made = await createTestSite({ settings: { description: "A town.", contact: { email: "clerk@town.example" } } });
  await savePage(made.id, { path: "pay", title: "Pay a bill", description: "Pay a town bill by card.", blocks: [billBlock as never] });
  site = (await getSiteBySlug(made.slug))!;
  other = await createTestSite();
  owner = await member(site.id, "owner");
});

const lookup = (fields: Record<string, string>, ip = "203.0.113.7", slug = site.slug) =>
  withRequestContext({ clientAddress: ip, asked: "/" }, () =>
    lookupRoute(
      new Request(`http://localhost/api/sites/${slug}/bill-lookup`, {
        method: "POST",
        body: new URLSearchParams({ page: "pay", bill: "water-sewer", ...fields }),
      }),
      { params: Promise.resolve({ site: slug }) },
    ),
  );
const tokenOf = (answer: Response) => new URL(answer.headers.get("location")!, "http://localhost").searchParams.get("bill");

/** Starts the page's checkout as its form would be posted, and pays it through the test provider's signed event. */
async function payBill(values: Record<string, string>) {
  const page = await getPage(site.id, "pay");
  const block = page!.blocks.find((b): b is Block => b.type === "billPayment")!;
  const form = (await checkoutFormFor(site, "pay", block, {}))!;
  const all = { name: "Margaret Osei", email: "m.osei@example.org", ...values };
  const priced = quote(form.quote, all);
  if (!priced.ok) throw new Error(JSON.stringify(priced.errors));
  const started = await form.begin(all, priced.lines, { clientAddress: "203.0.113.9", entered: { values: all, choice: {} } });
  const [payment] = await db()
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.siteId, site.id), eq(schema.payments.reference, started.reference)));
  const event = checkoutEvent({ id: payment!.id, session: started.url.replace("/checkout/test/", ""), amountCents: payment!.amountCents }, "success");
  await receiveWebhook("test", event.body, event.signature);
  return payment!;
}

describe("bills a town loads, looked up and paid down", () => {
  it("loads a file all or nothing, names each bad line, and only for the owner of the site", async () => {
    const refused = await failure(
      loadBalances(owner, site.slug, { bill: "water-sewer", file: `account,name,amount\n1234,Ann Lee,12.00\n${WATER},,5\n10230419,Bo,abc\n` }),
    );
    expect(refused.userMessage).toContain("Nothing was loaded.");
    expect(refused.userMessage).toContain(`Line 2: the account number "1234" does not have this bill's format.`);
    expect(refused.userMessage).toContain("Line 3: the name is empty.");
    expect(refused.userMessage).toContain(`Line 4: the amount "abc" is not a sum of money above zero.`);
    expect(await billsWithBalances(site.id)).toEqual([]);

    expect((await failure(loadBalances(owner, site.slug, { bill: "dog-licence", file: FILE }))).field).toBe("bill");
    expect((await failure(loadBalances(owner, other.slug, { bill: "water-sewer", file: FILE }))).code).toBe("not_found");

    expect(await loadBalances(owner, site.slug, { bill: "water-sewer", file: FILE })).toEqual({ label: "Water and sewer bill", loaded: 2 });
    expect(await loadBalances(owner, site.slug, { bill: "property-tax", file: TAX.replace("map", "number") })).toMatchObject({ loaded: 1 });
    const rows = await listBalances(site.id, "");
    expect(rows.find((row) => row.reference === "10231725")).toMatchObject({ holder: "Lakeview Diner LLC", dueCents: 120_400, dueOn: null });
    expect((await listAudit({ siteId: site.id })).map((line) => line.summary)).toContain(`Loaded 2 amounts due for "Water and sewer bill"`);
    expect(await listBalances(other.id, "")).toEqual([]);
  });

  it("finds a bill by its number and the name on it, and answers a wrong name as a wrong number", async () => {
    const found = await lookup({ reference: ` ${WATER} `, name: "osei" });
    expect(found.status).toBe(303);
    expect(found.headers.get("location")).toMatch(/^\/[a-z0-9-]+\/pay\?bill=[^&]+#bill-lookup$/);
    expect(found.headers.get("location")).not.toContain(WATER);
    const balance = await balanceFromToken(site.id, tokenOf(found)!);
    expect(balance).toMatchObject({ reference: WATER, dueCents: 8_420 });
    // The token is the town's alone, and it expires.
    expect(await balanceFromToken(other.id, tokenOf(found)!)).toBeNull();
    expect(await balanceFromToken(site.id, tokenOf(found)!, Date.now() + 31 * 60_000)).toBeNull();
    expect(await balanceFromToken(site.id, tokenOf(found)!.replace(/.$/, "x"))).toBeNull();

    expect((await lookup({ reference: WATER, name: "Margaret Osei" }, "203.0.113.8")).headers.get("location")).toContain("?bill=");
    expect((await lookup({ reference: WATER, name: "Smith" }, "203.0.113.8")).headers.get("location")).toContain("?lookup=none#bill-lookup");
    expect((await lookup({ reference: "99999999", name: "Osei" }, "203.0.113.8")).headers.get("location")).toContain("?lookup=none#bill-lookup");
    expect((await lookup({ reference: "", name: "Osei" }, "203.0.113.8")).headers.get("location")).toContain("?lookup=incomplete");
    // Another site's bills are not found through this one.
    expect((await lookup({ reference: WATER, name: "Osei" }, "203.0.113.8", other.slug)).headers.get("location")).toContain("?lookup=none");
  });

  it("allows a few lookups per address, so account numbers cannot be walked", async () => {
    const answers: string[] = [];
    for (let i = 0; i < 11; i++) answers.push((await lookup({ reference: String(10230500 + i), name: "Osei" }, "198.51.100.4")).headers.get("location")!);
    expect(answers.slice(0, 10).every((location) => location.includes("lookup=none"))).toBe(true);
    expect(answers[10]).toContain("lookup=wait");
  });

  it("takes a payment up to what is left, takes it off the bill when paid, and puts it back when refunded", async () => {
    const over = await failure(payBill({ bill: "Water and sewer bill", reference: WATER, amount: "90.00" }));
    expect(over.field).toBe("amount");
    expect(over.userMessage).toBe("That is more than the $84.20 due on this bill.");

    const part = await payBill({ bill: "Water and sewer bill", reference: WATER, amount: "40.00" });
    expect(part.amountCents).toBe(4_000 + 200);
    const [afterPart] = await listBalances(site.id, WATER);
    expect(afterPart).toMatchObject({ paidCents: 4_000 });

    const rest = await payBill({ bill: "Water and sewer bill", reference: WATER, amount: "44.20" });
    expect((await listBalances(site.id, WATER))[0]).toMatchObject({ paidCents: 8_420 });
    expect((await failure(payBill({ bill: "Water and sewer bill", reference: WATER, amount: "1.00" }))).userMessage).toBe(
      "This bill is paid in full; there is nothing left to pay.",
    );

    await refundPayment(site.id, rest.id);
    expect((await listBalances(site.id, WATER))[0]).toMatchObject({ paidCents: 4_000 });

    // A bill paid in full only takes exactly what is due; one the town has not loaded is taken as typed.
    expect((await failure(payBill({ bill: "Property tax", reference: "243689-112.04-1-23", amount: "1000.00" }))).userMessage).toBe(
      "This bill is paid in full only: pay $2,310.55.",
    );
    await payBill({ bill: "Property tax", reference: "243689-112.04-1-23", amount: "2310.55" });
    await payBill({ bill: "Water and sewer bill", reference: "10239999", amount: "12.00" });
    expect(await listBalances(site.id, "10239999")).toEqual([]);
  });
});
