import { useRef, useState } from 'react';
import { Download, FileText, ImageOff, Trash2, Upload } from 'lucide-react';
import toast from 'react-hot-toast';
import { ATLET_DOKUMEN_LABEL, ATLET_EDIT_RULES, type AtletDokumen } from '../../../../domain/schemas/atlet-files';
import { usePrivateFileUrl } from '../../../data/files';
import { atletFileUrl } from '../../../data/atlet';
import { useObjectUrl } from '../../../ui/form/useObjectUrl';
import { isPdf, previewName, storedLabel } from './dokumen-preview';
import { downloadDokumen, pickDokumen } from './dokumen-actions';

interface AtletDokumenCardProps {
  kind: AtletDokumen;
  nama: string;
  /** Stored name on the server; null once removed in this edit. */
  stored: string | null;
  /** A queued add's or edit's file still on the device. */
  local: Blob | undefined;
  /** Chosen in this edit, not saved yet. */
  chosen: File | undefined;
  editing: boolean;
  disabled: boolean;
  required?: boolean;
  hint?: string;
  error?: string;
  onChoose: (kind: AtletDokumen, file: File) => void;
  onRemove: (kind: AtletDokumen) => void;
}

/** One athlete document: preview (image inline, PDF as a link), download, and in edit mode choose / remove. */
export function AtletDokumenCard(props: AtletDokumenCardProps) {
  const { kind, nama, stored, local, chosen, editing, disabled, required, hint, error } = props;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const label = ATLET_DOKUMEN_LABEL[kind];
  const id = `atlet-dok-${kind}`;
  const deviceBlob = chosen ?? local;
  const deviceUrl = useObjectUrl(deviceBlob);
  const storedUrl = usePrivateFileUrl(deviceBlob ? undefined : atletFileUrl(kind, stored));
  const url = deviceUrl ?? storedUrl;
  const pdf = deviceBlob ? isPdf(deviceBlob) : isPdf(stored);
  const name = chosen?.name ?? stored ?? (local ? label : null);
  const accept = ATLET_EDIT_RULES[kind].mimes.join(',');
  const hasFile = !!(deviceBlob || stored);

  const choose = async (file: File) => {
    setProgress(0);
    const ready = await pickDokumen(kind, file, (p) => setProgress(Math.round(p)));
    setProgress(null);
    if (ready) props.onChoose(kind, ready);
  };
  const remove = () => {
    props.onRemove(kind);
    toast.success(`${label} dihapus`);
  };

  return (
    <div className={`flex flex-col gap-2 rounded-box border p-4 ${error ? 'border-error/60' : 'border-base-300'}`}>
      <p className="text-sm font-semibold">
        {label}
        {required && (
          <span className="text-error" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {hint && <span className="font-normal text-base-content/75"> ({hint})</span>}
      </p>
      <div className="grid h-36 place-items-center overflow-hidden rounded-lg bg-base-200">
        {!hasFile ? (
          <span className="text-sm text-base-content/70">Belum ada file</span>
        ) : pdf ? (
          url ? (
            <a href={url} target="_blank" rel="noopener noreferrer" className="btn btn-ghost btn-sm">
              <FileText className="size-5 text-error" aria-hidden="true" /> Lihat PDF
            </a>
          ) : (
            <FileText className="size-10 text-error" aria-label="Dokumen PDF" />
          )
        ) : url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className="block size-full">
            <img src={url} alt={`Pratinjau ${label}`} className="size-full object-contain" />
          </a>
        ) : (
          <ImageOff className="size-8 text-base-content/40" aria-label="Pratinjau belum tersedia" />
        )}
      </div>
      {name && (
        <p className="truncate text-xs text-base-content/80" title={chosen ? name : undefined}>
          {chosen ? `Baru: ${previewName(name, kind)}` : storedLabel(name, kind)}
        </p>
      )}
      {progress !== null && (
        <div className="flex items-center gap-2" role="status" aria-live="polite">
          <progress className="progress progress-primary w-full" value={progress} max={100} aria-label={`Memproses ${label}`} />
          <span className="text-xs tabular-nums text-base-content/75">{progress}%</span>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {!chosen && (stored || local) && (
          <button
            type="button"
            className="btn btn-outline btn-xs"
            onClick={() => void downloadDokumen(kind, stored, local, nama)}
            disabled={progress !== null}
          >
            <Download className="size-3.5" aria-hidden="true" /> Download
          </button>
        )}
        {editing && (
          <>
            <input
              ref={input}
              id={id}
              type="file"
              accept={accept}
              className="sr-only"
              disabled={disabled || progress !== null}
              aria-label={`Pilih file ${label}`}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void choose(file);
              }}
            />
            <button
              type="button"
              className="btn btn-outline btn-primary btn-xs"
              onClick={() => input.current?.click()}
              disabled={disabled || progress !== null}
            >
              <Upload className="size-3.5" aria-hidden="true" /> {hasFile ? 'Ganti file' : 'Pilih file'}
            </button>
            {hasFile && (
              <button type="button" className="btn btn-ghost btn-xs text-error" onClick={remove} disabled={disabled || progress !== null}>
                <Trash2 className="size-3.5" aria-hidden="true" /> Hapus
              </button>
            )}
          </>
        )}
      </div>
      {error && (
        <p className="text-xs font-medium text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
