import Link from "@/components/link";
import { Fragment, type ReactNode } from "react";
import { isExternal, siteHref } from "@/lib/links";
import type { RichTextDoc, RichTextImage, RichTextNode } from "@/lib/rich-text/schema";
import { SiteImage } from "@/modules/media/components/site-image";
import type { Site } from "@/modules/sites/queries";

/**
 * Renders stored rich-text JSON as React elements. Only the known node and
 * mark types render; nothing is ever inserted as HTML. Links are
 * site-relative unless absolute, and only http(s), mailto and tel schemes
 * survive. Pictures from the site's library render as its <picture>s
 * (SiteImage), lazily, at the text's width.
 */
export function RichText({ doc, site, className = "" }: { doc: RichTextDoc; site: Pick<Site, "id" | "slug">; className?: string }) {
  return <div className={`prose-site ${className}`}>{renderNodes(doc.content, site)}</div>;
}

type Where = Pick<Site, "id" | "slug">;

function renderNodes(nodes: RichTextNode[] | undefined, site: Where): ReactNode[] {
  return (nodes ?? []).map((node, i) => renderNode(node, site, i));
}

function renderNode(node: RichTextNode, site: Where, key: number): ReactNode {
  switch (node.type) {
    case "text":
      return renderText(node, site.slug, key);
    case "hardBreak":
      return <br key={key} />;
    case "horizontalRule":
      return <hr key={key} />;
    case "paragraph":
      return <p key={key}>{renderNodes(node.content, site)}</p>;
    case "heading": {
      const Tag = `h${node.attrs.level}` as "h2" | "h3" | "h4";
      return <Tag key={key}>{renderNodes(node.content, site)}</Tag>;
    }
    case "bulletList":
      return <ul key={key}>{renderNodes(node.content, site)}</ul>;
    case "orderedList":
      return <ol key={key}>{renderNodes(node.content, site)}</ol>;
    case "listItem":
      return <li key={key}>{renderNodes(node.content, site)}</li>;
    case "blockquote":
      return <blockquote key={key}>{renderNodes(node.content, site)}</blockquote>;
    case "image":
      return <RichImage key={key} site={site} image={node.attrs} />;
  }
}

function RichImage({ site, image }: { site: Where; image: RichTextImage }) {
  return (
    <figure>
      <SiteImage
        site={site}
        image={{ asset: image.asset, alt: image.alt ?? undefined, decorative: image.decorative === true, focal: image.focal ?? undefined }}
        sizes="(min-width: 768px) 700px, 100vw"
        className="h-auto w-full rounded-site"
      />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}

function renderText(node: Extract<RichTextNode, { type: "text" }>, siteSlug: string, key: number): ReactNode {
  let out: ReactNode = node.text;
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") out = <strong>{out}</strong>;
    else if (mark.type === "italic") out = <em>{out}</em>;
    else if (mark.type === "code") out = <code>{out}</code>;
    else if (mark.type === "link") {
      const href = safeHref(mark.attrs.href, siteSlug);
      if (href)
        out =
          isExternal(href) || /^(mailto|tel):/.test(href) ? (
            <a href={href} rel="noopener">
              {out}
            </a>
          ) : (
            <Link href={href}>{out}</Link>
          );
    }
  }
  return <Fragment key={key}>{out}</Fragment>;
}

function safeHref(href: string, siteSlug: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme && !["http", "https", "mailto", "tel"].includes(scheme)) return null;
  return siteHref(siteSlug, href);
}
