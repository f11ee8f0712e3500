"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { slugify } from "@/lib/slugify";
import type { BlockType } from "@/blocks/schemas";
import type { AdminActionState } from "@/modules/admin/action-state";
import { useSafeSave } from "@/modules/admin/components/safe-save";
import { DraftButtons, PublicationLine, SaveOutcome } from "@/modules/admin/components/save-bar";
import { PreviewButton, PreviewPane } from "@/modules/admin/components/live-preview";
import { ImageField } from "@/modules/media/components/image-field";
import { Button, Field, inputClass, SaveBar } from "@/modules/admin/components/ui";
import { BlockList, type EditableBlock } from "@/modules/admin/schema-form/block-list";
import type { FieldSpec } from "@/modules/admin/schema-form/spec";
import { LengthGuidance, SearchPreview } from "./search-preview";
import { descriptionGuidance, searchTitle, titleGuidance, type SearchSite } from "../search-snippet";

export interface PageDraft {
  path: string;
  title: string;
  description: string;
  blocks: EditableBlock[];
  seo: PageSeoDraft;
}

/** The page's word to search engines and shared links, as the form holds it (pages/schema.ts, pageSeoSchema). */
export interface PageSeoDraft {
  shareImage?: { asset?: string; alt?: string; decorative?: boolean; focal?: { x: number; y: number } };
  hideFromSearch?: boolean;
}

interface Props {
  siteSlug: string;
  pageId?: string;
  initial: PageDraft;
  specs: Record<BlockType, FieldSpec>;
  /** The block types the picker offers first for this site (blocksToOffer). */
  fits?: readonly BlockType[];
  action: (state: AdminActionState, form: FormData) => Promise<AdminActionState>;
  viewHref?: string;
  /** The home page keeps its path. */
  pathLocked?: boolean;
  /** The version the page was opened at. */
  version?: string | null;
  /** The page's state in words ("Published; draft changes not live yet"), for a saved page. */
  publication?: string;
  /** The site, for the search-and-sharing preview. */
  search?: SearchSite;
}

/**
 * A page's fields and its blocks: each block's form is drawn from its schema;
 * blocks are added, moved and removed here and saved together. The whole page
 * goes to the server as JSON, where the page schema decides.
 */
export function PageEditor({ siteSlug, pageId, initial, specs, fits, action, viewHref, pathLocked, version, publication, search }: Props) {
  const [draft, setDraft] = useState(initial);
  // A new page's address follows its title until typed; a saved page's stays (renaming it is a choice, not a side effect).
  const [pathTyped, setPathTyped] = useState(Boolean(pageId || pathLocked));
  const [previewOpen, setPreviewOpen] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const { state, pending, dirty, version: savedVersion, formRef, summaryRef, onSubmit, keepMine, takeTheirs } = useSafeSave(action, draft, version);
  const errors = state.fieldErrors ?? {};
  const router = useRouter();
  // A save changes the page's state (draft, published): the server's words about it are read again, the form's values kept.
  useEffect(() => {
    if (state.status === "saved" && pageId) router.refresh();
  }, [state, pageId, router]);

  const payload = JSON.stringify(draft);

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="min-w-0">
        <input type="hidden" name="site" value={siteSlug} />
        {pageId && <input type="hidden" name="pageId" value={pageId} />}
        <input type="hidden" name="payload" value={payload} />
        <input type="hidden" name="version" value={savedVersion} />

        <section aria-labelledby="page-details" className="mb-6 rounded-lg border border-line bg-page p-4 md:p-6">
          <h2 id="page-details" className="mb-4 text-lg font-semibold">
            Page details
          </h2>
          <Field
            id="f-path"
            label="Path"
            hint={pathLocked ? "This is the home page; its path stays empty." : "Lowercase words with hyphens, / between levels: services/drain-cleaning."}
            error={errors.path}
          >
            <input
              id="f-path"
              value={draft.path}
              readOnly={pathLocked}
              onChange={(e) => {
                setPathTyped(true);
                setDraft({ ...draft, path: e.target.value });
              }}
              className={inputClass}
              aria-invalid={errors.path ? true : undefined}
              aria-describedby="f-path-hint"
            />
          </Field>
          <Field id="f-title" label="Title" hint="Shown in the browser tab and in search results." error={errors.title}>
            <input
              id="f-title"
              value={draft.title}
              maxLength={160}
              onChange={(e) => setDraft({ ...draft, title: e.target.value, ...(!pathTyped && { path: slugify(e.target.value) }) })}
              className={inputClass}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={search ? "f-title-hint f-title-length" : "f-title-hint"}
            />
            {search && (
              <LengthGuidance id="f-title-length" guidance={titleGuidance(searchTitle(search, draft.title, Boolean(pathLocked)), Boolean(pathLocked))} />
            )}
          </Field>
          <Field
            id="f-description"
            label="Description"
            hint="One or two sentences for search results and link previews (up to 300 characters)."
            error={errors.description}
          >
            <textarea
              id="f-description"
              rows={2}
              value={draft.description}
              maxLength={300}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              className={inputClass}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={search ? "f-description-hint f-description-length" : "f-description-hint"}
            />
            {search && <LengthGuidance id="f-description-length" guidance={descriptionGuidance(draft.description)} />}
          </Field>
        </section>
        <section aria-labelledby="page-sharing" className="mb-6 rounded-lg border border-line bg-page p-4 md:p-6">
          <h2 id="page-sharing" className="mb-4 text-lg font-semibold">
            Search engines and shared links
          </h2>
          <ImageField
            id="f-share-image"
            label="Picture for shared links"
            optional
            value={draft.seo.shareImage}
            onChange={(shareImage) => setDraft((d) => ({ ...d, seo: { ...d.seo, shareImage: shareImage as PageSeoDraft["shareImage"] } }))}
            error={errors["seo.shareImage.asset"] ?? errors["seo.shareImage"]}
          />
          <p className="-mt-2 mb-4 text-sm text-muted">Without one, a link to this page shows its title on the site’s colours.</p>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              checked={draft.seo.hideFromSearch === true}
              onChange={(e) => setDraft((d) => ({ ...d, seo: { ...d.seo, hideFromSearch: e.target.checked } }))}
              className="mt-0.5 h-5 w-5 shrink-0"
              aria-describedby="f-hide-hint"
            />
            <span>
              <span className="font-medium">Hide this page from search engines</span>
              <span id="f-hide-hint" className="block text-sm text-muted">
                Search engines are asked not to list it and it leaves the sitemap; anyone with its address, or a link to it, still sees it.
              </span>
            </span>
          </label>
        </section>
        {search && (
          <SearchPreview
            site={search}
            path={draft.path}
            title={draft.title}
            description={draft.description}
            isHome={Boolean(pathLocked)}
            shareImage={draft.seo.shareImage}
            hidden={draft.seo.hideFromSearch === true}
          />
        )}

        <BlockList
          blocks={draft.blocks}
          specs={specs}
          fits={fits}
          onChange={(blocks) => setDraft((d) => ({ ...d, blocks }))}
          errors={errors}
          onEditing={setEditing}
        />

        <SaveOutcome state={state} viewHref={viewHref} summaryRef={summaryRef} onKeepMine={keepMine} onTakeTheirs={takeTheirs} />
        <SaveBar>
          {pageId ? (
            <DraftButtons pending={pending} publishLabel="Save and publish" />
          ) : (
            <Button disabled={pending}>{pending ? "Saving…" : "Create draft page"}</Button>
          )}
          <PreviewButton onOpen={() => setPreviewOpen(true)} />
          <PublicationLine
            publication={publication}
            dirty={dirty}
            idle={pageId ? "A draft is kept in the page’s history; visitors see it once published." : "The new page is a draft until you publish it."}
          />
        </SaveBar>
      </form>
      <PreviewPane site={siteSlug} kind="page" values={draft} open={previewOpen} onClose={() => setPreviewOpen(false)} follow={editing} />
    </div>
  );
}
