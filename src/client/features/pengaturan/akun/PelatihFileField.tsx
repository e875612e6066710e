import { FileText } from 'lucide-react';
import { usePrivateFileUrl } from '../../../data/files';
import type { FileRule } from '../../../../domain/schemas/files';
import { FilePicker } from '../../../ui/form/FilePicker';

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
  /** Editing, but a save is under way. */
  disabled?: boolean;
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
  return (
    <img src={url} alt={`Pratinjau ${label}`} className="h-24 w-36 rounded-lg object-cover ring-1 ring-base-300" width={144} height={96} />
  );
}

/** Coach document: the stored file read-only, or in edit mode the shared picker (content and size judged when chosen). */
export function PelatihFileField({
  id,
  label,
  accept,
  rule,
  storedPath,
  file,
  onChange,
  editing,
  disabled,
  hint,
  error,
}: PelatihFileFieldProps) {
  const storedUrl = usePrivateFileUrl(storedPath);
  const storedPdf = isPdf(storedPath);

  if (editing) {
    return (
      <FilePicker
        id={id}
        label={label}
        rule={rule}
        accept={accept}
        hint={hint}
        file={file}
        onChange={onChange}
        current={storedPath ? { url: storedUrl, pdf: storedPdf } : undefined}
        error={error}
        disabled={disabled}
        thumbClassName="size-24"
      />
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-box border border-base-300 p-4">
      <p className="text-sm font-semibold">{label}</p>
      <div className="flex min-h-24 items-center">
        <Preview url={storedUrl} pdf={storedPdf} label={label} />
      </div>
      {error && (
        <p id={`${id}-msg`} className="text-xs font-medium text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
