"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useState, useSyncExternalStore } from "react";
import { richTextToPlain, type RichTextDoc } from "@/lib/rich-text/schema";
import { idleState, type AdminFormAction } from "@/modules/admin/action-state";
import { RichTextEditor } from "@/modules/admin/schema-form/rich-text-editor";
import { Button, Field, inputClass, Notice } from "@/modules/admin/components/ui";

export interface ListChoice {
  key: string;
  name: string;
  confirmed: number;
}

/** Writing a newsletter: subject, text (the site's rich text editor), lists, then save, test, send now or schedule. */
export function NewsletterForm({
  action,
  initial,
  lists,
  scheduledAt,
}: {
  action: AdminFormAction;
  initial: { subject: string; body: RichTextDoc; lists: string[] };
  lists: ListChoice[];
  scheduledAt?: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [subject, setSubject] = useState(initial.subject);
  const [body, setBody] = useState<RichTextDoc>(initial.body);
  const [chosen, setChosen] = useState<string[]>(initial.lists);
  const router = useRouter();
  const scripted = useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (state.redirectTo) router.replace(state.redirectTo);
  }, [state, router]);
  const errors = state.fieldErrors ?? {};
  const reach = lists.filter((l) => chosen.includes(l.key)).reduce((sum, l) => sum + l.confirmed, 0);
  return (
    <form action={formAction} aria-label="Newsletter" aria-busy={pending}>
      <Field id="nl-subject" label="Subject" error={errors.subject}>
        <input
          id="nl-subject"
          name="subject"
          required
          maxLength={200}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          className={inputClass}
          aria-invalid={errors.subject ? true : undefined}
        />
      </Field>
      <div className="mb-4">
        {/* The editor needs JavaScript: drawn once the page runs it, so a browser without shows only the plain box below. */}
        {scripted && <RichTextEditor id="nl-body" label="Text" value={body} onChange={setBody} invalid={Boolean(errors.body)} />}
        <input type="hidden" name="body" value={JSON.stringify(body)} />
        {/* Without JavaScript there is no editor: a plain text box, posted with the form and read as Markdown. */}
        <noscript>
          <label htmlFor="nl-body-text" className="mb-1 block font-medium">
            Text (plain)
          </label>
          <p id="nl-body-text-hint" className="mb-1 text-sm text-muted">
            A blank line between paragraphs; ## for a heading, - for a list, [words](https://...) for a link.
          </p>
          <textarea
            id="nl-body-text"
            name="bodyText"
            rows={12}
            defaultValue={initial.body.content.map((node) => richTextToPlain({ type: "doc", content: [node] }).trim()).join("\n\n")}
            aria-describedby="nl-body-text-hint"
            className={inputClass}
          />
        </noscript>
      </div>
      <fieldset className="mb-4">
        <legend className="mb-1 font-medium">Send to</legend>
        {lists.length === 0 && <p className="text-muted">No lists yet: a list exists once someone subscribes through one of the site&apos;s sign-up forms.</p>}
        {lists.map((l) => (
          <label key={l.key} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name="lists"
              value={l.key}
              className="size-5"
              checked={chosen.includes(l.key)}
              onChange={(e) => setChosen(e.target.checked ? [...chosen, l.key] : chosen.filter((k) => k !== l.key))}
            />
            {l.name} ({l.confirmed} confirmed)
          </label>
        ))}
        {errors.lists && <p className="mt-1 text-sm font-medium text-red-700">{errors.lists}</p>}
        <p className="mt-1 text-sm text-muted">
          Up to {reach} confirmed {reach === 1 ? "subscriber" : "subscribers"}; someone on two lists gets one copy.
        </p>
      </fieldset>
      <div className="mb-4 flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="save" variant="secondary" disabled={pending}>
          Save draft
        </Button>
        <Button type="submit" name="intent" value="test" variant="secondary" disabled={pending}>
          Send a test to me
        </Button>
        <Button type="submit" name="intent" value="send" disabled={pending}>
          Send now
        </Button>
      </div>
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="nl-at" className="mb-1 block font-medium">
            Or send it at
          </label>
          <input id="nl-at" name="at" type="datetime-local" defaultValue={scheduledAt} className={inputClass} />
        </div>
        <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={pending}>
          Schedule
        </Button>
      </div>
      {state.message && <Notice tone={state.status === "error" ? "error" : "success"}>{state.message}</Notice>}
    </form>
  );
}
