/** A form's main button: spinner and busy label while the form is submitting (labels like 'Masuk...'). */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  disabled = false,
  className = '',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="submit" className={`btn btn-primary w-full ${className}`.trim()} disabled={busy || disabled}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
