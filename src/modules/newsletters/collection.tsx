import Link from "@/components/link";
import { RichText } from "@/components/rich-text";
import { PageHeading } from "@/components/ui";
import { formatDate } from "@/lib/format";
import { collectionHref } from "@/lib/links";
import { richTextToPlain } from "@/lib/rich-text/schema";
import { defineCollection } from "@/modules/collections/kind";
import { zoneOf } from "@/modules/sites/calendar";
import { getArchived, listArchive, type ArchivedNewsletter } from "./archive";

type ArchiveRoute = { kind: "archive" } | { kind: "notice"; id: string };
type ArchiveItem = { kind: "archive"; items: Array<Omit<ArchivedNewsletter, "body">> } | { kind: "notice"; notice: ArchivedNewsletter };

const description = (site: { name: string }) => `Every newsletter and notice ${site.name} has sent to its subscribers, newest first.`;

/**
 * The public archive of past newsletters and notices, for a site that mounts
 * it (the town's at "notices"): the list at the mount, each at {mount}/{id}.
 * What was sent, never to whom.
 */
export const newslettersCollection = defineCollection<ArchiveRoute, ArchiveItem>({
  key: "newsletters",
  paths: { mounted: (rest) => (rest.length === 0 ? { kind: "archive" } : rest.length === 1 ? { kind: "notice", id: rest[0]! } : null) },
  async load(site, route) {
    if (route.kind === "archive") return { kind: "archive", items: await listArchive(site.id) };
    const notice = await getArchived(site.id, route.id);
    return notice && { kind: "notice", notice };
  },
  meta: (site, item) =>
    item.kind === "archive"
      ? { title: "Past newsletters and notices", description: description(site) }
      : { title: item.notice.subject, description: richTextToPlain(item.notice.body).slice(0, 160), article: true },
  View: ({ site, item }) => {
    const zone = zoneOf(site);
    if (item.kind === "notice") {
      const { notice } = item;
      return (
        <article>
          <PageHeading
            title={notice.subject}
            eyebrow={
              <>
                Sent <time dateTime={notice.sentAt.toISOString()}>{formatDate(notice.sentAt, zone)}</time>
              </>
            }
          />
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
            <RichText doc={notice.body} site={site} className="text-lg" />
            <p className="mt-10 border-t border-line pt-6">
              <Link href={collectionHref(site.slug, site.mounts.newsletters) ?? "/"} className="font-semibold text-primary underline">
                All past newsletters and notices
              </Link>
            </p>
          </div>
        </article>
      );
    }
    return (
      <>
        <PageHeading title="Past newsletters and notices" lead={description(site)} />
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          {item.items.length === 0 ? (
            <p className="text-muted">Nothing has been sent yet.</p>
          ) : (
            <ul className="divide-y divide-line border-y border-line">
              {item.items.map((notice) => (
                <li key={notice.id} className="py-5">
                  <p className="text-sm text-muted">
                    <time dateTime={notice.sentAt.toISOString()}>{formatDate(notice.sentAt, zone)}</time>
                  </p>
                  <h2 className="mt-1 font-heading text-xl font-bold">
                    <Link href={collectionHref(site.slug, site.mounts.newsletters, notice.id) ?? "/"} className="underline">
                      {notice.subject}
                    </Link>
                  </h2>
                </li>
              ))}
            </ul>
          )}
        </div>
      </>
    );
  },
  breadcrumbs: () => true,
  async entries(site) {
    const base = site.mounts.newsletters;
    if (!base) return [];
    const items = await listArchive(site.id);
    return [
      { path: base, title: "Past newsletters and notices", lastModified: items[0]?.sentAt ?? new Date(0), group: "events-and-news" as const },
      ...items.map((n) => ({ path: `${base}/${n.id}`, title: n.subject, lastModified: n.sentAt, group: "events-and-news" as const })),
    ];
  },
});
