/**
 * Capability links in a text, masked for the admin's eyes: a contact's
 * signed page (and its ?confirm= link) and a password or invitation link
 * act for whoever holds them, so an owner or the operator reading the outbox
 * must not be able to confirm a subscription or choose a password on
 * someone's behalf. The path stays readable; the secret part does not.
 */
export function maskCapabilityLinks(text: string): string {
  return text
    .replace(/(\/contacts\/[A-Za-z0-9_-]+\/)[A-Za-z0-9_-]+(\/[A-Za-z0-9_/-]*)?(\?[^\s>]*)?/g, "$1[hidden]")
    .replace(/([?&](?:token|confirm)=)[^\s&>]+/g, "$1[hidden]");
}
