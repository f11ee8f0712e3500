"use client";

import { useState } from "react";
import { LivePreview, type PreviewWidth } from "@/modules/admin/components/live-preview";

/** A saved version drawn as its page would show it if restored (the edge's live preview, kind "revision"), at a phone's or a desktop's width. */
export function VersionPreview({ site, entity, id, revision, noun }: { site: string; entity: string; id: string; revision: string; noun: string }) {
  const [width, setWidth] = useState<PreviewWidth>("phone");
  return (
    <LivePreview
      site={site}
      kind="revision"
      noun={noun}
      values={{ entity, id, revision }}
      width={width}
      onWidth={setWidth}
      lead={`The ${noun} as this version would show it, if restored. Visitors do not see it.`}
    />
  );
}
