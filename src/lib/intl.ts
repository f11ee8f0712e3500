/**
 * One Intl.DateTimeFormat per locale and options, kept: building one costs
 * more than formatting a hundred dates with it, and pages format dates by the
 * dozen. Callers use a few fixed styles, so the set stays small.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
