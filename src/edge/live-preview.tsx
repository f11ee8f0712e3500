import type { IncomingMessage, ServerResponse } from "node:http";
import { prerenderToNodeStream } from "react-dom/static";
import { Document } from "@/components/document";
import { PreviewBanner } from "@/components/ui";
import { postFromEditorValues } from "@/modules/blog/live-preview";
import { recordInput } from "@/modules/collections/admin";
import { UNSAVED_BANNER } from "@/modules/collections/drafts";
import { collections } from "@/modules/content/collections";
import { getPage } from "@/modules/pages/queries";
import { themeFromEditorValues } from "@/modules/sites/theme-preview";
import { requestEditsSite } from "@/modules/auth/session";
import { pageFromEditorValues, pageFromRevision } from "@/modules/pages/live-preview";
import { getRevision } from "@/modules/audit/service";
import { previewsRevisions, revisionPreviewKind } from "@/modules/content/editors";
import { SiteFrame } from "@/modules/routing/components/site-frame";
import { loadSite, type Resolved } from "@/modules/routing/load-route";
import { pageHead } from "@/modules/routing/page-head";
import { RouteBody } from "@/modules/routing/route-body";
import { ownAnswerHeaders } from "@/server/csp";
import { logger } from "@/server/log";
import { DocumentHead } from "./document/head";
import { siteStylesheet } from "./document/stylesheet";
import { zoneOf } from "@/modules/sites/calendar";
import { shownUndescribed } from "@/lib/image-ref";

/** Where the editors post their form's values: a plain post, answered by the edge itself (React's renderer is not Next's to lend a route handler). */
export const LIVE_PREVIEW_PATH = "/api/live-preview";

/**
 * The live preview beside an editor: the page (or post) as the form has it now,
 * unsaved, rendered by the same components as the public page inside the
 * site's own frame and theme, for the editor's iframe (srcdoc). Only for a
 * signed-in person who edits the site's content; JSON only, so another
 * site's form cannot post here without the browser asking first. Nothing is
 * written: not the database, not the page cache (the answer is no-store).
 */
export async function answerLivePreview(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const refuse = (status: number, words: string) => {
    res.writeHead(status, { ...ownAnswerHeaders(), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end(`${words}\n`);
  };
  if (req.method !== "POST") return refuse(405, "Post the editor's values here.");
  if (!String(req.headers["content-type"] ?? "").startsWith("application/json")) return refuse(415, "Send JSON.");
  let posted: { site?: unknown; kind?: unknown; values?: unknown };
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    posted = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof posted;
  } catch {
    return refuse(400, "The editor's values could not be read.");
  }
  posted.values = shownUndescribed(posted.values);
  const slug = typeof posted.site === "string" ? posted.site : "";
  const site = slug ? await loadSite(slug) : null;
  // Not signed in, or not an editor of this site: the same answer as for no such site.
  if (!site || !(await requestEditsSite(new Headers({ cookie: req.headers.cookie ?? "" }), site.slug))) return refuse(404, "No such site.");
  const UNSAVED = UNSAVED_BANNER;
  let resolved: Resolved;
  let banner: string | null = null;
  const collection = typeof posted.kind === "string" ? collections.adminCollection(posted.kind) : null;
  const kind = collection && collections.kinds.find((k) => k.livePreview && k.admin?.includes(collection));
  if (posted.kind === "theme") {
    // The site's home page in the unsaved theme (colours, fonts, header, footer): the settings form's values.
    const { theme, problems } = themeFromEditorValues(site.theme, posted.values);
    const home = await getPage(site.id, "");
    if (!home) return refuse(404, "The site has no home page yet.");
    const note = problems ? ` ${problems === 1 ? "One colour does" : `${problems} colours do`} not read clearly enough yet; saving says which.` : "";
    resolved = {
      site: { ...site, theme },
      path: "",
      route: { kind: "page", page: home, preview: `Preview of your unsaved theme: visitors do not see it.${note}` },
    };
  } else if (collection && kind?.livePreview) {
    // An event, news item, job posting or team member as its page shows it, under the banner.
    let made: Awaited<ReturnType<typeof kind.livePreview>>;
    try {
      made = await kind.livePreview(
        site,
        recordInput(collection, (posted.values && typeof posted.values === "object" ? posted.values : {}) as Record<string, unknown>, zoneOf(site)),
      );
    } catch {
      // Values no form of ours sends: a refusal, never a 500.
      return refuse(422, "This cannot be previewed as it is; saving it shows what is wrong.");
    }
    const { path, item } = made;
    resolved = { site, path, route: { kind: "collection", collection: kind.key, item: { ...item, preview: UNSAVED } } };
  } else if (posted.kind === "page") {
    const { page, skipped } = pageFromEditorValues(posted.values, zoneOf(site));
    const note = skipped ? ` ${skipped === 1 ? "One block is" : `${skipped} blocks are`} left out until its fields are complete.` : "";
    resolved = { site, path: page.path, route: { kind: "page", page, preview: UNSAVED + note } };
  } else if (posted.kind === "post" && site.mounts.posts) {
    // The post as its page shows it, under the banner (a post's view has no place for one of the page's).
    const post = await postFromEditorValues(site.id, posted.values);
    const item = { kind: "post", post }; // as the blog's collection loads a published post (blog/collection.tsx)
    resolved = { site, path: `${site.mounts.posts}/${post.slug}`, route: { kind: "collection", collection: "posts", item } };
    banner = UNSAVED;
  } else if (posted.kind === "revision") {
    // A saved version from a record's history, as its page would show it if restored: the site's own revisions only.
    const asked = (posted.values && typeof posted.values === "object" ? posted.values : {}) as { entity?: unknown; id?: unknown; revision?: unknown };
    const entity = typeof asked.entity === "string" && previewsRevisions(asked.entity) ? asked.entity : null;
    const data =
      entity && typeof asked.id === "string" && typeof asked.revision === "string" ? await getRevision(site.id, entity, asked.id, asked.revision) : null;
    if (!entity || !data) return refuse(404, "No such saved version.");
    const note = "A saved version from the history: visitors do not see it unless you restore it.";
    const collectionKind = revisionPreviewKind(entity);
    if (entity === "page") {
      const { page } = pageFromRevision(data);
      resolved = { site, path: page.path, route: { kind: "page", page, preview: note } };
    } else if (collectionKind?.livePreview) {
      let made: Awaited<ReturnType<typeof collectionKind.livePreview>>;
      try {
        made = await collectionKind.livePreview(site, data as Record<string, unknown>);
      } catch {
        return refuse(422, "This version cannot be drawn; its words are listed above.");
      }
      resolved = { site, path: made.path, route: { kind: "collection", collection: collectionKind.key, item: { ...made.item, preview: note } } };
    } else {
      if (!site.mounts.posts) return refuse(404, "No such saved version.");
      const post = await postFromEditorValues(site.id, data);
      const item = { kind: "post", post }; // as the blog's collection loads a published post
      resolved = { site, path: `${site.mounts.posts}/${post.slug}`, route: { kind: "collection", collection: "posts", item } };
      banner = note;
    }
  } else return refuse(400, "Pages, posts, events, news, jobs, team members, the theme and saved versions are previewed here.");
  // Never indexed, never anyone's canonical page.
  const head = { ...pageHead(resolved), robots: "noindex, nofollow" as const, canonical: undefined };
  // Unstyled rather than refused when the stylesheet is not built (a test's server without `npm run build`).
  const stylesheet = siteStylesheet();

  let failure: unknown;
  const chunks: Buffer[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      <Document head={<DocumentHead head={head} stylesheets={stylesheet ? [stylesheet] : []} />}>
        <SiteFrame site={resolved.site}>
          {banner && <PreviewBanner>{banner}</PreviewBanner>}
          <RouteBody resolved={resolved} query={{}} />
        </SiteFrame>
      </Document>,
      { onError: (error) => void (failure ??= error) },
    );
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
  } catch (error) {
    failure ??= error;
  }
  if (failure) {
    logger.warn({ err: failure, site: site.slug }, "the live preview could not be rendered");
    return refuse(422, "This page cannot be previewed as it is; saving it shows what is wrong.");
  }
  // The editor's frame runs no scripts (sandboxed without allow-scripts): React's inline scripts would only be refused there, each a console error.
  const body = Buffer.from(
    Buffer.concat(chunks)
      .toString("utf8")
      .replace(/<script\b(?![^>]*\btype="application\/(ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi, ""),
  );
  res.writeHead(200, {
    ...ownAnswerHeaders(),
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Content-Length": body.length,
  });
  res.end(body);
}
