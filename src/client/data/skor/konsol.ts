import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AturanKyorugi, KejadianBout } from '../../../domain/skor';
import { getDb, type ArenaDatabase } from '../db';
import { barisKey, partaiEntityKey } from '../lapangan/keys';
import { bacaMejaLapangan } from '../lapangan/meja';
import type { PartaiTampil } from '../lapangan/view';
import { currentUser } from '../session';
import { aturanBawaanPartai } from './aturan';
import { skorEntityKey } from './keys';
import { muatLogServer } from './read';
import { bacaAturan, bacaLog } from './store';

export interface KonsolData {
  partai: PartaiTampil;
  aturan: AturanKyorugi;
  log: KejadianBout[];
  /** This bout's writes (events and result) not yet landed, and those the server refused. */
  menunggu: number;
  ditolak: number;
}

/** The bout as the console needs it, from Dexie only (offline too); null: this device does not hold the bout. */
export async function bacaKonsol(db: ArenaDatabase, ownerId: number, id_kompetisi: number, id_match: string): Promise<KonsolData | null> {
  const row = await db.partai.get(barisKey(ownerId, id_match));
  if (!row) return null;
  const meja = await bacaMejaLapangan(db, ownerId, id_kompetisi, row.id_lapangan);
  const partai = meja.partai.find((p) => p.id_match === id_match);
  if (!partai) return null;
  const keys = [skorEntityKey(id_kompetisi, row.id_lapangan, id_match), partaiEntityKey(id_kompetisi, row.id_lapangan, id_match)];
  const [log, aturan, antre] = await Promise.all([
    bacaLog(db, id_match),
    bacaAturan(db, id_match),
    db.outbox.where('entityKey').anyOf(keys).toArray(),
  ]);
  const milik = antre.filter((e) => e.ownerId === ownerId);
  return {
    partai,
    log,
    aturan: partai.aturan_skor ?? aturan ?? aturanBawaanPartai(partai),
    menunggu: milik.filter((e) => e.status !== 'rejected').length,
    ditolak: milik.filter((e) => e.status === 'rejected').length,
  };
}

/**
 * The console's data, live from Dexie; the server's copy of the log and its rule set are read once when it answers.
 * `memuat`: that first read is still out (a bout not on the device yet may arrive with it).
 */
export function useKonsolSkor(id_kompetisi: number, id_match: string) {
  const db = getDb();
  const ownerId = currentUser()?.id_akun ?? 0;
  const [memuat, setMemuat] = useState(true);
  useEffect(() => {
    let hidup = true;
    setMemuat(true);
    muatLogServer(db, id_match)
      .catch(() => false)
      .finally(() => {
        if (hidup) setMemuat(false);
      });
    return () => {
      hidup = false;
    };
  }, [db, id_match]);
  const baca = useLiveQuery(
    async () => ({ data: await bacaKonsol(db, ownerId, id_kompetisi, id_match) }),
    [ownerId, id_kompetisi, id_match],
  );
  return baca === undefined ? undefined : { ...baca, memuat };
}
