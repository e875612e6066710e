import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { GANTI_KELAS_MSG } from '../../../../domain/kompetisi/registrasi-ganti-kelas';
import { namaKelas, namaPeserta } from '../../../../domain/kompetisi/label';
import type { KelasKejuaraan } from '../../../../domain/schemas/peserta-response';
import { errorMessage } from '../../../data/api-error';
import { buangAntrian, kelasTersedia, koreksiPendaftaran, ubahKelasPeserta, type PesertaView } from '../../../data/kompetisi';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/**
 * EDIT KELAS PESERTA: the classes from available-classes (the fallback).
 * Correcting a refused write: a refused registration is sent again in the chosen class; a refused
 * class change is replaced by the new one.
 */
export function EditKelasDialog({
  kompetisi,
  peserta,
  onClose,
}: {
  kompetisi: Kompetisi;
  peserta: PesertaView | null;
  onClose: () => void;
}) {
  const [opsi, setOpsi] = useState<KelasKejuaraan[] | null>(null);
  const [pilih, setPilih] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setOpsi(null);
    setPilih(null);
    if (!peserta) return;
    let live = true;
    kelasTersedia(kompetisi, peserta)
      .then((list) => live && setOpsi(list))
      .catch((e) => {
        if (!live) return;
        toast.error(errorMessage(e, GANTI_KELAS_MSG.gagalMemuat));
        setOpsi([]);
      });
    return () => {
      live = false;
    };
  }, [kompetisi, peserta]);

  const save = async () => {
    if (!peserta) return;
    const kelas = opsi?.find((k) => k.id_kelas_kejuaraan === pilih);
    if (!kelas) return void toast.error(GANTI_KELAS_MSG.pilih);
    if (kelas.id_kelas_kejuaraan === peserta.id_kelas_kejuaraan && !peserta.rejected) return void toast.error(GANTI_KELAS_MSG.tidakBerubah);
    setBusy(true);
    try {
      const refused = peserta.rejected ? peserta.outboxId : null;
      const { queued } =
        refused && peserta.id_peserta_kompetisi === 0
          ? await koreksiPendaftaran(refused, kelas)
          : await ubahKelasPeserta({ id_kompetisi: kompetisi.id_kompetisi, peserta: { ...peserta, rejected: null }, kelas });
      if (refused && peserta.id_peserta_kompetisi !== 0) await buangAntrian(refused);
      toast.success(queued ? `${GANTI_KELAS_MSG.berhasil} — Menunggu sinkron` : GANTI_KELAS_MSG.berhasil);
      onClose();
    } catch (e) {
      toast.error(errorMessage(e, GANTI_KELAS_MSG.gagal));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={peserta !== null}
      title="EDIT KELAS PESERTA"
      cancelLabel="Batal"
      confirmLabel="Simpan"
      confirmBusyLabel="Menyimpan..."
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void save()}
    >
      {peserta && (
        <div className="space-y-3">
          <p>
            <span className="font-semibold">{namaPeserta(peserta)}</span>
            <br />
            Kelas sekarang: {namaKelas(peserta.kelas_kejuaraan)}
          </p>
          {opsi === null && <p role="status">Memuat data...</p>}
          {opsi?.length === 0 && <p className="text-warning-content">Tidak ada kelas lain yang sesuai untuk peserta ini.</p>}
          {opsi && opsi.length > 0 && (
            <label className="flex flex-col gap-1.5">
              <span className="text-sm font-semibold">Kelas kejuaraan baru</span>
              <select
                className="select w-full"
                value={pilih ?? ''}
                onChange={(e) => setPilih(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">Pilih kelas kejuaraan</option>
                {opsi.map((k) => (
                  <option key={k.id_kelas_kejuaraan} value={k.id_kelas_kejuaraan}>
                    {namaKelas(k)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
