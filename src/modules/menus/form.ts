import { specOf, type FieldSpec } from "@/modules/admin/schema-form/spec";
import { siteMenuSchema } from "./schema";

const ITEM_LABELS: Record<string, { label: string; item: string }> = {
  sections: { label: "Sections", item: "Section" },
  items: { label: "Dishes", item: "Dish" },
};

/** The menu's form, worded for a kitchen: "Dish 3" rather than "Item 3". */
function worded(spec: FieldSpec): FieldSpec {
  switch (spec.kind) {
    case "list":
      return { ...spec, item: worded(spec.item) };
    case "object":
      return {
        ...spec,
        fields: spec.fields.map((f) => {
          const inner = worded(f.spec);
          const words = ITEM_LABELS[f.key];
          return words && inner.kind === "list" ? { ...f, label: words.label, spec: { ...inner, itemLabel: words.item } } : { ...f, spec: inner };
        }),
      };
    default:
      return spec;
  }
}

export const menuSpec = worded(specOf(siteMenuSchema));
