import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { islandsIn } from "./assets";
import { island } from "./island";

function Greeting({ name }: { name: string; note?: string }) {
  return <p>Hello {name}</p>;
}
const Island = island("form-view", Greeting);

describe("an island on the server", () => {
  it("is its component inside an element that names it and carries its props, escaped, as JSON", () => {
    const hostile = `"></div><script>alert(1)</script>&amp;`;
    const html = renderToStaticMarkup(<Island name={hostile} />);
    expect(html).toMatch(/^<div data-island="form-view" data-props="[^"<>]*" style="display:contents"><p>Hello /);
    expect(html).not.toContain("<script>");
    const attribute = /data-props="([^"]*)"/.exec(html)![1]!;
    const decoded = attribute.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
    expect(JSON.parse(decoded)).toEqual({ name: hostile });
    expect(islandsIn(html)).toEqual(new Set(["form-view"]));
  });

  it("hands the client entry the component itself", () => {
    expect(Island.Component).toBe(Greeting);
  });
});
