import { useId } from 'react';
import { ALASAN_KOREKSI_MAKS } from '../../../domain/bagan/hasil-log';

/**
 * A kept result is being changed or undone: the competition admin writes why (kept in the activity log); whoever may
 * not correct results is told so instead.
 */
export function AlasanKoreksi({
  boleh,
  value,
  error,
  onChange,
}: {
  boleh: boolean;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  if (!boleh) {
    return (
      <p className="mt-4 rounded-box bg-base-200 p-3 text-sm" role="note">
        Hasil ini sudah tersimpan di bagan. Mengubah atau membatalkannya hanya dapat dilakukan admin kompetisi, dengan alasan koreksi.
      </p>
    );
  }
  return (
    <div className="mt-4 rounded-box bg-warning/10 p-3">
      <label htmlFor={id} className="text-sm font-semibold">
        Alasan koreksi
      </label>
      <p id={`${id}-hint`} className="text-xs text-base-content/75">
        Hasil ini sudah tersimpan: mengubah atau membatalkannya adalah koreksi, dicatat di log aktivitas. Bagan hanya bergeser selama partai
        berikutnya belum dimulai.
      </p>
      <textarea
        id={id}
        className={`textarea mt-1 w-full ${error ? 'textarea-error' : ''}`}
        rows={2}
        maxLength={ALASAN_KOREKSI_MAKS}
        value={value}
        placeholder="mis. Skor sudut B dan R tertukar saat dicatat"
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="text-xs text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
