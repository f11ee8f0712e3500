import { AppError } from "@/lib/errors";

/**
 * The inbox's downloads (files, CSV) are plain GET routes: signed out goes to
 * sign-in and back, another site's record is a plain 404, and a role without
 * the inbox a 403. Nothing is cached on the way.
 */
export async function download(request: Request, work: () => Promise<{ filename: string; contentType: string; body: BodyInit }>): Promise<Response> {
  try {
    const { filename, contentType, body } = await work();
    return new Response(body, {
      headers: {
        "Content-Type": contentType,
        "Content-Disposition": attachment(filename),
        "X-Content-Type-Options": "nosniff",
        // Opened directly, the file still runs nothing and reaches nothing.
        "Content-Security-Policy": "sandbox; default-src 'none'",
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const url = new URL(request.url);
    if (error.code === "unauthorized")
      return new Response(null, {
        status: 303,
        headers: { Location: `/login?next=${encodeURIComponent(url.pathname + url.search)}`, "Cache-Control": "no-store" },
      });
    if (error.code === "forbidden" || error.code === "not_found")
      return new Response(error.userMessage, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
    throw error;
  }
}

/** A filename header any browser reads: an ASCII fallback, and the real name encoded (RFC 6266 / 5987). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** For pages: a record that is not found (or another site's) becomes null, for the page's notFound(); anything else is thrown on. */
export function notFoundAsNull<T>(work: Promise<T>): Promise<T | null> {
  return work.catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
}
