import { describe, expect, it } from "vitest";
import { baseUrl } from "../helpers/browser";
import { plainForm, rawPost } from "../helpers/plain-form";

/**
 * The hostile sweep's defects (issue 15), through the real server. The test
 * server trusts one proxy hop, so each test speaks for a visitor address of
 * its own (X-Forwarded-For) and its rate limits touch nobody else's.
 */
let nextAddress = 1;
const visitor = () => ({ "X-Forwarded-For": `198.51.100.${nextAddress++}` });
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function postUntilRefused(times: number, send: () => Promise<Response>): Promise<Response[]> {
  const answers: Response[] = [];
  for (let i = 0; i < times; i++) answers.push(await send());
  return answers;
}

describe("rate limits answer 429 with Retry-After", () => {
  it("on sign-in, after 20 attempts from one address", async () => {
    const from = visitor();
    let n = 0;
    const answers = await postUntilRefused(21, () => fetch(`${baseUrl()}/api/auth/sign-in`, { method: "POST", body: form({ email: `nobody${n++}@example.org`, password: "wrong password" }), headers: from, redirect: "manual" }));
    expect(answers.slice(0, 20).map((a) => a.status)).toEqual(Array(20).fill(303));
    const refused = answers[20]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many attempts");
  });

  it("on forgot-password, after 5 links from one address", async () => {
    const from = visitor();
    let n = 0;
    const answers = await postUntilRefused(6, () => fetch(`${baseUrl()}/api/auth/password-link`, { method: "POST", body: form({ email: `nobody${n++}@example.org` }), headers: from, redirect: "manual" }));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303, 429]);
    expect(Number(answers[5]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("on a visitor's form without JavaScript: the form again with a friendly message, as a 429", async () => {
    const from = visitor();
    const contact = await plainForm(`${baseUrl()}/clearpath-access/contact`, "Send message", from);
    let n = 0;
    const answers = await postUntilRefused(7, () => contact.post({ name: "Rita Limit", email: `rita${n++}@example.org`, topic: "Training", message: `Question number ${n}` }));
    expect(answers.slice(0, 6).map((a) => a.status)).toEqual(Array(6).fill(303));
    const refused = answers[6]!;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const page = await refused.text();
    expect(page).toContain("several messages from you in a short time");
    expect(page).not.toContain("Something went wrong");
  });

  it("on gift card balance checks, after 10 from one address", async () => {
    const from = visitor();
    const balance = await plainForm(`${baseUrl()}/copper-kettle/gift-cards`, "Check balance", from);
    const answers = await postUntilRefused(11, () => balance.post({ code: "ABCD-EFGH-JKMN-PQRS" }));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[10]!.status).toBe(429);
    expect(Number(answers[10]!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await answers[10]!.text()).toContain("Too many tries");
  });
});

describe("TRUST_PROXY", () => {
  it("counts the address the trusted proxy saw, not one the client wrote before it", async () => {
    // The test server trusts one hop: the last X-Forwarded-For entry is the visitor, earlier ones are the client's own claims.
    const real = visitor()["X-Forwarded-For"];
    let n = 0;
    const ask = (spoofed: string, address = real) => fetch(`${baseUrl()}/api/auth/password-link`, { method: "POST", body: form({ email: `spoof${n++}@example.org` }), headers: { "X-Forwarded-For": `${spoofed}, ${address}` }, redirect: "manual" });
    for (let i = 0; i < 5; i++) expect((await ask(`10.9.9.${i}`)).status).toBe(303);
    expect((await ask("10.9.9.99")).status).toBe(429);
    expect((await ask("10.9.9.99", visitor()["X-Forwarded-For"])).status).toBe(303);
  });
});

describe("request bodies are limited per route", () => {
  it("refuses by Content-Length before reading: auth, webhooks, public forms", async () => {
    const huge = 100 * 1024 * 1024;
    for (const path of ["/api/auth/sign-in", "/api/auth/password-link", "/api/payments/webhooks/test", "/clearpath-access/contact", "/login"]) {
      const answer = await rawPost(`${baseUrl()}${path}`, { declaredLength: huge, sendBytes: 256 * 1024, headers: visitor() });
      expect(answer.status, path).toBe(413);
    }
    // A few KB over the sign-in's limit is enough to be refused.
    expect((await rawPost(`${baseUrl()}/api/auth/sign-in`, { declaredLength: 20 * 1024, sendBytes: 20 * 1024 })).status).toBe(413);
  });

  it("stops a chunked body at the limit", async () => {
    const answer = await rawPost(`${baseUrl()}/api/auth/sign-in`, { chunkedBytes: 50 * 1024 * 1024, headers: visitor() });
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(20 * 1024 * 1024);
    const form = await rawPost(`${baseUrl()}/clearpath-access/contact`, { chunkedBytes: 50 * 1024 * 1024, headers: { ...visitor(), "Content-Type": "multipart/form-data; boundary=x" } });
    expect(form.status).toBe(413);
  });

  it("never echoes a value longer than its field allows", async () => {
    const from = visitor();
    const contact = await plainForm(`${baseUrl()}/clearpath-access/contact`, "Send message", from);
    const long = "x".repeat(200_000);
    const answer = await contact.post({ name: long, email: "echo@example.org", topic: "Training", message: "hello" });
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain("Keep your name under 300 characters");
    expect(page).not.toContain("x".repeat(301));
    expect(page.length).toBeLessThan(150_000);
  });
});
