"use client";

import { useState } from "react";
import { buttonClass, inputClass } from "@/modules/admin/components/ui";

/** The image's public address, selectable without JavaScript and copied with one press with it. */
export function CopyUrl({ id, url, name }: { id: string; url: string; name: string }) {
  const [result, setResult] = useState("");
  const field = `url-${id}`;
  return (
    <div className="mt-2">
      <label htmlFor={field} className="mb-1 block text-sm font-medium">
        Public URL of {name}
      </label>
      <div className="flex gap-2">
        <input id={field} type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className={`${inputClass} font-mono text-sm`} />
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() => {
            navigator.clipboard.writeText(url).then(
              () => setResult("Copied."),
              () => setResult("This browser did not allow copying: select the address and copy it."),
            );
          }}
        >
          Copy<span className="sr-only"> URL of {name}</span>
        </button>
      </div>
      <p role="status" className="mt-1 text-xs text-muted">
        {result}
      </p>
    </div>
  );
}
