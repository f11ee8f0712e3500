import { PostingForm } from "@/modules/routing/components/posting-form";

/**
 * On the result of an application fee that was declined or left unpaid, or
 * on the application's own result when its checkout never opened: one button
 * that opens a new checkout for the same application, a plain form posted
 * to the site's fee-checkout route with what the result's link names (the
 * payment or the application, and its signed check). A refusal comes back
 * as `problem`, shown above the button.
 */
export function PayFeeAgain({
  siteSlug,
  names,
  check,
  label,
  problem,
}: {
  siteSlug: string;
  names: { payment: string } | { application: string };
  check: string;
  label: string;
  problem?: string;
}) {
  const [[name, reference]] = Object.entries(names) as [[string, string]];
  return (
    <PostingForm action={`/api/sites/${siteSlug}/fee-checkout`} className="mt-4">
      {problem && (
        <p role="alert" className="mb-3 font-medium text-error">
          {problem}
        </p>
      )}
      <input type="hidden" name={name} value={reference} />
      <input type="hidden" name="check" value={check} />
      <button type="submit" className="min-h-11 rounded-site bg-primary px-6 py-2.5 font-semibold text-on-primary">
        {label}
      </button>
    </PostingForm>
  );
}
