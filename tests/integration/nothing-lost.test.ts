import { describe, expect, it } from "vitest";
import { adminResult } from "@/modules/admin/action-result";
import { versionOf } from "@/modules/admin/editable";
import { getRevision, listRevisions, ORIGINAL_AUTHOR } from "@/modules/audit/service";
import { previewsRevisions, revisionPreviewKind } from "@/modules/content/editors";
import { eventEditor } from "@/modules/events/admin";
import { getSiteBySlug } from "@/modules/sites/queries";
import { pageEditor, pageForEditing } from "@/modules/pages/admin";
import { getPage } from "@/modules/pages/queries";
import { insertPage } from "@/modules/pages/service";
import { member } from "../helpers/actors";
import { body, createTestSite } from "../helpers/sites";

const page = (title: string) => ({
  path: "about",
  title,
  description: "Who we are and how we work.",
  blocks: [{ type: "richText" as const, props: { doc: body } }],
});

describe("nothing lost when editing", () => {
  it("refuses a save based on an old version, saying what the other person changed; keeping mine saves over theirs", async () => {
    const site = await createTestSite();
    const [first, second] = [await member(site.id, "owner"), await member(site.id, "editor")];
    const row = await insertPage(site.id, page("About us"));
    const opened = versionOf(row)!;
    // The second person saves first.
    const theirs = await pageEditor.save(second, site.slug, row.id, page("About the bakery"), { baseVersion: opened });
    // The first person's save, from the form opened before, is refused, and nothing is written.
    const state = await adminResult(async () => {
      await pageEditor.save(first, site.slug, row.id, page("About our family"), { baseVersion: opened });
      return "saved";
    });
    expect(state.status).toBe("error");
    expect(state.message).toMatch(/Someone else saved this page while you were editing it/);
    expect(state.conflict).toMatchObject({ version: versionOf(theirs), savedBy: second.email, differences: [{ field: "title", theirs: "About the bakery" }] });
    expect((await pageForEditing(first, site.slug, row.id)).working.title).toBe("About the bakery");
    // Keeping mine: the same save based on their version goes through (as the page's draft; visitors still see the published page).
    await pageEditor.save(first, site.slug, row.id, page("About our family"), { baseVersion: state.conflict!.version });
    expect((await pageForEditing(first, site.slug, row.id)).working.title).toBe("About our family");
    expect((await getPage(site.id, "about"))?.title).toBe("About us");
  });

  it("starts a record's history with the version before its first edit, which can be restored", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const row = await insertPage(site.id, page("As the demo wrote it"));
    await pageEditor.save(owner, site.slug, row.id, page("First edit"));
    await pageEditor.save(owner, site.slug, row.id, page("Second edit"));
    const history = await pageEditor.revisions(owner, site.slug, row.id);
    expect(history.map((r) => r.authorEmail)).toEqual([owner.email, owner.email, ORIGINAL_AUTHOR]);
    expect(await listRevisions(site.id, "page", row.id)).toHaveLength(3);
    await pageEditor.restoreRevision(owner, site.slug, row.id, history[2]!.id);
    expect((await getPage(site.id, "about"))?.title).toBe("As the demo wrote it");
  });

  it("says what restoring a version would change, field by field and block by block, only to the site's own people", async () => {
    const site = await createTestSite();
    const owner = await member(site.id, "owner");
    const row = await insertPage(site.id, page("As the demo wrote it"));
    await pageEditor.save(owner, site.slug, row.id, {
      ...page("With a notice"),
      blocks: [...page("").blocks, { type: "notice" as const, props: { tone: "info", heading: "Closed Monday", body: "For the holiday." } }],
    });
    const [, original] = await pageEditor.revisions(owner, site.slug, row.id);
    expect(await pageEditor.changesOf(owner, site.slug, row.id, original!.id)).toEqual([
      { field: "Title", then: "As the demo wrote it", now: "With a notice" },
      { field: "Block 2 (Notice)", then: null, now: expect.stringContaining("Closed Monday") },
    ]);
    const stranger = await member((await createTestSite()).id, "owner");
    await expect(pageEditor.changesOf(stranger, site.slug, row.id, original!.id)).rejects.toMatchObject({ code: expect.stringMatching(/not_found|forbidden/) });
  });

  it("draws an event's saved version through its kind's live preview, as the history's preview does", async () => {
    const { slug } = await createTestSite();
    const site = (await getSiteBySlug(slug))!;
    const owner = await member(site.id, "owner");
    const input = {
      slug: "bake-off",
      title: "Bake-off",
      summary: "An evening of bread.",
      body,
      startsAt: "2030-05-01T22:00:00Z",
      endsAt: "2030-05-02T00:00:00Z",
      location: "Main Hall",
    };
    const event = await eventEditor.create(owner, slug, input);
    await eventEditor.save(owner, slug, event.id, { ...input, title: "Bake-off night" });
    const [, first] = await eventEditor.revisions(owner, slug, event.id);
    expect(await eventEditor.changesOf(owner, slug, event.id, first!.id)).toEqual([{ field: "Title", then: "Bake-off", now: "Bake-off night" }]);
    expect(previewsRevisions("event")).toBe(true);
    const kind = revisionPreviewKind("event")!;
    const data = await getRevision(site.id, "event", event.id, first!.id);
    const drawn = await kind.livePreview!(site, data as Record<string, unknown>);
    expect(drawn.path).toMatch(/bake-off$/);
    expect(JSON.stringify(drawn.item)).toContain("Bake-off");
  });
});
