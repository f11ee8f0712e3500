import { describe, expect, it } from "vitest";
import { withoutScripts } from "./page-scripts";

const page = (body: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" nonce="n0nce_-1"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js" nonce="n0nce_-1"/>',
    '<script src="/_next/static/chunks/b.js" async="" nonce="n0nce_-1"></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    "<title>Fence permits</title></head><body>",
    body,
    '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
    '<script id="_R_">(globalThis["TURBOPACK"] || []).push({})</script>',
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"</p>"])</script>',
    "</body></html>",
  ].join("");

describe("a page without scripts", () => {
  it("loses Next's scripts, their preloads and the render's nonce, and keeps its content, styles and structured data", () => {
    const html = withoutScripts(page("<main><h1>Fence permits</h1><!--$--><p>Apply online.</p><!--/$--></main>"))!;
    expect(html).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(html).not.toContain('as="script"');
    expect(html).not.toContain("__next_f");
    expect(html).not.toContain("nonce=");
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>');
    expect(html).toContain("<main><h1>Fence permits</h1><!--$--><p>Apply online.</p><!--/$--></main>");
    expect(html).toMatch(/<\/body><\/html>$/);
  });

  it("keeps every script when something on the page needs them", () => {
    const html = page('<main><form><template data-needs-scripts=""></template></form></main>');
    expect(withoutScripts(html)).toBeNull();
  });

  it("keeps every script of a page Next rendered with an island, which its scripts hydrate with the rest", () => {
    const html = page('<main><div data-island="form-view" data-props="{}" style="display:contents"><form></form></div></main>');
    expect(withoutScripts(html)).toBeNull();
  });

  it("keeps every script when React left a boundary for a script to fill in", () => {
    expect(withoutScripts(page('<main><!--$?--><template id="B:0"></template><p>Loading</p><!--/$--></main>'))).toBeNull();
    expect(withoutScripts(page("<main><!--$!--><p>Loading</p><!--/$--></main>"))).toBeNull();
  });

  it("keeps every script in the empty shell Next leaves for the browser to render a not-found page into", () => {
    const shell = page('<div hidden=""><!--$--><!--/$--></div>').replace('<html lang="en">', '<html id="__next_error__">');
    expect(withoutScripts(shell)).toBeNull();
  });
});
