import { Save, Trophy } from 'lucide-react';
import { KEPUTUSAN_SKOR_LABEL, type HasilBout } from '../../../domain/skor';
import { rekapRonde } from '../../../domain/skor/rekap-ronde';
import { slipPartai } from '../../data/bagan';
import type { PartaiTampil } from '../../data/lapangan';
import { TabelRonde } from '../../ui/hasil/TabelRonde';
import { TombolSlip } from '../../ui/hasil/TombolSlip';

/**
 * The decided match: the winner, the decision, the round-by-round table to check before 'Simpan hasil', and once
 * kept, its printable result slip.
 */
export function HasilAkhir({
  hasil,
  partai,
  menyimpan,
  onSimpan,
}: {
  hasil: HasilBout;
  partai: PartaiTampil;
  menyimpan: boolean;
  onSimpan: () => void;
}) {
  if (hasil.status !== 'selesai' || !hasil.pemenang) return null;
  const isi = hasil.pemenang === 'B' ? partai.sudut_a : partai.sudut_b;
  const warna = hasil.pemenang === 'B' ? 'bg-blue-700' : 'bg-red-700';
  const tersimpan = partai.status === 'SELESAI';
  return (
    <section className={`space-y-2 rounded-box p-4 text-white ${warna}`} aria-label="Hasil pertandingan" data-pemenang={hasil.pemenang}>
      <p className="flex items-center gap-2 text-2xl font-black">
        <Trophy className="size-7 shrink-0" aria-hidden="true" />
        Pemenang: {hasil.pemenang} — {isi?.nama ?? '–'}
      </p>
      <p className="text-lg">
        {hasil.keputusan ? KEPUTUSAN_SKOR_LABEL[hasil.keputusan] : ''} · Ronde {hasil.menang_ronde.B}–{hasil.menang_ronde.R} (B–R)
      </p>
      {hasil.ronde.length > 0 && <TabelRonde rekap={rekapRonde(hasil)} />}
      {tersimpan ? (
        <>
          <p className="font-semibold" role="status">
            Hasil sudah disimpan ke bagan{partai.menunggu > 0 ? ' (menunggu sinkron)' : ''}.
          </p>
          <TombolSlip muat={() => slipPartai(partai, hasil)} className="btn btn-sm w-full" />
        </>
      ) : (
        <button type="button" className="btn btn-lg w-full" disabled={menyimpan} onClick={onSimpan}>
          <Save aria-hidden="true" />
          Simpan hasil
        </button>
      )}
    </section>
  );
}
