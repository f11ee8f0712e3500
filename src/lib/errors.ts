/**
 * A typed error: a code, a message safe to show the user, the HTTP status it
 * maps to, and optionally the input field it concerns.
 */
export type AppErrorCode = "bad_input" | "not_found" | "conflict" | "forbidden" | "unauthorized" | "unavailable";

const STATUS: Record<AppErrorCode, number> = { bad_input: 400, unauthorized: 401, forbidden: 403, not_found: 404, conflict: 409, unavailable: 503 };

export class AppError extends Error {
  readonly status: number;
  readonly field: string | undefined;

  constructor(
    readonly code: AppErrorCode,
    readonly userMessage: string,
    options: { field?: string; cause?: unknown } = {},
  ) {
    super(userMessage, { cause: options.cause });
    this.name = "AppError";
    this.status = STATUS[code];
    this.field = options.field;
  }
}

/** True when error is PostgreSQL's unique violation (23505), optionally on the named constraint. */
export function uniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = findPgError(error);
  return cause?.code === "23505" && (!constraint || cause.constraint === constraint);
}

/** True when PostgreSQL refused a character in text: a NUL byte (22P05 in jsonb, 22021 in text). */
export function unstorableCharacter(error: unknown): boolean {
  const code = findPgError(error)?.code;
  return code === "22P05" || code === "22021";
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ("code" in e && typeof (e as { code: unknown }).code === "string" && /^[0-9A-Z]{5}$/.test((e as { code: string }).code)) {
      return e as { code?: string; constraint?: string };
    }
  }
  return undefined;
}

/**
 * Awaits a write and turns a breach of one of the named unique constraints
 * into a conflict on the field a person would change: { constraint: [field, message] }.
 */
export async function uniqueAsConflict<T>(write: PromiseLike<T>, clashes: Record<string, readonly [field: string, message: string]>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    for (const [constraint, [field, message]] of Object.entries(clashes)) {
      if (uniqueViolation(error, constraint)) throw new AppError("conflict", message, { field, cause: error });
    }
    throw error;
  }
}
