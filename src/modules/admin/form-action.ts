import { requestContext } from "@/server/request-context";
import type { AdminActionState } from "./action-state";

/**
 * What an admin action takes, in order: a value its page binds (a string, a
 * string or null, a boolean, one of a few words), the form's previous state,
 * and the form's data.
 */
export type ActionParam = "string" | "string?" | "boolean" | "state" | "form" | readonly string[];

type ParamType<P extends ActionParam> = P extends readonly (infer Word)[]
  ? Word
  : P extends "string"
    ? string
    : P extends "string?"
      ? string | null
      : P extends "boolean"
        ? boolean
        : P extends "state"
          ? AdminActionState
          : FormData;
type Params<P extends readonly ActionParam[]> = { [I in keyof P]: ParamType<P[I]> };

const fits: Record<Exclude<ActionParam, readonly string[]>, (value: unknown) => boolean> = {
  string: (value) => typeof value === "string",
  "string?": (value) => typeof value === "string" || value === null,
  boolean: (value) => typeof value === "boolean",
  // Never read by an action: whatever the page holds, but not the form's data in its place.
  state: (value) => !(value instanceof FormData),
  form: (value) => value instanceof FormData,
};

/** Why a call's arguments are not what the action declares, or null when they are. */
export function misfit(params: readonly ActionParam[], args: readonly unknown[]): string | null {
  // A form posted to an action that declares no form data is given it all the same, last; through
  // useActionState (admin/components/action-form.tsx), after the form's previous state.
  const extra = args.length - params.length;
  const appended =
    params.at(-1) !== "form" && args.at(-1) instanceof FormData && (extra === 1 || (extra === 2 && fits.state(args.at(-2)) && !params.includes("state")));
  if (args.length !== params.length && !appended) return `${args.length} arguments where the action takes ${params.length}`;
  const wrong = params.findIndex((param, i) => (typeof param === "string" ? !fits[param](args[i]) : !param.includes(args[i] as string)));
  if (wrong < 0) return null;
  const param = params[wrong]!;
  return `argument ${wrong + 1} is not ${typeof param === "string" ? `a ${param}` : `one of ${param.join(", ")}`}`;
}

/** A call of an admin action with arguments its pages never send: a forged post. */
export class ActionMisfit extends Error {
  override name = "ActionMisfit";
}

/**
 * An admin server action that checks what it is called with before it
 * runs: a post is decoded by the framework, so a forged one can call any
 * action with any values (no form data last, a number where a string goes),
 * which the action would fail on with a 500. Such a call throws ActionMisfit
 * before any work, saying what did not fit; the edge answers a post whose
 * action never started with 400, as it does one the framework could not
 * decode (edge/action-status.ts). A call that fits marks the request's
 * context, so a failure after that stays the fault it is.
 *
 * `params` names each parameter's kind; TypeScript holds it to the action's
 * own parameter list.
 */
export function adminAction<const P extends readonly ActionParam[], R>(
  params: P,
  action: (...args: Params<P>) => Promise<R>,
): (...args: Params<P>) => Promise<R> {
  return async (...args) => {
    const problem = misfit(params, args);
    if (problem) throw new ActionMisfit(`An admin action was called with arguments none of its pages send: ${problem}.`);
    const context = requestContext();
    if (context) context.actionStarted = true;
    return action(...args);
  };
}
