import { useRef } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { LOGO_RULE, checkFile } from '../../../domain/schemas/files';
import { useObjectUrl } from './useObjectUrl';

interface LogoPickerProps {
  id: string;
  file: File | null;
  /** Stored logo shown while no new file is chosen. */
  currentUrl?: string;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  label?: string;
}

/** Square logo with preview; the file is checked against LOGO_RULE before it is accepted. */
export function LogoPicker({ id, file, currentUrl, onChange, disabled, label = 'Logo Dojang' }: LogoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file) ?? currentUrl;

  const pick = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = checkFile(chosen, LOGO_RULE);
    if (problem) {
      toast.error(problem);
      return;
    }
    onChange(chosen);
  };

  return (
    <div className="flex items-center gap-4">
      <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl border-2 border-dashed border-base-300 bg-base-200">
        {preview ? (
          <img src={preview} alt={`Pratinjau ${label.toLowerCase()}`} className="size-full object-cover" width={96} height={96} />
        ) : (
          <ImagePlus className="size-8 text-base-content/50" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-semibold">{label} <span className="font-normal text-base-content/75">(opsional)</span></label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="file-input file-input-sm w-full max-w-xs"
          disabled={disabled}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <p className="text-xs text-base-content/75">JPG, PNG atau WebP, maksimal 5MB.</p>
        {file && !disabled && (
          <button type="button" className="btn btn-ghost btn-xs w-fit text-error" onClick={() => onChange(null)}>
            <Trash2 className="size-3.5" aria-hidden="true" /> Hapus pilihan
          </button>
        )}
      </div>
    </div>
  );
}
