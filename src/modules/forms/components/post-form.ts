import { IN_PLACE_HEADER } from "@/modules/routing/in-place";
import type { FormState } from "../state";

/**
 * A form's post by script: the same request the browser sends without it,
 * marked as sent in place, so the answer comes as JSON. Resolves with the form's new state (its errors, its
 * thank-you), or "leaving" when the answer sends the visitor on (a thank-you
 * page, a checkout) and the browser is on its way there.
 */
export async function postForm(url: string, form: HTMLFormElement, token: string): Promise<FormState | "leaving"> {
  const problem = (message: string): FormState => ({ status: "error", message, errors: {}, values: {}, token });
  let answer: Response;
  try {
    answer = await fetch(url, { method: "POST", body: new FormData(form), headers: { [IN_PLACE_HEADER]: "1" } });
  } catch {
    return problem("This could not be sent: the connection dropped. Everything you typed is still here; please try again.");
  }
  if (!(answer.headers.get("content-type") ?? "").includes("application/json")) {
    if (answer.status === 413) return problem("This is more than the form takes. Please send smaller files, or fewer.");
    return problem("This could not be sent. Please reload the page and try again.");
  }
  const body = (await answer.json()) as { state?: FormState; redirect?: string };
  if (body.redirect) {
    window.location.assign(body.redirect);
    return "leaving";
  }
  return body.state ?? problem("This could not be sent. Please reload the page and try again.");
}
