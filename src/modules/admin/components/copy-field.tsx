"use client";

import { useState } from "react";
import { buttonClass, inputClass } from "./ui";

/** A value to hand on (an address, a link): selectable without JavaScript, and copied with one press with it. */
export function CopyField({ id, value, label, what }: { id: string; value: string; label: string; what: string }) {
  const [result, setResult] = useState("");
  return (
    <div className="mt-2">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
        />
        <button
          type="button"
          className={`${buttonClass("secondary")} shrink-0`}
          onClick={() => {
            navigator.clipboard.writeText(value).then(
              () => setResult("Copied."),
              () => setResult(`This browser did not allow copying: select the ${what} and copy it.`),
            );
          }}
        >
          Copy<span className="sr-only"> {label}</span>
        </button>
      </div>
      <p role="status" className="mt-1 text-xs text-muted">
        {result}
      </p>
    </div>
  );
}
