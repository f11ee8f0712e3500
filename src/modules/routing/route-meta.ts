import { richTextToPlain } from "@/lib/rich-text/schema";
import type { Resolved } from "./load-route";

export interface RouteMeta {
  title: string;
  description: string;
  /** Drafts and editor-only views are never indexed. */
  noindex: boolean;
}

function clip(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/** The <title>, description and robots rule of a resolved route. */
export function routeMeta({ site, route }: Resolved): RouteMeta {
  const suffix = ` | ${site.name}`;
  const of = (title: string, description: string, noindex = false): RouteMeta => ({ title: title + suffix, description: clip(description), noindex });
  if (!route) return of("Page not found", site.settings.description, true);
  switch (route.kind) {
    case "page": {
      const { page, organization } = route;
      if (!organization && page.path === "") return { title: site.settings.tagline ? `${site.name}: ${site.settings.tagline}` : site.name, description: clip(page.description), noindex: false };
      return of(organization && page.path !== "" ? `${page.title} · ${organization.name}` : page.title, page.description);
    }
    case "post":
      return of(route.post.title, route.post.excerpt);
    case "draft":
      return of(`Draft: ${route.post.title}`, route.post.excerpt, true);
    case "postCategory":
      return of(`${route.category.name} articles`, route.category.description ?? `Articles about ${route.category.name.toLowerCase()} from ${site.name}.`);
    case "drafts":
      return of("Draft posts", `Unpublished drafts of ${site.name}, visible only to the site's editors.`, true);
    case "event":
      return of(route.event.title, route.event.summary);
    case "events":
      return of(`Events · ${route.organization.name}`, `Upcoming and past events of ${route.organization.name}.`);
    case "newsItem":
      return of(route.item.title, route.item.summary);
    case "news":
      return of(`News · ${route.organization.name}`, `The latest news from ${route.organization.name}.`);
    case "job":
      return of(`${route.job.title} (job opening)`, route.job.summary);
    case "teamMember":
      return of(`${route.member.name}, ${route.member.role}`, clip(richTextToPlain(route.member.bio)));
    case "city":
      return of(route.city.title, route.city.description);
  }
}
