import { describe, expect, it } from "vitest";
import { adminResult } from "@/modules/admin/action-result";
import { versionOf } from "@/modules/admin/editable";
import { listRevisions, ORIGINAL_AUTHOR } from "@/modules/audit/service";
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
});
