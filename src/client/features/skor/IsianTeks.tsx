/** A small text field of the console's correction forms, with the message that refused it below it. */
export function IsianTeks({
  id,
  label,
  placeholder,
  value,
  salah,
  inputMode,
  mono = false,
  onChange,
}: {
  id?: string;
  /** The accessible name when the field has no visible label (a visible one points here with htmlFor). */
  label?: string;
  placeholder?: string;
  value: string;
  salah: string | null;
  inputMode?: 'numeric' | 'text';
  mono?: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <>
      <input
        id={id}
        className={`input input-sm w-full ${mono ? 'font-mono' : ''} ${salah ? 'input-error' : ''}`}
        aria-label={label}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={200}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={salah !== null}
      />
      {salah && (
        <span className="block text-sm text-error" role="alert">
          {salah}
        </span>
      )}
    </>
  );
}
