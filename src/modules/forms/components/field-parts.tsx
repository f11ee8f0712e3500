/** The parts every field of a visitor's form shows around its input: its label, help and error, and what describes it. */
export function fieldParts(inputId: string, field: { label: string; required?: boolean; help?: string | null }, error: string | undefined) {
  const describedBy = [field.help && `${inputId}-help`, error && `${inputId}-error`].filter(Boolean).join(" ") || undefined;
  const label = (
    <>
      {field.label}
      {field.required ? <span className="text-primary"> (required)</span> : <span className="font-normal text-muted"> (optional)</span>}
    </>
  );
  const help = field.help && (
    <p id={`${inputId}-help`} className="mt-1 text-sm text-muted">
      {field.help}
    </p>
  );
  const errorLine = error && (
    <p id={`${inputId}-error`} className="mt-1 text-sm font-semibold text-error">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  );
  return { describedBy, label, help, errorLine };
}
