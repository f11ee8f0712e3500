import { listPageAddresses } from "@/modules/pages/queries";
import type { SiteId } from "@/modules/sites/queries";

/**
 * The site's own pages, offered by every "Goes to" field of an editor on the
 * page (schema-fields gives link fields list="site-addresses"): an owner picks
 * a page rather than typing its address; any other address may still be typed.
 */
export async function SiteAddresses({ siteId }: { siteId: SiteId }) {
  const pages = await listPageAddresses(siteId, null);
  return (
    <datalist id="site-addresses">
      {pages.map((page) => (
        <option key={page.path} value={page.path}>
          {page.title}
        </option>
      ))}
    </datalist>
  );
}
