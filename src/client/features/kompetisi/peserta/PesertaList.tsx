import { useState } from 'react';
import toast from 'react-hot-toast';
import { cekAksesGantiKelas } from '../../../../domain/kompetisi/registrasi-ganti-kelas';
import { HAPUS_MSG, cekHapusPeserta } from '../../../../domain/kompetisi/registrasi-hapus';
import { namaPeserta } from '../../../../domain/kompetisi/label';
import { entriDibayar } from '../../../../domain/kompetisi/pembayaran';
import { errorMessage } from '../../../data/api-error';
import { buangAntrian, hapusPeserta, useBuktiTransfer, type PesertaView } from '../../../data/kompetisi';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { currentUser } from '../../../data/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EditKelasDialog } from './EditKelasDialog';
import { PesertaRows } from './PesertaRows';

const anggota = (p: PesertaView) => (p.anggota_tim.length > 0 ? p.anggota_tim.map((m) => m.atlet) : [p.atlet]);

function pengguna() {
  const user = currentUser();
  return { role: user?.role ?? '', id_dojang: user?.pelatih?.id_dojang ?? null, id_kompetisi: user?.admin_kompetisi?.id_kompetisi ?? null };
}

/** The rows with their actions: the domain's rules decide, the spec's message explains a refusal. */
export function PesertaList({
  kompetisi,
  rows,
  onOpen,
}: {
  kompetisi: Kompetisi;
  rows: readonly PesertaView[];
  onOpen: (p: PesertaView) => void;
}) {
  const [edit, setEdit] = useState<PesertaView | null>(null);
  const [hapus, setHapus] = useState<PesertaView | null>(null);
  const [busy, setBusy] = useState(false);
  // An entry an accepted proof paid for is locked for its coach, as the server decides (shown, not just refused).
  const bukti = useBuktiTransfer(kompetisi.id_kompetisi).data;
  const dibayar = (p: PesertaView) =>
    !p.key.startsWith('new:') &&
    entriDibayar(
      p,
      (bukti ?? []).filter((b) => b.rejected === null),
    );

  const alasanEdit = (p: PesertaView): string | null => {
    const members = anggota(p).map((a) => ({ ...a, berat_badan: a.berat_badan ?? null }));
    const akses = cekAksesGantiKelas({ pengguna: pengguna(), peserta: { ...p, atlet: members, dibayar: dibayar(p) }, kompetisi });
    return akses.ok ? null : akses.pesan;
  };
  const alasanHapus = (p: PesertaView): string | null => {
    const boleh = cekHapusPeserta(
      pengguna(),
      { status: p.status, id_dojang: anggota(p).map((a) => a.id_dojang), dibayar: dibayar(p) },
      kompetisi,
    );
    return boleh.ok ? null : boleh.pesan;
  };
  const onEdit = (p: PesertaView) => {
    const alasan = alasanEdit(p);
    if (alasan) return void toast.error(alasan);
    setEdit(p);
  };
  const onDelete = (p: PesertaView) => {
    const alasan = alasanHapus(p);
    if (alasan) return void toast.error(alasan);
    setHapus(p);
  };
  const confirm = async () => {
    if (!hapus) return;
    setBusy(true);
    const nama = namaPeserta(hapus);
    try {
      const { queued } = await hapusPeserta({ id_kompetisi: kompetisi.id_kompetisi, peserta: hapus });
      toast.success(queued ? `${HAPUS_MSG.berhasil(nama)} — Menunggu sinkron` : HAPUS_MSG.berhasil(nama));
      setHapus(null);
    } catch (e) {
      toast.error(errorMessage(e, HAPUS_MSG.gagal));
    } finally {
      setBusy(false);
    }
  };
  const onDismiss = (p: PesertaView) => {
    if (p.outboxId) void buangAntrian(p.outboxId).then(() => toast.success('Perubahan yang ditolak dibuang'));
  };

  return (
    <>
      <PesertaRows rows={rows} aksi={{ onOpen, onEdit, onDelete, alasanEdit, alasanHapus, onFix: (p) => setEdit(p), onDismiss }} />
      <EditKelasDialog kompetisi={kompetisi} peserta={edit} onClose={() => setEdit(null)} />
      <ConfirmDialog
        open={hapus !== null}
        title="Hapus peserta?"
        cancelLabel="Batal"
        confirmLabel="Hapus"
        confirmBusyLabel="Menghapus..."
        busy={busy}
        tone="error"
        onCancel={() => setHapus(null)}
        onConfirm={() => void confirm()}
      >
        {hapus && (
          <>
            Peserta <strong>{namaPeserta(hapus)}</strong> akan dihapus dari kompetisi ini.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
