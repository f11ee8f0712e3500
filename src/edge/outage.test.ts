import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { postedFields, refillForm } from "./outage";
import { bodyTimeLimitMs } from "@/server/timeouts";

const page = `<main><form action="" id="f"><input type="hidden" name="_rendered" value="tok"/><input id="f-name" name="name" type="text" value=""/>
<input name="email" type="email"/><textarea name="message" rows="5"></textarea><select name="size"><option value="s" selected="">S</option><option value="m">M</option></select>
<input type="checkbox" name="extras" value="milk"/><input type="checkbox" name="extras" value="sugar" checked=""/><button type="submit">Send</button></form></main>`;

describe("refillForm", () => {
  it("puts back everything typed, escaped, leaves hidden fields alone and adds a notice to the form", () => {
    const posted = new Map([
      ["_rendered", ["forged"]],
      ["name", ['Ann "A" <Lee>']],
      ["email", ["ann@example.com"]],
      ["message", ["Two lines\n& more </textarea>"]],
      ["size", ["m"]],
      ["extras", ["milk"]],
    ]);
    const html = refillForm(page, posted);
    expect(html).toContain('name="_rendered" value="tok"');
    expect(html).toContain('value="Ann &quot;A&quot; &lt;Lee&gt;"');
    expect(html).toContain('name="email" type="email" value="ann@example.com"');
    expect(html).toContain("Two lines\n&amp; more &lt;/textarea&gt;</textarea>");
    expect(html).toMatch(/<option value="m" selected="">/);
    expect(html).not.toMatch(/<option value="s" selected/);
    expect(html).toMatch(/value="milk" checked=""/);
    expect(html).not.toMatch(/value="sugar" checked/);
    expect(html.indexOf('role="alert"')).toBeGreaterThan(html.indexOf('<form action="" id="f">'));
    expect(html.indexOf('role="alert"')).toBeLessThan(html.indexOf("_rendered"));
  });
});

describe("postedFields", () => {
  const url = new URL("http://localhost/api/sites/copper-kettle/forms/contact");
  const post = (body: string) =>
    Object.assign(Readable.from([Buffer.from(body)]), { headers: { "content-type": "application/x-www-form-urlencoded" } }) as unknown as IncomingMessage;

  it("reads a post nothing has read yet (the database lost before it reached its route)", async () => {
    const fields = await postedFields(post("name=Ann&message=Hello+there"), url, null);
    expect(fields?.get("message")).toEqual(["Hello there"]);
  });

  it("gives nothing for a post another reader has read, rather than waiting on it", async () => {
    const req = post("name=Ann");
    for await (const chunk of req) void chunk;
    expect(await postedFields(req, url, null)).toBeNull();
  });
});

describe("bodyTimeLimitMs", () => {
  it("grows with the size cap", () => {
    expect(bodyTimeLimitMs(0)).toBe(10_000);
    expect(bodyTimeLimitMs(256 * 1024)).toBe(12_000);
    expect(bodyTimeLimitMs(16 * 2 ** 20)).toBe(138_000);
    // No route takes more than 80 MB.
    expect(bodyTimeLimitMs(500 * 2 ** 20)).toBe(bodyTimeLimitMs(80 * 2 ** 20));
  });
});
