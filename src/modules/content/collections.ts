import { blogCollection } from "@/modules/blog/collection";
import { collectionRegistry } from "@/modules/collections/registry";
import { eventsCollection } from "@/modules/events/collection";
import { jobsCollection } from "@/modules/jobs/collection";
import { newsCollection } from "@/modules/news/collection";
import { newslettersCollection } from "@/modules/newsletters/collection";
import { unitsCollection } from "@/modules/rentals/collection";
import { organizationsCollection } from "@/modules/organizations/collection";
import { serviceAreasCollection } from "@/modules/service-areas/collection";
import { teamCollection } from "@/modules/team/collection";

/**
 * Every kind of collection the platform has, one line each, in the order
 * they claim paths (docs/design.md: collections at their mounts, then
 * {region}/{city}, then organizations). A new kind is a folder with a
 * collection.tsx (modules/collections/kind.ts says what it declares) and a
 * line here.
 */
export const COLLECTION_KINDS = [
  blogCollection,
  eventsCollection,
  newsCollection,
  newslettersCollection,
  jobsCollection,
  teamCollection,
  unitsCollection,
  serviceAreasCollection,
  organizationsCollection,
];

export const collections = collectionRegistry(COLLECTION_KINDS);
