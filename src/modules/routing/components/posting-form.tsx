"use client";

import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from "react";
import { showInPlace } from "@/islands/in-place";
import { island } from "@/islands/island";
import { IN_PLACE_HEADER } from "../in-place";

type Props = Omit<ComponentProps<"form">, "action" | "method" | "onSubmit"> & {
  action: string;
  /** In the browser, the HTML the server drew `children` as (an island's children do not travel as props: islands/island.tsx). */
  childrenHtml?: string;
};

/**
 * A public form posted to a route of ours (`action`, a real address), so it
 * works without JavaScript: the route answers 303 to the result or back to
 * the form with its problems. With JavaScript the same request goes by
 * `fetch` and the route says where to go: another page is loaded as usual;
 * this page again (its result, or the form with its problems) is drawn in
 * place without a reload (islands/in-place.ts), focus on what the answer's
 * anchor names, as a screen reader would start there on a page load. A refusal of the route's own (a
 * sentence) or a lost connection is shown under the form, nothing lost.
 */
function PostingFormBody({ action, children, childrenHtml, ...rest }: Props) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const said = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (problem) said.current?.focus({ preventScroll: true });
  }, [problem]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const body = new FormData(event.currentTarget, submitter);
    setProblem(null);
    setPending(true);
    let location: string | undefined;
    try {
      const answer = await fetch(action, { method: "POST", body, headers: { [IN_PLACE_HEADER]: "1" } });
      // A route's own refusal is a sentence; anything else (a page the edge answers while the database is away) is not shown as text.
      const text = (answer.headers.get("content-type") ?? "").startsWith("text/plain") ? await answer.text() : "";
      if (!answer.ok) return setProblem(text || "That did not go through. Please try again in a minute.");
      ({ location } = (await answer.json()) as { location?: string });
    } catch {
      return setProblem("We could not reach the site. Please check your connection and try again.");
    } finally {
      setPending(false);
    }
    if (!location) return;
    const target = new URL(location, window.location.href);
    // Another page (a card payment's, say): the browser goes there, as it would after a plain post.
    if (target.origin !== window.location.origin || target.pathname !== window.location.pathname) return window.location.assign(target.href);
    // This page again, its result or the form with its problems: drawn in place; this very address (only its anchor differs) is not a new step.
    setPending(true);
    await showInPlace(target.href, { replace: target.search === window.location.search });
  };

  const content = childrenHtml === undefined ? { children } : { dangerouslySetInnerHTML: { __html: childrenHtml } };
  return (
    <>
      <form method="post" action={action} onSubmit={submit} aria-busy={pending || undefined} {...rest} {...content} />
      {problem && (
        <p ref={said} tabIndex={-1} role="alert" className="mt-3 w-full font-semibold text-error">
          {problem}
        </p>
      )}
    </>
  );
}

export const PostingForm = island("posting-form", PostingFormBody);
