import { describe, expect, it } from "vitest";
import { COLLECTION_KINDS } from "@/modules/content/collections";
import { resolveRoute, type SiteIndex } from "./resolver";

const index = ({
  regions = ["rochester", "finger-lakes"],
  organizations = ["bdtc", "phelps-forward"],
  ...overrides
}: Partial<SiteIndex> & { regions?: string[]; organizations?: string[] } = {}): SiteIndex => ({
  pagePaths: new Set(["", "about", "blog", "careers", "services", "services/drainage", "departments/code-enforcement/permits/fence", "rochester"]),
  mounts: { posts: "blog", jobs: "careers", team: "team", news: "news" },
  rooted: { "service-areas": new Set(regions), organizations: new Set(organizations) },
  ...overrides,
});
const r = (path: string, i = index()) => resolveRoute(i, path ? path.split("/") : [], COLLECTION_KINDS);
/** A collection's route, as the resolver hands it on. */
const c = (collection: string, route: object) => ({ kind: "collection", collection, route });

describe("resolveRoute", () => {
  it("serves the site root as its home page", () => {
    expect(r("")).toEqual({ kind: "page", path: "" });
    expect(r("", index({ pagePaths: new Set() }))).toEqual({ kind: "notFound" });
  });

  it("serves pages at any depth, before anything else", () => {
    expect(r("about")).toEqual({ kind: "page", path: "about" });
    expect(r("services/drainage")).toEqual({ kind: "page", path: "services/drainage" });
    expect(r("departments/code-enforcement/permits/fence")).toEqual({ kind: "page", path: "departments/code-enforcement/permits/fence" });
    // The region's own page is a page; its cities are service-area routes.
    expect(r("rochester")).toEqual({ kind: "page", path: "rochester" });
    // A page that shadows a collection path wins (step 2 before step 3).
    expect(r("blog/hello", index({ pagePaths: new Set(["blog/hello"]) }))).toEqual({ kind: "page", path: "blog/hello" });
  });

  it("serves collections where the site mounts them", () => {
    expect(r("blog/winter-tips")).toEqual(c("posts", { kind: "post", slug: "winter-tips" }));
    expect(r("blog/category/wcag")).toEqual(c("posts", { kind: "postCategory", category: "wcag" }));
    expect(r("blog/drafts")).toEqual(c("posts", { kind: "drafts" }));
    expect(r("blog/drafts/upcoming")).toEqual(c("posts", { kind: "draft", slug: "upcoming" }));
    expect(r("careers/hvac-technician")).toEqual(c("jobs", { kind: "job", slug: "hvac-technician" }));
    expect(r("team/jane-doe")).toEqual(c("team", { kind: "teamMember", slug: "jane-doe" }));
    expect(r("news/paving-schedule")).toEqual(c("news", { kind: "newsItem", slug: "paving-schedule" }));
    expect(r("blog/a/b/c")).toEqual({ kind: "notFound" });
  });

  it("mounts the same collection at a different base per site, including several segments deep", () => {
    const other = index({ mounts: { jobs: "job-opportunities", events: "about/events" }, pagePaths: new Set([""]) });
    expect(r("job-opportunities/field-technician", other)).toEqual(c("jobs", { kind: "job", slug: "field-technician" }));
    expect(r("careers/field-technician", other)).toEqual({ kind: "notFound" });
    expect(r("about/events/open-house", other)).toEqual(c("events", { kind: "event", slug: "open-house" }));
  });

  it("serves {region}/{city} only for the site's regions", () => {
    expect(r("finger-lakes/geneva")).toEqual(c("service-areas", { kind: "city", region: "finger-lakes", city: "geneva" }));
    expect(r("rochester/pittsford")).toEqual(c("service-areas", { kind: "city", region: "rochester", city: "pittsford" }));
    expect(r("buffalo/amherst")).toEqual({ kind: "notFound" });
    expect(r("finger-lakes/geneva/extra")).toEqual({ kind: "notFound" });
  });

  it("serves organizations' pages, events and news", () => {
    expect(r("bdtc")).toEqual(c("organizations", { kind: "organizationPage", organization: "bdtc", path: "" }));
    expect(r("bdtc/phelps-business-alliance")).toEqual(
      c("organizations", { kind: "organizationPage", organization: "bdtc", path: "phelps-business-alliance" }),
    );
    expect(r("bdtc/events")).toEqual(c("organizations", { kind: "organizationEvents", organization: "bdtc" }));
    expect(r("bdtc/events/mixer")).toEqual(c("organizations", { kind: "organizationEvent", organization: "bdtc", slug: "mixer" }));
    expect(r("phelps-forward/news")).toEqual(c("organizations", { kind: "organizationNews", organization: "phelps-forward" }));
    expect(r("phelps-forward/news/grant-awarded")).toEqual(
      c("organizations", { kind: "organizationNewsItem", organization: "phelps-forward", slug: "grant-awarded" }),
    );
    expect(r("unknown-org/events")).toEqual({ kind: "notFound" });
  });

  it("resolves collections before service areas before organizations", () => {
    const clash = index({ mounts: { posts: "news" }, regions: ["news"], organizations: ["news"], pagePaths: new Set() });
    expect(r("news/item", clash)).toEqual(c("posts", { kind: "post", slug: "item" }));
    const regionOverOrg = index({ mounts: {}, regions: ["bdtc"], organizations: ["bdtc"], pagePaths: new Set() });
    expect(r("bdtc/events", regionOverOrg)).toEqual(c("service-areas", { kind: "city", region: "bdtc", city: "events" }));
  });

  it("finds nothing for malformed segments", () => {
    for (const path of ["About", "about/", "../etc", "a b", "blog/%2e%2e", "dots.html"]) {
      expect(resolveRoute(index(), path.split("/"), COLLECTION_KINDS), path).toEqual({ kind: "notFound" });
    }
  });
});
