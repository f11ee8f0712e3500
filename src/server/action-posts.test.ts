import { describe, expect, it } from "vitest";
import { crossOrigin, malformedAction, malformedStart, parametersOf } from "./action-posts";

const source = `
export async function submitFormAction(siteSlug: string, formKey: string, pagePath: string, _previous: FormState, formData: FormData): Promise<FormState> {}
export async function checkoutAction(siteSlug: string, choice: Record<string, string>, _previous: FormState, formData: FormData) {}
export async function confirmAction(key: string, hash: string, list: string): Promise<void> {}
export async function answerAction(siteSlug: string, accept: boolean, _previous: AdminActionState, _formData: FormData) {}
`;
const shapes: Record<string, ReturnType<typeof parametersOf>> = {
  submit: parametersOf(source, "submitFormAction"),
  confirm: parametersOf(source, "confirmAction"),
  answer: parametersOf(source, "answerAction"),
};
const shapeOf = (id: string) => shapes[id] ?? null;

function multipart(fields: Record<string, string>): { body: Buffer; type: string } {
  // A browser's boundary has capitals, and a boundary is compared with its case.
  const boundary = "----WebKitFormBoundaryAbC";
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}
const plain = (fields: Record<string, string>) => {
  const { body, type } = multipart(fields);
  return malformedAction({ "content-type": type }, body, shapeOf);
};
const script = (id: string, fields: Record<string, string>) => {
  const { body, type } = multipart(fields);
  return malformedAction({ "content-type": type, "next-action": id }, body, shapeOf);
};

describe("an action's parameters from its source", () => {
  it("reads each parameter's kind, generic types and all", () => {
    expect(shapes.submit).toEqual(["string", "string", "string", "value", "form"]);
    expect(parametersOf(source, "checkoutAction")).toEqual(["string", "value", "value", "form"]);
    expect(shapes.answer).toEqual(["string", "boolean", "value", "form"]);
    expect(parametersOf(source, "missingAction")).toBeNull();
  });
});

describe("posts that are no action our pages send", () => {
  it("lets through what a page without script posts", async () => {
    const bound = JSON.stringify(["clearpath-access", "contact", "contact", { status: "idle" }]);
    expect(
      await plain({ $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id: "submit", bound: "$@1" }), "$ACTION_1:1": bound, $ACTION_KEY: "k", name: "Ada" }),
    ).toBeNull();
    // A form action declared without the form's data is given it all the same.
    expect(
      await plain({ $ACTION_REF_2: "", "$ACTION_2:0": JSON.stringify({ id: "confirm", bound: "$@1" }), "$ACTION_2:1": JSON.stringify(["k", "h", "news"]) }),
    ).toBeNull();
  });

  it("lets through what a page's script sends", async () => {
    expect(await script("answer", { "0": JSON.stringify(["copper-kettle", true, { status: "idle" }, "$K1"]), "1_x": "y" })).toBeNull();
    expect(await script("unknown", { "0": JSON.stringify(["anything", 1]) })).toBeNull();
    // A form with nothing in it but its button.
    expect(await script("answer", { "0": JSON.stringify(["copper-kettle", false, { status: "idle" }, "$K1"]) })).toBeNull();
  });

  it("refuses a post that is no action, and encodings that do not decode", async () => {
    expect(await plain({ name: "Ada" })).toBe("not-an-action");
    expect(await malformedAction({ "content-type": "application/x-www-form-urlencoded" }, Buffer.from("$ACTION_ID_submit=&name=Ada"), shapeOf)).toBe(
      "not-an-action",
    );
    expect(await malformedAction({ "content-type": "application/json" }, Buffer.from("{}"), shapeOf)).toBe("not-an-action");
    expect(await malformedAction({ "content-type": "multipart/form-data; boundary=x" }, Buffer.from("--x\r\nbroken"), shapeOf)).toBe("form-not-decodable");
    expect(await plain({ $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id: "submit", bound: "$@1" }), "$ACTION_1:1": "not json" })).toBe(
      "bound-arguments-not-json",
    );
    expect(await plain({ $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id: "submit", bound: "$@1" }) })).toBe("bound-arguments-missing");
    expect(await malformedAction({ "content-type": "text/plain", "next-action": "submit" }, Buffer.from("garbage"), shapeOf)).toBe("arguments-not-json");
    expect(await script("submit", { x: "1" })).toBe("arguments-not-decodable");
    expect(await script("unknown", { "0": JSON.stringify(["$1"]) })).toBe("argument-part-missing");
  });

  it("refuses arguments the action does not take: another count, another type, no form data last", async () => {
    expect(await plain({ [`$ACTION_ID_submit`]: "" })).toBe("argument-count");
    expect(await plain({ $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id: "submit", bound: null }) })).toBe("argument-count");
    expect(
      await plain({ $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id: "submit", bound: "$@1" }), "$ACTION_1:1": JSON.stringify([1, 2, 3, {}]) }),
    ).toBe("argument-type");
    expect(await malformedAction({ "content-type": "text/plain", "next-action": "submit" }, Buffer.from(JSON.stringify(["x"])), shapeOf)).toBe(
      "argument-count",
    );
    expect(await malformedAction({ "content-type": "text/plain", "next-action": "answer" }, Buffer.from(JSON.stringify(["x", true, {}, {}])), shapeOf)).toBe(
      "form-data-missing",
    );
    expect(await script("answer", { "0": JSON.stringify(["copper-kettle", "yes", {}, "$K1"]), "1_x": "y" })).toBe("argument-type");
    expect(await script("answer", { "0": JSON.stringify(["$undefined", true, {}, "$K1"]), "1_x": "y" })).toBe("argument-type");
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
