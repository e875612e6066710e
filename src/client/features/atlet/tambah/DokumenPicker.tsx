import { useRef } from 'react';
import { FileText, ImagePlus, Trash2, Upload } from 'lucide-react';
import { ATLET_ADD_RULES, ATLET_DOKUMEN_LABEL, type AtletDokumen } from '../../../../domain/schemas/atlet-files';
import { useObjectUrl } from '../../../ui/form/useObjectUrl';
import type { DokumenSlot } from './useDokumenSlots';

interface DokumenPickerProps {
  kind: AtletDokumen;
  slot: DokumenSlot;
  onChoose: (kind: AtletDokumen, file: File) => void;
  onRemove: (kind: AtletDokumen) => void;
  disabled?: boolean;
  /** Extra words after the label, e.g. the KTP age note. */
  note?: string;
}

const formatKb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One document of the add form: choose, see the compression progress, preview, remove. */
export function DokumenPicker({ kind, slot, onChoose, onRemove, disabled, note }: DokumenPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const { file, progress, error } = slot;
  const isPdf = file?.type === 'application/pdf';
  const preview = useObjectUrl(file && !isPdf ? file : null);
  const id = `atlet-dok-${kind}`;
  const label = ATLET_DOKUMEN_LABEL[kind];
  const allowsPdf = ATLET_ADD_RULES[kind].mimes.includes('application/pdf');
  const busy = progress !== null;

  return (
    <div className={`flex gap-3 rounded-box border p-3 ${error ? 'border-error/60' : 'border-base-300'}`}>
      <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-lg bg-base-200">
        {preview ? (
          <img src={preview} alt={`Pratinjau ${label}`} className="size-full object-cover" width={80} height={80} />
        ) : isPdf ? (
          <FileText className="size-8 text-error" aria-label="Dokumen PDF" />
        ) : (
          <ImagePlus className="size-7 text-base-content/40" aria-hidden="true" />
        )}
      </div>
      <div className="flex min-w-0 grow flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
          {note && <span className="font-normal text-error"> ({note})</span>}
        </label>
        <p className="text-xs text-base-content/70">
          {allowsPdf ? 'JPG, PNG atau PDF' : 'JPG atau PNG'}, maksimal 2MB. Foto dikompres otomatis.
        </p>
        {busy ? (
          <div className="flex items-center gap-2" role="status" aria-live="polite">
            <progress className="progress progress-primary w-full" value={progress} max={100} aria-label={`Memproses ${label}`} />
            <span className="text-xs tabular-nums text-base-content/75">{progress}%</span>
          </div>
        ) : file ? (
          <div className="flex min-w-0 items-center gap-2">
            <span className="truncate text-xs text-base-content/85" title={file.name}>
              {file.name}
            </span>
            <span className="shrink-0 text-xs text-base-content/60">{formatKb(file.size)}</span>
            <button
              type="button"
              className="btn btn-ghost btn-xs shrink-0 text-error"
              onClick={() => onRemove(kind)}
              disabled={disabled}
              aria-label={`Hapus ${label}`}
            >
              <Trash2 className="size-3.5" aria-hidden="true" /> Hapus
            </button>
          </div>
        ) : null}
        <input
          ref={input}
          id={id}
          type="file"
          accept={allowsPdf ? 'image/jpeg,image/png,application/pdf' : 'image/jpeg,image/png'}
          className="sr-only"
          disabled={disabled || busy}
          aria-describedby={error ? `${id}-msg` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) onChoose(kind, chosen);
          }}
        />
        {!busy && (
          <button type="button" className="btn btn-outline btn-xs w-fit" onClick={() => input.current?.click()} disabled={disabled}>
            <Upload className="size-3.5" aria-hidden="true" /> {file ? 'Ganti file' : 'Pilih file'}
          </button>
        )}
        {error && (
          <p id={`${id}-msg`} className="text-xs font-medium text-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
