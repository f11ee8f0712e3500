/** The collections a site can mount at a base path of its choosing (jobs at "careers" on one site, "job-opportunities" on another). */
export const COLLECTIONS = ["posts", "events", "news", "jobs", "team"] as const;
export type CollectionKey = (typeof COLLECTIONS)[number];
