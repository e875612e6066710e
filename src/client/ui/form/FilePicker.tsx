import { useRef, useState } from 'react';
import { FileText, ImagePlus, Trash2, Upload } from 'lucide-react';
import type { FileRule } from '../../../domain/schemas/files';
import { ApiError } from '../../data/api-error';
import { formatFileSize, isConfirmedImage, judgeFile, shortFileName } from './judge-file';
import { useObjectUrl } from './useObjectUrl';

export interface StoredFile {
  url?: string;
  pdf?: boolean;
}

interface FilePickerProps {
  id: string;
  label: string;
  rule: FileRule;
  /** What the system picker offers first; the content decides (judgeFile). */
  accept: string;
  hint: string;
  file: File | null;
  /** Called with an accepted file (its type read from its content), or null for 'Hapus'. */
  onChange: (file: File | null) => void;
  /** The stored file, shown while no new one is chosen. */
  current?: StoredFile;
  /** A refusal from the form or the server, shown under the picker. */
  error?: string;
  disabled?: boolean;
  optional?: boolean;
  /** Size of the preview box. */
  thumbClassName?: string;
}

/**
 * The one file picker of the forms (after TAMBAH ATLIT's): a hidden input behind a 'Pilih file' / 'Ganti file'
 * button, the chosen name shortened with its size and 'Hapus', and the message under it. A file is judged
 * when it is chosen — by its content, then (a large photo compressed on the device first) its size — and only
 * a file read to be an image is previewed.
 */
export function FilePicker(props: FilePickerProps) {
  const { id, label, rule, accept, hint, file, onChange, current, error, disabled, optional, thumbClassName = 'size-20' } = props;
  const input = useRef<HTMLInputElement>(null);
  const seq = useRef(0);
  const [rejected, setRejected] = useState<string | null>(null);
  const [judging, setJudging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string>();
  const preview = useObjectUrl(file && isConfirmedImage(file) ? file : null);
  const shown = rejected ?? error;
  const describedBy = shown ? `${id}-msg` : `${id}-hint`;

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    const n = ++seq.current;
    setJudging(true);
    setProgress(null);
    const verdict = await judgeFile(chosen, rule, (p) => n === seq.current && setProgress(p)).catch((e: unknown) => ({
      ok: false as const,
      message: e instanceof ApiError ? e.message : 'Gagal membaca file',
    }));
    if (n !== seq.current) return;
    setJudging(false);
    setProgress(null);
    if (!verdict.ok) {
      setRejected(verdict.message);
      return;
    }
    setRejected(null);
    onChange(verdict.file);
  };
  const remove = () => {
    seq.current += 1;
    setRejected(null);
    onChange(null);
  };

  let thumb;
  if (file && preview) thumb = <img src={preview} alt={`Pratinjau ${label}`} className="size-full object-cover" width={96} height={96} />;
  else if (file ? file.type === 'application/pdf' : current?.pdf)
    thumb = <FileText className="size-8 text-error" aria-label="Dokumen PDF" />;
  else if (!file && current?.url && brokenUrl !== current.url) {
    thumb = (
      <img
        src={current.url}
        alt={`${label} tersimpan`}
        className="size-full object-cover"
        width={96}
        height={96}
        onError={() => setBrokenUrl(current.url)}
      />
    );
  } else thumb = <ImagePlus className="size-7 text-base-content/40" aria-hidden="true" />;

  return (
    <div className={`flex gap-3 rounded-box border p-3 ${shown ? 'border-error/60' : 'border-base-300'}`}>
      <div className={`grid shrink-0 place-items-center overflow-hidden rounded-lg bg-base-200 ${thumbClassName}`}>{thumb}</div>
      <div className="flex min-w-0 grow flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
          {optional && <span className="font-normal text-base-content/75"> (opsional)</span>}
        </label>
        <p id={`${id}-hint`} className="text-xs text-base-content/70">
          {hint}
        </p>
        {file && (
          <div className="flex min-w-0 items-center gap-2">
            <span className="truncate text-xs text-base-content/85" title={file.name}>
              {shortFileName(file.name)}
            </span>
            <span className="shrink-0 text-xs text-base-content/60">{formatFileSize(file.size)}</span>
            <button
              type="button"
              className="btn btn-ghost btn-xs shrink-0 text-error"
              onClick={remove}
              disabled={disabled}
              aria-label={`Hapus ${label}`}
            >
              <Trash2 className="size-3.5" aria-hidden="true" /> Hapus
            </button>
          </div>
        )}
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          disabled={disabled || judging}
          aria-describedby={describedBy}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            void pick(chosen);
          }}
        />
        <button
          type="button"
          className={`btn btn-outline btn-xs w-fit ${shown ? 'btn-error' : ''}`}
          onClick={() => input.current?.click()}
          disabled={disabled || judging}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          aria-label={`${file || current?.url ? 'Ganti file' : 'Pilih file'} ${label}`}
        >
          {judging ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Upload className="size-3.5" aria-hidden="true" />
          )}
          {file || current?.url ? 'Ganti file' : 'Pilih file'}
        </button>
        {judging && progress !== null && (
          <p className="text-xs text-base-content/75" role="status">
            Mengompres gambar... {progress}%
          </p>
        )}
        {shown && (
          <p id={`${id}-msg`} className="text-xs font-medium text-error" role="alert">
            {shown}
          </p>
        )}
      </div>
    </div>
  );
}
