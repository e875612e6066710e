import type { AturanKyorugi, KejadianBout } from '../../../domain/skor';
import type { PartaiTampil } from '../../data/lapangan';
import type { StatusKursi } from './KursiJuri';
import { QrJuri } from './QrJuri';
import { labelSumber } from './stik';
import { StikJuriPanel } from './StikJuri';
import { useJuriDigital } from './useJuriDigital';
import { useStikJuri } from './useStikJuri';

/**
 * 'Juri digital' on the console of a novice bout: each seat (heard, latest press, presses), the court's seat links as
 * QR codes, and the judges' controllers on this device; presses of phones and controllers become points alike.
 */
export function JuriDigital({
  id_kompetisi,
  partai,
  aturan,
  aktif,
  log,
  onPoin,
  onBatal,
}: {
  id_kompetisi: number;
  partai: PartaiTampil;
  aturan: AturanKyorugi;
  aktif: boolean;
  log: readonly KejadianBout[];
  onPoin: (kejadian: readonly KejadianBout[]) => void;
  onBatal: (kejadian: readonly KejadianBout[]) => void;
}) {
  const j = useJuriDigital(id_kompetisi, partai, aturan, aktif, log, onPoin, onBatal);
  const jumlah = aturan.skor_digital?.juri ?? 0;
  const stik = useStikJuri(j.digital, jumlah, j.tekanStik);
  if (!j.digital || !aturan.skor_digital) return null;
  const kursi: StatusKursi[] = Array.from({ length: jumlah }, (_, i) => {
    const nomor = i + 1;
    const s = stik.pasangan.kursi[nomor];
    return {
      nomor,
      terhubung: j.terhubung.has(nomor),
      terakhir: j.terakhir.get(nomor) ?? null,
      jumlah: j.jumlah.get(nomor) ?? 0,
      poin: aturan.poin_teknik,
      stik: s ? { label: labelSumber(s), siap: stik.siap.has(nomor) } : null,
    };
  });
  return (
    <QrJuri
      id_lapangan={partai.id_lapangan}
      kursi={kursi}
      tersambung={j.tersambung}
      tanpaServer="Tanpa koneksi ke server: ponsel juri tidak terdengar; stik juri di perangkat ini tetap menilai."
    >
      <StikJuriPanel stik={stik} jumlah={jumlah} poin={aturan.poin_teknik} />
    </QrJuri>
  );
}
