import { describe, expect, it } from "vitest";
import { crossOrigin, malformedStart, postRefusal } from "./action-posts";

function multipart(fields: Record<string, string>): { bytes: Buffer; type: string } {
  // A browser's boundary has capitals, and a boundary is compared with its case.
  const boundary = "----WebKitFormBoundaryAbC";
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { bytes: Buffer.from(`${parts.join("")}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

/** The refusal of a post held whole, by whoever `signedIn` says; the reason, or null when it goes on to Next. */
async function refused(path: string, headers: Record<string, string>, bytes: Buffer, signedIn = true) {
  let asked = false;
  const answer = await postRefusal({ host: "example.test", ...headers }, path, { whole: true, bytes }, async () => ((asked = true), signedIn));
  return answer && { ...answer, asked };
}
const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}, signedIn = true) => {
  const { bytes, type } = multipart(fields);
  return refused(path, { "content-type": type, ...headers }, bytes, signedIn);
};

describe("a post to a page outside the admin", () => {
  it("is a 405 whatever it carries, a forged action call included, and asks for no session", async () => {
    for (const path of ["/", "/clearpath-access", "/clearpath-access/contact", "/login", "/checkout/test/x", "/administrator"]) {
      expect(await form(path, { name: "Ada" }), path).toEqual({ status: 405, reason: "takes-no-posts", asked: false });
      expect(await form(path, { $ACTION_ID_abc: "", name: "Ada" }), path).toEqual({ status: 405, reason: "takes-no-posts", asked: false });
      expect(await refused(path, { "content-type": "text/plain", "next-action": "abc" }, Buffer.from('["x"]')), path).toEqual({
        status: 405,
        reason: "takes-no-posts",
        asked: false,
      });
    }
  });

  it("is a 403 first when it comes from another site's page", async () => {
    expect(await form("/clearpath-access/contact", { name: "Ada" }, { origin: "https://evil.example" })).toMatchObject({ status: 403, reason: "cross-origin" });
  });
});

describe("a post to the admin", () => {
  it("goes on to Next as an action call: a form sent without script, or the page's script's call", async () => {
    expect(await form("/admin/sites/copper-kettle/people", { $ACTION_REF_1: "", role: "editor" }, { origin: "https://example.test" })).toBeNull();
    // An empty form is still a form.
    expect(await form("/admin", {})).toBeNull();
    expect(await refused("/admin/sites/x", { "content-type": "text/plain;charset=UTF-8", "next-action": "abc" }, Buffer.from("[]"))).toBeNull();
  });

  it("is a 401 from someone not signed in, before anything of it is decoded", async () => {
    expect(await form("/admin/sites/copper-kettle/people", { role: "editor" }, {}, false)).toEqual({ status: 401, reason: "signed-out", asked: true });
    expect(await refused("/admin", { "content-type": "text/plain", "next-action": "abc" }, Buffer.from("garbage"), false)).toMatchObject({ status: 401 });
  });

  it("is a 403 from another site's page, even signed in", async () => {
    expect(await form("/admin", {}, { origin: "null" })).toMatchObject({ status: 403, reason: "cross-origin", asked: false });
  });

  it("is a 400 when it is no action call, or its form does not decode", async () => {
    expect(await refused("/admin", { "content-type": "application/x-www-form-urlencoded" }, Buffer.from("role=editor"))).toMatchObject({
      status: 400,
      reason: "not-an-action",
    });
    expect(await refused("/admin", { "content-type": "application/json" }, Buffer.from("{}"))).toMatchObject({ status: 400, reason: "not-an-action" });
    expect(await refused("/admin", { "content-type": "multipart/form-data; boundary=x" }, Buffer.from("--x\r\nbroken"))).toMatchObject({
      status: 400,
      reason: "form-not-decodable",
    });
    const large = await postRefusal(
      { "content-type": "multipart/form-data; boundary=zz" },
      "/admin",
      { whole: false, bytes: Buffer.alloc(64, "x") },
      async () => true,
    );
    expect(large).toEqual({ status: 400, reason: "form-not-decodable" });
  });
});

describe("a body too large to hold whole", () => {
  it("must start as the multipart it says it is", () => {
    const type = { "content-type": "multipart/form-data; boundary=zz" };
    expect(malformedStart(type, Buffer.from('--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n'))).toBeNull();
    expect(malformedStart(type, Buffer.from("\r\n--zz\r\n"))).toBeNull();
    expect(malformedStart(type, Buffer.alloc(4096, "x"))).toBe("form-not-decodable");
    expect(malformedStart({ "content-type": "multipart/form-data" }, Buffer.from("--zz"))).toBe("form-not-decodable");
    expect(malformedStart({ "content-type": "text/plain" }, Buffer.from("anything"))).toBeNull();
  });
});

describe("a post from another site's page", () => {
  it("is told apart by its Origin, as Next tells it, a forwarded host first", () => {
    expect(crossOrigin({ host: "example.test", origin: "https://example.test" })).toBeNull();
    expect(crossOrigin({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" })).toBeNull();
    expect(crossOrigin({ host: "internal:3000", "x-forwarded-host": "kettle.example, proxy", origin: "https://kettle.example" })).toBeNull();
    // No Origin: an old browser or a script, which Next lets through too.
    expect(crossOrigin({ host: "example.test" })).toBeNull();
    expect(crossOrigin({ host: "example.test", origin: "https://evil.example" })).toBe("cross-origin");
    expect(crossOrigin({ host: "internal:3000", "x-forwarded-host": "kettle.example", origin: "http://internal:3000" })).toBe("cross-origin");
    expect(crossOrigin({ host: "example.test", origin: "null" })).toBe("cross-origin");
    expect(crossOrigin({ host: "example.test", origin: "not a url" })).toBe("cross-origin");
    expect(crossOrigin({ origin: "https://example.test" })).toBe("cross-origin");
  });
});
