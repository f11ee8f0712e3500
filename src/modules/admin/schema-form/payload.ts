import { AppError } from "@/lib/errors";

/** The version of the record the form was opened at (or last saved), when it sends one. */
export function baseVersion(form: FormData): string | undefined {
  const value = form.get("version");
  return typeof value === "string" && value ? value : undefined;
}

/** The JSON an editor form posts in its "payload" field; anything unreadable is bad input, never a crash. */
export function parsePayload(form: FormData): Record<string, unknown> {
  const raw = form.get("payload");
  try {
    const value: unknown = typeof raw === "string" && raw.length < 2_000_000 ? JSON.parse(raw) : null;
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new AppError("bad_input", "The form could not be read; reload the page and try again.");
}
