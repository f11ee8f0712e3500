/**
 * Whether a link a person typed may be drawn as one: a path, an anchor or a
 * query within the site, or an http(s), mailto or tel address. Any other
 * scheme (javascript:, vbscript:, data:) is refused. Browsers drop tabs, line
 * breaks and leading controls or spaces before reading a scheme, so this does too.
 */
const SCHEMES = new Set(["http", "https", "mailto", "tel"]);

export function isSafeHref(value: string): boolean {
  const bare = value.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(bare)?.[1];
  return scheme === undefined || SCHEMES.has(scheme);
}

export const UNSAFE_HREF_MESSAGE = "Use a web address (https://...), an email (mailto:...), a phone number (tel:...) or a page of this site.";
