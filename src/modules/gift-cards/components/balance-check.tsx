import { PostingForm } from "@/modules/routing/components/posting-form";

/** The balance check's answer: a post lands here (app/api/sites/[site]/gift-card-balance). */
export const BALANCE_ANSWER = "gift-card-balance";

/**
 * A gift card's balance by its code: a plain form posted to the site's
 * gift-card-balance route, which comes back to this page with the answer
 * (`answer`, read back for this visitor only).
 */
export function BalanceCheck({ id, siteSlug, pagePath, answer }: { id: string; siteSlug: string; pagePath: string; answer: Record<string, string> }) {
  return (
    <PostingForm
      action={`/api/sites/${siteSlug}/gift-card-balance`}
      className="mt-4 flex flex-wrap items-end gap-3"
      aria-describedby={answer.message ? BALANCE_ANSWER : undefined}
    >
      <input type="hidden" name="page" value={pagePath} />
      <div className="min-w-64 flex-1">
        <label htmlFor={`${id}-code`} className="block font-semibold">
          Gift card code
        </label>
        <input
          id={`${id}-code`}
          name="code"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder="ABCD-EFGH-JKMN-PQRS"
          maxLength={24}
          className="mt-1 w-full rounded-site border border-muted bg-page px-3 py-2 font-mono uppercase"
        />
      </div>
      <button type="submit" className="min-h-11 rounded-site border-2 border-primary px-5 py-2 font-semibold text-primary">
        Check balance
      </button>
      <p id={BALANCE_ANSWER} tabIndex={-1} role="status" className={`w-full ${answer.found ? "font-semibold" : ""}`}>
        {answer.message}
      </p>
    </PostingForm>
  );
}
