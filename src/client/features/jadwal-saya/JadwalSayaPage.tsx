import { useState } from 'react';
import { useKompetisiSaya } from '../../data/kompetisi';
import type { Kompetisi } from '../../data/online/kompetisi';
import { useTitle } from '../../ui/hooks/useTitle';
import { JadwalSayaPanel } from './JadwalSayaPanel';

/** The competition a coach most likely wants at the venue: the one running, else the one whose days come next. */
export function kompetisiUtama(list: readonly Kompetisi[]): Kompetisi | null {
  return (
    list.find((k) => k.status === 'SEDANG_DIMULAI') ??
    [...list].filter((k) => k.status === 'PENDAFTARAN').sort((a, b) => a.tanggal_mulai.localeCompare(b.tanggal_mulai))[0] ??
    list[0] ??
    null
  );
}

/**
 * 'Jadwal atlet saya' as a page of its own in the coach's menu (/dashboard/jadwal), phone first: the bouts of the
 * dojang's athletes in the competition running now, with a choice of competition when there are several.
 */
export function JadwalSayaPage({ awal }: { awal: number | null }) {
  useTitle('Jadwal Atlet Saya');
  const list = useKompetisiSaya();
  const [pilihan, setPilihan] = useState<number | null>(awal);
  const semua = list.data ?? [];
  const id = pilihan ?? kompetisiUtama(semua)?.id_kompetisi ?? null;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {semua.length > 1 && (
        <label className="form-control">
          <span className="label-text text-sm">Kompetisi</span>
          <select className="select w-full" value={id ?? ''} onChange={(e) => setPilihan(Number(e.target.value))} aria-label="Kompetisi">
            {semua.map((k) => (
              <option key={k.id_kompetisi} value={k.id_kompetisi}>
                {k.nama_event}
              </option>
            ))}
          </select>
        </label>
      )}
      {id !== null ? (
        <JadwalSayaPanel id_kompetisi={id} />
      ) : list.isLoading ? (
        <p role="status">Memuat kompetisi…</p>
      ) : (
        <p className="rounded-box bg-base-100 p-8 text-center shadow ring-1 ring-base-300">
          {list.error ? list.error.message : 'Belum ada kompetisi.'}
        </p>
      )}
    </div>
  );
}
