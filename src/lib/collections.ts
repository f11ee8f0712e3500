/**
 * Where a site shows each collection that lives under a base path of the
 * site's choosing, by the collection's key: { posts: "blog", jobs: "careers" }
 * on one site, { jobs: "job-opportunities" } on another. The keys are the
 * registry's (modules/content/collections.ts); a mount no kind claims shows
 * nothing.
 */
export type Mounts = Readonly<Record<string, string>>;

/** A collection's key: lowercase words joined by hyphens. */
export const COLLECTION_KEY = /^[a-z]+(-[a-z]+)*$/;
