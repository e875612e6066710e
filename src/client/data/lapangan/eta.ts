import { HARI_KOSONG, hitungEta, waktuMulaiLapangan, type Eta, type RiwayatHari } from '../../../domain/jadwal/eta';
import type { Lapangan, PartaiLapangan, PengaturanJadwal } from './schema';

/**
 * Expected start of every unfinished bout of a court, computed on the device by the domain's ETA (the function
 * the server runs) over the bouts as this device shows them: the desk's queued calls, starts and results move
 * the estimates offline too. The court's finished bouts are its history; `hari` what the day's other courts taught.
 */
export function etaLapangan(
  lapangan: Lapangan, pengaturan: PengaturanJadwal, partai: readonly PartaiLapangan[], sekarang: number, hari: RiwayatHari = HARI_KOSONG,
): Map<string, Eta> {
  return hitungEta(
    { mulai_pada: waktuMulaiLapangan(lapangan.tanggal, lapangan.mulai), menit_kyorugi: pengaturan.menit_kyorugi, menit_poomsae: pengaturan.menit_poomsae },
    partai,
    partai.filter((p) => p.status === 'SELESAI' && p.tidak_hadir === null),
    sekarang,
    hari,
  );
}
