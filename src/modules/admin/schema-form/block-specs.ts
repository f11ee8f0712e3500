import { blocksThatFit } from "@/blocks/fit";
import { BLOCK_TYPES, blockPropSchemas, type BlockType } from "@/blocks/schemas";
import { blockTypesInUse } from "@/modules/pages/queries";
import type { Site } from "@/modules/sites/queries";
import type { EditableBlock } from "./block-list";
import { formToInput, inputToForm, specOf, type FieldSpec } from "./spec";

let specs: Record<BlockType, FieldSpec> | undefined;

/** Every block type's form, drawn once per process from its schema. */
export function blockSpecs(): Record<BlockType, FieldSpec> {
  specs ??= Object.fromEntries(BLOCK_TYPES.map((type) => [type, specOf(blockPropSchemas[type])])) as Record<BlockType, FieldSpec>;
  return specs;
}

/** Stored blocks as the block list shows them: each one's props as its form holds them (dates in the site's zone). */
export function blocksToForm(blocks: ReadonlyArray<{ type: BlockType; props: unknown }>, timeZone: string): EditableBlock[] {
  const specs = blockSpecs();
  return blocks.map((b) => ({ type: b.type, props: inputToForm(specs[b.type], b.props, timeZone) as Record<string, unknown> }));
}

/** Posted blocks made fit for the block schema (before parsing); a block of an unknown type is left for the schema to refuse. */
export function blocksFromForm(blocks: unknown, timeZone: string): unknown {
  if (!Array.isArray(blocks)) return blocks;
  const specs = blockSpecs();
  return blocks.map((b: { type?: unknown; props?: unknown } | null) =>
    b && typeof b.type === "string" && Object.hasOwn(specs, b.type) ? { ...b, props: formToInput(specs[b.type as BlockType], b.props, timeZone) } : b,
  );
}

/** The block types the picker offers this site first (blocks/fit.ts); the rest are under "More". */
export async function blocksToOffer(site: Pick<Site, "id" | "kind">): Promise<BlockType[]> {
  return blocksThatFit(site.kind, await blockTypesInUse(site.id), BLOCK_TYPES);
}
