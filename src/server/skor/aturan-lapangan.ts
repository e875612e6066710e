import { panelKelas, pilihAturan, type AturanKyorugi, type PanelPoomsaeKelas, type PengaturanSkor } from '../../domain/skor';
import { kategoriSkor } from '../../domain/skor/aturan-versi';
import type { DbOrTx } from '../db/types';
import { aturanTersemat } from './muat';
import { bacaPengaturanSkor } from './pengaturan';

interface BarisAturan {
  id_kompetisi: number;
  id_kelas_kejuaraan: number;
  cabang: 'KYORUGI' | 'POOMSAE';
  kategori: string;
  aturan_skor: unknown;
}

/**
 * What the court desk's list carries for scoring, per bout: a Kyorugi bout's rule set (the one pinned to it, else
 * its category's set in the setting now) and a Poomsae bout's panel. The setting is read once per competition.
 */
export async function isiAturanPartai(
  db: DbOrTx,
  rows: readonly BarisAturan[],
): Promise<(r: BarisAturan) => { aturan_skor: AturanKyorugi | null; panel_poomsae: PanelPoomsaeKelas | null }> {
  const pengaturan = new Map<number, PengaturanSkor>();
  for (const id of new Set(rows.map((r) => r.id_kompetisi))) pengaturan.set(id, await bacaPengaturanSkor(db, id));
  return (r) => {
    const p = pengaturan.get(r.id_kompetisi)!;
    return r.cabang === 'KYORUGI'
      ? { aturan_skor: aturanTersemat(r.aturan_skor) ?? pilihAturan(p, kategoriSkor(r.kategori)), panel_poomsae: null }
      : { aturan_skor: null, panel_poomsae: panelKelas(p, r.id_kelas_kejuaraan) };
  };
}
