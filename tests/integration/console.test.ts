import { randomBytes } from "node:crypto";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/server/db/client";
import { adminResult } from "@/modules/admin/action-result";
import { auth } from "@/modules/auth/auth";
import { listAudit } from "@/modules/audit/service";
import type { Actor } from "@/modules/auth/access";
import { peopleOfSite } from "@/modules/auth/service";
import { listSites, platformAudit, siteActivity } from "@/modules/console/queries";
import { createSiteOfKind, deleteSite, setSiteStatus } from "@/modules/console/service";
import { listEveryone, listSiteInvitations, listSitePeople } from "@/modules/people/queries";
import { answerInvitation, changeRole, invitePerson, removePerson, setOperator, withdrawInvitation } from "@/modules/people/service";
import { getPage } from "@/modules/pages/queries";
import { getSiteBySlug } from "@/modules/sites/queries";
import { failure, member, operator, person } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

const tag = () => randomBytes(4).toString("hex");
const ok = () => "done";

// Site exports go under DATA_DIR: a folder of this file's own, set before any module reads the environment.
const dataDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const dir = await mkdtemp(`${tmpdir()}/mainstreet-console-`);
  process.env.DATA_DIR = dir;
  return dir;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** What the console asks of every new site: its phone and email. */
const CONTACT = { phone: "(315) 555-0100", email: "hello@new-site.example" };

const codeOf = async (promise: Promise<unknown>) => (await failure(promise)).code;
const mailTo = (email: string) => db().select().from(schema.outbox).where(eq(schema.outbox.toAddress, email));

describe("the operator's console: sites", () => {
  it("creates a whole site from its kind's template, audited, and lands on its address", async () => {
    const op = await operator();
    const slug = `corner-bakery-${tag()}`;
    await expect(
      createSiteOfKind(op, { kind: "restaurant", name: "Corner Bakery", slug, phone: "(315) 555-0100", email: "hello@corner.example", tagline: "" }),
    ).resolves.toEqual({ slug });
    const site = (await getSiteBySlug(slug))!;
    expect(site).toMatchObject({ name: "Corner Bakery", kind: "restaurant", status: "active" });
    expect(await getPage(site.id, "")).not.toBeNull();
    const [line] = await listAudit({ siteId: site.id, action: "site.create" });
    expect(line).toMatchObject({ siteSlug: slug, actorEmail: op.email });
    expect((await listSites(op, "corner bakery")).sites.map((s) => s.slug)).toContain(slug);
  });

  it("makes the address from the name when none is given", async () => {
    const op = await operator();
    const name = `Maple Street Café ${tag()}`;
    const { slug } = await createSiteOfKind(op, { kind: "dental", name, ...CONTACT });
    expect(slug).toMatch(/^maple-street-cafe-[0-9a-f]{8}$/);
    expect(await getSiteBySlug(slug)).not.toBeNull();
  });

  it("refuses a reserved, a malformed and a taken address, and an unknown kind, each beside its field", async () => {
    const op = await operator();
    const { slug: taken } = await createTestSite();
    const attempt = (slug: string, kind = "restaurant") => adminResult(() => createSiteOfKind(op, { kind, name: "New Place", slug, ...CONTACT }).then(ok));
    for (const slug of ["admin", "Bad Slug!", "a--b", taken]) {
      const state = await attempt(slug);
      expect(state.status, slug).toBe("error");
      expect(state.fieldErrors?.slug, slug).toBeTruthy();
    }
    expect((await attempt("admin")).fieldErrors?.slug).toMatch(/reserved/);
    expect((await attempt(taken)).fieldErrors?.slug).toMatch(/already exists/);
    expect((await attempt(`fine-${tag()}`, "submarine-dealer")).fieldErrors?.kind).toBeTruthy();
  });

  it("suspends and restores a site, changing what it shows, with a line in the audit for each", async () => {
    const op = await operator();
    const { id, slug } = await createTestSite();
    await expect(setSiteStatus(op, slug, "suspended")).resolves.toBe(true);
    expect((await getSiteBySlug(slug))?.status).toBe("suspended");
    await expect(setSiteStatus(op, slug, "suspended")).resolves.toBe(false);
    await expect(setSiteStatus(op, slug, "active")).resolves.toBe(true);
    expect((await getSiteBySlug(slug))?.status).toBe("active");
    expect((await listAudit({ siteId: id })).map((l) => l.action)).toEqual(["site.restore", "site.suspend"]);
    expect((await platformAudit(op, { site: slug, page: 1 })).lines).toHaveLength(2);
    expect((await platformAudit(op, { site: slug, action: "site.suspend", page: 1 })).lines).toHaveLength(1);
  });

  it("deletes a site only when its address is typed exactly, after writing its export, and nothing when the export fails", async () => {
    const op = await operator();
    const slug = `doomed-${tag()}`;
    await createSiteOfKind(op, { kind: "restaurant", name: "Doomed Diner", slug, ...CONTACT });
    const site = (await getSiteBySlug(slug))!;
    const [contact] = await db()
      .insert(schema.contacts)
      .values({ siteId: site.id, publicKey: `k${tag()}`, email: "ada@example.org" })
      .returning();
    const [payment] = await db()
      .insert(schema.payments)
      .values({
        siteId: site.id,
        contactId: contact!.id,
        reference: `PAY-${tag()}`,
        purpose: "gift_card",
        provider: "test",
        amountCents: 5000,
        lines: [],
        successPath: "/",
        cancelPath: "/",
        expiresAt: new Date(),
      })
      .returning();
    await db().insert(schema.giftCards).values({
      siteId: site.id,
      paymentId: payment!.id,
      codeHash: "the-secret-hash",
      codeHint: "WXYZ",
      initialCents: 5000,
      balanceCents: 5000,
      recipientName: "Bo",
      recipientEmail: "bo@example.org",
      senderName: "Ada",
    });

    const mistyped = await failure(deleteSite(op, slug, slug.toUpperCase()));
    expect(mistyped).toMatchObject({ code: "bad_input", field: "confirm" });

    // Where the export folder should be, a file: the export cannot be written, so nothing is deleted.
    await writeFile(path.join(dataDir, "exports"), "in the way");
    await expect(deleteSite(op, slug, slug)).rejects.toThrow();
    expect(await getSiteBySlug(slug)).not.toBeNull();
    await rm(path.join(dataDir, "exports"));

    const file = await deleteSite(op, slug, ` ${slug} `);
    expect(path.dirname(file)).toBe(path.join(dataDir, "exports"));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const exported = JSON.parse(await readFile(file, "utf8"));
    expect(exported.site).toMatchObject({ slug, name: "Doomed Diner" });
    expect(exported.tables.pages.length).toBeGreaterThan(0);
    expect(exported.tables.pages.map((p: { path: string }) => p.path)).toContain("");
    expect(exported.tables.gift_cards).toEqual([expect.objectContaining({ codeHint: "WXYZ" })]);
    expect(JSON.stringify(exported)).not.toContain("the-secret-hash");
    expect(exported.tables.audit_log.map((l: { action: string }) => l.action)).toContain("site.create");

    expect(await getSiteBySlug(slug)).toBeNull();
    const [left] = await db().select({ n: count() }).from(schema.pages).where(eq(schema.pages.siteId, site.id));
    expect(left!.n).toBe(0);
    const [line] = await listAudit({ siteId: site.id, action: "site.delete" });
    expect(line?.summary).toContain(file);
  });

  it("is the operator's alone: anyone else finds nothing there, and the signed-out are asked to sign in", async () => {
    const { id, slug } = await createTestSite();
    const owner = await member(id, "owner");
    const outsider = await person("Someone");
    const calls = (actor: Actor | null) => [
      createSiteOfKind(actor, { kind: "restaurant", name: "Mine", slug: `mine-${tag()}`, ...CONTACT }),
      setSiteStatus(actor, slug, "suspended"),
      deleteSite(actor, slug, slug),
      listSites(actor),
      platformAudit(actor, { page: 1 }),
      listEveryone(actor),
      setOperator(actor, owner.userId, true),
    ];
    for (const call of calls(owner)) expect(await codeOf(call)).toBe("not_found");
    for (const call of calls(outsider)) expect(await codeOf(call)).toBe("not_found");
    for (const call of calls(null)) expect(await codeOf(call)).toBe("unauthorized");
    expect((await getSiteBySlug(slug))?.status).toBe("active");
  });

  it("refuses an unknown site, and keeps a site's activity for its owners", async () => {
    const op = await operator();
    expect(await codeOf(setSiteStatus(op, "no-such-site", "suspended"))).toBe("not_found");
    expect(await codeOf(deleteSite(op, "no-such-site", "no-such-site"))).toBe("not_found");
    const { id, slug } = await createTestSite();
    await setSiteStatus(op, slug, "suspended");
    const owner = await member(id, "owner");
    const editor = await member(id, "editor");
    expect((await siteActivity(owner, slug, 1)).lines.map((l) => l.action)).toEqual(["site.suspend"]);
    expect(await codeOf(siteActivity(editor, slug, 1))).toBe("forbidden");
    const other = await createTestSite();
    expect(await codeOf(siteActivity(owner, other.slug, 1))).toBe("not_found");
  });
});

describe("people of a site", () => {
  it("invites a new person by mail with a link to choose their password; signed in, they accept and get the role", async () => {
    const { id, slug } = await createTestSite();
    const owner = await member(id, "owner");
    const email = `New.Editor-${tag()}@Example.com`.toLowerCase();
    await invitePerson(owner, slug, { email, name: "New Editor", role: "editor" });
    const mail = await mailTo(email);
    expect(mail).toEqual([expect.objectContaining({ siteId: null, kind: "invitation", subject: "You are invited to work on Test Bakery" })]);
    expect(mail[0]!.textBody).toContain("as an editor");
    const token = decodeURIComponent(/\/login\/reset\?token=([^\s]+)/.exec(mail[0]!.textBody)![1]!);
    await auth().api.resetPassword({ body: { token, newPassword: "walnut-harbor-7261" } });
    const { user } = await auth().api.signInEmail({ body: { email, password: "walnut-harbor-7261" } });
    expect(user.email).toBe(email);
    // No part in the site until they accept, as for anyone invited.
    expect((await listSitePeople(owner, slug)).map((p) => p.email)).not.toContain(email);
    await answerInvitation({ userId: user.id, email, name: "New Editor", isOperator: false }, slug, true);
    expect((await listSitePeople(owner, slug)).map((p) => [p.email, p.role])).toContainEqual([email, "editor"]);
    const [line] = await listAudit({ siteId: id, action: "person.invite" });
    expect(line?.actorEmail).toBe(owner.email);
  });

  it("tells an owner nothing about whether the address has an account: the same answer, audit line and open invitation", async () => {
    const { id, slug } = await createTestSite();
    const owner = await member(id, "owner");
    const existing = await person("Existing");
    const stranger = `nobody-${tag()}@example.com`;
    const masked = (text: string) => text.replace(existing.email, "X").replace(stranger, "X");
    for (const email of [existing.email, stranger])
      await expect(invitePerson(owner, slug, { email, name: "Whoever", role: "editor" })).resolves.toBeUndefined();
    const summaries = (await listAudit({ siteId: id, action: "person.invite" })).map((l) => masked(l.summary));
    expect(summaries).toEqual(["Invited X as editor", "Invited X as editor"]);
    const open = await listSiteInvitations(owner, slug);
    expect(open.map((i) => [masked(i.email), i.role, i.invitedBy])).toEqual([
      ["X", "editor", owner.name],
      ["X", "editor", owner.name],
    ]);
    expect((await peopleOfSite(id)).map((p) => p.userId)).toEqual([owner.userId]);
  });

  it("invites someone who already has an account to accept: no role until they do, no password mail; a second invitation is refused", async () => {
    const { id, slug } = await createTestSite();
    const owner = await member(id, "owner");
    const existing = await person("Existing");
    await invitePerson(owner, slug, { email: existing.email, name: "Whoever", role: "owner" });
    expect((await peopleOfSite(id)).find((p) => p.userId === existing.userId)).toBeUndefined();
    const mail = await mailTo(existing.email);
    expect(mail).toEqual([expect.objectContaining({ kind: "invitation", subject: "You are invited to work on Test Bakery" })]);
    expect(mail[0]!.textBody).not.toContain("token=");
    expect((await listSiteInvitations(owner, slug)).map((i) => [i.email, i.role])).toEqual([[existing.email, "owner"]]);
    expect(await failure(invitePerson(owner, slug, { email: existing.email, name: "Whoever", role: "editor" }))).toMatchObject({
      code: "conflict",
      field: "email",
    });

    // Only they can answer it, signed in as themselves.
    const stranger = await person("Stranger");
    expect(await codeOf(answerInvitation(stranger, slug, true))).toBe("not_found");
    expect(await codeOf(answerInvitation(null, slug, true))).toBe("unauthorized");
    await answerInvitation(existing, slug, true);
    expect((await peopleOfSite(id)).find((p) => p.userId === existing.userId)?.role).toBe("owner");
    expect(await listSiteInvitations(owner, slug)).toEqual([]);
    expect(await failure(invitePerson(owner, slug, { email: existing.email, name: "Whoever", role: "editor" }))).toMatchObject({
      code: "conflict",
      field: "email",
    });
  });

  it("lets the invited decline, and the owner withdraw an invitation nobody answered", async () => {
    const { id, slug } = await createTestSite();
    const owner = await member(id, "owner");
    const [declining, forgotten] = [await person("Declining"), await person("Forgotten")];
    await invitePerson(owner, slug, { email: declining.email, name: "D", role: "editor" });
    await invitePerson(owner, slug, { email: forgotten.email, name: "F", role: "editor" });
    await answerInvitation(declining, slug, false);
    await withdrawInvitation(owner, slug, forgotten.userId);
    expect(await codeOf(answerInvitation(forgotten, slug, true))).toBe("not_found");
    expect((await peopleOfSite(id)).map((p) => p.userId)).toEqual([owner.userId]);
    expect((await listAudit({ siteId: id })).map((l) => l.action).sort()).toEqual(["person.decline", "person.invite", "person.invite", "person.withdraw"]);
  });

  it("refuses bad input beside its field", async () => {
    const { id, slug } = await createTestSite();
    const owner = await member(id, "owner");
    const state = await adminResult(() => invitePerson(owner, slug, { email: "not-an-email", name: " ", role: "admin" }).then(ok));
    expect(Object.keys(state.fieldErrors ?? {}).sort()).toEqual(["email", "name", "role"]);
  });

  it("is an owner's job: an editor may not, and the signed-out are asked to sign in", async () => {
    const { id, slug } = await createTestSite();
    const owner = await member(id, "owner");
    const editor = await member(id, "editor");
    expect(await codeOf(invitePerson(editor, slug, { email: `x-${tag()}@example.com`, name: "X", role: "owner" }))).toBe("forbidden");
    expect(await codeOf(listSitePeople(editor, slug))).toBe("forbidden");
    expect(await codeOf(changeRole(editor, slug, editor.userId, "owner"))).toBe("forbidden");
    expect(await codeOf(removePerson(editor, slug, owner.userId))).toBe("forbidden");
    expect(await codeOf(invitePerson(null, slug, { email: `x-${tag()}@example.com`, name: "X", role: "owner" }))).toBe("unauthorized");
  });

  it("keeps an owner of one site out of another's people, by site and by person", async () => {
    const a = await createTestSite();
    const b = await createTestSite();
    const ownerA = await member(a.id, "owner");
    const ownerB = await member(b.id, "owner");
    const editorB = await member(b.id, "editor");
    expect(await codeOf(listSitePeople(ownerA, b.slug))).toBe("not_found");
    expect(await codeOf(invitePerson(ownerA, b.slug, { email: `x-${tag()}@example.com`, name: "X", role: "owner" }))).toBe("not_found");
    expect(await codeOf(changeRole(ownerA, b.slug, editorB.userId, "owner"))).toBe("not_found");
    expect(await codeOf(removePerson(ownerA, b.slug, editorB.userId))).toBe("not_found");
    // B's people named on A's own site are nobody there.
    expect(await codeOf(changeRole(ownerA, a.slug, editorB.userId, "owner"))).toBe("not_found");
    expect(await codeOf(removePerson(ownerA, a.slug, ownerB.userId))).toBe("not_found");
    for (const bad of ["", "'; drop table sites; --", "x".repeat(500)]) {
      expect(await codeOf(changeRole(ownerA, a.slug, bad, "editor"))).toBe("not_found");
      expect(await codeOf(removePerson(ownerA, a.slug, bad))).toBe("not_found");
    }
    expect((await peopleOfSite(b.id)).map((p) => p.role).sort()).toEqual(["editor", "owner"]);
  });

  it("never leaves a site without an owner: the last one can be neither removed nor demoted", async () => {
    const { id, slug } = await createTestSite();
    const owner = await member(id, "owner");
    const editor = await member(id, "editor");
    expect(await failure(removePerson(owner, slug, owner.userId))).toMatchObject({ code: "conflict" });
    expect(await failure(changeRole(owner, slug, owner.userId, "editor"))).toMatchObject({ code: "conflict" });
    const op = await operator();
    expect(await codeOf(removePerson(op, slug, owner.userId))).toBe("conflict");

    await changeRole(owner, slug, editor.userId, "owner");
    await changeRole(owner, slug, owner.userId, "editor");
    expect(Object.fromEntries((await peopleOfSite(id)).map((p) => [p.userId, p.role]))).toEqual({ [owner.userId]: "editor", [editor.userId]: "owner" });
    await removePerson(editor, slug, owner.userId);
    expect((await peopleOfSite(id)).map((p) => p.userId)).toEqual([editor.userId]);
    expect((await listAudit({ siteId: id })).map((l) => l.action)).toEqual(["person.remove", "person.role", "person.role"]);
    expect(await codeOf(changeRole(editor, slug, owner.userId, "owner"))).toBe("not_found");
  });
});

describe("operators", () => {
  it("lists everyone with their sites, and makes and unmakes operators, audited", async () => {
    const op = await operator();
    const { id, slug } = await createTestSite();
    const owner = await member(id, "owner");
    const listed = (await listEveryone(op)).find((p) => p.userId === owner.userId);
    expect(listed).toMatchObject({ isOperator: false, sites: [{ slug, role: "owner" }] });
    await expect(setOperator(op, owner.userId, true)).resolves.toBe(true);
    await expect(setOperator(op, owner.userId, true)).resolves.toBe(false);
    expect((await listEveryone(op)).find((p) => p.userId === owner.userId)?.isOperator).toBe(true);
    await expect(setOperator(op, owner.userId, false)).resolves.toBe(true);
    expect(await codeOf(setOperator(op, "no such person", true))).toBe("not_found");
    expect(await codeOf(setOperator(op, `missing${tag()}`, true))).toBe("not_found");
    const lines = (await platformAudit(op, { action: "operator.grant", page: 1 })).lines.filter((l) => l.actorEmail === op.email);
    expect(lines).toHaveLength(1);
    const [row] = await db()
      .select({ n: count() })
      .from(schema.operators)
      .where(and(eq(schema.operators.userId, owner.userId)));
    expect(row!.n).toBe(0);
  });
});
