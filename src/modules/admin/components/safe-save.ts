"use client";

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { idleState, type AdminFormAction } from "../action-state";

const LEAVE_QUESTION = "You have changes that are not saved. Leave this page and lose them?";

/**
 * What an editor needs so that nothing typed is lost:
 * - the form is sent without React's reset after an action, so every control
 *   (selects included) keeps what was chosen when the save fails;
 * - the error summary beside the Save button takes the focus;
 * - the version the form was opened at goes with each save (a later one by
 *   someone else is refused, and the owner keeps either);
 * - leaving with unsaved changes (a link, reload, closing the tab) asks first.
 */
export function useSafeSave(action: AdminFormAction, draft: unknown, initialVersion: string | null | undefined) {
  const [state, dispatch, pending] = useActionState(action, idleState);
  const [version, setVersion] = useState(initialVersion ?? "");
  const current = JSON.stringify(draft);
  const [saved, setSaved] = useState(current);
  const submitted = useRef(current);
  const leaving = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const submitter = useRef<HTMLElement | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const dirty = current !== saved;

  useEffect(() => {
    if (state.status === "error") summary.current?.focus();
    if (state.status !== "saved") return;
    setSaved(submitted.current);
    if (state.version) setVersion(state.version);
  }, [state]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    // Capture phase: ahead of Next's Link, which would otherwise navigate inside the app without a word.
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || link.getAttribute("target") === "_blank")
        return;
      const href = link.getAttribute("href") ?? "";
      if (href.startsWith("#")) return;
      if (window.confirm(LEAVE_QUESTION)) {
        leaving.current = true;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [dirty]);

  function send(data: FormData) {
    submitted.current = current;
    startTransition(() => dispatch(data));
  }

  return {
    state,
    pending,
    dirty,
    version,
    formRef: form,
    summaryRef: summary,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      // With the button pressed, so a form with two ("Save draft", "Save and publish") says which.
      submitter.current = (event.nativeEvent as SubmitEvent).submitter;
      send(new FormData(event.currentTarget, submitter.current));
    },
    /** Saves what is in the form over the other person's version. */
    keepMine() {
      if (!form.current || !state.conflict) return;
      // As the refused save was meant: a draft, or published.
      const data = new FormData(form.current, submitter.current?.isConnected ? submitter.current : null);
      data.set("version", state.conflict.version);
      send(data);
    },
    /** Drops the unsaved changes and opens the saved version. */
    takeTheirs() {
      leaving.current = true;
      window.location.reload();
    },
  };
}
