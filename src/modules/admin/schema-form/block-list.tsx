"use client";

import { useRef, useState, type DragEvent } from "react";
import { BLOCK_WORDS, blockLabel } from "@/blocks/field-words";
import type { BlockType } from "@/blocks/schemas";
import { SmallButton } from "../components/ui";
import { SchemaFields } from "./schema-fields";
import { emptyValue, type FieldSpec } from "./spec";

export interface EditableBlock {
  type: BlockType;
  props: Record<string, unknown>;
}

let nextKey = 0;
const newKey = () => `b${++nextKey}`;

/**
 * A page's or a record's blocks, top to bottom. A block is inserted at any
 * place from a picker that says what each kind is for, duplicated, removed,
 * and moved by dragging or with its buttons (each move announced). Each block
 * keeps a key of its own while editing, so whether it is open follows it when it moves.
 */
export function BlockList({
  blocks,
  specs,
  fits,
  onChange,
  errors,
  onEditing,
}: {
  blocks: EditableBlock[];
  specs: Record<BlockType, FieldSpec>;
  /** The types offered first for this kind of site (blocks/fit.ts); without it, all alike. */
  fits?: readonly BlockType[];
  onChange: (blocks: EditableBlock[]) => void;
  errors: Record<string, string>;
  /** Told the place of the block whose fields have the focus (the preview follows it). */
  onEditing?: (index: number) => void;
}) {
  const types = Object.keys(specs) as BlockType[];
  const [keys, setKeys] = useState(() => blocks.map(newKey));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [picking, setPicking] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const dragged = useRef<number | null>(null);
  // A whole new list from outside (another version taken): new keys.
  const aligned = keys.length === blocks.length ? keys : blocks.map(newKey);
  if (aligned !== keys) setKeys(aligned);

  const change = (next: EditableBlock[], nextKeys: string[], said: string) => {
    setKeys(nextKeys);
    onChange(next);
    setAnnouncement(said);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    const next = [...blocks];
    const nextKeys = [...aligned];
    const [moved] = next.splice(from, 1);
    const [key] = nextKeys.splice(from, 1);
    next.splice(to, 0, moved!);
    nextKeys.splice(to, 0, key!);
    change(next, nextKeys, `${blockLabel(moved!.type)} moved to place ${to + 1} of ${blocks.length}.`);
  };
  const insert = (at: number, type: BlockType) => {
    const key = newKey();
    change(
      [...blocks.slice(0, at), { type, props: emptyValue(specs[type]) as Record<string, unknown> }, ...blocks.slice(at)],
      [...aligned.slice(0, at), key, ...aligned.slice(at)],
      `${blockLabel(type)} added at place ${at + 1}.`,
    );
    setOpen((o) => new Set(o).add(key));
    setPicking(null);
  };
  const duplicate = (index: number) => {
    const copy = structuredClone(blocks[index]!);
    const key = newKey();
    change(
      [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)],
      [...aligned.slice(0, index + 1), key, ...aligned.slice(index + 1)],
      `${blockLabel(copy.type)} copied to place ${index + 2}.`,
    );
  };
  const remove = (index: number) => {
    change(
      blocks.filter((_, i) => i !== index),
      aligned.filter((_, i) => i !== index),
      `${blockLabel(blocks[index]!.type)} removed.`,
    );
  };
  const onDrop = (to: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged.current !== null) move(dragged.current, to);
    dragged.current = null;
  };

  const picker = (at: number) =>
    picking === at ? (
      <BlockPicker types={types} fits={fits} onPick={(type) => insert(at, type)} onCancel={() => setPicking(null)} place={at + 1} />
    ) : (
      <div className="my-2 flex justify-center">
        <SmallButton label={`Insert a block here, at place ${at + 1}`} onClick={() => setPicking(at)}>
          Insert a block here
        </SmallButton>
      </div>
    );

  return (
    <section aria-labelledby="blocks-heading" className="mb-6">
      <h2 id="blocks-heading" className="mb-3 text-lg font-semibold">
        Blocks, top to bottom
      </h2>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {blocks.length === 0 && <p className="mb-3 text-muted">No blocks yet.</p>}
      <ol>
        {blocks.map((block, index) => {
          const key = aligned[index]!;
          const label = blockLabel(block.type);
          const name = `${index + 1}. ${label}`;
          const hasError = Object.keys(errors).some((p) => p.startsWith(`blocks.${index}.`));
          const heading = typeof block.props.heading === "string" ? block.props.heading : typeof block.props.title === "string" ? block.props.title : "";
          return (
            <li key={key} onDragOver={(event) => event.preventDefault()} onDrop={onDrop(index)} onFocus={() => onEditing?.(index)}>
              {picker(index)}
              <div className={`rounded-lg border bg-page ${hasError ? "border-red-700" : "border-line"}`}>
                <details
                  open={hasError || open.has(key)}
                  onToggle={(event) => {
                    const isOpen = (event.currentTarget as HTMLDetailsElement).open;
                    setOpen((o) => {
                      const next = new Set(o);
                      if (isOpen) next.add(key);
                      else next.delete(key);
                      return next;
                    });
                  }}
                >
                  <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 font-semibold">
                    <span
                      draggable
                      onDragStart={(event) => {
                        dragged.current = index;
                        event.dataTransfer.effectAllowed = "move";
                      }}
                      className="cursor-grab px-1 text-muted"
                      aria-hidden="true"
                      title="Drag to move"
                    >
                      ⠿
                    </span>
                    {name}
                    {heading && <span className="min-w-0 truncate font-normal text-muted">— {heading}</span>}
                    {hasError && <span className="text-sm text-red-700">(needs attention)</span>}
                  </summary>
                  <div className="border-t border-line p-4">
                    <p className="mb-3 text-sm text-muted">{BLOCK_WORDS[block.type]?.purpose}</p>
                    <SchemaFields
                      spec={specs[block.type]}
                      value={block.props}
                      onChange={(props) => onChange(blocks.map((b, i) => (i === index ? { ...b, props: props as Record<string, unknown> } : b)))}
                      path={`blocks.${index}.props`}
                      label={label}
                      errors={errors}
                    />
                  </div>
                </details>
                <div className="flex flex-wrap gap-2 border-t border-line px-4 py-2">
                  <SmallButton label={`Move up: block ${name}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    Move up
                  </SmallButton>
                  <SmallButton label={`Move down: block ${name}`} disabled={index === blocks.length - 1} onClick={() => move(index, index + 1)}>
                    Move down
                  </SmallButton>
                  <label className="flex items-center gap-1 text-sm">
                    <span className="sr-only">Move block {name} to place</span>
                    <span aria-hidden="true">Place</span>
                    <select
                      value={index + 1}
                      onChange={(event) => move(index, Number(event.target.value) - 1)}
                      className="min-h-10 rounded-md border border-gray-500 bg-white px-2"
                    >
                      {blocks.map((_, i) => (
                        <option key={i} value={i + 1}>
                          {i + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                  <SmallButton label={`Duplicate block ${name}`} onClick={() => duplicate(index)}>
                    Duplicate
                  </SmallButton>
                  <SmallButton label={`Remove block ${name}`} onClick={() => remove(index)}>
                    Remove
                  </SmallButton>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {picker(blocks.length)}
    </section>
  );
}

/** Every kind of block with what it is for, those that fit the site first and the rest under "More"; picking one inserts it at the place the picker was opened. */
function BlockPicker({
  types,
  fits,
  onPick,
  onCancel,
  place,
}: {
  types: BlockType[];
  fits?: readonly BlockType[];
  onPick: (type: BlockType) => void;
  onCancel: () => void;
  place: number;
}) {
  const first = fits ? types.filter((type) => fits.includes(type)) : types;
  const more = fits ? types.filter((type) => !fits.includes(type)) : [];
  const choices = (list: BlockType[]) => (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((type) => (
        <li key={type}>
          <button
            type="button"
            onClick={() => onPick(type)}
            className="h-full w-full rounded-md border border-line bg-page p-3 text-left hover:bg-surface focus:outline-2 focus:outline-offset-2"
          >
            <span className="block font-semibold">{blockLabel(type)}</span>
            <span className="block text-sm text-muted">{BLOCK_WORDS[type]?.purpose}</span>
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <div role="group" aria-label={`Choose a block for place ${place}`} className="my-2 rounded-lg border border-dashed border-gray-500 p-3">
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="font-semibold">Choose a block for place {place}</p>
        <SmallButton label="Cancel: close the block picker" onClick={onCancel}>
          Cancel
        </SmallButton>
      </div>
      {choices(first)}
      {more.length > 0 && (
        <details className="group mt-3">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
            <span aria-hidden="true" className="text-muted group-open:rotate-90">
              ▸
            </span>
            More blocks ({more.length})
          </summary>
          {choices(more)}
        </details>
      )}
    </div>
  );
}
