import { progresBagan } from '../../domain/bagan/status';
import type { KelasBagan, PesertaBagan } from '../../domain/schemas/bagan';
import type { KelasKejuaraan } from '../../domain/schemas/peserta-response';
import type { BaganTersimpan, PesertaKelas } from './muat';

const tanpaKelas = ({ id_kelas_kejuaraan: _k, ...p }: PesertaKelas): PesertaBagan => p;

/**
 * Each class with its bracket (Class summary): peserta_count counts the APPROVED entries now;
 * peserta lists them plus every entry a match of its bracket names (e.g. one rejected after the draw), by id.
 */
export function kelasBagan(
  kelas: readonly KelasKejuaraan[],
  bagan: readonly BaganTersimpan[],
  peserta: readonly PesertaKelas[],
): KelasBagan[] {
  const baganOf = new Map(bagan.map((b) => [b.id_kelas_kejuaraan, b]));
  const byId = new Map(peserta.map((p) => [p.id_peserta_kompetisi, p]));
  const disetujui = new Map<number, PesertaKelas[]>();
  for (const p of peserta) {
    if (p.status !== 'APPROVED') continue;
    const list = disetujui.get(p.id_kelas_kejuaraan);
    if (list) list.push(p);
    else disetujui.set(p.id_kelas_kejuaraan, [p]);
  }
  return kelas.map((k): KelasBagan => {
    const approved = disetujui.get(k.id_kelas_kejuaraan) ?? [];
    const b = baganOf.get(k.id_kelas_kejuaraan);
    const list = new Map(approved.map((p) => [p.id_peserta_kompetisi, p]));
    for (const m of b?.matches ?? []) {
      for (const id of [m.id_peserta_a, m.id_peserta_b]) {
        const p = id === null ? undefined : byId.get(id);
        if (p && !list.has(p.id_peserta_kompetisi)) list.set(p.id_peserta_kompetisi, p);
      }
    }
    const progres = b ? progresBagan(b.matches) : { selesai: 0, total: 0 };
    return {
      kelas: k,
      peserta_count: approved.length,
      bracket_status: b?.status ?? 'not_created',
      match_selesai: progres.selesai,
      match_total: progres.total,
      peserta: [...list.values()].sort((x, y) => x.id_peserta_kompetisi - y.id_peserta_kompetisi).map(tanpaKelas),
      bagan: b ? toBagan(b) : null,
    };
  });
}

const toBagan = ({ id_kelas_kejuaraan: _k, ...b }: BaganTersimpan) => b;
