import { describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import { and, eq } from "drizzle-orm";
import { syncInvalidations } from "@/server/cache";
import { db, schema } from "@/server/db/client";
import { auth } from "@/modules/auth/auth";
import { setMembership } from "@/modules/auth/service";
import { requestEditsSite } from "@/modules/auth/session";
import type { Actor } from "@/modules/auth/access";
import { postEditor, postPublishing } from "@/modules/blog/admin";
import { listPublishedPosts } from "@/modules/blog/queries";
import { publishDuePosts, saveCategory } from "@/modules/blog/service";
import { restoreFromTrash, trashOfSite } from "@/modules/content/trash";
import { getPage } from "@/modules/pages/queries";
import { pageEditor, listPagesForEditing, publishPageFor } from "@/modules/pages/admin";
import { insertPage } from "@/modules/pages/service";
import { saveSiteSettings, siteSettingsForEditing } from "@/modules/sites/admin";
import { getSiteBySlug } from "@/modules/sites/queries";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { POST as signOutRoute } from "@/app/api/auth/sign-out/route";
import { POST as passwordLinkRoute } from "@/app/api/auth/password-link/route";
import { POST as resetPasswordRoute } from "@/app/api/auth/reset/route";
import { withRequestContext } from "@/server/request-context";
import { failure, member, operator, person } from "../helpers/actors";
import { body, createTestSite } from "../helpers/sites";

const ORIGIN = "http://localhost:3000";

/** Who sent each post: a visitor's address, as the edge takes it from the socket. */
const senders = new WeakMap<Request, string>();

function formPost(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  address = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
): Request {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, host: "localhost:3000", ...headers },
    body: new URLSearchParams(fields),
  });
  senders.set(request, address);
  return request;
}

/** A route handler as the edge calls it: inside the request's context, which carries the sender's address (edge/handler.ts). */
const throughTheEdge =
  (handler: (request: Request) => Promise<Response>) =>
  (request: Request): Promise<Response> =>
    withRequestContext({ clientAddress: senders.get(request)!, asked: new URL(request.url).pathname }, () => handler(request));
const signIn = throughTheEdge(signInRoute);
const signOut = throughTheEdge(signOutRoute);
const passwordLink = throughTheEdge(passwordLinkRoute);
const resetPassword = throughTheEdge(resetPasswordRoute);

/** The error a form handler sent back in its redirect. */
const errorIn = (response: Response) => new URL(response.headers.get("location")!, ORIGIN).searchParams.get("error");
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const sessionOf = (cookie: string) => auth().api.getSession({ headers: new Headers({ cookie }) });

describe("signing in", () => {
  it("signs in with the right password and comes back to the admin page asked for; the wrong one gets the form again", async () => {
    const someone = await person("Signer", "copper-meadow-5521");
    const good = await signIn(
      formPost("/api/auth/sign-in", { email: someone.email.toUpperCase(), password: "copper-meadow-5521", next: "/admin/sites/x/pages" }),
    );
    expect(good.status).toBe(303);
    expect(good.headers.get("location")).toBe("/admin/sites/x/pages");
    expect(good.headers.getSetCookie().join()).toMatch(/mainstreet\.session_token=.+HttpOnly/i);
    expect((await sessionOf(cookieOf(good)))?.user.email).toBe(someone.email);

    const bad = await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: "copper-meadow-5522", next: "/admin" }));
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toContain("error=credentials");
    expect(bad.headers.getSetCookie()).toEqual([]);
  });

  it("never sends anyone outside the admin after signing in", async () => {
    const someone = await person("Redirected", "copper-meadow-5521");
    for (const next of ["https://evil.example/admin", "//evil.example/admin", "/admin/../x", "/admin/..%2F..%2Fx", "/blog", "/\\evil.example"]) {
      const response = await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: "copper-meadow-5521", next }));
      const location = new URL(response.headers.get("location")!, ORIGIN);
      expect(location.host, next).toBe("localhost:3000");
      expect(location.pathname, next).toMatch(/^\/admin(\/|$)/);
    }
  });

  it("refuses a sign-in posted from another site", async () => {
    const response = await signIn(formPost("/api/auth/sign-in", { email: "a@example.com", password: "x" }, { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
  });

  it("answers 429 with Retry-After once an account has had too many attempts from one address, even with the right password; another address still signs in", async () => {
    const someone = await person("Guessed", "copper-meadow-5521");
    const from = "10.99.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: `wrong-guess-${i}` }, {}, from))).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(303));
    const limited = await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: "copper-meadow-5521" }, {}, from));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many attempts");
    // Not a lock: the owner, elsewhere, gets in (a little more slowly).
    expect((await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: "copper-meadow-5521" }))).headers.get("location")).toBe("/admin");
  });

  it("signs out everywhere: every session of the account ends", async () => {
    const someone = await person("Traveller", "copper-meadow-5521");
    const laptop = cookieOf(await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: "copper-meadow-5521" })));
    const phone = cookieOf(await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: "copper-meadow-5521" })));
    expect(await sessionOf(phone)).not.toBeNull();
    const out = await signOut(formPost("/api/auth/sign-out", { scope: "everywhere" }, { cookie: laptop }));
    expect(out.headers.get("location")).toBe("/login?signed-out=everywhere");
    expect(await sessionOf(laptop)).toBeNull();
    expect(await sessionOf(phone)).toBeNull();
  });

  it("resets a password by a link mailed through the outbox; a common password is refused; the old password and sessions stop working", async () => {
    const someone = await person("Forgetful", "copper-meadow-5521");
    const before = cookieOf(await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: "copper-meadow-5521" })));
    const asked = await passwordLink(formPost("/api/auth/password-link", { email: someone.email }));
    expect(asked.headers.get("location")).toBe("/login/forgot?sent=1");
    const [mail] = await db()
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.toAddress, someone.email), eq(schema.outbox.kind, "password-reset")));
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail!.textBody)![1]!);

    const common = await resetPassword(formPost("/api/auth/reset", { token, password: "password123", confirm: "password123" }));
    expect(errorIn(common)).toBe("common");
    const mismatch = await resetPassword(formPost("/api/auth/reset", { token, password: "silver-orchard-8812", confirm: "silver-orchard-8813" }));
    expect(errorIn(mismatch)).toBe("mismatch");

    const done = await resetPassword(formPost("/api/auth/reset", { token, password: "silver-orchard-8812", confirm: "silver-orchard-8812" }));
    expect(done.headers.get("location")).toBe("/login?reset=done");
    expect(await sessionOf(before)).toBeNull();
    expect((await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: "copper-meadow-5521" }))).headers.get("location")).toContain(
      "error=credentials",
    );
    expect((await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: "silver-orchard-8812" }))).headers.get("location")).toBe("/admin");

    const again = await resetPassword(formPost("/api/auth/reset", { token, password: "silver-orchard-9999", confirm: "silver-orchard-9999" }));
    expect(errorIn(again)).toBe("expired");
  });

  it("lets a signed-in editor see their own sites' drafts, and nobody else's", async () => {
    const a = await createTestSite();
    const b = await createTestSite();
    const someone = await person("Previewer", "copper-meadow-5521");
    await setMembership(a.id, someone.userId, "editor");
    const cookie = cookieOf(await signIn(formPost("/api/auth/sign-in", { email: someone.email, password: "copper-meadow-5521" })));
    expect(await requestEditsSite(new Headers({ cookie }), a.slug)).toBe(true);
    expect(await requestEditsSite(new Headers({ cookie }), b.slug)).toBe(false);
    expect(await requestEditsSite(new Headers(), a.slug)).toBe(false);
    expect(await requestEditsSite(new Headers({ cookie: "mainstreet.session_token=forged.value" }), a.slug)).toBe(false);
  });

  it("answers a reset request for an unknown address exactly as for a known one", async () => {
    const response = await passwordLink(formPost("/api/auth/password-link", { email: "nobody-here@example.com" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login/forgot?sent=1");
  });
});

describe("roles and tenants", () => {
  async function twoSites() {
    const a = await createTestSite();
    const b = await createTestSite();
    const pageA = await insertPage(a.id, { path: "about", title: "About A", description: "About site A.", blocks: [] });
    const pageB = await insertPage(b.id, { path: "about", title: "About B", description: "About site B.", blocks: [] });
    const postB = await postEditor.create(await operator(), b.slug, { slug: "news-b", title: "News B", excerpt: "B.", body, status: "draft" });
    return { a, b, pageA, pageB, postB, ownerA: await member(a.id, "owner"), editorA: await member(a.id, "editor") };
  }

  it("gives every role exactly its jobs on its own site", async () => {
    const { a, pageA, ownerA, editorA } = await twoSites();
    const op = await operator();
    const page = { path: "about", title: "About us", description: "About site A.", blocks: [] };
    const jobs: Array<[string, (actor: Actor | null) => Promise<unknown>, "content" | "site"]> = [
      ["list pages", (actor) => listPagesForEditing(actor, a.slug), "content"],
      ["edit a page", (actor) => pageEditor.save(actor, a.slug, pageA.id, page), "content"],
      ["read settings", (actor) => siteSettingsForEditing(actor, a.slug), "site"],
      ["read the trash", (actor) => trashOfSite(actor, a.slug), "site"],
    ];
    for (const [job, run, needs] of jobs) {
      await expect(run(op), `operator: ${job}`).resolves.toBeDefined();
      await expect(run(ownerA), `owner: ${job}`).resolves.toBeDefined();
      if (needs === "content") await expect(run(editorA), `editor: ${job}`).resolves.toBeDefined();
      else expect((await failure(run(editorA))).code, `editor: ${job}`).toBe("forbidden");
      expect((await failure(run(null))).code, `signed out: ${job}`).toBe("unauthorized");
    }
  });

  it("shows an owner of one site nothing of another: 404 for its records by id, through either site's address", async () => {
    const { a, b, pageB, postB, ownerA } = await twoSites();
    const page = { path: "about", title: "Taken over", description: "x", blocks: [] };
    const settings = { name: "x", settings: { description: "x" }, theme: (await getSiteBySlug(b.slug))!.theme };
    const refusals = [
      () => listPagesForEditing(ownerA, b.slug),
      () => pageEditor.get(ownerA, b.slug, pageB.id),
      () => pageEditor.get(ownerA, a.slug, pageB.id),
      () => pageEditor.save(ownerA, a.slug, pageB.id, page),
      () => pageEditor.remove(ownerA, a.slug, pageB.id),
      () => pageEditor.revisions(ownerA, a.slug, pageB.id),
      () => postEditor.get(ownerA, a.slug, postB.id),
      () => postEditor.save(ownerA, a.slug, postB.id, { slug: "news-b", title: "Mine now", excerpt: "x", body }),
      () => postPublishing.publish(ownerA, a.slug, postB.id),
      () => postEditor.remove(ownerA, a.slug, postB.id),
      () => pageEditor.get(ownerA, a.slug, "not-a-uuid"),
      () => pageEditor.get(ownerA, a.slug, "00000000-0000-0000-0000-000000000000"),
      () => saveSiteSettings(ownerA, b.slug, settings),
      () => trashOfSite(ownerA, b.slug),
      () => restoreFromTrash(ownerA, a.slug, "not-a-uuid"),
    ];
    for (const [index, refusal] of refusals.entries()) expect((await failure(refusal())).code, `call ${index}`).toBe("not_found");
    expect((await getPage(b.id, "about"))?.title).toBe("About B");
  });
});

describe("editing content", () => {
  it("shows a saved page on the next read, keeps every version, and restores an earlier one", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    // Each save is a draft; publishing makes it what visitors read.
    const page = await pageEditor.create(owner, site.slug, {
      path: "visit",
      title: "Visit us",
      description: "Where we are.",
      blocks: [{ type: "richText", props: { doc: body } }],
    });
    expect(await getPage(site.id, "visit")).toBeNull();
    await publishPageFor(owner, site.slug, page.id);
    expect((await getPage(site.id, "visit"))?.title).toBe("Visit us");
    await pageEditor.save(owner, site.slug, page.id, { path: "visit", title: "Visit the bakery", description: "Where we are.", blocks: [] });
    await publishPageFor(owner, site.slug, page.id);
    expect((await getPage(site.id, "visit"))?.title).toBe("Visit the bakery");

    const revisions = await pageEditor.revisions(owner, site.slug, page.id);
    expect(revisions).toHaveLength(2);
    await pageEditor.restoreRevision(owner, site.slug, page.id, revisions[1]!.id);
    await publishPageFor(owner, site.slug, page.id);
    const restored = await getPage(site.id, "visit");
    expect(restored?.title).toBe("Visit us");
    expect(restored?.blocks).toHaveLength(1);
  });

  it("refuses a page that breaks its schema with the field's path, and a path another page has", async () => {
    const site = await createTestSite();
    const editor = await member(site.id, "editor");
    await pageEditor.create(editor, site.slug, { path: "menu", title: "Menu", description: "Our menu.", blocks: [] });
    const other = await pageEditor.create(editor, site.slug, { path: "hours", title: "Hours", description: "Our hours.", blocks: [] });
    const clash = await failure(pageEditor.save(editor, site.slug, other.id, { path: "menu", title: "Hours", description: "Our hours.", blocks: [] }));
    expect(clash).toMatchObject({ code: "conflict", field: "path" });
    const broken = await pageEditor
      .save(editor, site.slug, other.id, { path: "hours", title: "Hours", description: "x", blocks: [{ type: "hero", props: { heading: "" } }] } as never)
      .catch((e: unknown) => e);
    expect((broken as ZodError).issues.map((i) => i.path.join("."))).toEqual(["blocks.0.props.heading"]);
  });

  it("moves a deleted page to the trash, hides it, and an owner restores it with the same id; the home page is never deleted", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const editor = await member(site.id, "editor");
    const home = await pageEditor.create(owner, site.slug, { path: "", title: "Home", description: "Home.", blocks: [] });
    const page = await pageEditor.create(editor, site.slug, { path: "catering", title: "Catering", description: "We cater.", blocks: [] });
    await publishPageFor(editor, site.slug, page.id);
    expect((await failure(pageEditor.remove(owner, site.slug, home.id))).code).toBe("conflict");

    await pageEditor.remove(editor, site.slug, page.id);
    expect(await getPage(site.id, "catering")).toBeNull();
    const [item] = await trashOfSite(owner, site.slug);
    expect(item).toMatchObject({ entity: "page", entityId: page.id, deletedByEmail: editor.email });
    expect((await failure(restoreFromTrash(editor, site.slug, item!.id))).code).toBe("forbidden");
    await restoreFromTrash(owner, site.slug, item!.id);
    expect((await getPage(site.id, "catering"))?.id).toBe(page.id);
    expect(await trashOfSite(owner, site.slug)).toEqual([]);
    const lines = await db().select({ action: schema.auditLog.action }).from(schema.auditLog).where(eq(schema.auditLog.siteId, site.id));
    expect(lines.map((l) => l.action).sort()).toEqual(["page.create", "page.create", "page.delete", "page.publish", "trash.restore"]);
  });

  it("keeps a draft off the site until it is published, and a scheduled post until its time", async () => {
    const site = await createTestSite();
    const editor = await member(site.id, "editor");
    await saveCategory(site.id, { slug: "recipes", name: "Recipes" });
    const draft = await postEditor.create(editor, site.slug, {
      slug: "rye",
      title: "Our rye",
      excerpt: "Rye bread.",
      body,
      categories: ["recipes"],
      status: "draft",
    });
    await postEditor.create(editor, site.slug, {
      slug: "later",
      title: "Later",
      excerpt: "Soon.",
      body,
      status: "scheduled",
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    expect(await listPublishedPosts(site.id)).toEqual([]);
    await postPublishing.publish(editor, site.slug, draft.id);
    const live = await listPublishedPosts(site.id);
    expect(live.map((p) => [p.slug, p.categories.map((c) => c.slug)])).toEqual([["rye", ["recipes"]]]);
    expect((await failure(postEditor.create(editor, site.slug, { slug: "rye", title: "Again", excerpt: "x", body }))).field).toBe("slug");
  });

  it("shows a scheduled post once its time has come, though the site's lists were cached before", async () => {
    const site = await createTestSite();
    const editor = await member(site.id, "editor");
    const later = await postEditor.create(editor, site.slug, {
      slug: "harvest",
      title: "Harvest loaves",
      excerpt: "Soon.",
      body,
      status: "scheduled",
      publishedAt: new Date(Date.now() + 3_600_000),
    });
    await syncInvalidations(); // as the server does before each request: the create's own notice has arrived
    expect(await listPublishedPosts(site.id)).toEqual([]);
    // The hour passes: the row's time is now behind us, but nothing told the cache.
    await db()
      .update(schema.posts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(schema.posts.id, later.id));
    expect(await listPublishedPosts(site.id)).toEqual([]);
    expect(await publishDuePosts()).toBeGreaterThanOrEqual(1);
    expect((await listPublishedPosts(site.id)).map((p) => [p.slug, p.status])).toEqual([["harvest", "published"]]);
    expect(await publishDuePosts()).toBe(0);
  });

  it("refuses a theme whose colours would not read, and saves one that does", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const form = await siteSettingsForEditing(owner, site.slug);
    const faint = { ...form, theme: { ...form.theme, palette: { ...form.theme.palette, text: "#bbbbbb" } } };
    const refused = await saveSiteSettings(owner, site.slug, faint).catch((e: unknown) => e);
    expect(String(refused)).toMatch(/text on background has contrast/);
    await saveSiteSettings(owner, site.slug, { ...form, name: "The Rye House" });
    expect((await getSiteBySlug(site.slug))?.name).toBe("The Rye House");
  });
});
