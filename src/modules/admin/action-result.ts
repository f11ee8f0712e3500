import { notFound } from "next/navigation";
import { ZodError } from "zod";
import { AppError, unstorableCharacter } from "@/lib/errors";
import { issueSentence, type IssueLike } from "@/lib/zod-words";
import { logger } from "@/server/log";
import type { AdminActionState } from "./action-state";
import { VersionConflict } from "./editable";

/**
 * Admin actions follow one shape: parse -> authorize (the admin service
 * takes the actor) -> service inside audited() -> return adminResult(...).
 * Cache invalidation needs no call: the services' write() announces the
 * site's tags when the transaction commits.
 */

/** Runs the action's work and turns the expected failures into a state the form shows; anything else is a real fault and is thrown. */
export async function adminResult(
  work: () => Promise<string | { message: string; redirectTo?: string; version?: string | null; live?: boolean; previewHref?: string | null }>,
): Promise<AdminActionState> {
  try {
    const done = await work();
    if (typeof done === "string") return { status: "saved", message: done };
    const { version, previewHref, ...rest } = done;
    return { status: "saved", ...rest, ...(version && { version }), ...(previewHref && { previewHref }) };
  } catch (error) {
    if (error instanceof ZodError) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.issues) fieldErrors[issue.path.join(".")] ??= issueSentence(issue as IssueLike);
      return { status: "error", message: "Some fields need attention.", fieldErrors };
    }
    if (unstorableCharacter(error))
      return { status: "error", message: "A field holds a character that cannot be saved (a NUL byte, often pasted from a file). Remove it and save again." };
    if (error instanceof VersionConflict) return { status: "error", message: error.userMessage, conflict: error.detail };
    if (error instanceof AppError) {
      if (error.code === "unauthorized" || error.code === "forbidden" || error.code === "not_found") logger.warn({ code: error.code }, "admin action refused");
      return { status: "error", message: error.userMessage, ...(error.field && { fieldErrors: { [error.field]: error.userMessage } }) };
    }
    throw error;
  }
}

/**
 * For a plain form action with no state to show a refusal in (publish,
 * delete, restore a revision): a refusal the services expect (an id that is
 * not there, not the actor's to change, bad input) answers as a missing page
 * does, 404, never as a fault.
 */
export async function refusedAsNotFound(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError || error instanceof ZodError)) throw error;
    logger.warn({ code: error instanceof AppError ? error.code : "bad_input" }, "admin action refused");
    notFound();
  }
}
