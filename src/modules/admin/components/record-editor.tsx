"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { slugify } from "@/lib/slugify";
import type { BlockType } from "@/blocks/schemas";
import type { AdminActionState } from "../action-state";
import { useSafeSave } from "./safe-save";
import { SchemaFields } from "../schema-form/schema-fields";
import { fieldId } from "../schema-form/spec";
import { BlockList, type EditableBlock } from "../schema-form/block-list";
import type { FieldSpec } from "../schema-form/spec";
import { ActionForm } from "./action-form";
import { PreviewButton, PreviewPane } from "./live-preview";
import { DraftButtons, PublicationLine, SaveOutcome } from "./save-bar";
import { Button, buttonClass, Field, inputClass, SaveBar } from "./ui";

/** A record's link to another of the site's records, chosen from a list (a city's region). */
export interface RecordRelation {
  key: string;
  label: string;
  hint?: string;
  options: Array<{ value: string; label: string }>;
}

interface Props {
  action: (state: AdminActionState, form: FormData) => Promise<AdminActionState>;
  /** Posted beside the payload: the site, the collection, the record's id. */
  hidden: Record<string, string>;
  /** The record's fields, drawn from its schema. */
  spec: FieldSpec;
  initial: Record<string, unknown>;
  submitLabel: string;
  viewHref?: string;
  historyHref?: string;
  trash?: { action: (state: AdminActionState, form: FormData) => Promise<AdminActionState>; label: string };
  relation?: RecordRelation;
  /** Given when the record has a "blocks" list: each block gets the form of its type, as on pages. */
  blockSpecs?: Record<BlockType, FieldSpec>;
  /** The version the record was opened at. */
  version?: string | null;
  /**
   * For a kind with drafts (events, news, jobs, team): the record's state in
   * words ("Published; draft changes not live yet"), or "" for a new one. The
   * editor then saves drafts, and "Save and publish" makes them live.
   */
  publication?: string;
  /** The live preview beside the form: the site, and the collection the edge renders the values as. */
  preview?: { site: string; kind: string; noun: string };
  /** Drawn under the form, above the trash (the Publishing panel). */
  children?: ReactNode;
}

/**
 * One editor for any record (an event, a job posting, a city page): its
 * fields drawn from its schema, sent whole as JSON for the server to parse
 * with the same schema. Every save is kept in its history; a kind with
 * drafts (events, news, jobs, team) saves a draft beside what visitors see
 * and publishes it on "Save and publish", with the live preview beside the
 * form; other kinds' saves are live at once.
 */
export function RecordEditor({
  action,
  hidden,
  spec,
  initial,
  submitLabel,
  viewHref,
  historyHref,
  trash,
  relation,
  blockSpecs,
  version,
  publication,
  preview,
  children,
}: Props) {
  const [draft, setDraft] = useState(initial);
  const [previewOpen, setPreviewOpen] = useState(false);
  const { state, pending, dirty, version: savedVersion, formRef, summaryRef, onSubmit, keepMine, takeTheirs } = useSafeSave(action, draft, version);
  const router = useRouter();
  const drafting = publication !== undefined && Boolean(hidden.id);
  // A save changes the record's state (draft, published): the server's words about it are read again, the form's values kept.
  useEffect(() => {
    if (state.status === "saved" && drafting) router.refresh();
  }, [state, drafting, router]);
  const errors = state.fieldErrors ?? {};
  const fields = blockSpecs && spec.kind === "object" ? { ...spec, fields: spec.fields.filter((f) => f.key !== "blocks") } : spec;
  // A new record's address follows its title (or name) until the owner types one; a saved record's stays, so links to it keep working.
  const [slugTyped, setSlugTyped] = useState(Boolean(hidden.id));
  const withSlug = (before: Record<string, unknown>, after: Record<string, unknown>) => {
    if (!("slug" in after)) return after;
    if (after.slug !== before.slug) {
      setSlugTyped(true);
      return after;
    }
    const title = typeof after.title === "string" ? after.title : typeof after.name === "string" ? after.name : null;
    const titleBefore = typeof before.title === "string" ? before.title : typeof before.name === "string" ? before.name : null;
    return !slugTyped && title !== null && title !== titleBefore ? { ...after, slug: slugify(title) } : after;
  };
  const hiddenInputs = Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);

  const form = (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="min-w-0">
      {hiddenInputs}
      <input type="hidden" name="payload" value={JSON.stringify(draft)} />
      <input type="hidden" name="version" value={savedVersion} />
      <div className="mb-6 rounded-lg border border-line bg-page p-4 md:p-6">
        {relation && (
          <RelationField
            relation={relation}
            value={draft[relation.key]}
            onChange={(v) => setDraft({ ...draft, [relation.key]: v })}
            error={errors[relation.key]}
          />
        )}
        <SchemaFields spec={fields} value={draft} onChange={(v) => setDraft(withSlug(draft, v as Record<string, unknown>))} path="" label="" errors={errors} />
      </div>
      {blockSpecs && (
        <BlockList
          blocks={Array.isArray(draft.blocks) ? (draft.blocks as EditableBlock[]) : []}
          specs={blockSpecs}
          onChange={(blocks) => setDraft({ ...draft, blocks })}
          errors={errors}
        />
      )}
      <SaveOutcome state={state} viewHref={viewHref} summaryRef={summaryRef} onKeepMine={keepMine} onTakeTheirs={takeTheirs} />
      <SaveBar>
        {drafting ? <DraftButtons pending={pending} publishLabel={submitLabel} /> : <Button disabled={pending}>{pending ? "Saving…" : submitLabel}</Button>}
        {historyHref && (
          <Link href={historyHref} className={buttonClass("secondary")}>
            History
          </Link>
        )}
        {preview && <PreviewButton onOpen={() => setPreviewOpen(true)} />}
        {publication !== undefined ? (
          <PublicationLine
            publication={publication}
            dirty={dirty}
            idle={drafting ? "A draft is kept in the history; visitors see it once published." : "It is a draft until you publish it."}
          />
        ) : (
          <span className="text-sm text-muted">{dirty ? "You have unsaved changes." : "Saving publishes at once; every save is kept in the history."}</span>
        )}
      </SaveBar>
    </form>
  );

  return (
    <>
      {preview ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          {form}
          <PreviewPane site={preview.site} kind={preview.kind} noun={preview.noun} values={draft} open={previewOpen} onClose={() => setPreviewOpen(false)} />
        </div>
      ) : (
        form
      )}
      {children}
      {trash && (
        <div className="mt-8 border-t border-line pt-4">
          <ActionForm action={trash.action}>
            {hiddenInputs}
            <Button variant="danger">{trash.label}</Button>
          </ActionForm>
        </div>
      )}
    </>
  );
}

function RelationField({
  relation,
  value,
  onChange,
  error,
}: {
  relation: RecordRelation;
  value: unknown;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = fieldId(relation.key);
  return (
    <Field id={id} label={relation.label} hint={relation.hint} error={error}>
      <select
        id={id}
        value={typeof value === "string" ? value : ""}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={[relation.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined}
      >
        <option value="">(choose)</option>
        {relation.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
