"use client";

import { useState } from "react";
import type { BlockType } from "@/blocks/schemas";
import { inputClass, SmallButton } from "../components/ui";
import { SchemaFields } from "./schema-fields";
import { emptyValue, labelOf, type FieldSpec } from "./spec";

export interface EditableBlock {
  type: BlockType;
  props: Record<string, unknown>;
}

/** A page's or a record's blocks, top to bottom: added, moved, removed, each edited through the form its schema draws. */
export function BlockList({ blocks, specs, onChange, errors }: { blocks: EditableBlock[]; specs: Record<BlockType, FieldSpec>; onChange: (blocks: EditableBlock[]) => void; errors: Record<string, string> }) {
  const types = Object.keys(specs) as BlockType[];
  const [adding, setAdding] = useState<BlockType>(types.includes("richText") ? "richText" : types[0]!);
  const move = (from: number, to: number) => {
    const next = [...blocks];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <section aria-labelledby="blocks-heading" className="mb-6">
      <h2 id="blocks-heading" className="mb-3 text-lg font-semibold">
        Blocks, top to bottom
      </h2>
      {blocks.length === 0 && <p className="mb-3 text-muted">No blocks yet.</p>}
      <ol className="space-y-3">
        {blocks.map((block, index) => {
          const name = `${index + 1}. ${labelOf(block.type)}`;
          const hasError = Object.keys(errors).some((p) => p.startsWith(`blocks.${index}.`));
          const heading = typeof block.props.heading === "string" ? block.props.heading : typeof block.props.title === "string" ? block.props.title : "";
          return (
            // A block's place is its identity while editing.
            <li key={`${index}-${block.type}`} className={`rounded-lg border bg-page ${hasError ? "border-red-700" : "border-line"}`}>
              <details open={hasError || undefined}>
                <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 font-semibold">
                  {name}
                  {heading && <span className="truncate font-normal text-muted">— {heading}</span>}
                  {hasError && <span className="text-sm text-red-700">(needs attention)</span>}
                </summary>
                <div className="border-t border-line p-4">
                  <SchemaFields spec={specs[block.type]} value={block.props} onChange={(props) => onChange(blocks.map((b, i) => (i === index ? { ...b, props: props as Record<string, unknown> } : b)))} path={`blocks.${index}.props`} label={labelOf(block.type)} errors={errors} />
                </div>
              </details>
              <div className="flex flex-wrap gap-2 border-t border-line px-4 py-2">
                <SmallButton label={`Move up: block ${name}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  Move up
                </SmallButton>
                <SmallButton label={`Move down: block ${name}`} disabled={index === blocks.length - 1} onClick={() => move(index, index + 1)}>
                  Move down
                </SmallButton>
                <SmallButton label={`Remove block ${name}`} onClick={() => onChange(blocks.filter((_, i) => i !== index))}>
                  Remove
                </SmallButton>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap items-end gap-2 rounded-lg border border-dashed border-gray-500 p-4">
        <div>
          <label htmlFor="add-block-type" className="mb-1 block font-medium">
            Add a block
          </label>
          <select id="add-block-type" value={adding} onChange={(e) => setAdding(e.target.value as BlockType)} className={inputClass}>
            {types.map((type) => (
              <option key={type} value={type}>
                {labelOf(type)}
              </option>
            ))}
          </select>
        </div>
        <SmallButton label={`Add block: ${labelOf(adding).toLowerCase()}, at the end`} onClick={() => onChange([...blocks, { type: adding, props: emptyValue(specs[adding]) as Record<string, unknown> }])}>
          Add block
        </SmallButton>
      </div>
    </section>
  );
}

