import type { AturanKyorugi, KejadianBout } from '../../../domain/skor';
import type { PartaiTampil } from '../../data/lapangan';
import { QrJuri } from './QrJuri';
import { useJuriDigital } from './useJuriDigital';

/** 'Juri digital' on the console of a novice bout: the seats' QR codes and who is connected; presses become points. */
export function JuriDigital({
  id_kompetisi,
  partai,
  aturan,
  aktif,
  log,
}: {
  id_kompetisi: number;
  partai: PartaiTampil;
  aturan: AturanKyorugi;
  aktif: boolean;
  log: readonly KejadianBout[];
}) {
  const j = useJuriDigital(id_kompetisi, partai, aturan, aktif, log);
  if (!j.digital || !aturan.skor_digital) return null;
  return (
    <QrJuri
      id_match={partai.id_match}
      jumlah={aturan.skor_digital.juri}
      terhubung={j.terhubung}
      tersambung={j.tersambung}
      tanpaServer="Tanpa koneksi ke server: skor dari konsol saja."
    />
  );
}
