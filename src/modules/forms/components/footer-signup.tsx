import type { Site } from "@/modules/sites/queries";
import { clientAddress } from "@/server/client-address";
import { requestContext } from "@/server/request-context";
import { formStateAgain, KEPT_STATE_PARAM } from "../kept-state";
import { formPostUrl } from "../present";
import { getForm } from "../queries";
import { formToken } from "../service";
import { FormView } from "./form-view";

const PLACE = "footer-signup-form";

/** The footer sign-up a site can switch on (settings.footerSignup): its sign-up form, compact, on every page. */
export async function FooterSignup({ site }: { site: Site }) {
  const signup = site.settings.footerSignup;
  const form = signup && (await getForm(site.id, signup.form));
  if (!signup || !form) return null;
  // The page it sits on (the frame is not given the query): where a post without script comes back to, its answer kept.
  const asked = new URL(requestContext()?.asked ?? "/", "http://site");
  const kept = await formStateAgain(site.id, await clientAddress(), asked.searchParams.get(KEPT_STATE_PARAM) ?? undefined, PLACE);
  return (
    <section id="footer-signup-section" aria-labelledby="footer-signup" className="scroll-mt-4 border-t border-line bg-surface text-ink">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-[1fr_2fr] md:items-start">
        <div>
          <h2 id="footer-signup" className="font-heading text-2xl font-bold">
            {signup.heading}
          </h2>
          {signup.text && <p className="mt-2 text-muted">{signup.text}</p>}
        </div>
        <FormView
          id={PLACE}
          fields={form.fields}
          submitLabel={form.submitLabel}
          token={formToken()}
          postTo={formPostUrl(site.slug, form.key)}
          hidden={{ _page: asked.pathname, _place: PLACE, _anchor: "footer-signup-section" }}
          initialState={kept}
        />
      </div>
    </section>
  );
}
