import { useRef } from 'react';
import { FileText, Upload } from 'lucide-react';
import toast from 'react-hot-toast';
import { usePrivateFileUrl } from '../../data/files';
import { checkFile, type FileRule } from '../../../domain/schemas/files';
import { useObjectUrl } from '../../ui/form/useObjectUrl';

interface PelatihFileFieldProps {
  id: string;
  label: string;
  accept: string;
  rule: FileRule;
  /** Stored private path, previewed with the bearer token. */
  storedPath: string | null | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
  editing: boolean;
  hint: string;
  /** A refused file's message, shown under the field. */
  error?: string;
}

const isPdf = (name: string | null | undefined) => !!name && name.toLowerCase().endsWith('.pdf');

function Preview({ url, pdf, label }: { url: string | undefined; pdf: boolean; label: string }) {
  if (!url) return <span className="text-sm text-base-content/70">Belum ada file</span>;
  if (pdf) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="btn btn-ghost btn-sm">
        <FileText className="size-4" aria-hidden="true" /> Lihat PDF
      </a>
    );
  }
  return <img src={url} alt={`Pratinjau ${label}`} className="h-24 w-36 rounded-lg object-cover ring-1 ring-base-300" width={144} height={96} />;
}

/** Coach document upload: stored file preview, new file checked against its rule. */
export function PelatihFileField({ id, label, accept, rule, storedPath, file, onChange, editing, hint, error }: PelatihFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const storedUrl = usePrivateFileUrl(file ? undefined : storedPath);
  const newUrl = useObjectUrl(file);

  const pick = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = checkFile(chosen, rule);
    if (problem) {
      toast.error(problem);
      return;
    }
    onChange(chosen);
  };

  return (
    <div className="flex flex-col gap-2 rounded-box border border-base-300 p-4">
      {editing ? (
        <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      ) : (
        <p className="text-sm font-semibold">{label}</p>
      )}
      <div className="flex min-h-24 items-center">
        <Preview url={newUrl ?? storedUrl} pdf={file ? file.type === 'application/pdf' : isPdf(storedPath)} label={label} />
      </div>
      {file && <p className="truncate text-xs text-base-content/75">Baru: {file.name}</p>}
      {editing && (
        <>
          <input ref={input} id={id} type="file" accept={accept} className="file-input file-input-sm w-full" onChange={(e) => pick(e.target.files?.[0])} />
          <p className="flex items-center gap-1 text-xs text-base-content/75">
            <Upload className="size-3" aria-hidden="true" /> {hint}
          </p>
        </>
      )}
      {error && <p id={`${id}-msg`} className="text-xs font-medium text-error" role="alert">{error}</p>}
    </div>
  );
}
