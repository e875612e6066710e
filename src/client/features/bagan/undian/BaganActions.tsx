import { useState } from 'react';
import { FileDown, Printer, Save, Shuffle, Sparkles, Trash2 } from 'lucide-react';
import type { KelasBaganView } from '../../../data/bagan';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { konfirmasiUndi, teksKonfirmasiUndi, type KonfirmasiUndi } from './konfirmasi-undi';
import { jumlahHasil, useBaganAksi } from './useBaganAksi';

interface Props {
  id_kompetisi: number;
  k: KelasBaganView;
  judul: string;
  bisaGenerate: boolean;
  onExport: () => void;
  exporting: boolean;
}

/** 'Shuffle & Generate', 'Generate' / 'Regenerate', 'Save', 'Export PDF', plus print. */
export function BaganActions({ id_kompetisi, k, judul, bisaGenerate, onExport, exporting }: Props) {
  const aksi = useBaganAksi(id_kompetisi, k, judul);
  const [konfirmasi, setKonfirmasi] = useState(false);
  // A draw that hides results, or draws a class of 2–3, waits for the organiser's yes.
  const [undi, setUndi] = useState<{ acak: boolean; tanya: Exclude<KonfirmasiUndi, null> } | null>(null);
  const adaBagan = k.bagan !== null || k.draf !== null;
  const hasil = jumlahHasil(k);
  const simpan = () => (hasil > 0 ? setKonfirmasi(true) : void aksi.save(false));
  const generate = (acak: boolean) => {
    const tanya = konfirmasiUndi(k);
    if (tanya) setUndi({ acak, tanya });
    else void aksi.generate(acak);
  };
  const teksUndi = undi ? teksKonfirmasiUndi(undi.tanya) : null;
  return (
    <div className="flex flex-wrap gap-2 cetak-sembunyi">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={!bisaGenerate || aksi.busy !== null}
        onClick={() => generate(true)}
      >
        <Shuffle className="size-4" aria-hidden="true" />
        Shuffle &amp; Generate
      </button>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={!bisaGenerate || aksi.busy !== null}
        onClick={() => generate(false)}
      >
        <Sparkles className="size-4" aria-hidden="true" />
        {adaBagan ? 'Regenerate' : 'Generate'}
      </button>
      <button type="button" className="btn btn-primary btn-sm" disabled={!k.draf || aksi.busy !== null} onClick={simpan}>
        {aksi.busy === 'save' ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <Save className="size-4" aria-hidden="true" />
        )}
        Save
      </button>
      {k.draf && (
        <button type="button" className="btn btn-ghost btn-sm" disabled={aksi.busy !== null} onClick={() => void aksi.buang()}>
          <Trash2 className="size-4" aria-hidden="true" />
          Buang draf
        </button>
      )}
      <button type="button" className="btn btn-outline btn-sm" disabled={!adaBagan || exporting} onClick={onExport}>
        {exporting ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <FileDown className="size-4" aria-hidden="true" />
        )}
        Export PDF
      </button>
      <button type="button" className="btn btn-ghost btn-sm" disabled={!adaBagan} onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        Cetak
      </button>
      <ConfirmDialog
        open={konfirmasi}
        title="Undi ulang bagan yang sudah berjalan?"
        cancelLabel="Batal"
        confirmLabel={`Simpan dan hapus ${hasil} hasil`}
        tone="error"
        onCancel={() => setKonfirmasi(false)}
        onConfirm={() => {
          setKonfirmasi(false);
          void aksi.save(true);
        }}
      >
        Bagan ini sudah memiliki {hasil} hasil pertandingan. Menyimpan undian baru akan menghapus semua hasil itu; hasil yang dibuang
        tercatat di log aktivitas.
      </ConfirmDialog>
      <ConfirmDialog
        open={undi !== null}
        title={teksUndi?.judul ?? ''}
        cancelLabel="Batal"
        confirmLabel={teksUndi?.tombol ?? 'Undi'}
        tone={undi?.tanya.jenis === 'hasil' ? 'error' : 'primary'}
        onCancel={() => setUndi(null)}
        onConfirm={() => {
          if (undi) void aksi.generate(undi.acak);
          setUndi(null);
        }}
      >
        {teksUndi?.isi}
      </ConfirmDialog>
    </div>
  );
}
