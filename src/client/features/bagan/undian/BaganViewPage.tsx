import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Users } from 'lucide-react';
import { hasHasil } from '../../../ui/hasil/hasil-form';
import { isFreeDraw } from '../../../../domain/bagan/hasil';
import { matchBerikut } from '../../../../domain/bagan/susun';
import { MIN_PESERTA_GENERATE } from '../../../../domain/bagan/types';
import { buatDraf, pesanKurangPeserta, pesertaUndian, refreshBagan, useKompetisiBagan, type KelasBaganView } from '../../../data/bagan';
import { getDb } from '../../../data/db';
import { currentUser } from '../../../data/session';
import { useTitle } from '../../../ui/hooks/useTitle';
import { BaganBoard } from '../board/BaganBoard';
import type { MatchView } from '../../../data/bagan/types';
import '../print.css';
import { BaganActions } from './BaganActions';
import { BaganInfoKompetisi } from './BaganInfoKompetisi';
import { BaganStatusPanel } from './BaganStatusPanel';
import { Note } from './DrawingBaganPage';
import { judulKelas } from './drawing-filter';
import { HasilMatchDialog } from '../../../ui/hasil/HasilMatchDialog';
import { KepalaCetak } from './KepalaCetak';
import { MedaliKelasPanel } from './MedaliKelasPanel';
import { PesertaUndianList } from './PesertaUndianList';
import { TandaTimbangPanel } from './TandaTimbangPanel';
import { keTampil } from './tampil';
import { useHasilMatch } from './useHasilMatch';

/** A result can be entered on a saved bracket's real match, and changed only while the next match has none. */
function bisaEdit(k: KelasBaganView, m: MatchView): boolean {
  if (k.draf || !k.bagan || m.id_peserta_a === null || m.id_peserta_b === null || isFreeDraw(m)) return false;
  const next = matchBerikut(k.bagan.matches, m);
  return !next || !hasHasil(next.match);
}

function BaganKelas({ id_kompetisi, id_kelas }: { id_kompetisi: number; id_kelas: number }) {
  const read = useKompetisiBagan(id_kompetisi);
  const k = read.data?.kelas.find((x) => x.kelas.id_kelas_kejuaraan === id_kelas);
  const judul = k ? judulKelas(k) : 'Bracket';
  useTitle(judul);
  const hasil = useHasilMatch(id_kompetisi, k);
  const [exporting, setExporting] = useState(false);
  if (!read.data) return <Note tone={read.error ? 'text-error' : ''}>{read.error ? read.error.message : 'Memuat data...'}</Note>;
  if (!k) return <Note>Kelas kejuaraan tidak ditemukan</Note>;
  const tampil = keTampil(read.data.kompetisi, k);
  const jumlahPeserta = pesertaUndian(k).length;
  const exportPdf = async () => {
    if (!tampil) return;
    setExporting(true);
    try {
      const { unduhPdfBagan } = await import('../pdf');
      await unduhPdfBagan([tampil], `Bagan ${judul}.pdf`);
    } catch {
      toast.error('Failed to export PDF. Please try again.');
    } finally {
      setExporting(false);
    }
  };
  const redraw = async () => {
    await refreshBagan(getDb(), id_kompetisi).catch(() => undefined);
    await buatDraf(id_kompetisi, k, true).catch((e: Error) => toast.error(e.message));
  };
  return (
    <div className="space-y-5 print:space-y-3">
      <BaganInfoKompetisi kompetisi={read.data.kompetisi} fetchedAt={read.data.fetchedAt} />
      {tampil && <KepalaCetak kompetisi={read.data.kompetisi} judulKelas={judul} jumlahPeserta={jumlahPeserta} cabang={k.kelas.cabang} />}
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-xl font-black tracking-tight sm:text-2xl">{judul}</h1>
          <p className="inline-flex items-center gap-1.5 text-sm text-base-content/80">
            <Users className="size-4" aria-hidden="true" />
            {jumlahPeserta} contestants
          </p>
        </div>
        <BaganActions
          id_kompetisi={id_kompetisi}
          k={k}
          judul={judul}
          bisaGenerate={jumlahPeserta >= MIN_PESERTA_GENERATE}
          onExport={() => void exportPdf()}
          exporting={exporting}
        />
      </div>
      <BaganStatusPanel k={k} onRedraw={() => void redraw()} />
      <TandaTimbangPanel k={k} />
      {jumlahPeserta < MIN_PESERTA_GENERATE && !tampil && <Note>{pesanKurangPeserta(jumlahPeserta)}</Note>}
      {jumlahPeserta >= MIN_PESERTA_GENERATE && !tampil && (
        <Note>Bagan belum dibuat. Tekan Shuffle &amp; Generate untuk mengundi, atau Generate untuk urutan daftar.</Note>
      )}
      {tampil && <BaganBoard tampil={tampil} onEditMatch={hasil.open} bisaEdit={(m) => bisaEdit(k, m)} />}
      {tampil && !k.draf && <MedaliKelasPanel tampil={tampil} className="bagan-cetak-utuh" />}
      <PesertaUndianList k={k} />
      {tampil && (
        <HasilMatchDialog
          match={hasil.match}
          jumlah_ronde={tampil.jumlah_ronde}
          cabang={k.kelas.cabang}
          peserta={tampil.peserta}
          busy={hasil.busy}
          errors={hasil.errors}
          onCancel={hasil.close}
          onSave={hasil.save}
          onUndo={hasil.undo}
          slip={hasil.slip(read.data.kompetisi.nama_event)}
        />
      )}
    </div>
  );
}

/** /admin-kompetisi/drawing-bagan/{id_kelas}: the bracket view of one class. */
export function BaganViewPage({ id_kelas }: { id_kelas: number }) {
  const id = currentUser()?.admin_kompetisi?.id_kompetisi ?? null;
  return (
    <div className="space-y-4">
      <Link to="/admin-kompetisi/drawing-bagan" className="btn btn-ghost btn-sm cetak-sembunyi">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Drawing Bagan
      </Link>
      {id === null ? <Note>Tidak ada kompetisi terkait akun ini.</Note> : <BaganKelas id_kompetisi={id} id_kelas={id_kelas} />}
    </div>
  );
}
