import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { logger } from "@/server/log";
import { UnitChooser } from "@/modules/rentals/components/unit-chooser";
import type { Site } from "@/modules/sites/queries";
import { clientAddress } from "@/server/client-address";
import { formStateAgain, KEPT_STATE_PARAM } from "../kept-state";
import { getForm } from "../queries";
import { formAnchor, formPostUrl, preselectedUnit, shownFields } from "../present";
import { formToken } from "../service";
import { FormView } from "./form-view";

/** One of a site's forms in its section, or nothing when the site has no such form. */
export async function SiteForm({
  site,
  formKey,
  path,
  id,
  heading,
  intro,
  quiet = false,
  query = {},
}: {
  site: Site;
  formKey: string;
  path: string;
  id: string;
  heading?: string;
  intro?: string;
  quiet?: boolean;
  /** The page's query: an apply link's ?unit={slug} chooses the unit. */
  query?: Record<string, string | string[] | undefined>;
}) {
  const form = await getForm(site.id, formKey);
  if (!form) {
    if (!quiet) logger.error({ site: site.slug, form: formKey }, "a page names a form the site does not have");
    return null;
  }
  const place = `${id}-form`;
  // Back from a post without script: its errors and what was typed, or its thank-you.
  const kept = await formStateAgain(site.id, await clientAddress(), query[KEPT_STATE_PARAM], place);
  const fields = await shownFields(site.id, form.fields);
  const chosen = await preselectedUnit(site.id, form.fields, query.unit);
  return (
    <div id={formAnchor(form.key)} className="scroll-mt-4">
      <Section heading={heading} intro={intro} headingId={`${id}-h`} width="narrow" tone="surface">
        {/* A form that asks which home shows the homes as cards first, the chosen one preselected in the form. */}
        {form.fields.some((f) => f.type === "unit") && (
          <UnitChooser site={site} pagePath={path} anchor={formAnchor(form.key)} chosen={chosen ? query.unit : undefined} />
        )}
        <div className="rounded-site bg-page p-6 shadow-sm md:p-8">
          <FormView
            id={place}
            fields={fields}
            submitLabel={form.submitLabel}
            token={formToken()}
            postTo={formPostUrl(site.slug, form.key)}
            hidden={{ _page: path, _place: place, _anchor: formAnchor(form.key) }}
            initialState={kept}
            initialValues={chosen}
          />
        </div>
      </Section>
    </div>
  );
}

export function FormBlock({ props, ctx }: BlockComponentProps<"form">) {
  return <SiteForm site={ctx.site} formKey={props.form} path={ctx.path} id={ctx.id} heading={props.heading} intro={props.intro} query={ctx.query} />;
}
