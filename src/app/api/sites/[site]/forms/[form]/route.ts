import { formUnavailable, sendForm } from "@/modules/forms/send";
import { answerForm, openFormPost } from "@/modules/routing/form-answer";

export const dynamic = "force-dynamic";

/**
 * A site's form posted (components/form-view.tsx), with or without script:
 * its errors or thank-you as JSON to the script, or 303 to the form again
 * (everything typed kept on the server), its thank-you page, an
 * application's result or its fee's checkout.
 */
export async function POST(request: Request, { params }: { params: Promise<{ site: string; form: string }> }) {
  const opened = await openFormPost(request, params, formUnavailable);
  if (opened instanceof Response) return opened;
  const { post, where, client, pagePath } = opened;
  const formKey = (await params).form;
  if (!/^[a-z0-9-]{1,80}$/.test(formKey)) return new Response("Not found", { status: 404 });
  return answerForm(request, post.site, client, where, await sendForm(post.site, formKey, pagePath, post.form, client));
}
