import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import type { Penanganan } from '../../../domain/hak-data/api';
import { BATAS_PROSES_TEKS } from '../../../domain/hak-data/batas';
import { DATA_TETAP_TEKS, LABEL_DATA_ATLET, cekHapusData, tanganiSchema } from '../../../domain/hak-data/hapus';
import { JENIS_PERMINTAAN_LABEL, STATUS_PERMINTAAN_LABEL } from '../../../domain/privasi/permintaan';
import { ApiError } from '../../data/api-error';
import { kunciPenanganan, tanganiPermintaan, usePenanganan } from '../../data/online/hak-data';
import { useModalDialog } from '../../ui/hooks/useModalDialog';
import { StatusPermintaan } from './StatusPermintaan';

function YangDihapus({ data }: { data: NonNullable<Penanganan['data']> }) {
  const item = [...data.berkas, ...data.kolom].map((k) => LABEL_DATA_ATLET[k]);
  if (data.tanggal_lahir) item.push(LABEL_DATA_ATLET.tanggal_lahir);
  return (
    <div className="space-y-1 text-sm">
      <p className="font-semibold">Yang dihapus</p>
      {item.length > 0 ? <p>{item.join(', ')}</p> : <p className="text-base-content/70">Tidak ada data pribadi lagi yang tersimpan.</p>}
      <p className="text-base-content/75">{DATA_TETAP_TEKS}</p>
    </div>
  );
}

/** The ADMIN's handling of one request: what an erasure removes, a reason, 'Hapus data' or 'Tolak'; a handled one read only. */
export function TanganiDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const ref = useModalDialog(true);
  const titleId = useId();
  const qc = useQueryClient();
  const q = usePenanganan(id);
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [busy, setBusy] = useState<'hapus' | 'tolak' | null>(null);
  const d = q.data;
  const terbuka = d && (d.permintaan.status === 'MENUNGGU' || d.permintaan.status === 'DIPROSES');
  const hambatan = d && d.permintaan.jenis === 'HAPUS' ? cekHapusData(d.kompetisi_berjalan) : null;

  const tangani = async (aksi: 'hapus' | 'tolak') => {
    const cek = v.safeParse(tanganiSchema, { alasan });
    if (!cek.success) {
      setGalat(cek.issues[0].message);
      return;
    }
    setGalat(null);
    setBusy(aksi);
    try {
      const { pesan, data } = await tanganiPermintaan(id, aksi, alasan);
      qc.setQueryData(kunciPenanganan(id), data);
      void qc.invalidateQueries({ queryKey: ['privasi', 'permintaan'] });
      toast.success(pesan);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors?.alasan) setGalat(e.errors.alasan);
      else
        toast.error(e instanceof ApiError && e.status === 0 ? 'Penanganan permintaan memerlukan koneksi ke server' : (e as Error).message);
      void q.refetch();
    } finally {
      setBusy(null);
    }
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="modal-box space-y-4">
        <h2 id={titleId} className="text-lg font-bold">
          {d ? `${JENIS_PERMINTAAN_LABEL[d.permintaan.jenis]}: ${d.permintaan.nama_atlet ?? 'atlet sudah dihapus'}` : 'Permintaan data'}
        </h2>
        {q.isLoading && <div className="skeleton h-24 w-full" role="status" aria-label="Memuat permintaan" />}
        {q.isError && (
          <p role="alert" className="text-sm text-error">
            {q.error.message}
          </p>
        )}
        {d && (
          <>
            {d.permintaan.nama_dojang && <p className="text-sm text-base-content/75">{d.permintaan.nama_dojang}</p>}
            <ul>
              <StatusPermintaan p={d.permintaan} sekarang={new Date()} />
            </ul>
            {terbuka && d.permintaan.jenis === 'HAPUS' && d.data && <YangDihapus data={d.data} />}
            {terbuka && hambatan && (
              <div role="alert" className="alert items-start border-warning/50 bg-warning/15 text-sm text-base-content">
                <AlertTriangle className="size-4 shrink-0 text-warning" aria-hidden="true" />
                <span>{hambatan.pesan}</span>
              </div>
            )}
            {terbuka && (
              <div>
                <label htmlFor="tangani-alasan" className="block text-sm font-semibold">
                  Alasan (wajib, tercatat dan terlihat oleh pelatih)
                </label>
                <textarea
                  id="tangani-alasan"
                  className={`textarea mt-1 w-full ${galat ? 'textarea-error' : ''}`}
                  rows={3}
                  maxLength={500}
                  value={alasan}
                  aria-invalid={galat ? true : undefined}
                  aria-describedby={galat ? 'tangani-alasan-galat' : undefined}
                  onChange={(e) => setAlasan(e.target.value)}
                  disabled={busy !== null}
                />
                {galat && (
                  <p id="tangani-alasan-galat" className="mt-1 text-sm text-error">
                    {galat}
                  </p>
                )}
                <p className="mt-1 text-xs text-base-content/70">Permintaan diproses {BATAS_PROSES_TEKS}.</p>
              </div>
            )}
            {!terbuka && <p className="text-sm">Status: {STATUS_PERMINTAAN_LABEL[d.permintaan.status]}</p>}
          </>
        )}
        <div className="modal-action flex-wrap">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy !== null}>
            {terbuka ? 'Batal' : 'Tutup'}
          </button>
          {terbuka && (
            <button type="button" className="btn btn-outline" onClick={() => void tangani('tolak')} disabled={busy !== null}>
              {busy === 'tolak' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              Tolak
            </button>
          )}
          {terbuka && d?.permintaan.jenis === 'HAPUS' && (
            <button
              type="button"
              className="btn btn-error"
              onClick={() => void tangani('hapus')}
              disabled={busy !== null || hambatan !== null}
            >
              {busy === 'hapus' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
              Hapus data
            </button>
          )}
        </div>
      </div>
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => busy || onClose()} />
      </div>
    </dialog>
  );
}
