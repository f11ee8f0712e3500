/**
 * An email address that may break only before its "@" and its dots, never
 * inside a word (as break-all did): "reservations" / "@rosewood" / ".com".
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}
