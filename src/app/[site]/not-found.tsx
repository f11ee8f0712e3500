import { SiteNotFound } from "./site-not-found";

/** The site's own 404, inside its header and footer (the layout); the status is 404. */
export default function NotFound() {
  return <SiteNotFound />;
}
