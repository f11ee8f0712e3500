import { describe, expect, it } from "vitest";
import { baseUrl } from "../helpers/browser";

/** Each site's identity as files: its own favicon and touch icon, and a share image per page in its colours. */
const get = (path: string) => fetch(baseUrl() + path);
const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/&amp;/g, "&");
/** A PNG's width and height, from its header. */
const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

describe("a site's identity", () => {
  it("links the site's own favicon and touch icon, and a share image for each page", async () => {
    const home = await (await get("/ironpetal-tattoo")).text();
    expect(attribute(home, /<link rel="icon" href="([^"]+)"/)).toBe("/ironpetal-tattoo/favicon.svg");
    expect(attribute(home, /<link rel="apple-touch-icon" href="([^"]+)"/)).toBe("/ironpetal-tattoo/touch-icon.png");
    const image = attribute(home, /<meta property="og:image" content="([^"]+)"/)!;
    expect(attribute(home, /<meta name="twitter:image" content="([^"]+)"/)).toBe(image);
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    // The drawn picture shows the page's title over the site's name, and says so to those who cannot see it.
    const title = attribute(home, /<title>([^<]+)<\/title>/)!;
    expect(attribute(home, /<meta property="og:image:alt" content="([^"]+)"/)).toBe(`${title}, Iron Petal Tattoo`);
    expect(attribute(home, /<meta name="twitter:image:alt" content="([^"]+)"/)).toBe(`${title}, Iron Petal Tattoo`);

    const favicon = await get("/ironpetal-tattoo/favicon.svg");
    expect(favicon.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await favicon.text();
    expect(svg).toMatch(/^<svg /);
    expect(await (await get("/drycore-basements/favicon.svg")).text()).not.toBe(svg);

    const touch = Buffer.from(await (await get("/ironpetal-tattoo/touch-icon.png")).arrayBuffer());
    expect(pngSize(touch)).toEqual([180, 180]);

    const share = await fetch(image);
    expect(share.status).toBe(200);
    expect(share.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await share.arrayBuffer());
    expect(pngSize(bytes)).toEqual([1200, 630]);

    // Another page has its own image; a page the site lacks has none.
    const events = await (await get("/ironpetal-tattoo/events")).text();
    const eventsImage = attribute(events, /<meta property="og:image" content="([^"]+)"/)!;
    expect(eventsImage).not.toBe(image);
    const other = Buffer.from(await (await fetch(eventsImage)).arrayBuffer());
    expect(other.equals(bytes)).toBe(false);
    expect((await get("/ironpetal-tattoo/share.png?page=no-such-page")).status).toBe(404);
    expect((await get("/no-such-site/favicon.svg")).status).toBe(404);
  });
});
