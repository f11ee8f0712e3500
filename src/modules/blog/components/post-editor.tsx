"use client";

import { useState } from "react";
import { slugify } from "@/lib/slugify";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import type { AdminActionState } from "@/modules/admin/action-state";
import { useSafeSave } from "@/modules/admin/components/safe-save";
import { DraftButtons, PublicationLine, SaveOutcome } from "@/modules/admin/components/save-bar";
import { PreviewButton, PreviewPane } from "@/modules/admin/components/live-preview";
import { Field, inputClass, SaveBar } from "@/modules/admin/components/ui";
import { RichTextEditor } from "@/modules/admin/schema-form/rich-text-editor";
import { ImageField } from "@/modules/media/components/image-field";

export interface PostDraft {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  body: RichTextDoc;
  /** The cover image field's value (lib/image-ref.ts), absent when none. */
  cover?: unknown;
  categories: string[];
  status: "draft" | "scheduled" | "published";
  /** As a datetime-local field holds it, in the site's zone. */
  publishedAt: string;
}

interface Props {
  siteSlug: string;
  postId?: string;
  initial: PostDraft;
  categories: Array<{ slug: string; name: string }>;
  action: (state: AdminActionState, form: FormData) => Promise<AdminActionState>;
  viewHref?: string | undefined;
  /** The version the post was opened at. */
  version?: string | null;
  /** Its state in words, as the Publishing panel says it: "Draft", "Scheduled for …", "Published". */
  publication?: string;
}

/**
 * A blog post: its text in the rich-text editor, its categories and its date; saved as the page
 * editor saves ("Save draft", "Save and publish"), scheduled and unpublished in the Publishing panel.
 */
export function PostEditor({ siteSlug, postId, initial, categories, action, viewHref, version, publication }: Props) {
  const [draft, setDraft] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(Boolean(postId));
  const [previewOpen, setPreviewOpen] = useState(false);
  const { state, pending, dirty, version: savedVersion, formRef, summaryRef, onSubmit, keepMine, takeTheirs } = useSafeSave(action, draft, version);
  const errors = state.fieldErrors ?? {};
  const invalid = (field: string) => (errors[field] ? true : undefined);
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="min-w-0">
        <input type="hidden" name="site" value={siteSlug} />
        {postId && <input type="hidden" name="postId" value={postId} />}
        <input type="hidden" name="payload" value={JSON.stringify(draft)} />
        <input type="hidden" name="version" value={savedVersion} />
        <div className="rounded-lg border border-line bg-page p-4 md:p-6">
          <Field id="f-title" label="Title" error={errors.title}>
            <input
              id="f-title"
              value={draft.title}
              maxLength={200}
              aria-invalid={invalid("title")}
              className={inputClass}
              onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value, ...(!slugTouched && { slug: slugify(e.target.value) }) }))}
            />
          </Field>
          <Field id="f-slug" label="Address (slug)" hint="Lowercase words with hyphens; part of the post's web address." error={errors.slug}>
            <input
              id="f-slug"
              value={draft.slug}
              aria-invalid={invalid("slug")}
              aria-describedby="f-slug-hint"
              className={inputClass}
              onChange={(e) => {
                setSlugTouched(true);
                set("slug", e.target.value);
              }}
            />
          </Field>
          <Field id="f-excerpt" label="Excerpt" hint="One or two sentences for the blog index and search results." error={errors.excerpt}>
            <textarea
              id="f-excerpt"
              rows={2}
              maxLength={400}
              value={draft.excerpt}
              aria-invalid={invalid("excerpt")}
              aria-describedby="f-excerpt-hint"
              className={inputClass}
              onChange={(e) => set("excerpt", e.target.value)}
            />
          </Field>
          <ImageField
            id="f-cover"
            label="Cover image"
            value={draft.cover}
            onChange={(cover) => setDraft((d) => ({ ...d, cover }))}
            error={errors.cover}
            optional
          />
          <Field id="f-author" label="Author (optional)" error={errors.author}>
            <input id="f-author" value={draft.author} maxLength={120} className={inputClass} onChange={(e) => set("author", e.target.value)} />
          </Field>
          <div className="mb-4">
            <RichTextEditor id="f-body" label="Text" value={draft.body} onChange={(body) => set("body", body)} invalid={Boolean(errors.body)} />
            {errors.body && <p className="mt-1 text-sm font-medium text-red-700">{errors.body}</p>}
          </div>
          {categories.length > 0 && (
            <fieldset className="mb-4">
              <legend className="mb-1 font-medium">Categories</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-1">
                {categories.map((c) => (
                  <label key={c.slug} className="flex min-h-11 items-center gap-2">
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      checked={draft.categories.includes(c.slug)}
                      onChange={(e) => set("categories", e.target.checked ? [...draft.categories, c.slug] : draft.categories.filter((s) => s !== c.slug))}
                    />
                    {c.name}
                  </label>
                ))}
              </div>
              {errors.categories && <p className="mt-1 text-sm font-medium text-red-700">{errors.categories}</p>}
            </fieldset>
          )}
          <Field
            id="f-publishedAt"
            label="Date on the post (optional)"
            hint={`In the site's time zone. Left empty, the post is dated when it is published.`}
            error={errors.publishedAt}
          >
            <input
              id="f-publishedAt"
              type="datetime-local"
              value={draft.publishedAt}
              aria-invalid={invalid("publishedAt")}
              aria-describedby="f-publishedAt-hint"
              className={inputClass}
              onChange={(e) => set("publishedAt", e.target.value)}
            />
          </Field>
        </div>
        <div className="mt-4">
          <SaveOutcome state={state} viewHref={viewHref} summaryRef={summaryRef} onKeepMine={keepMine} onTakeTheirs={takeTheirs} />
        </div>
        <SaveBar>
          <DraftButtons pending={pending} publishLabel="Save and publish" />
          <PreviewButton onOpen={() => setPreviewOpen(true)} />
          <PublicationLine
            publication={publication}
            dirty={dirty}
            idle={postId ? "A draft is kept in the post’s history; visitors see it once published." : "The new post is a draft until you publish it."}
          />
        </SaveBar>
      </form>
      <PreviewPane site={siteSlug} kind="post" values={draft} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </div>
  );
}
