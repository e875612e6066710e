import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import toast from 'react-hot-toast';
import * as v from 'valibot';
import { Trophy } from 'lucide-react';
import { bacaKompetisiBagan, refreshBagan, simpanHasilMatch } from '../../data/bagan';
import { getDb } from '../../data/db';
import { tertundaKey } from '../../data/penimbangan';
import { partaiTertundaSchema } from '../../data/penimbangan/schema';

/**
 * A disqualified entry whose class is drawn leaves a pending match: offered as a win for the opponent with the
 * decision DSQ, through the bracket's own result write (queued like any result).
 */
export function MenangDsq({ id_kompetisi, id_peserta }: { id_kompetisi: number; id_peserta: number }) {
  const db = getDb();
  const key = tertundaKey(id_kompetisi, id_peserta);
  const rec = useLiveQuery(() => db.records.get(key), [key]);
  const [sibuk, setSibuk] = useState(false);
  const partai = v.safeParse(partaiTertundaSchema, rec?.value);
  if (!partai.success || !partai.output.lawan) return null;
  const p = partai.output;
  const lawan = p.lawan!;
  const menangkan = async () => {
    setSibuk(true);
    try {
      await refreshBagan(db, id_kompetisi).catch(() => undefined);
      const semua = await bacaKompetisiBagan(db, id_kompetisi);
      const kelas = semua?.kelas.find((k) => k.kelas.id_kelas_kejuaraan === p.id_kelas_kejuaraan);
      const match = kelas?.bagan?.matches.find((m) => m.id_match === p.id_match);
      if (!kelas || !match) {
        toast.error('Bagan kelas ini belum ada di perangkat. Buka Drawing Bagan saat online.');
        return;
      }
      if (match.id_pemenang === null) {
        const hasil = await simpanHasilMatch(id_kompetisi, kelas, match, {
          skor_a: 0,
          skor_b: 0,
          id_pemenang: lawan.id_peserta_kompetisi,
          keputusan: 'DSQ',
        });
        toast.success(hasil.status === 'queued' ? 'Hasil DSQ disimpan di perangkat: menunggu sinkron' : `${lawan.nama} menang DSQ`);
      }
      await db.records.delete(key);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Hasil tidak dapat disimpan');
    } finally {
      setSibuk(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-info/10 p-3 text-sm">
      <p>
        Peserta ini punya partai yang belum dimainkan melawan <b>{lawan.nama}</b>.
      </p>
      <button type="button" className="btn btn-info btn-sm" disabled={sibuk} onClick={() => void menangkan()}>
        <Trophy className="size-4" aria-hidden="true" />
        Menangkan {lawan.nama} (DSQ)
      </button>
    </div>
  );
}
