import { APIError } from "better-auth/api";
import { minutesToWait } from "@/server/rate-limit";

/**
 * What the sign-in forms' handlers share. They are plain HTML form posts, so
 * sign-in works without JavaScript and a refused attempt can answer with a
 * real 429 and Retry-After.
 */

/** A form post from another origin is refused: nobody may sign a visitor in or out from their own page. */
export function fromOwnOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") !== "cross-site";
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function seeOther(location: string, headers?: Headers): Response {
  const response = new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
  for (const cookie of headers?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}

export function tooManyAttempts(seconds: number, back: string): Response {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many attempts - Mainstreet</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><main><h1>Too many attempts</h1><p>For your account's safety, wait ${minutesToWait(seconds)} before trying again.</p><p><a href="${back}">Back to sign in</a></p></main></body></html>`;
  return new Response(page, {
    status: 429,
    headers: { "Retry-After": String(seconds), "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Where to go after signing in: only a path inside the admin (as the browser would resolve it), never another site. */
export function safeReturnPath(value: FormDataEntryValue | string | null): string {
  const path = typeof value === "string" ? value : "";
  if (!path.startsWith("/") || /[\\\s]/.test(path)) return "/admin";
  const resolved = new URL(path, "http://return.invalid");
  const inside = resolved.host === "return.invalid" && (resolved.pathname === "/admin" || resolved.pathname.startsWith("/admin/"));
  return inside ? `${resolved.pathname}${resolved.search}` : "/admin";
}

/** The posted form, or null when the body is not one (malformed multipart, JSON, garbage): the caller answers 400, never 500. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export const badForm = () =>
  new Response("This request's body is not a form.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export function formText(form: FormData, name: string, max = 500): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** better-auth refused the request (wrong password, spent token) rather than failing. */
export function refusedByAuth(error: unknown): boolean {
  return error instanceof APIError && error.statusCode >= 400 && error.statusCode < 500;
}
