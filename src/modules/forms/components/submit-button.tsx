/** A form's one button in the site's colours: "One moment…" and unpressable while its post is under way. */
export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <button type="submit" disabled={pending} className="min-h-11 rounded-site bg-primary px-6 py-2.5 font-semibold text-on-primary disabled:opacity-70">
      {pending ? "One moment…" : label}
    </button>
  );
}
