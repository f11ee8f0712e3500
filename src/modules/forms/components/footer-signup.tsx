import type { Site } from "@/modules/sites/queries";
import { submitFormAction } from "../actions";
import { getForm } from "../queries";
import { formToken } from "../service";
import { FormView } from "./form-view-lazy";

/** The footer sign-up a site can switch on (settings.footerSignup): its sign-up form, compact, on every page. */
export async function FooterSignup({ site }: { site: Site }) {
  const signup = site.settings.footerSignup;
  const form = signup && (await getForm(site.id, signup.form));
  if (!signup || !form) return null;
  return (
    <section aria-labelledby="footer-signup" className="border-t border-line bg-surface text-ink">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-[1fr_2fr] md:items-start">
        <div>
          <h2 id="footer-signup" className="font-heading text-2xl font-bold">
            {signup.heading}
          </h2>
          {signup.text && <p className="mt-2 text-muted">{signup.text}</p>}
        </div>
        <FormView
          id="footer-signup-form"
          fields={form.fields}
          submitLabel={form.submitLabel}
          token={formToken()}
          action={submitFormAction.bind(null, site.slug, form.key, "")}
        />
      </div>
    </section>
  );
}
