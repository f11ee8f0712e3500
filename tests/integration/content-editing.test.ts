import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { SITE_TIME_ZONE } from "@/lib/time";
import { formValues, recordInput } from "@/modules/collections/admin";
import { collections } from "@/modules/content/collections";
import { md } from "@/lib/rich-text/markdown";
import { adminResult } from "@/modules/admin/action-result";
import type { Editor } from "@/modules/admin/editable";
import { restoreFromTrash } from "@/modules/content/trash";
import { listTrash, ORIGINAL_AUTHOR } from "@/modules/audit/service";
import type { Actor } from "@/modules/auth/access";
import { eventEditor, listEventsForEditing } from "@/modules/events/admin";
import { getEvent } from "@/modules/events/queries";
import { eventService } from "@/modules/events/service";
import { insertPage } from "@/modules/pages/service";
import { formEditor, listFormsForEditing } from "@/modules/forms/admin";
import { getForm } from "@/modules/forms/queries";
import type { FormDefinitionInput } from "@/modules/forms/schema";
import { saveForm } from "@/modules/forms/service";
import { jobEditor } from "@/modules/jobs/admin";
import { jobService } from "@/modules/jobs/service";
import { newsService } from "@/modules/news/service";
import { teamService } from "@/modules/team/service";
import { getJob } from "@/modules/jobs/queries";
import { newsEditor } from "@/modules/news/admin";
import { getNewsItem } from "@/modules/news/queries";
import { organizationEditor } from "@/modules/organizations/admin";
import { getOrganization } from "@/modules/organizations/queries";
import { searchSite } from "@/modules/search/queries";
import { cityEditor, listCitiesForEditing, regionEditor } from "@/modules/service-areas/admin";
import { getCityPage, listRegions } from "@/modules/service-areas/queries";
import { saveRegion } from "@/modules/service-areas/service";
import { navigationEditor } from "@/modules/sites/navigation";
import { getSiteBySlug, type SiteId } from "@/modules/sites/queries";
import { teamEditor } from "@/modules/team/admin";
import { unitEditor } from "@/modules/rentals/admin";
import { getUnit } from "@/modules/rentals/queries";
import { getTeamMember } from "@/modules/team/queries";
import { failure, member } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

const tag = () => randomBytes(4).toString("hex");
/** A word no other content has, letters only, so search finds exactly the record that holds it. */
const word = () => `zq${tag().replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;
const body = md`
A short paragraph.
`;

const codeOf = async (promise: Promise<unknown>) => (await failure(promise)).code;

async function conflictField(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await failure(promise);
  expect(error.code).toBe("conflict");
  return error.field;
}

let site: { id: SiteId; slug: string };
let other: { id: SiteId; slug: string };
let owner: Actor;
let editor: Actor;
let outsider: Actor;
let region: { id: string; slug: string };

beforeAll(async () => {
  site = await createTestSite({ mounts: { posts: "blog", jobs: "careers", team: "team", news: "news", events: "events", units: "units" } });
  other = await createTestSite();
  owner = await member(site.id, "owner");
  editor = await member(site.id, "editor");
  outsider = await member(other.id, "owner");
  const slug = `monroe-${tag()}`;
  region = { id: await saveRegion(site.id, { slug, name: "Monroe County" }), slug };
});

/** One kind of content as the tests drive it: its editor, an input with a slug and a title, and where visitors read the title. */
interface Kind {
  name: string;
  // The kinds have different rows and inputs; each case builds its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  editor: Editor<any, any>;
  input(slug: string, title: string): Record<string, unknown>;
  shown(slug: string): Promise<string | null | undefined>;
  searchable: boolean;
  /** For a kind with drafts: an editor's save is a draft until this puts it live. */
  publish?(id: string): Promise<unknown>;
}

const KINDS: Kind[] = [
  {
    name: "event",
    editor: eventEditor,
    input: (slug, title) => ({
      slug,
      title,
      summary: "An evening of bread.",
      body,
      startsAt: "2030-05-01T22:00:00Z",
      endsAt: "2030-05-02T00:00:00Z",
      location: "Main Hall",
    }),
    shown: async (slug) => (await getEvent(site.id, slug))?.title,
    searchable: true,
    publish: (id) => eventService.publish(site.id, id),
  },
  {
    name: "news item",
    editor: newsEditor,
    input: (slug, title) => ({ slug, title, summary: "We have news.", body, publishedAt: "2024-03-01T12:00:00Z" }),
    shown: async (slug) => (await getNewsItem(site.id, slug))?.title,
    searchable: true,
    publish: (id) => newsService.publish(site.id, id),
  },
  {
    name: "job posting",
    editor: jobEditor,
    input: (slug, title) => ({
      slug,
      title,
      summary: "Bake with us.",
      body,
      employmentType: "FULL_TIME",
      locality: "Rochester",
      region: "NY",
      datePosted: "2024-03-01T12:00:00Z",
      validThrough: "2099-01-01T00:00:00Z",
    }),
    shown: async (slug) => (await getJob(site.id, slug))?.title,
    searchable: true,
    publish: (id) => jobService.publish(site.id, id),
  },
  {
    name: "team member",
    editor: teamEditor,
    input: (slug, title) => ({ slug, name: title, role: "Head baker", bio: body }),
    shown: async (slug) => (await getTeamMember(site.id, slug))?.name,
    searchable: true,
    publish: (id) => teamService.publish(site.id, id),
  },
  {
    name: "rental unit",
    editor: unitEditor,
    input: (slug, title) => ({
      slug,
      title,
      neighborhood: "Park Avenue",
      summary: "A sunny one-bedroom.",
      description: body,
      rentCents: 129_500,
      bedrooms: 1,
      bathrooms: 1.5,
      squareFeet: 690,
      availableFrom: "2030-01-01",
      features: ["Heat included"],
    }),
    shown: async (slug) => (await getUnit(site.id, slug))?.title,
    searchable: true,
  },
  {
    name: "organization",
    editor: organizationEditor,
    input: (slug, title) => ({ slug, name: title, summary: "A club of bakers." }),
    shown: async (slug) => (await getOrganization(site.id, slug))?.name,
    searchable: false,
  },
  {
    name: "service region",
    editor: regionEditor,
    input: (slug, title) => ({ slug, name: title }),
    shown: async (slug) => (await listRegions(site.id)).find((r) => r.slug === slug)?.name,
    searchable: false,
  },
  {
    name: "city page",
    editor: cityEditor,
    input: (slug, title) => ({
      slug,
      name: "Pittsford",
      title,
      description: "Drain cleaning in Pittsford.",
      blocks: [{ type: "richText", props: { doc: body } }],
      regionId: region.id,
    }),
    shown: async (slug) => (await getCityPage(site.id, region.slug, slug))?.title,
    searchable: true,
  },
];

const titlesFound = async (query: string) => (await searchSite(site.id, query)).map((hit) => hit.title);

describe.each(KINDS)("editing a $name", (kind) => {
  it("creates, saves, restores an earlier version, moves it to the trash and brings it back with its id; the site and search follow each step", async () => {
    const slug = `item-${tag()}`;
    const oldWord = word();
    const newWord = word();
    const created = await kind.editor.create(editor, site.slug, kind.input(slug, `Old ${oldWord}`));
    await kind.editor.save(editor, site.slug, created.id, kind.input(slug, `New ${newWord}`));
    await kind.publish?.(created.id);
    expect(await kind.shown(slug)).toBe(`New ${newWord}`);
    if (kind.searchable) {
      expect(await titlesFound(newWord)).toEqual([`New ${newWord}`]);
      expect(await titlesFound(oldWord)).toEqual([]);
    }

    const revisions = await kind.editor.revisions(editor, site.slug, created.id);
    expect(revisions).toHaveLength(2);
    await kind.editor.restoreRevision(editor, site.slug, created.id, revisions[1]!.id);
    await kind.publish?.(created.id);
    expect(await kind.shown(slug)).toBe(`Old ${oldWord}`);
    expect(await kind.editor.revisions(editor, site.slug, created.id)).toHaveLength(3);

    await kind.editor.remove(editor, site.slug, created.id);
    expect(await kind.shown(slug)).toBeUndefined();
    if (kind.searchable) expect(await titlesFound(oldWord)).toEqual([]);
    expect(await codeOf(kind.editor.get(editor, site.slug, created.id))).toBe("not_found");

    const item = (await listTrash(site.id)).find((t) => t.entityId === created.id)!;
    expect(item.entity).toBe(kind.editor.kind.entity);
    expect(await codeOf(restoreFromTrash(editor, site.slug, item.id))).toBe("forbidden");
    await restoreFromTrash(owner, site.slug, item.id);
    expect(await kind.shown(slug)).toBe(`Old ${oldWord}`);
    expect((await kind.editor.get(owner, site.slug, created.id)).row.id).toBe(created.id);
    if (kind.searchable) expect(await titlesFound(oldWord)).toEqual([`Old ${oldWord}`]);
  });

  it("refuses a slug another record has, beside the slug field, and bad input beside its field", async () => {
    const taken = `taken-${tag()}`;
    await kind.editor.create(editor, site.slug, kind.input(taken, "First"));
    const second = await kind.editor.create(editor, site.slug, kind.input(`free-${tag()}`, "Second"));
    expect(await conflictField(kind.editor.create(editor, site.slug, kind.input(taken, "Again")))).toBe("slug");
    expect(await conflictField(kind.editor.save(editor, site.slug, second.id, kind.input(taken, "Second")))).toBe("slug");
    const state = await adminResult(async () => {
      await kind.editor.save(editor, site.slug, second.id, { ...kind.input("Not A Slug!", "Second") });
      return "saved";
    });
    expect(state.status).toBe("error");
    expect(state.fieldErrors?.slug).toBeTruthy();
  });

  it("is not found for another site's owner, by this site or their own; unauthorized when signed out; not found for a malformed id", async () => {
    const record = await kind.editor.create(owner, site.slug, kind.input(`mine-${tag()}`, "Mine"));
    for (const slug of [site.slug, other.slug]) {
      expect(await codeOf(kind.editor.get(outsider, slug, record.id))).toBe("not_found");
      expect(await codeOf(kind.editor.save(outsider, slug, record.id, kind.input(`x-${tag()}`, "Taken over")))).toBe("not_found");
      expect(await codeOf(kind.editor.remove(outsider, slug, record.id))).toBe("not_found");
      expect(await codeOf(kind.editor.revisions(outsider, slug, record.id))).toBe("not_found");
    }
    expect(await codeOf(kind.editor.create(outsider, site.slug, kind.input(`x-${tag()}`, "Planted")))).toBe("not_found");
    expect(await codeOf(kind.editor.get(null, site.slug, record.id))).toBe("unauthorized");
    expect(await codeOf(kind.editor.save(null, site.slug, record.id, kind.input(`x-${tag()}`, "Anon")))).toBe("unauthorized");
    for (const id of ["not-a-uuid", "'; drop table sites; --", "00000000-0000-0000-0000-000000000000"]) {
      expect(await codeOf(kind.editor.get(editor, site.slug, id))).toBe("not_found");
      expect(await codeOf(kind.editor.remove(editor, site.slug, id))).toBe("not_found");
    }
    expect(await codeOf(kind.editor.restoreRevision(editor, site.slug, record.id, "not-a-uuid"))).toBe("not_found");
    expect((await kind.editor.get(owner, site.slug, record.id)).row).toMatchObject({ id: record.id });
  });
});

describe("the Content section's forms", () => {
  it.each(collections.admin.map((c) => [c.key, c] as const))(
    "%s: a record shown in its form and saved as it is stays the same; a blank one names its empty fields",
    async (_key, collection) => {
      const kind = KINDS.find((k) => k.editor.kind.entity === collection.entity)!;
      const created = await collection.create(editor, site.slug, kind.input(`form-${tag()}`, "As shown"));
      const before = await collection.open(editor, site.slug, created.id);
      const posted = JSON.parse(JSON.stringify(formValues(collection, SITE_TIME_ZONE, before.values))) as Record<string, unknown>;
      await collection.save(editor, site.slug, created.id, recordInput(collection, posted, SITE_TIME_ZONE));
      expect((await collection.open(editor, site.slug, created.id)).values).toEqual(before.values);

      const blank = JSON.parse(JSON.stringify(formValues(collection, SITE_TIME_ZONE))) as Record<string, unknown>;
      const state = await adminResult(async () => {
        await collection.create(editor, site.slug, recordInput(collection, blank, SITE_TIME_ZONE));
        return "created";
      });
      expect(state.status).toBe("error");
      expect(Object.keys(state.fieldErrors ?? {})).toContain("slug");
    },
  );
});

describe("what the collections' own rules keep safe", () => {
  it("refuses to delete an organization that has events, and a new slug moves its events and pages to the new address in search", async () => {
    const slug = `club-${tag()}`;
    const org = await organizationEditor.create(editor, site.slug, { slug, name: "Baking club", summary: "We bake." });
    const eventWord = word();
    await eventService.save(
      site.id,
      {
        slug: "bake-off",
        title: `Bake-off ${eventWord}`,
        summary: "Who bakes best?",
        body,
        startsAt: "2030-06-01T16:00:00Z",
        endsAt: "2030-06-01T18:00:00Z",
        location: "Hall",
      },
      org.id,
    );
    await insertPage(site.id, { path: "join", title: `Join ${eventWord}`, description: "How to join.", blocks: [] }, { organizationId: org.id });
    expect((await searchSite(site.id, eventWord)).map((h) => h.path).sort()).toEqual([`${slug}/events/bake-off`, `${slug}/join`]);
    await organizationEditor.save(editor, site.slug, org.id, { slug: `${slug}-renamed`, name: "Baking club", summary: "We bake." });
    expect((await searchSite(site.id, eventWord)).map((h) => h.path).sort()).toEqual([`${slug}-renamed/events/bake-off`, `${slug}-renamed/join`]);
    expect(await codeOf(organizationEditor.remove(editor, site.slug, org.id))).toBe("conflict");
    expect(await getOrganization(site.id, `${slug}-renamed`)).not.toBeNull();
  });

  it("keeps an organization's event with its organization through a save and the trash", async () => {
    const org = await organizationEditor.create(editor, site.slug, { slug: `guild-${tag()}`, name: "Guild", summary: "A guild." });
    await eventService.save(
      site.id,
      { slug: "meeting", title: "Meeting", summary: "Monthly.", body, startsAt: "2030-06-01T16:00:00Z", endsAt: "2030-06-01T18:00:00Z", location: "Hall" },
      org.id,
    );
    expect((await getEvent(site.id, "meeting", org.id))?.organization).toBe(org.slug);
    const { id } = (await listEventsForEditing(editor, site.slug)).find((e) => e.address === `/${site.slug}/${org.slug}/events/meeting`)!;
    await eventEditor.save(editor, site.slug, id, {
      ...eventEditor.kind.toInput((await eventEditor.get(editor, site.slug, id)).row),
      title: "Monthly meeting",
      organizationId: null,
    });
    await eventService.publish(site.id, id);
    expect((await getEvent(site.id, "meeting", org.id))?.title).toBe("Monthly meeting");
    await eventEditor.remove(editor, site.slug, id);
    const item = (await listTrash(site.id)).find((t) => t.entityId === id)!;
    await restoreFromTrash(owner, site.slug, item.id);
    expect((await getEvent(site.id, "meeting", org.id))?.title).toBe("Monthly meeting");
  });

  it("moves a region's cities in search when its slug changes, refuses to delete it while it has cities, and refuses a city in another site's region", async () => {
    const slug = `wayne-${tag()}`;
    const withCity = await regionEditor.create(editor, site.slug, { slug, name: "Wayne County" });
    const cityWord = word();
    await cityEditor.create(editor, site.slug, {
      slug: "lyons",
      name: "Lyons",
      title: `Lyons ${cityWord}`,
      description: "Lyons.",
      blocks: [],
      regionId: withCity.id,
    });
    expect((await searchSite(site.id, cityWord)).map((h) => h.path)).toEqual([`${slug}/lyons`]);
    await regionEditor.save(editor, site.slug, withCity.id, { slug: `${slug}-north`, name: "Wayne County" });
    expect((await searchSite(site.id, cityWord)).map((h) => h.path)).toEqual([`${slug}-north/lyons`]);
    expect(await codeOf(regionEditor.remove(editor, site.slug, withCity.id))).toBe("conflict");
    const foreign = await saveRegion(other.id, { slug: `far-${tag()}`, name: "Far away" });
    for (const regionId of [foreign, "not-a-uuid", undefined]) {
      const state = await adminResult(async () => {
        await cityEditor.create(editor, site.slug, { slug: `c-${tag()}`, name: "C", title: "C", description: "C.", blocks: [], regionId: regionId as string });
        return "saved";
      });
      expect(state.fieldErrors?.regionId, String(regionId)).toBeTruthy();
    }
    expect((await listCitiesForEditing(editor, site.slug)).map((c) => c.title)).toContain(`Lyons ${cityWord}`);
    expect(await codeOf(listCitiesForEditing(outsider, site.slug))).toBe("not_found");
  });
});

describe("the navigation", () => {
  it("is saved by an editor with a revision, leaves the other settings alone, can be restored, and cannot be deleted", async () => {
    const before = (await getSiteBySlug(site.slug))!.settings;
    const menu = [
      { label: "Menu", href: "menu" },
      { label: "Visit", href: "visit", children: [{ label: "Parking", href: "visit#parking" }] },
    ];
    await navigationEditor.save(editor, site.slug, site.id, { navigation: menu });
    const after = (await getSiteBySlug(site.slug))!.settings;
    expect(after.navigation).toEqual(menu);
    expect(after.description).toBe(before.description);
    await navigationEditor.save(editor, site.slug, site.id, { navigation: [] });
    const revisions = await navigationEditor.revisions(editor, site.slug, site.id);
    // Each save, after the menu as it was before the first edit.
    expect(revisions.map((r) => r.authorEmail)).toEqual([editor.email, editor.email, ORIGINAL_AUTHOR]);
    await navigationEditor.restoreRevision(editor, site.slug, site.id, revisions[1]!.id);
    expect((await getSiteBySlug(site.slug))!.settings.navigation).toEqual(menu);
    expect(await codeOf(navigationEditor.remove(owner, site.slug, site.id))).toBe("conflict");
  });

  it("refuses bad links beside their field, another site's id, another site's owner and a signed-out visitor", async () => {
    const state = await adminResult(async () => {
      await navigationEditor.save(editor, site.slug, site.id, { navigation: [{ label: "", href: "x" }] });
      return "saved";
    });
    expect(state.fieldErrors?.["navigation.0.label"]).toBeTruthy();
    expect(await codeOf(navigationEditor.save(editor, site.slug, other.id, { navigation: [] }))).toBe("not_found");
    expect(await codeOf(navigationEditor.get(outsider, site.slug, site.id))).toBe("not_found");
    expect(await codeOf(navigationEditor.save(outsider, other.slug, site.id, { navigation: [] }))).toBe("not_found");
    expect(await codeOf(navigationEditor.save(null, site.slug, site.id, { navigation: [] }))).toBe("unauthorized");
  });
});

describe("forms", () => {
  const definition = (key: string): FormDefinitionInput => ({
    key,
    name: "Contact us",
    fields: [
      { name: "name", label: "Your name", type: "text", required: true },
      { name: "email", label: "Email", type: "email", required: true },
    ],
    recipients: ["owner@example.com"],
  });

  it("lets an editor change the fields but not who receives the messages; an owner may", async () => {
    const key = `contact-${tag()}`;
    const formId = await saveForm(site.id, definition(key));
    expect((await listFormsForEditing(editor, site.slug)).map((f) => f.key)).toContain(key);
    const { recipients: _kept, ...withoutRecipients } = definition(key);
    const withPhone = { ...withoutRecipients, fields: [...withoutRecipients.fields, { name: "phone", label: "Phone", type: "phone" as const }] };

    await formEditor.save(editor, site.slug, formId, { ...withPhone, key: "renamed" } as FormDefinitionInput);
    const saved = (await getForm(site.id, key))!;
    expect(saved.fields.map((f) => f.name)).toEqual(["name", "email", "phone"]);
    expect(saved.recipients).toEqual(["owner@example.com"]);
    expect(await getForm(site.id, "renamed")).toBeNull();

    const refused = await adminResult(async () => {
      await formEditor.save(editor, site.slug, formId, { ...withPhone, recipients: ["editor@example.com"] });
      return "saved";
    });
    expect(refused).toMatchObject({ status: "error", message: expect.stringMatching(/Only the site's owner/) });
    expect((await getForm(site.id, key))!.recipients).toEqual(["owner@example.com"]);

    await formEditor.save(owner, site.slug, formId, { ...withPhone, recipients: ["orders@example.com"] });
    expect((await getForm(site.id, key))!.recipients).toEqual(["orders@example.com"]);

    const revisions = await formEditor.revisions(editor, site.slug, formId);
    expect(revisions).toHaveLength(3);
    expect(revisions[2]!.authorEmail).toBe(ORIGINAL_AUTHOR);
    expect(await codeOf(formEditor.restoreRevision(editor, site.slug, formId, revisions[1]!.id))).toBe("forbidden");
    await formEditor.restoreRevision(owner, site.slug, formId, revisions[1]!.id);
    expect((await getForm(site.id, key))!.recipients).toEqual(["owner@example.com"]);
    expect(await codeOf(formEditor.create(editor, site.slug, definition(`new-${tag()}`)))).toBe("forbidden");
  });

  it("refuses a form without its email field, a delete, another site's owner, a signed-out visitor and a malformed id", async () => {
    const key = `enquiry-${tag()}`;
    const formId = await saveForm(site.id, definition(key));
    const state = await adminResult(async () => {
      await formEditor.save(owner, site.slug, formId, { ...definition(key), fields: [{ name: "name", label: "Name", type: "text", required: true }] });
      return "saved";
    });
    expect(state.fieldErrors?.fields).toMatch(/email/);
    expect(await codeOf(formEditor.remove(owner, site.slug, formId))).toBe("conflict");
    expect(await getForm(site.id, key)).not.toBeNull();
    for (const slug of [site.slug, other.slug]) {
      expect(await codeOf(formEditor.get(outsider, slug, formId))).toBe("not_found");
      expect(await codeOf(formEditor.save(outsider, slug, formId, definition(key)))).toBe("not_found");
      expect(await codeOf(formEditor.revisions(outsider, slug, formId))).toBe("not_found");
    }
    expect(await codeOf(formEditor.save(null, site.slug, formId, definition(key)))).toBe("unauthorized");
    expect(await codeOf(formEditor.get(editor, site.slug, "not-a-uuid"))).toBe("not_found");
  });
});
