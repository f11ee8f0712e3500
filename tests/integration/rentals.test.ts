import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/server/db/client";
import { md } from "@/lib/rich-text/markdown";
import { beginFormFee, payApplicationFee, payFeeAgain } from "@/modules/forms/fee";
import { getForm } from "@/modules/forms/queries";
import { formToken, saveForm, submit, type SubmissionRequest } from "@/modules/forms/service";
import { applicationsPerUnit, listMessages } from "@/modules/inbox/queries/messages";
import { receiveWebhook } from "@/modules/payments/events";
import { checkoutEvent } from "@/modules/payments/providers/test";
import { feeOfApplication } from "@/modules/payments/queries";
import { getUnit, listUnits, unitById, unitChoices } from "@/modules/rentals/queries";
import { unitService, type UnitInput } from "@/modules/rentals/service";
import type { SiteId } from "@/modules/sites/queries";
import { createTestSite } from "../helpers/sites";

const unit = (overrides: Partial<UnitInput> = {}): UnitInput => ({
  slug: "418-park-avenue-2",
  title: "418 Park Avenue, Apartment 2",
  neighborhood: "Park Avenue",
  summary: "A sunny one-bedroom.",
  description: md`
Oak floors and tall windows.
  `,
  rentCents: 129_500,
  bedrooms: 1,
  bathrooms: 1,
  availableFrom: "2026-12-01",
  features: ["Heat included"],
  ...overrides,
});

const APPLICATION = {
  key: "rental-application",
  name: "Rental application",
  recipients: ["leasing@rentals.example"],
  applicationFeeCents: 2000,
  fields: [
    { name: "unit", label: "Home you're applying for", type: "unit" as const, required: true },
    { name: "name", label: "Full name", type: "text" as const, required: true },
    { name: "email", label: "Email", type: "email" as const, required: true },
  ],
};

async function rentalSite() {
  const site = await createTestSite({ mounts: { units: "units" } });
  await saveForm(site.id, APPLICATION);
  return site;
}

const ip = () => `10.1.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
function application(siteId: SiteId, unitId: string, extra: Record<string, string> = {}): SubmissionRequest {
  return {
    siteId,
    formKey: "rental-application",
    values: { unit: unitId, name: "Rae Renter", email: "rae@example.org", ...extra },
    files: [],
    token: formToken(Date.now() - 10_000),
    honeypot: "",
    ip: ip(),
  };
}
const submissionsOf = (siteId: SiteId) => db().select().from(schema.submissions).where(eq(schema.submissions.siteId, siteId));

describe("rental units", () => {
  it("are the site's own: another site neither lists, opens, edits nor deletes them", async () => {
    const a = await rentalSite();
    const b = await rentalSite();
    const row = await unitService.insert(a.id, unit());
    expect((await listUnits(a.id)).map((u) => u.slug)).toEqual(["418-park-avenue-2"]);
    expect(await listUnits(b.id)).toEqual([]);
    expect(await getUnit(b.id, "418-park-avenue-2")).toBeNull();
    expect(await unitById(b.id, row.id)).toBeNull();
    expect(await unitChoices(b.id)).toEqual([]);
    await expect(unitService.update(b.id, row.id, unit({ rentCents: 100 }))).rejects.toMatchObject({ code: "not_found" });
    await expect(unitService.remove(b.id, row.id)).rejects.toMatchObject({ code: "not_found" });
    expect((await unitById(a.id, row.id))?.rentCents).toBe(129_500);
    // The same slug on another site is that site's own unit.
    await unitService.insert(b.id, unit());
    await expect(unitService.insert(a.id, unit())).rejects.toMatchObject({ code: "conflict" });
  });

  it("refuses what is not a home: a bathroom count not in halves, no rent", async () => {
    const { id } = await rentalSite();
    await expect(unitService.insert(id, unit({ bathrooms: 1.3 }))).rejects.toThrow(/halves/);
    await expect(unitService.insert(id, unit({ rentCents: 0 }))).rejects.toThrow();
  });

  it("offer only the units to let on the application form, each by its id", async () => {
    const { id } = await rentalSite();
    const open = await unitService.insert(id, unit());
    await unitService.insert(id, unit({ slug: "leased-one", title: "12 Canal View Lane", leased: true }));
    expect(await unitChoices(id)).toEqual([{ id: open.id, slug: "418-park-avenue-2", label: "418 Park Avenue, Apartment 2: 1 bedroom, $1,295 a month" }]);
  });
});

describe("an application for a unit", () => {
  it("stores the unit's id with the submission, names the unit in the owner's mail and groups by unit in the inbox", async () => {
    const { id } = await rentalSite();
    const row = await unitService.insert(id, unit());
    const other = await unitService.insert(id, unit({ slug: "other", title: "61 Hickory Street" }));
    const result = await submit(application(id, row.id));
    expect(result).toMatchObject({ ok: true, unitId: row.id });
    const [stored] = await submissionsOf(id);
    expect(stored).toMatchObject({ unitId: row.id, data: { unit: row.id } });
    const [owner] = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, id), eq(schema.outbox.kind, "submission")));
    expect(owner!.textBody).toContain("Home you're applying for: 418 Park Avenue, Apartment 2: 1 bedroom, $1,295 a month");
    expect(owner!.textBody).not.toContain(row.id);

    const perUnit = await applicationsPerUnit(id, "open");
    expect([perUnit.get(row.id), perUnit.get(other.id)]).toEqual([1, undefined]);
    expect((await listMessages(id, { status: "open", unit: row.id, q: undefined, page: 1 })).total).toBe(1);
    expect((await listMessages(id, { status: "open", unit: other.id, q: undefined, page: 1 })).total).toBe(0);
  });

  it("refuses another site's unit id, a leased unit and free text, and stores nothing", async () => {
    const a = await rentalSite();
    const b = await rentalSite();
    await unitService.insert(a.id, unit());
    const theirs = await unitService.insert(b.id, unit());
    const leased = await unitService.insert(a.id, unit({ slug: "gone", leased: true }));
    for (const value of [theirs.id, leased.id, "418 Park Avenue, Apartment 2"]) {
      const result = await submit(application(a.id, value));
      expect(result).toMatchObject({ ok: false, errors: { unit: "Choose one of the homes listed" } });
    }
    expect(await submissionsOf(a.id)).toEqual([]);
    // The database holds it too: a submission cannot point at another site's unit even when written by hand.
    const [form] = await db().select({ id: schema.forms.id }).from(schema.forms).where(eq(schema.forms.siteId, a.id));
    await expect(
      db().insert(schema.submissions).values({ siteId: a.id, formId: form!.id, reference: "MS-TEST-0001", fingerprint: "x", data: {}, unitId: theirs.id }),
    ).rejects.toThrow();
  });

  it("charges the fee the owner set, computed on the server, and records it against the application", async () => {
    const { id } = await rentalSite();
    const row = await unitService.insert(id, unit());
    // Whatever the browser posts (a forged amount among them), the fee is the stored form's.
    const values = { unit: row.id, name: "Rae Renter", email: "rae@example.org", applicationFeeCents: "1", amount: "0.01" };
    const result = await submit(application(id, row.id, values));
    if (!result.ok) throw new Error(result.message);
    const form = (await getForm(id, "rental-application"))!;
    const url = await beginFormFee({ siteId: id, form, reference: result.reference, unitId: result.unitId, values, pagePath: "apply", client: ip() });
    expect(url).toMatch(/\/checkout\/test\/cs_test_/);

    const [payment] = await db().select().from(schema.payments).where(eq(schema.payments.siteId, id));
    expect(payment).toMatchObject({
      purpose: "application_fee",
      status: "pending",
      amountCents: 2000,
      details: { application: result.reference, unitId: row.id, unit: "418 Park Avenue, Apartment 2" },
    });
    expect(payment!.lines).toEqual([{ label: "Rental application fee: 418 Park Avenue, Apartment 2", quantity: 1, unitCents: 2000 }]);

    const event = checkoutEvent({ id: payment!.id, session: url.replace(/^.*\/checkout\/test\//, ""), amountCents: 2000 }, "success");
    expect((await receiveWebhook("test", event.body, event.signature)).status).toBe(200);
    expect(await feeOfApplication(id, result.reference)).toMatchObject({ status: "paid", amountCents: 2000 });
    const receipt = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.siteId, id), eq(schema.outbox.kind, "receipt")));
    expect(receipt[0]!.textBody).toContain(`This is the fee for your application ${result.reference} for 418 Park Avenue, Apartment 2.`);
    // Another site does not see it.
    const other = await rentalSite();
    expect(await feeOfApplication(other.id, result.reference)).toBeNull();
  });

  it("opens a new checkout for a declined fee, from its latest attempt only, and never once the fee is paid", async () => {
    const { id } = await rentalSite();
    const row = await unitService.insert(id, unit());
    const values = { unit: row.id, name: "Dee Clined", email: "dee@example.org" };
    const result = await submit(application(id, row.id, values));
    if (!result.ok) throw new Error(result.message);
    const form = (await getForm(id, "rental-application"))!;
    const session = (url: string) => url.replace(/^.*\/checkout\/test\//, "");
    const settle = async (url: string, outcome: "success" | "decline") => {
      const [payment] = await db()
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.siteId, id), eq(schema.payments.status, "pending")));
      const event = checkoutEvent({ id: payment!.id, session: session(url), amountCents: payment!.amountCents }, outcome);
      expect((await receiveWebhook("test", event.body, event.signature)).status).toBe(200);
      const [settled] = await db()
        .select()
        .from(schema.payments)
        .where(and(eq(schema.payments.siteId, id), eq(schema.payments.id, payment!.id)));
      return { ...settled!, email: "dee@example.org" };
    };
    const declined = await settle(
      await beginFormFee({ siteId: id, form, reference: result.reference, unitId: row.id, values, pagePath: "apply", client: ip() }),
      "decline",
    );
    expect(declined.status).toBe("failed");

    const again = await payFeeAgain(id, declined, ip());
    expect(again).toMatch(/\/checkout\/test\/cs_test_/);
    const [retry] = await db()
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.siteId, id), eq(schema.payments.status, "pending")));
    expect(retry).toMatchObject({
      purpose: "application_fee",
      amountCents: 2000,
      successPath: "apply",
      details: { application: result.reference, unitId: row.id, unit: "418 Park Avenue, Apartment 2" },
    });
    // The first attempt is no longer the one to pay: two tabs cannot open two checkouts of one fee.
    await expect(payFeeAgain(id, declined, ip())).rejects.toMatchObject({ code: "conflict" });

    const paid = await settle(again, "success");
    expect(await feeOfApplication(id, result.reference)).toMatchObject({ status: "paid", reference: paid.reference });
    await expect(payFeeAgain(id, paid, ip())).rejects.toMatchObject({ code: "conflict" });
    await expect(payFeeAgain(id, { ...declined, reference: paid.reference, status: "failed" }, ip())).rejects.toMatchObject({
      userMessage: "The fee for this application is paid already.",
    });
  });

  it("opens the fee's checkout from the application's own result when none opened, never while one is under way or once paid", async () => {
    const { id } = await rentalSite();
    const other = await rentalSite();
    const row = await unitService.insert(id, unit());
    // Sent while the payment provider was away: the application is in, with no payment at all.
    const result = await submit({ ...application(id, row.id, { name: "Pat Later", email: "pat@example.org" }), pagePath: "homes/apply" });
    if (!result.ok) throw new Error(result.message);
    expect(await feeOfApplication(id, result.reference)).toBeNull();
    // Another site cannot start a checkout of it.
    await expect(payApplicationFee(other.id, result.reference, ip())).rejects.toMatchObject({ code: "conflict" });

    const url = await payApplicationFee(id, result.reference, ip());
    expect(url).toMatch(/\/checkout\/test\/cs_test_/);
    const [pending] = await db().select().from(schema.payments).where(eq(schema.payments.siteId, id));
    // The applicant pays, back to the page they applied on; the fee is the stored form's.
    expect(pending).toMatchObject({
      purpose: "application_fee",
      status: "pending",
      amountCents: 2000,
      successPath: "homes/apply",
      details: { application: result.reference, unitId: row.id },
    });
    const [payer] = await db()
      .select()
      .from(schema.contacts)
      .where(and(eq(schema.contacts.siteId, id), eq(schema.contacts.id, pending!.contactId)));
    expect(payer!.email).toBe("pat@example.org");
    await expect(payApplicationFee(id, result.reference, ip())).rejects.toMatchObject({ userMessage: expect.stringContaining("under way") });

    const event = checkoutEvent({ id: pending!.id, session: url.replace(/^.*\/checkout\/test\//, ""), amountCents: 2000 }, "success");
    expect((await receiveWebhook("test", event.body, event.signature)).status).toBe(200);
    await expect(payApplicationFee(id, result.reference, ip())).rejects.toMatchObject({ userMessage: "The fee for this application is paid already." });
    expect(await db().select().from(schema.payments).where(eq(schema.payments.siteId, id))).toHaveLength(1);
  });

  it("keeps the application when its unit is deleted, without the unit", async () => {
    const { id } = await rentalSite();
    const row = await unitService.insert(id, unit());
    await submit(application(id, row.id));
    await unitService.remove(id, row.id);
    const [stored] = await submissionsOf(id);
    expect(stored).toMatchObject({ siteId: id, unitId: null });
  });
});
