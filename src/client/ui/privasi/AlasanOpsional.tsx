interface Props {
  id: string;
  value: string;
  onChange: (alasan: string) => void;
  disabled: boolean;
}

/** The optional reason a coach gives with a withdrawal of consent or an erasure request (kept with the request). */
export function AlasanOpsional({ id, value, onChange, disabled }: Props) {
  return (
    <>
      <label htmlFor={id} className="mt-3 block text-sm font-semibold">
        Alasan (opsional)
      </label>
      <textarea
        id={id}
        className="textarea mt-1 w-full"
        rows={2}
        maxLength={500}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
      />
    </>
  );
}
