import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import { isExternal, siteHref } from "@/lib/links";
import type { RichTextDoc, RichTextNode } from "@/lib/rich-text/schema";

/**
 * Renders stored rich-text JSON as React elements. Only the known node and
 * mark types render; nothing is ever inserted as HTML. Links are
 * site-relative unless absolute, and only http(s), mailto and tel schemes
 * survive.
 */
export function RichText({ doc, siteSlug, className = "" }: { doc: RichTextDoc; siteSlug: string; className?: string }) {
  return <div className={`prose-site ${className}`}>{renderNodes(doc.content, siteSlug)}</div>;
}

function renderNodes(nodes: RichTextNode[] | undefined, siteSlug: string): ReactNode[] {
  return (nodes ?? []).map((node, i) => renderNode(node, siteSlug, i));
}

function renderNode(node: RichTextNode, siteSlug: string, key: number): ReactNode {
  switch (node.type) {
    case "text":
      return renderText(node, siteSlug, key);
    case "hardBreak":
      return <br key={key} />;
    case "horizontalRule":
      return <hr key={key} />;
    case "paragraph":
      return <p key={key}>{renderNodes(node.content, siteSlug)}</p>;
    case "heading": {
      const Tag = `h${node.attrs.level}` as "h2" | "h3" | "h4";
      return <Tag key={key}>{renderNodes(node.content, siteSlug)}</Tag>;
    }
    case "bulletList":
      return <ul key={key}>{renderNodes(node.content, siteSlug)}</ul>;
    case "orderedList":
      return <ol key={key}>{renderNodes(node.content, siteSlug)}</ol>;
    case "listItem":
      return <li key={key}>{renderNodes(node.content, siteSlug)}</li>;
    case "blockquote":
      return <blockquote key={key}>{renderNodes(node.content, siteSlug)}</blockquote>;
  }
}

function renderText(node: Extract<RichTextNode, { type: "text" }>, siteSlug: string, key: number): ReactNode {
  let out: ReactNode = node.text;
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") out = <strong>{out}</strong>;
    else if (mark.type === "italic") out = <em>{out}</em>;
    else if (mark.type === "code") out = <code>{out}</code>;
    else if (mark.type === "link") {
      const href = safeHref(mark.attrs.href, siteSlug);
      if (href) out = isExternal(href) || /^(mailto|tel):/.test(href) ? <a href={href} rel="noopener">{out}</a> : <Link href={href}>{out}</Link>;
    }
  }
  return <Fragment key={key}>{out}</Fragment>;
}

function safeHref(href: string, siteSlug: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme && !["http", "https", "mailto", "tel"].includes(scheme)) return null;
  return siteHref(siteSlug, href);
}
