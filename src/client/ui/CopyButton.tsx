import toast from 'react-hot-toast';
import { Copy } from 'lucide-react';
import { copyText } from './copy-text';

/** A small 'Salin' button beside a value the user types elsewhere (transfer note, account number); toasts 'Disalin'. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const copy = async () => {
    if (await copyText(text)) toast.success('Disalin');
    else toast.error('Gagal menyalin. Salin secara manual.');
  };
  return (
    <button type="button" className="btn btn-ghost btn-xs" onClick={() => void copy()} aria-label={`Salin ${label}`}>
      <Copy className="size-3.5" aria-hidden="true" /> Salin
    </button>
  );
}
