import Link from "@/components/link";
import { Fragment } from "react";
import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { siteHref } from "@/lib/links";
import { HIGHLIGHT_END, HIGHLIGHT_START, searchSite, suggestQuery } from "../queries";

const KIND_LABELS: Record<string, string> = {
  page: "Page",
  post: "Article",
  event: "Event",
  news: "News",
  job: "Job",
  team: "Team",
  city: "Service area",
  unit: "Home for rent",
};
/** A kind without a label of its own ("recipe") shows as its name. */
const kindLabel = (kind: string) => KIND_LABELS[kind] ?? `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

/** The snippet with its matches in <mark>, built as elements: stored text is never inserted as HTML. */
function Snippet({ text }: { text: string }) {
  const parts = text.split(HIGHLIGHT_START);
  return (
    <>
      {parts.map((part, i) => {
        if (i === 0) return <Fragment key={i}>{part}</Fragment>;
        const [match, rest = ""] = part.split(HIGHLIGHT_END);
        return (
          <Fragment key={i}>
            <mark className="rounded-sm bg-accent/40 px-0.5 text-ink">{match}</mark>
            {rest}
          </Fragment>
        );
      })}
    </>
  );
}

export async function SearchBlock({ props, ctx }: BlockComponentProps<"search">) {
  const raw = ctx.query.q;
  const q = (typeof raw === "string" ? raw : "").trim().slice(0, 200);
  // The search page itself is never one of its results.
  const find = async (text: string) => (await searchSite(ctx.site.id, text)).filter((hit) => hit.path !== ctx.path);
  const found = q ? await find(q) : [];
  // Nothing found: a misspelt word ("contrst") is offered as the nearest word the site uses, with that search's results.
  const suggestion = q && !found.length ? await suggestQuery(ctx.site.id, q) : null;
  const hits = suggestion ? await find(suggestion) : found;
  // Each result is one level below the block's heading, or below the page's when the block has none.
  const ResultTitle = props.heading ? "h3" : "h2";
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`} width="narrow">
      <form role="search" method="get" className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${ctx.id}-q`} className="sr-only">
          {props.placeholder}
        </label>
        <input
          id={`${ctx.id}-q`}
          name="q"
          type="search"
          defaultValue={q}
          placeholder={props.placeholder}
          maxLength={200}
          className="min-h-11 flex-1 rounded-site border border-muted bg-page px-4 py-2 text-lg text-ink"
        />
        <button type="submit" className="min-h-11 rounded-site bg-primary px-6 py-2 font-semibold text-on-primary">
          Search
        </button>
      </form>
      {q && (
        <div className="mt-8" aria-live="polite">
          {suggestion && hits.length > 0 ? (
            <p className="text-muted" data-testid="did-you-mean">
              Nothing found for “{q}”. Did you mean{" "}
              <Link
                href={`${siteHref(ctx.site.slug, ctx.path)}?q=${encodeURIComponent(suggestion)}`}
                className="font-semibold text-primary underline underline-offset-2"
              >
                {suggestion}
              </Link>
              ? {hits.length} result{hits.length === 1 ? "" : "s"} for “{suggestion}” below.
            </p>
          ) : (
            <p className="text-muted">
              {hits.length === 0
                ? `Nothing found for “${q}”. Try fewer or different words.`
                : `${hits.length} result${hits.length === 1 ? "" : "s"} for “${q}”`}
            </p>
          )}
          {hits.length > 0 && (
            <ol className="mt-4 divide-y divide-line border-y border-line">
              {hits.map((hit) => (
                <li key={hit.path} className="py-5">
                  <p className="text-sm font-semibold tracking-wide text-muted uppercase">{kindLabel(hit.kind)}</p>
                  <ResultTitle className="mt-1 font-heading text-xl font-bold">
                    <Link href={siteHref(ctx.site.slug, hit.path)} className="text-primary underline underline-offset-2">
                      {hit.title}
                    </Link>
                  </ResultTitle>
                  <p className="mt-1 text-muted">
                    <Snippet text={hit.snippet} />
                  </p>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Section>
  );
}
