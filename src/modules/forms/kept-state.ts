import { keepTyped, typedAgain } from "@/modules/appointments/drafts";
import type { SiteId } from "@/modules/sites/queries";
import type { FormState } from "./state";

/**
 * A form's answer to a post without JavaScript (its errors and everything
 * typed, or its thank-you): kept on the server for a few minutes under a
 * random token (appointments/drafts.ts), so the page the browser is sent back
 * to carries `?form={token}` and never a name or an email. Only the same
 * address reads it back, and only the form it came from (`place`, the form's id).
 */
export const KEPT_STATE_PARAM = "form";

export async function keepFormState(siteId: SiteId, clientAddress: string, place: string, state: FormState): Promise<string> {
  return keepTyped(siteId, clientAddress, { place, state: JSON.stringify(state) });
}

/** The kept answer for the form at `place`, or undefined (none, another form's, expired, another address). */
export async function formStateAgain(siteId: SiteId, clientAddress: string, token: unknown, place: string): Promise<FormState | undefined> {
  if (typeof token !== "string") return undefined;
  const kept = await typedAgain(siteId, clientAddress, token);
  if (kept.place !== place || !kept.state) return undefined;
  try {
    const state = JSON.parse(kept.state) as FormState;
    return state && (state.status === "error" || state.status === "success") ? state : undefined;
  } catch {
    return undefined;
  }
}
