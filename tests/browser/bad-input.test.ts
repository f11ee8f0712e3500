import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/demo/accounts";
import { contactHash } from "@/modules/contacts/service";
import { db, schema } from "@/server/db/client";
import { baseUrl } from "../helpers/browser";
import { plainForm } from "../helpers/plain-form";

/**
 * Bad input through the real server gets a 4xx with the security headers,
 * never a 500: a post from another origin, actions under a link that was
 * never signed, NUL bytes in addresses, admin actions on ids that are not
 * there. The hostile sweep (scripts/sweep.ts) sends the same, round after round.
 */
let nextAddress = 1;
const visitor = () => ({ "X-Forwarded-For": `198.51.100.${200 + (nextAddress++ % 50)}` });

/** A server action's id as a form without script carries it ($ACTION_ID_…: an action that takes only the form), read from the admin page that shows the form. */
async function formActionId(pageUrl: string, submitLabel: string, cookie: string): Promise<string> {
  const { fields } = await plainForm(pageUrl, submitLabel, { ...visitor(), cookie });
  const field = fields.find(([name]) => name.startsWith("$ACTION_ID_"));
  if (!field) throw new Error(`the form "${submitLabel}" on ${pageUrl} names no action`);
  return field[0].slice("$ACTION_ID_".length);
}

/** Posts as a page without scripts posts a form whose action takes only the form. */
function postForm(url: string, id: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  const body = new FormData();
  body.set(`$ACTION_ID_${id}`, "");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return fetch(url, { method: "POST", body, headers: { ...visitor(), ...headers }, redirect: "manual" });
}

const secured = (response: Response) => {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toBeTruthy();
};

describe("bad input", () => {
  it("refuses a post to a site's form route from another origin with a 403", async () => {
    const form = await plainForm(`${baseUrl()}/clearpath-access/contact`, "Send message", visitor());
    for (const origin of ["https://evil.example", "null"]) {
      const answer = await form.post({ name: "Ada" }, { Origin: origin });
      expect(answer.status, origin).toBe(403);
      secured(answer);
    }
    expect((await form.post({ name: "Ada" }, { Origin: new URL(baseUrl()).origin })).status).toBe(303);
  });

  it("refuses a post to a server action from another origin with a 403", async () => {
    // Server actions are the admin's (public forms post to routes): signed in, a forged origin is still refused.
    const cookie = await signedIn();
    const form = await plainForm(`${baseUrl()}/admin/sites/lockstep-escapes/people`, "Change role", { cookie });
    expect(form.fields.some(([name]) => name.startsWith("$ACTION_"))).toBe(true);
    for (const origin of ["https://evil.example", "null"]) {
      const answer = await form.post({ role: "editor" }, { Origin: origin });
      expect(answer.status, origin).toBe(403);
      secured(answer);
    }
    // The page's own origin goes on to the action.
    expect((await form.post({}, { Origin: new URL(baseUrl()).origin })).status).toBeLessThan(500);
  });

  it("answers a contact's actions under a link never signed with 404 'This link is not valid', and changes nothing", async () => {
    const [contact] = await db().select().from(schema.contacts).limit(1);
    const subscription = { list: "newsletter" };
    const subscriptionsBefore = await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.contactId, contact!.id));
    const key = contact!.publicKey;
    const forged = contactHash(`${key}-other`);
    // Every form of a contact's page posts to its route, the link's key and hash in the address.
    const change = (hash: string, fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return fetch(`${baseUrl()}/api/contacts/${key}/${hash}`, { method: "POST", body, headers: visitor(), redirect: "manual" });
    };
    const forgedPosts: Array<Record<string, string>> = [
      { intent: "leave", lists: subscription.list },
      { intent: "confirm", lists: subscription.list },
      { intent: "lists", list: subscription.list },
      { intent: "delete" },
      { intent: "cancel", booking: randomUUID() },
    ];
    for (const fields of forgedPosts) {
      const answer = await change(forged, fields);
      expect(answer.status, fields.intent).toBe(404);
      expect(await answer.text()).toContain("This link is not valid");
    }
    expect(await db().select().from(schema.subscriptions).where(eq(schema.subscriptions.contactId, contact!.id))).toEqual(subscriptionsBefore);
    expect((await db().select().from(schema.contacts).where(eq(schema.contacts.id, contact!.id)))[0]!.deletionRequestedAt).toBeNull();

    // A real link and a booking that is not theirs (or not an id at all): back to their page, which says so.
    for (const booking of [randomUUID(), "not-an-id"]) {
      const refused = await change(contactHash(key), { intent: "cancel", booking });
      expect(refused.status).toBe(303);
      expect(refused.headers.get("location")).toMatch(/\?cancel=refused#bookings$/);
    }
    // From another origin, or without a form: refused, never a 5xx.
    const foreign = await fetch(`${baseUrl()}/api/contacts/${key}/${contactHash(key)}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "delete" }),
      headers: { ...visitor(), Origin: "https://elsewhere.example" },
      redirect: "manual",
    });
    expect(foreign.status).toBe(403);
    // The page is sent without a referrer, so its own forms post with `Origin: null`: let through (the link is the authority).
    const opaque = await fetch(`${baseUrl()}/api/contacts/${key}/${contactHash(key)}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "cancel", booking: "not-an-id" }),
      headers: { ...visitor(), Origin: "null" },
      redirect: "manual",
    });
    expect(opaque.status).toBe(303);
    expect((await change(contactHash(key), { intent: "nonsense" })).status).toBe(400);
    expect((await db().select().from(schema.contacts).where(eq(schema.contacts.id, contact!.id)))[0]!.deletionRequestedAt).toBeNull();
  });

  it("refuses a NUL byte in an address or a query with a 400", async () => {
    const cookie = await signedIn();
    for (const [url, headers] of [
      ["/api/sites/town-of-alder-creek/events/x%00.ics", {}],
      ["/clearpath-access/search?q=a%00b", {}],
      ["/admin/sites/clearpath-access/inbox?q=%00", { cookie }],
      ["/admin/sites/clearpath-access/export/messages?q=a%00", { cookie }],
    ] as const) {
      const answer = await fetch(baseUrl() + url, { headers: { ...visitor(), ...headers }, redirect: "manual" });
      expect(answer.status, url).toBe(400);
      secured(answer);
    }
  });

  it("answers admin actions on ids that are not there with a 4xx", async () => {
    const cookie = await signedIn();
    const admin = `${baseUrl()}/admin/sites/clearpath-access`;
    const page = `${admin}/posts`;
    const missing = randomUUID();
    const [site] = await db().select({ id: schema.sites.id }).from(schema.sites).where(eq(schema.sites.slug, "clearpath-access"));
    const [post] = await db().select({ id: schema.posts.id }).from(schema.posts).where(eq(schema.posts.siteId, site!.id)).limit(1);
    const [saved] = await db().select({ id: schema.pages.id }).from(schema.pages).where(eq(schema.pages.siteId, site!.id)).limit(1);
    // Two saved versions of a page: its history offers to restore the older one.
    await db()
      .insert(schema.revisions)
      .values(
        [2, 1].map((minutes) => ({
          siteId: site!.id,
          entity: "page",
          entityId: saved!.id,
          data: {},
          authorEmail: "bad-input@example.org",
          createdAt: new Date(Date.now() - minutes * 60_000),
        })),
      );
    const deletePost = await formActionId(`${admin}/posts/${post!.id}`, "Move this post to the trash", cookie);
    const restoreRevision = await formActionId(`${admin}/history/page/${saved!.id}`, "Restore this version", cookie);
    for (const [id, name, fields] of [
      [deletePost, "deletePostAction", { site: "clearpath-access", postId: missing }],
      [deletePost, "deletePostAction", { site: "clearpath-access", postId: `x${randomBytes(4).toString("hex")}` }],
      [restoreRevision, "restoreRevisionAction", { site: "clearpath-access", entity: "page", id: missing, revisionId: randomUUID() }],
      [restoreRevision, "restoreRevisionAction", { site: "clearpath-access", entity: "no-such-kind", id: missing, revisionId: "1" }],
    ] as const) {
      const answer = await postForm(page, id, fields, { cookie });
      expect(answer.status, `${name} ${JSON.stringify(fields)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${name} ${JSON.stringify(fields)}`).toBeLessThan(500);
    }
  });
});

async function signedIn(): Promise<string> {
  const account = DEMO_ACCOUNTS.operator;
  const answer = await fetch(`${baseUrl()}/api/auth/sign-in`, {
    method: "POST",
    body: new URLSearchParams({ email: account.email, password: account.password }),
    headers: visitor(),
    redirect: "manual",
  });
  expect(answer.headers.get("location")).toBe("/admin");
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
