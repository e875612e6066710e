import { LOGO_RULE } from '../../../domain/schemas/files';
import { FilePicker } from './FilePicker';

interface LogoPickerProps {
  id: string;
  file: File | null;
  /** Stored logo shown while no new file is chosen. */
  currentUrl?: string;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  label?: string;
  /** A refused logo's message (from the form or the server), shown under the picker. */
  error?: string;
}

/** The dojang logo (JPG, PNG, JPEG or WebP, at most 5 MB), judged by its content when chosen. */
export function LogoPicker({ id, file, currentUrl, onChange, disabled, label = 'Logo Dojang', error }: LogoPickerProps) {
  return (
    <FilePicker
      id={id}
      label={label}
      rule={LOGO_RULE}
      accept="image/jpeg,image/png,image/webp"
      hint="JPG, PNG atau WebP; foto besar dikecilkan otomatis, maksimal 5MB."
      file={file}
      onChange={onChange}
      current={currentUrl ? { url: currentUrl } : undefined}
      error={error}
      disabled={disabled}
      optional
      thumbClassName="size-24"
    />
  );
}
