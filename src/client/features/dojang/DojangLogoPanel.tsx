import { useState } from 'react';
import { Building2, Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { ApiError } from '../../data/api-error';
import { LOGO_DOWNLOAD_MESSAGES, downloadFile, uploadUrl } from '../../data/files';
import type { Dojang } from '../../../domain/api-types';
import { LogoPicker } from '../../ui/form/LogoPicker';

interface DojangLogoPanelProps {
  dojang: Dojang;
  editing: boolean;
  saving: boolean;
  logo: File | null;
  onLogo: (file: File | null) => void;
  /** A refused logo's message, shown under the picker. */
  error?: string;
}

export function DojangLogoPanel({ dojang, editing, saving, logo, onLogo, error }: DojangLogoPanelProps) {
  const [downloading, setDownloading] = useState(false);
  const [broken, setBroken] = useState(false);
  const stored = dojang.logo_url || uploadUrl(dojang.logo);

  const download = async () => {
    setDownloading(true);
    try {
      const ext = stored?.split('.').pop() ?? 'png';
      await downloadFile(stored, `logo-${dojang.nama_dojang.replace(/\W+/g, '-').toLowerCase()}.${ext}`, LOGO_DOWNLOAD_MESSAGES);
    } catch (err) {
      // downloadFile already speaks the spec's three logo messages.
      toast.error(err instanceof ApiError ? err.message : LOGO_DOWNLOAD_MESSAGES.failed);
    } finally {
      setDownloading(false);
    }
  };

  if (editing) {
    return <LogoPicker id="dojang-logo" file={logo} currentUrl={stored} onChange={onLogo} disabled={saving} error={error} />;
  }
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-5">
      <div className="grid size-28 shrink-0 place-items-center overflow-hidden rounded-2xl bg-base-200 ring-1 ring-base-300">
        {stored && !broken ? (
          <img
            src={stored}
            alt={`Logo ${dojang.nama_dojang}`}
            width={112}
            height={112}
            className="size-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <Building2 className="size-10 text-base-content/50" aria-hidden="true" />
        )}
      </div>
      <div className="text-center sm:text-left">
        <p className="text-xl font-bold">{dojang.nama_dojang}</p>
        <p className="text-sm text-base-content/75">{dojang.jumlah_atlet} atlet terdaftar</p>
        <button type="button" className="btn btn-outline btn-sm mt-2" onClick={() => void download()} disabled={downloading}>
          {downloading ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          Download Logo
        </button>
      </div>
    </div>
  );
}
