import { reworded, specOf } from "@/modules/admin/schema-form/spec";
import { siteMenuSchema } from "./schema";

/** The menu's form, worded for a kitchen: "Dish 3" rather than "Item 3". */
export const menuSpec = reworded(specOf(siteMenuSchema), { sections: { item: "Section" }, items: { label: "Dishes", item: "Dish" } });
