import { telHref } from "@/lib/links";

/** A phone number in running text: a tap to call on a phone, and never broken across two lines. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className="whitespace-nowrap text-primary underline underline-offset-2">
      {phone}
    </a>
  );
}
