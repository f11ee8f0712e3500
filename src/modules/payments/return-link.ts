import { sign, verify } from "@/server/secret";

/**
 * Where the payer lands: the site path with the payment's reference and a
 * signature, so no one else's payment can be looked at; the fragment takes
 * the browser to the result view at the top of the page.
 */
export function returnPath(siteSlug: string, path: string, reference: string): string {
  return `/${siteSlug}${path ? `/${path}` : ""}?payment=${reference}&check=${returnCheck(reference)}#result`;
}

export const returnCheck = (reference: string) => sign(`payment-return:${reference}`);

export function verifyReturnCheck(reference: string, check: string): boolean {
  return verify(`payment-return:${reference}`, check);
}
