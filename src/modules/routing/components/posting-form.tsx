"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition, type ComponentProps, type FormEvent } from "react";
import { needingScripts } from "@/components/needs-scripts";
import { IN_PLACE_HEADER } from "../in-place";

/**
 * A public form posted to a route of ours (`action`, a real address), so it
 * works without JavaScript: the route answers 303 to the result or back to
 * the form with its problems. With JavaScript the same request goes by
 * `fetch`, the route says where to go, and when that is this page again
 * (its result, or the form with its problems) the page is drawn there without
 * a reload; focus then goes to what the address names, as a screen reader
 * would start there on a page load. Another page is loaded as usual.
 */
function PostingFormInner({ action, children, ...rest }: Omit<ComponentProps<"form">, "action" | "method" | "onSubmit"> & { action: string }) {
  const router = useRouterIfMounted();
  const [pending, startTransition] = useTransition();
  const [problem, setProblem] = useState<string | null>(null);
  const target = useRef<string | null>(null);

  useEffect(() => {
    if (pending || !target.current) return;
    const element = document.getElementById(target.current);
    target.current = null;
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: "start" });
  }, [pending]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const body = new FormData(event.currentTarget, submitter);
    setProblem(null);
    let location: string | undefined;
    try {
      const answer = await fetch(action, { method: "POST", body, headers: { [IN_PLACE_HEADER]: "1" } });
      // A route's own refusal is a sentence; anything else (a page the edge answers while the database is away) is not shown as text.
      const said = (answer.headers.get("content-type") ?? "").startsWith("text/plain") ? await answer.text() : "";
      if (!answer.ok) return setProblem(said || "That did not go through. Please try again in a minute.");
      ({ location } = (await answer.json()) as { location?: string });
    } catch {
      return setProblem("We could not reach the site. Please check your connection and try again.");
    }
    if (!location) return;
    const [path, anchor] = location.split("#");
    const [pathname] = path!.split("?");
    // Another page (a card payment's, say): the browser goes there, as it would after a plain post.
    if (/^https?:/i.test(location) || pathname !== window.location.pathname) return window.location.assign(location);
    target.current = decodeURIComponent(anchor ?? "") || null;
    // This very address (only its anchor differs): drawn afresh, as a push of the same address would only scroll.
    const again = path === window.location.pathname + window.location.search;
    if (!router) return window.location.assign(location);
    startTransition(() => (again ? router.refresh() : router.push(location, { scroll: false })));
  };

  return (
    <form method="post" action={action} onSubmit={submit} aria-busy={pending || undefined} {...rest}>
      {children}
      {problem && (
        <p role="alert" className="mt-3 w-full font-semibold text-error">
          {problem}
        </p>
      )}
    </form>
  );
}

export const PostingForm = needingScripts(PostingFormInner);

/**
 * Next's router where the page has one; null where it has not (the edge's
 * document renderer draws the page first, finds it needs scripts, and hands
 * it to Next: it must not fail on the way).
 */
function useRouterIfMounted() {
  try {
    return useRouter();
  } catch {
    return null;
  }
}
